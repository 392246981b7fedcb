import type { HotelSettingsQuery } from '../graphql/graphql';
import type { Failure } from '../failure';
import type { AppLocale } from '../locale/choose-locale';

export type Hotel = HotelSettingsQuery['hotel'];
/** Booking-widget settings: today, currency, timeZone, default search setting, max guests per room... */
export type BookingWidgetSettings = HotelSettingsQuery['bookingWidgetSettings'];

export interface HotelSettings {
  hotel: Hotel;
  settings: BookingWidgetSettings;
}

export interface ClientSession {
  token: string;
  expiresAt: string;
}

/** What the injected storage and the browser say about the locale. */
export interface LocalePreferences {
  stored: string | null;
  browserLanguages: string[];
}

export interface InitInput {
  /** The URL query (`location.search`), with or without the leading `?`. */
  search: string;
  /** The locales the app has translations for (from `locales/`, passed in by the provider). */
  appLocales: readonly string[];
  /** The travel-agency route set is in use: the fallback language is ja (SPEC.md section 1). */
  agencyMode?: boolean;
  /**
   * The hotel when the page names it otherwise than in the query (the agency site's /hotels/{code});
   * null for a page of no hotel. Absent: read from `search`.
   */
  hotelCode?: string | null;
}

export interface InitContext {
  search: string;
  appLocales: readonly string[];
  agencyMode: boolean;
  hotelCode: string | null;
  clientSession: string | null;
  /** Set once a 1009 made us renew the session; a second 1009 then fails. */
  clientSessionRenewed: boolean;
  hotel: Hotel | null;
  settings: BookingWidgetSettings | null;
  locale: AppLocale | null;
  /** The language the guest switched to while its translations load; `locale` changes once they are in. */
  pendingLocale: AppLocale | null;
  /**
   * The language last switched to, set as the requests start speaking it: the hotel's content, and the
   * search results (machines/app-root/relays.ts), are read again in it. Null before any switch.
   */
  contentLocale: AppLocale | null;
  /** The last switch whose translations did not load (the language stayed as it was), with its locale. */
  localeFailure: (Failure & { locale: AppLocale }) | null;
  failure: Failure | null;
  /** SPEC.md section 8 "Init failure": the global error is the failure's title. */
  globalError: string | null;
  /** The app shows its spinner until init arrived (success or failure). */
  initArrived: boolean;
}

/** The hotel code of SPEC.md section 5: `code`, else `hotel_code`, trimmed; null when absent. */
export function hotelCodeFromQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of ['code', 'hotel_code']) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/**
 * The languages the page may be shown in: the hotel's book languages, or on the agency site's own
 * pages (no hotel) every language the app has translations for.
 */
export function bookLanguagesOf(
  context: Pick<InitContext, 'hotel' | 'agencyMode' | 'appLocales' | 'hotelCode'>,
): readonly string[] {
  if (context.hotel) return context.hotel.bookLanguages;
  return context.agencyMode && context.hotelCode === null ? context.appLocales : [];
}

export function initialInitContext(input: InitInput): InitContext {
  return {
    search: input.search,
    appLocales: input.appLocales,
    agencyMode: input.agencyMode ?? false,
    hotelCode: input.hotelCode !== undefined ? input.hotelCode : hotelCodeFromQuery(input.search),
    clientSession: null,
    clientSessionRenewed: false,
    hotel: null,
    settings: null,
    locale: null,
    pendingLocale: null,
    contentLocale: null,
    localeFailure: null,
    failure: null,
    globalError: null,
    initArrived: false,
  };
}
