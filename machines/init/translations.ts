import { fromPromise } from 'xstate';
import { loadLocaleAsync } from '../../locales/i18n-util.async';
import { baseLocale, locales } from '../../locales/i18n-util';
import { translationFor, type AppLocale } from '../locale/choose-locale';

/**
 * The init chart's `loadTranslations` in the app: fetches one locale's chunk (typesafe-i18n's async
 * loader), so only the languages actually shown are downloaded. A locale without translations is
 * shown in the base locale, which is loaded instead.
 */
export const loadTranslations = fromPromise<void, { locale: AppLocale }>(async ({ input }) => {
  await loadLocaleAsync(translationFor(input.locale, locales) ?? baseLocale);
});
