import type { Locales } from './i18n-types';
import { loadedLocales } from './i18n-util';

type RestLoader = () => Promise<{ default: Partial<Record<string, object>> }>;

/**
 * The widget build fetches each dictionary in two parts (server/dictionary-split.ts; not a file typesafe-i18n generates): the groups
 * the results page shows, before the first render, and the rest, which the build leaves as empty
 * groups. It puts one loader of the rest per language here; elsewhere (tests, `npm run dev`) the
 * dictionaries are whole and there is nothing to load.
 */
const restLoaders: Partial<Record<string, RestLoader>> = /* rest-of-dictionary loaders */ {};

/** Once a page beyond the first has asked, every language loaded from then on comes whole. */
let wanted = false;
const filled = new Map<Locales, Promise<void>>();

function fillIn(locale: Locales): Promise<void> {
  const load = restLoaders[locale];
  if (!load) return Promise.resolve();
  let done = filled.get(locale);
  if (!done) {
    done = load().then(({ default: rest }) => {
      const dictionary = loadedLocales[locale] as unknown as Record<string, object> | undefined;
      if (!dictionary) throw new Error(`the ${locale} dictionary is not loaded`);
      // The same objects the translation functions already read: filled in, never replaced.
      for (const [group, texts] of Object.entries(rest)) Object.assign((dictionary[group] ??= {}), texts);
    });
    // A failed fetch may be retried by the next page.
    done.catch(() => filled.delete(locale));
    filled.set(locale, done);
  }
  return done;
}

/** Every loaded language made whole: awaited by each page of its own chunk before it renders. */
export function loadRestOfDictionaries(): Promise<void> {
  wanted = true;
  return Promise.all((Object.keys(loadedLocales) as Locales[]).map(fillIn)).then(() => undefined);
}

/** After a language is loaded: made whole too when a page beyond the first has been shown. */
export function completeDictionary(locale: Locales): Promise<void> {
  return wanted ? fillIn(locale) : Promise.resolve();
}
