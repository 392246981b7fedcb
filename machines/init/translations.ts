import { fromPromise } from 'xstate';
import { loadLocaleAsync } from '../../locales/i18n-util.async';
import { completeDictionary } from '../../locales/dictionary-rest';
import { baseLocale, locales } from '../../locales/i18n-util';
import { translationFor, type AppLocale } from '../locale/choose-locale';

/**
 * The init chart's `loadTranslations` in the app: fetches one locale's chunk (typesafe-i18n's async
 * loader), so only the languages actually shown are downloaded. A locale without translations is
 * shown in the base locale, which is loaded instead.
 */
export const loadTranslations = fromPromise<void, { locale: AppLocale }>(async ({ input }) => {
  const locale = translationFor(input.locale, locales) ?? baseLocale;
  await loadLocaleAsync(locale);
  // The widget build fetches a dictionary's groups for later pages apart (locales/dictionary-rest.ts).
  await completeDictionary(locale);
});
