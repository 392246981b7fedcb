import { z } from 'zod';

/**
 * Hotel content in several languages (SPEC.md sections 1 and 3): every translatable text a hotel
 * writes (its name and address, room types, plans, policies, extras, questions, notices, children's
 * tiers, pay-by-link subjects, photo alt texts) is one value of this shape, a map from a content
 * locale to the text, and is read through `resolveText` only.
 */
export type LocalizedText = Readonly<Record<string, string>>;

/** The languages hotel content may be written in: the UI languages and the rest of the language list. */
export const CONTENT_LOCALES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

/** The language content falls back to when neither the guest's nor the hotel's own is written. */
export const LAST_RESORT_LOCALE: ContentLocale = 'en';

/**
 * A locale or language tag as a content locale, or null: `zh_Hant`, `zh-TW`, `zh-hk` and `zh-mo`
 * are zh_Hant; `zh`, `zh-CN`, `zh-SG` and `zh-Hans` are zh_Hans; `ja-JP` is ja, `ar-SA` ar, ...
 * (SPEC.md section 1's browser mapping, extended to the whole language list).
 */
export function contentLocaleOf(tag: string | null | undefined): ContentLocale | null {
  if (!tag) return null;
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const language = parts[0] ?? '';
  if (language === 'zh') {
    const rest = parts.slice(1);
    return rest.includes('hant') || rest.some((part) => part === 'tw' || part === 'mo' || part === 'hk')
      ? 'zh_Hant'
      : 'zh_Hans';
  }
  // Indonesian's older code is "in".
  if (language === 'in') return 'id';
  return (CONTENT_LOCALES as readonly string[]).includes(language) ? (language as ContentLocale) : null;
}

/** The language a hotel writes its content in first: the first of its book languages (else English). */
export function hotelOwnLocale(bookLanguages: readonly string[]): ContentLocale {
  for (const language of bookLanguages) {
    const locale = contentLocaleOf(language);
    if (locale) return locale;
  }
  return LAST_RESORT_LOCALE;
}

export interface ResolvedText {
  text: string;
  /** The locale the text is written in; null when the value has no text at all. */
  locale: ContentLocale | null;
  /** True when the text is not in the locale asked for. */
  fallback: boolean;
}

/**
 * The text to show a guest reading `wanted` (a locale or language tag): in that language if the
 * hotel wrote it, else in the hotel's own language, else in English, else in the first language
 * written (in CONTENT_LOCALES order, so always the same one). Blank texts count as missing. A
 * reader who names no language, or one outside the list (`fr`), reads English first, as the API
 * answered before content had languages.
 */
export function resolveText(
  text: Readonly<Partial<Record<string, string>>> | null | undefined,
  wanted: string | null | undefined,
  ownLocale: ContentLocale = LAST_RESORT_LOCALE,
): ResolvedText {
  const asked = contentLocaleOf(wanted) ?? LAST_RESORT_LOCALE;
  const order: ContentLocale[] = [asked, ownLocale, LAST_RESORT_LOCALE, ...CONTENT_LOCALES];
  for (const locale of order) {
    const value = text?.[locale];
    if (typeof value === 'string' && value.trim() !== '') return { text: value, locale, fallback: locale !== asked };
  }
  return { text: '', locale: null, fallback: true };
}

/** `resolveText`'s text only. */
export function textIn(
  text: Readonly<Partial<Record<string, string>>> | null | undefined,
  wanted: string | null | undefined,
  ownLocale?: ContentLocale,
): string {
  return resolveText(text, wanted, ownLocale).text;
}

/** A text written in one language only (what a single-language form or an older row holds). */
export function textOnlyIn(locale: ContentLocale, value: string): LocalizedText {
  return value.trim() === '' ? {} : { [locale]: value };
}

/** Whether a value is a locale map (a plain object of content locales to strings), for input validation. */
export function isLocalizedText(value: unknown): value is LocalizedText {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, text]) => (CONTENT_LOCALES as readonly string[]).includes(key) && typeof text === 'string',
  );
}

/**
 * A translatable text as a writer sends it: a plain string (written in the hotel's own language)
 * or a map of content locales to texts, each trimmed and at most `max` characters, at least one
 * not blank. Unknown locales are refused, so a typo (`jp`, `zh-TW`) never stores a dead text.
 */
export function localizedTextInputSchema(max: number) {
  const text = z.string().trim().max(max);
  return z.union(
    [
      text.min(1),
      z.partialRecord(z.enum(CONTENT_LOCALES), text).refine((map) => Object.values(map).some((value) => value !== ''), {
        message: 'needs a text in at least one language',
      }),
    ],
    {
      error: `must be a text, or an object of texts by language (${CONTENT_LOCALES.join(', ')}) with at least one text of at most ${max} characters`,
    },
  );
}
export type LocalizedTextInput = string | Partial<Record<ContentLocale, string>>;

/** What a writer sent, stored as a locale map: a plain string is the hotel's own language; blanks are dropped. */
export function localizedTextFromInput(input: LocalizedTextInput, ownLocale: ContentLocale): LocalizedText {
  if (typeof input === 'string') return textOnlyIn(ownLocale, input);
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  );
}
