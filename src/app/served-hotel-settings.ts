import type { HotelSettings } from '../../machines/init/context';

/**
 * The hotel's settings the server may put in the page it serves for a hotel's URL
 * (server/served-page.ts), so that the init chart need not wait for them: a JSON data block, not a
 * script (the strict CSP runs no inline script), with the hotel code and the language they were read
 * in. The page takes them only when both are what its own first request would have asked for.
 */
export const SERVED_SETTINGS_ELEMENT_ID = 'served-hotel-settings';

export interface ServedHotelSettings {
  hotelCode: string;
  /** The X-Locale they were read in: the URL's `locale`, else the browser's first language. */
  locale: string;
  settings: HotelSettings;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The settings `doc` carries for `hotelCode` read in `locale`; undefined when absent, other or unreadable. */
export function readServedHotelSettings(
  doc: Pick<Document, 'getElementById'> | undefined,
  hotelCode: string,
  locale: string,
): HotelSettings | undefined {
  const text = doc?.getElementById(SERVED_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  let served: unknown;
  try {
    served = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(served) || served.hotelCode !== hotelCode || served.locale !== locale) return undefined;
  const settings = served.settings;
  if (!isObject(settings) || !isObject(settings.hotel) || !isObject(settings.settings)) return undefined;
  return settings as unknown as HotelSettings;
}

/**
 * The served hotel's time zone and currency, in whatever language its settings were read (neither
 * depends on it): the formats the page writes first are made ahead with them (src/format/warm-formats.ts).
 */
export function readServedHotelZoneAndCurrency(doc: Pick<Document, 'getElementById'> | undefined): {
  timeZone?: string;
  currency?: string;
} {
  const text = doc?.getElementById(SERVED_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return {};
  let served: unknown;
  try {
    served = JSON.parse(text);
  } catch {
    return {};
  }
  const hotel = isObject(served) && isObject(served.settings) ? served.settings.hotel : undefined;
  if (!isObject(hotel)) return {};
  return {
    ...(typeof hotel.timeZone === 'string' ? { timeZone: hotel.timeZone } : {}),
    ...(typeof hotel.currency === 'string' ? { currency: hotel.currency } : {}),
  };
}
