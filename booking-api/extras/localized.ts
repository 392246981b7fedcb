import { textIn, type ContentLocale, type LocalizedText } from '../../contract/localized-text';

/** The text for a guest reading `locale`: contract/localized-text.ts's one fallback order (asked, the hotel's own, English). */
export function localized(text: LocalizedText, locale: string | null | undefined, ownLocale?: ContentLocale): string {
  return textIn(text, locale, ownLocale);
}
