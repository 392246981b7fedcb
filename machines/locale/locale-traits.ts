import { normaliseLocale, type AppLocale } from './choose-locale';

/**
 * What a UI language implies besides its words, as data rather than comparisons scattered over
 * views: the direction it is written in, and the order of a person's names (SPEC.md section 3:
 * en puts the first name first; ja and every other language put the last name first).
 */
export interface LocaleTraits {
  direction: 'ltr' | 'rtl';
  lastNameFirst: boolean;
  /** ja may show the kana reading when a name part is missing. */
  kanaNames: boolean;
  /** ja writes the post code before the address, every other language after it. */
  postCodeFirst: boolean;
  /** What separates the items of a list in running text (never the Latin comma in Arabic or CJK). */
  comma: string;
}

const TRAITS: Record<AppLocale, LocaleTraits> = {
  en: { direction: 'ltr', lastNameFirst: false, kanaNames: false, postCodeFirst: false, comma: ', ' },
  ja: { direction: 'ltr', lastNameFirst: true, kanaNames: true, postCodeFirst: true, comma: '、' },
  ko: { direction: 'ltr', lastNameFirst: true, kanaNames: false, postCodeFirst: false, comma: ', ' },
  zh_Hans: { direction: 'ltr', lastNameFirst: true, kanaNames: false, postCodeFirst: false, comma: '，' },
  zh_Hant: { direction: 'ltr', lastNameFirst: true, kanaNames: false, postCodeFirst: false, comma: '，' },
  id: { direction: 'ltr', lastNameFirst: true, kanaNames: false, postCodeFirst: false, comma: ', ' },
  th: { direction: 'ltr', lastNameFirst: true, kanaNames: false, postCodeFirst: false, comma: ' ' },
  ar: { direction: 'rtl', lastNameFirst: true, kanaNames: false, postCodeFirst: false, comma: '\u060C ' },
};

/** The traits of a locale in any spelling (`zh_Hant`, `zh-Hant`); an unknown one has en's. */
export function localeTraits(locale: string | null | undefined): LocaleTraits {
  return TRAITS[normaliseLocale(locale) ?? 'en'];
}

/** First and last name in the order of the UI language. */
export function orderedName(first: string, last: string, locale: string): string {
  return localeTraits(locale).lastNameFirst ? `${last} ${first}` : `${first} ${last}`;
}

/** Items of a list in running text, separated as the UI language writes them. */
export function listOf(items: readonly string[], locale: string | null | undefined): string {
  return items.join(localeTraits(locale).comma);
}
