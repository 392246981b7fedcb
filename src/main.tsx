import './strict-csp';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// What follows is evaluated in a task after React's set-up (the first-load script pauses there).
import './app/pause-after-react';
import { loadLocaleAsync } from '../locales/i18n-util.async';
import { localeFromBrowserLanguage } from '../machines/locale/choose-locale';
import { App } from './app';
import { createBrowserServices } from './app/browser-services';
import { uiLocale } from './i18n/locale';
import { createInspect } from './inspect';
import { warmFormats } from './format/warm-formats';
import { applyUrlRules, hotelCodeOf } from './routing/url-rules';
import { pageIsAgencySite } from './app/site-mode';
import { widgetHotelCodeOf } from './agency/agency-paths';
import { hotelCodeFromQuery } from '../machines/init/context';
import { readServedHotelZoneAndCurrency } from './app/served-hotel-settings';
import './styles.css';

/** The router rules apply once before anything reads the URL (SPEC.md section 2). */
function normaliseStartUrl(): void {
  const current = window.location.pathname + window.location.search + window.location.hash;
  const next = applyUrlRules(current, hotelCodeOf(current));
  if (next !== current) window.history.replaceState(window.history.state, '', next);
}

/** The hotel of a widget page as the init chart reads it: a built path's, else the query's code. */
function pageHotelCode(): string | null {
  return widgetHotelCodeOf(window.location.pathname) ?? hotelCodeFromQuery(window.location.search);
}

async function start(): Promise<void> {
  // The server marks the agency site's page by its host name (server/agency-site.ts).
  const agencyMode = pageIsAgencySite();
  normaliseStartUrl();
  // The hotel's settings are under way (or taken from the served page) before the app's first render;
  // the init chart takes them once it has its client session (machines/init/actors.ts).
  const services = createBrowserServices({ hotelCode: agencyMode ? null : pageHotelCode() });
  // Only the language shown first is fetched before the first render; the init chart loads the one
  // it chooses (and any the guest switches to) before showing it.
  const initialLocale = uiLocale(localeFromBrowserLanguage(navigator.language ?? 'en'));
  const [inspect] = await Promise.all([
    createInspect(window.location.search),
    // Without it the init chart still loads its choice (or shows its failure) before the routes.
    loadLocaleAsync(initialLocale).catch(() => undefined),
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  const app = createRoot(root);
  // The first render yields to the browser every few milliseconds instead of running as one long
  // task; index.html's spinner stays until it is done, as before.
  startTransition(() =>
    app.render(
      <App
        services={services}
        inspect={inspect}
        initialLocale={initialLocale}
        search={window.location.search}
        agencyMode={agencyMode}
      />,
    ),
  );
  warmFormats({ locale: initialLocale, ...readServedHotelZoneAndCurrency(document) });
}

void start();
