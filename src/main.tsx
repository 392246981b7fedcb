import { createRoot } from 'react-dom/client';
import { loadAllLocales } from '../locales/i18n-util.sync';
import { localeFromBrowserLanguage } from '../machines/locale/choose-locale';
import { App } from './app';
import { createBrowserServices } from './app/browser-services';
import { uiLocale } from './i18n/locale';
import { createInspect } from './inspect';
import { applyUrlRules, hotelCodeOf } from './routing/url-rules';
import './styles.css';

/** The router rules apply once before anything reads the URL (SPEC.md section 2). */
function normaliseStartUrl(): void {
  const current = window.location.pathname + window.location.search + window.location.hash;
  const next = applyUrlRules(current, hotelCodeOf(current));
  if (next !== current) window.history.replaceState(window.history.state, '', next);
}

async function start(): Promise<void> {
  normaliseStartUrl();
  loadAllLocales();
  const inspect = await createInspect(window.location.search);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <App
      services={createBrowserServices()}
      inspect={inspect}
      initialLocale={uiLocale(localeFromBrowserLanguage(navigator.language ?? 'en'))}
      search={window.location.search}
    />,
  );
}

void start();
