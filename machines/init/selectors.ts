import type { SnapshotFrom } from 'xstate';
import type { initMachine } from './machine';
import { InitTags } from './machine';
import type { GuestNameSettings } from '../../contract/names-addresses';
import { bookLanguagesOf } from './context';

type InitSnapshot = SnapshotFrom<typeof initMachine>;

export const selectInitArrived = (s: InitSnapshot) => s.context.initArrived;
export const selectIsInitLoading = (s: InitSnapshot) => s.hasTag(InitTags.Loading);
export const selectIsReady = (s: InitSnapshot) => s.matches('Ready');
export const selectHasNoHotelCode = (s: InitSnapshot) => s.matches('NoHotelCode');
export const selectInitFailed = (s: InitSnapshot) => s.hasTag(InitTags.Failed);
export const selectCanRetryInit = (s: InitSnapshot) => s.can({ type: 'init.retried' });
export const selectHotelCode = (s: InitSnapshot) => s.context.hotelCode;
export const selectHotel = (s: InitSnapshot) => s.context.hotel;
export const selectSettings = (s: InitSnapshot) => s.context.settings;
/** What the hotel asks of its guests' names, kana reading and address (contract/names-addresses.ts), or null before the settings arrive. */
export function nameSettingsOf(settings: InitSnapshot['context']['settings']): GuestNameSettings | null {
  return settings
    ? {
        kanjiNameRequired: settings.kanjiNameRequired,
        customerAddressRequired: settings.customerAddressRequired,
        kanaNameMode: settings.kanaNameMode,
      }
    : null;
}
export const selectLocale = (s: InitSnapshot) => s.context.locale;
/** The language the hotel's content was last read again in, after a switch (null before any). */
export const selectContentLocale = (s: InitSnapshot) => s.context.contentLocale;
/** The locale whose translations are loaded and may be shown (null until init has loaded them). */
export const selectShownLocale = (s: InitSnapshot) => (s.matches('Ready') ? s.context.locale : null);
/** The language being loaded after the guest picked it (null when none is). */
export const selectSwitchingToLocale = (s: InitSnapshot) =>
  s.matches({ Ready: 'SwitchingLocale' }) ? s.context.pendingLocale : null;
/** A language switch whose translations did not load: the page kept its language. */
export const selectLocaleFailure = (s: InitSnapshot) => s.context.localeFailure;
export const selectBookLanguages = (s: InitSnapshot) => bookLanguagesOf(s.context);
/** The page is the travel-agency site (the server said so: src/app/site-mode.ts). */
export const selectAgencyMode = (s: InitSnapshot) => s.context.agencyMode;
export const selectInitFailure = (s: InitSnapshot) => s.context.failure;
export const selectGlobalError = (s: InitSnapshot) => s.context.globalError;
