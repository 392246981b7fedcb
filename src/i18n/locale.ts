import type { Locales } from '../../locales/i18n-types';
import { baseLocale, locales } from '../../locales/i18n-util';
import { normaliseLocale, offeredLocales, translationFor, type AppLocale } from '../../machines/locale/choose-locale';
import { localeTraits } from '../../machines/locale/locale-traits';

/**
 * The init chart chooses an app locale (`zh_Hant`) among locales with translations (it gets
 * `locales` as input); this is the translation that shows it (`zh-Hant`). A stored or forced value
 * without translations is still shown in the base locale.
 */
export function uiLocale(chosen: string | null | undefined): Locales {
  return translationFor(chosen, locales) ?? baseLocale;
}

/** The app locale a translation shows: the value the selector and the init chart speak in. */
export function appLocaleOf(translation: Locales): AppLocale {
  return normaliseLocale(translation) ?? 'en';
}

/** The languages the selector offers: the hotel's book languages that have translations, in the hotel's order. */
export function selectableLocales(bookLanguages: readonly string[]): AppLocale[] {
  return offeredLocales(bookLanguages, locales);
}

/** A `lang` attribute for an app locale (`zh_Hant` -> `zh-Hant`). */
export function langTag(locale: AppLocale): string {
  return locale.replace('_', '-');
}

/** The writing direction of a UI language: Arabic reads right to left, every other one left to right. */
export function textDirection(locale: string): 'rtl' | 'ltr' {
  return localeTraits(locale).direction;
}
