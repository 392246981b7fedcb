import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locales } from '../locales/i18n-types';
import { i18nObject } from '../locales/i18n-util';
import { loadLocaleAsync } from '../locales/i18n-util.async';
import type { HotelSettings } from '../machines/init/context';
import { langTag, selectableLocales, textDirection, appLocaleOf } from '../src/i18n/locale';
import { FIRST_SCREEN_ATTRIBUTE, FirstScreen } from '../src/shell/first-screen';
import { brandTokens, parseHexColour, toHex } from '../contract/brand-colours';

/** Where the hotel's colours are served as a stylesheet (`brandColoursStylesheet`), named by the colours. */
export const BRAND_COLOURS_PATH = '/brand-colours.css';

const loading = new Map<Locales, Promise<void>>();

/**
 * The language's translations, loaded once per process. (Their functions are a proxy that answers
 * every name, `then` too: they are taken with `i18nObject` after the wait, never through a promise.)
 */
function loadTranslations(locale: Locales): Promise<void> {
  let done = loading.get(locale);
  if (!done) {
    done = loadLocaleAsync(locale);
    loading.set(locale, done);
    done.catch(() => loading.delete(locale));
  }
  return done;
}

/** The six hex digits of a colour the brand tokens can read (`#abc` gives `aabbcc`), the only values passed on. */
function colourParameter(value: string | null | undefined): string | undefined {
  const rgb = parseHexColour(value);
  return rgb ? toHex(rgb).slice(1) : undefined;
}

/**
 * The stylesheet of the hotel's colours for the painted first screen: the strict CSP allows no inline
 * style, so the page links it, named by the colours themselves (the same colours, the same file, kept
 * a year). Undefined when the hotel sets no colour the widget reads: the stylesheet's defaults apply.
 */
function brandColoursHref(settings: HotelSettings['settings']): string | undefined {
  const header = colourParameter(settings.headerColour);
  const button = colourParameter(settings.buttonColour);
  if (!header && !button) return undefined;
  const query = new URLSearchParams();
  if (header) query.set('header', header);
  if (button) query.set('button', button);
  return `${BRAND_COLOURS_PATH}?${query}`;
}

/** The brand tokens of `brandTokens` (src/shell/brand-theme.tsx sets the same on the app's root) as a rule. */
export function brandColoursCss(query: URLSearchParams): string {
  const colour = (name: string) => {
    const value = query.get(name);
    // brandTokens reads only a valid hex colour; anything else in the address is left out.
    return value ? `#${value}` : null;
  };
  const tokens = brandTokens({ headerColour: colour('header'), buttonColour: colour('button') });
  const declarations = Object.entries(tokens).map(([name, value]) => `${name}:${value}`);
  return declarations.length ? `.app-root{${declarations.join(';')}}\n` : '';
}

export interface FirstScreenPage {
  /** In the root element, in place of the spinner. */
  markup: string;
  /** Before the root element (it outlives the app's first render): the hotel's colours. */
  stylesheet: string;
}

/**
 * The results page's first screen for the hotel (src/shell/first-screen.tsx) in the language the
 * widget will show, drawn by React and so escaped as React escapes: every value of the settings is
 * text or an attribute, never markup.
 */
export async function firstScreenPage(
  read: HotelSettings,
  locale: Locales,
  search: URLSearchParams,
): Promise<FirstScreenPage> {
  await loadTranslations(locale);
  const LL = i18nObject(locale);
  const { hotel } = read;
  const photo = hotel.photos[0];
  const choices = selectableLocales(hotel.bookLanguages);
  const current = appLocaleOf(locale);
  // CorporateSignInItem: hidden during a lottery entry.
  const inLotteryEntry = search.has('lottery_event') || search.has('current_lottery_entry');
  const body = renderToStaticMarkup(
    createElement(FirstScreen, {
      hotelName: hotel.name,
      photo: photo ? { photo, alt: photo.alt || LL.photos.hotelPhoto({ hotel: hotel.name }) } : undefined,
      languages:
        choices.length >= 2
          ? {
              label: LL.header.language(),
              names: choices.map((choice) => LL.languageNames[choice]()),
              current: LL.languageNames[current](),
            }
          : undefined,
      memberEntries: [
        LL.membership.menu.signIn(),
        ...(inLotteryEntry ? [] : [LL.corporate.menu.corporateSignIn()]),
        LL.membership.menu.signUp(),
      ],
      menuLabel: LL.header.menu(),
      loadingLabel: LL.app.loading(),
    }),
  );
  const lang = langTag(current);
  const markup = `<div class="app-root" lang="${lang}" dir="${textDirection(locale)}" ${FIRST_SCREEN_ATTRIBUTE}="">${body}</div>`;
  const href = brandColoursHref(read.settings);
  return { markup, stylesheet: href ? `<link rel="stylesheet" href="${href.replace(/&/g, '&amp;')}">` : '' };
}
