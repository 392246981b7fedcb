/**
 * SPEC.md section 1: the UI languages a hotel may book in (en, ja, ko, zh_Hans, zh_Hant, and from
 * the language list id, th and ar) and how a locale is chosen. The app
 * ships translations for only some of them; which ones is the caller's input (the list comes from
 * `locales/`), so this module never assumes it.
 */
export const APP_LOCALES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

export const LOCALE_STORAGE_KEY = 'triplabot_locale';
export const FALLBACK_LOCALE: AppLocale = 'en';
/** SPEC.md section 1: the fallback language in agency mode (the travel-agency route set). */
export const AGENCY_FALLBACK_LOCALE: AppLocale = 'ja';

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

/**
 * A browser language tag (navigator.language, e.g. `zh-TW`, `ja-JP`) as an app locale:
 * ko, ja, zh-hans (zh, cn, sg), zh-hant (tw, mo, hk), else en. The languages of the language
 * list (id, th, ar) map to themselves, so an Arabic browser at a hotel booking in ar reads Arabic;
 * at any other hotel they are not offered and the choice falls through to the fallback as en does.
 */
export function localeFromBrowserLanguage(tag: string): AppLocale {
  const parts = tag.toLowerCase().replace(/_/g, '-').split('-');
  const language = parts[0] ?? '';
  if (language === 'ko') return 'ko';
  if (language === 'ja') return 'ja';
  if (language === 'id' || language === 'th' || language === 'ar') return language;
  if (language === 'zh') {
    const rest = parts.slice(1);
    if (rest.includes('hant') || rest.some((part) => ['tw', 'mo', 'hk'].includes(part))) return 'zh_Hant';
    return 'zh_Hans';
  }
  return 'en';
}

/** Whether the browser mapping names this tag's language, rather than reaching its "else en". */
function namesLanguage(tag: string): boolean {
  return localeFromBrowserLanguage(tag) !== FALLBACK_LOCALE || tag.toLowerCase().split(/[-_]/)[0] === FALLBACK_LOCALE;
}

/** A locale written by a person or a URL (`zh_Hant`, `zh-hant`, `JA`) as an app locale, or null. */
export function normaliseLocale(value: string | null | undefined): AppLocale | null {
  if (!value) return null;
  const compact = value.trim().toLowerCase().replace(/-/g, '_');
  return APP_LOCALES.find((locale) => locale.toLowerCase() === compact) ?? null;
}

export interface LocaleChoice {
  /** The value under `triplabot_locale` in the injected storage. */
  stored: string | null;
  /** The `locale` URL query parameter. */
  fromUrl: string | null;
  /** navigator.languages (or [navigator.language]). */
  browserLanguages: readonly string[];
  /** The hotel's book languages; a locale is accepted only if among them. */
  bookLanguages: readonly string[];
  /** The locales the app has translations for; a locale is accepted only if among them too. */
  appLocales: readonly string[];
  /** In agency mode the fallback is ja rather than en. */
  agencyMode?: boolean;
}

/**
 * The translation (a `locales/` folder, named by its BCP 47 tag such as `zh-Hans` so that `Intl`
 * accepts it) that shows `locale`, or null when none of `translated` does.
 */
export function translationFor<T extends string>(
  locale: string | null | undefined,
  translated: readonly T[],
): T | null {
  const wanted = normaliseLocale(locale);
  return wanted === null ? null : (translated.find((candidate) => normaliseLocale(candidate) === wanted) ?? null);
}

/** The hotel's book languages the app can show: both offered by the hotel and translated. */
export function offeredLocales(bookLanguages: readonly string[], appLocales: readonly string[]): AppLocale[] {
  return bookLanguages
    .map(normaliseLocale)
    .filter(
      (locale): locale is AppLocale => locale !== null && appLocales.some((app) => normaliseLocale(app) === locale),
    );
}

/**
 * The fallback: en (ja in agency mode) when the hotel books in it, else the hotel's first book
 * language the app has translations for; en when nothing the hotel books in is translated.
 */
export function fallbackLocale(
  bookLanguages: readonly string[],
  appLocales: readonly string[],
  agencyMode = false,
): AppLocale {
  const offered = offeredLocales(bookLanguages, appLocales);
  const preferred = agencyMode ? AGENCY_FALLBACK_LOCALE : FALLBACK_LOCALE;
  if (offered.includes(preferred)) return preferred;
  return offered[0] ?? FALLBACK_LOCALE;
}

export function isBookLanguage(locale: AppLocale, bookLanguages: readonly string[]): boolean {
  return bookLanguages.some((language) => normaliseLocale(language) === locale);
}

/** A locale the guest may switch to: a book language of the hotel that the app has translations for. */
export function isOfferedLocale(
  locale: AppLocale,
  bookLanguages: readonly string[],
  appLocales: readonly string[],
): boolean {
  return offeredLocales(bookLanguages, appLocales).includes(locale);
}

/**
 * Preference order: stored > URL `locale` > browser > fallback, each only if a book language of
 * the hotel that the app has translations for. A Korean browser on a hotel booking in ko, en and
 * ja gets en when the app has no Korean translation.
 */
export function chooseLocale(choice: LocaleChoice): AppLocale {
  const candidates: (AppLocale | null)[] = [
    normaliseLocale(choice.stored),
    normaliseLocale(choice.fromUrl),
    // A browser language the mapping does not name ("else en") is the fallback, which is ja in agency mode.
    ...choice.browserLanguages.map((tag) => (namesLanguage(tag) ? localeFromBrowserLanguage(tag) : null)),
  ];
  const offered = offeredLocales(choice.bookLanguages, choice.appLocales);
  for (const candidate of candidates) {
    if (candidate && offered.includes(candidate)) return candidate;
  }
  return fallbackLocale(choice.bookLanguages, choice.appLocales, choice.agencyMode);
}
