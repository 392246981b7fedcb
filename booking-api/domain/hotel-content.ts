import { hotelOwnLocale, resolveText, type ResolvedText } from '../../contract/localized-text';

/** A locale map as stored (LocalizedText, or a map whose languages may be absent, as photo alt texts). */
type ContentMap = Readonly<Partial<Record<string, string>>>;

/**
 * Reads a hotel's content for one guest: each locale map in the guest's language, else the hotel's
 * own (its first book language), else English (contract/localized-text.ts). One reader per request
 * (or per e-mail), so every text of a reply falls back the same way.
 */
export interface HotelContentReader {
  (value: ContentMap | null | undefined): string;
  /** The text with the locale it is written in (for a `lang` mark where it is not the guest's). */
  resolved(value: ContentMap | null | undefined): ResolvedText;
  /** The locale asked for, as given (a tag such as `ja-JP` or a locale such as `zh_Hant`). */
  readonly wanted: string | null;
}

export function hotelContentReader(
  hotel: { bookLanguages: readonly string[] },
  wanted: string | null | undefined,
): HotelContentReader {
  const own = hotelOwnLocale(hotel.bookLanguages);
  const read = ((value: ContentMap | null | undefined) => resolveText(value, wanted, own).text) as HotelContentReader;
  return Object.assign(read, {
    resolved: (value: ContentMap | null | undefined) => resolveText(value, wanted, own),
    wanted: wanted ?? null,
  });
}
