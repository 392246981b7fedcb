import type { AppLocale } from '../locale/choose-locale';

/** Events views send to the init chart. */
export type InitEvent =
  /** The guest pressed "try again" after an init failure. */
  | { type: 'init.retried' }
  /** The guest picked another language in the selector; accepted only if a book language the app has translations for. */
  | { type: 'locale.changed'; locale: AppLocale };
