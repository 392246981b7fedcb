import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { locales } from '../../locales/i18n-util';
import type { HotelSettings, LocalePreferences } from '../../machines/init/context';
import { initMachine } from '../../machines/init/machine';
import { InitContext } from '../../machines/init/provider';
import type { AppLocale } from '../../machines/locale/choose-locale';
import { kyotoSettings } from './fixtures';

/** The real init chart with fake actors that answer at once (the demo Kyoto hotel), for page tests. */
export function TestInit({ locale = 'en', children }: { locale?: AppLocale; children: ReactNode }) {
  const logic = initMachine.provide({
    actors: {
      readStoredClientSession: fromPromise<string | null, void>(async () => 'session-token'),
      startClientSession: fromPromise(async () => ({ token: 'session-token', expiresAt: '2030-04-02T00:00:00Z' })),
      loadHotelSettings: fromPromise<HotelSettings, { hotelCode: string }>(async () => kyotoSettings),
      readLocalePreferences: fromPromise<LocalePreferences, void>(async () => ({
        stored: locale,
        browserLanguages: [],
      })),
    },
  });
  return (
    <InitContext.Provider logic={logic} options={{ input: { search: '?code=demo-kyoto', appLocales: locales } }}>
      {children}
    </InitContext.Provider>
  );
}
