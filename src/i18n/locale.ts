import type { Locales } from '../../locales/i18n-types';
import { baseLocale, isLocale, locales } from '../../locales/i18n-util';

/**
 * The init chart chooses only among locales with translations (it gets `locales` as input); a
 * stored or forced value without translations is still shown in the base locale.
 */
export function uiLocale(chosen: string | null | undefined): Locales {
  return chosen && isLocale(chosen) ? chosen : baseLocale;
}

/** The languages the selector offers: the hotel's book languages that have translations. */
export function selectableLocales(bookLanguages: readonly string[]): Locales[] {
  return locales.filter((locale) => bookLanguages.includes(locale));
}

/** The writing direction of a UI language: Arabic reads right to left, every other one left to right. */
export function textDirection(locale: string): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
