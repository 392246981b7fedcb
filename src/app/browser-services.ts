import { navigate } from 'wouter/use-browser-location';
import {
  CLIENT_SESSION_LIFETIME_MS,
  createClientSessionStore,
  createMemoryStorage,
  type KeyValueStorage,
} from '../../machines/transport/client-session';
import { createCookieStorage } from './cookie-storage';
import { LOCALE_STORAGE_KEY } from '../../machines/locale/choose-locale';
import { createGatewayClient, type GatewayClient } from '../../machines/transport/graphql-client';
import { startHotelSettings, type InitActorDependencies } from '../../machines/init/actors';
import { createMemberTokenStore, type MemberTokenStore } from '../../machines/auth/actors';
import { applyUrlRules, hotelCodeOf } from '../routing/url-rules';
import { createSessionRefresher } from '../../machines/transport/session-refresh';
import { readServedHotelSettings } from './served-hotel-settings';

/**
 * The browser-side things the charts' injected actors and actions need: storage, the gateway
 * client, navigation. Created once in main.tsx and handed to the providers; tests build their own.
 */
export interface BrowserServices {
  client: GatewayClient;
  initDependencies: InitActorDependencies;
  /** Router navigation with the URL rules applied (used by charts' navigation actions). */
  navigate: (path: string, options?: { replace?: boolean }) => void;
  goToServiceUnavailable: (hotelCode: string | null) => void;
  /** 1009 after init: forget the dead client session and start again from a clean page. */
  restartSession: () => void;
  /** The member session token (local storage); the transport sends it as Authorization. */
  memberTokens: MemberTokenStore;
  /** Subscribes to the transport's 401s for requests that carried the member token. */
  onUnauthorized: (listener: () => void) => () => void;
  /** After sign-out: forget the client session and every in-memory state, land on the search page. */
  resetAfterSignOut: () => void;
}

function browserStorage(): KeyValueStorage {
  try {
    const probe = '__storage_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    // Private modes and sandboxed iframes may refuse localStorage; the app still works for this visit.
    return createMemoryStorage();
  }
}

export interface BrowserServicesOptions {
  /**
   * The hotel the page is for (its URL's code; none on the agency site): its settings are asked for
   * at once, or taken from the page when the server put them there, before the init chart starts.
   */
  hotelCode?: string | null;
}

export function createBrowserServices({ hotelCode = null }: BrowserServicesOptions = {}): BrowserServices {
  const storage = browserStorage();
  // The client session lives in a cookie of 0.75 day (SPEC.md section 7); the locale in local storage.
  const clientSessions = createClientSessionStore(
    navigator.cookieEnabled ? createCookieStorage(CLIENT_SESSION_LIFETIME_MS / 1000) : storage,
  );
  // Until the init chart has chosen a locale (it needs the hotel's book languages), the first
  // requests ask for hotel content in the guest's first guess: the URL's locale, the stored choice,
  // else the browser's language (the booking API maps a tag and falls back by the hotel's languages).
  let transportLocale =
    new URLSearchParams(window.location.search).get('locale') ||
    storage.getItem(LOCALE_STORAGE_KEY) ||
    navigator.language ||
    'en';
  const memberTokens = createMemberTokenStore(storage);
  const unauthorizedListeners = new Set<() => void>();
  const ruledNavigate = (path: string, options?: { replace?: boolean }) => {
    navigate(applyUrlRules(path, hotelCodeOf(window.location.search)), options);
  };
  const transport = {
    getClientSession: () => clientSessions.read(),
    getLocale: () => transportLocale,
    getAuthorization: () => memberTokens.read(),
  };
  const client = createGatewayClient({
    ...transport,
    onUnauthorized: () => unauthorizedListeners.forEach((listener) => listener()),
    // 403 4000: trade the member token for a new one through a transport without this hook, then repeat once.
    refreshMemberSession: createSessionRefresher(createGatewayClient(transport), memberTokens, () =>
      hotelCodeOf(window.location.search),
    ),
  });
  // The settings do not need the chart's client session (the gateway answers a page without one with
  // its own), so they are under way while the app's code runs and the session is obtained.
  const startedSettings = hotelCode
    ? startHotelSettings(client, hotelCode, readServedHotelSettings(document, hotelCode, transportLocale))
    : undefined;
  return {
    client,
    initDependencies: {
      clientSessions,
      startedSettings,
      localeStorage: storage,
      browserLanguages: () => (navigator.languages?.length ? navigator.languages : [navigator.language]),
      // The init chart's choice, and each switch, before any chart hears of it (X-Locale).
      speakLocale: (locale) => {
        transportLocale = locale;
      },
    },
    navigate: ruledNavigate,
    goToServiceUnavailable: (hotelCode) => {
      const query = hotelCode ? `?${new URLSearchParams({ code: hotelCode }).toString()}` : '';
      ruledNavigate(`/503${query}`);
    },
    restartSession: () => {
      clientSessions.clear();
      window.location.reload();
    },
    memberTokens,
    onUnauthorized: (listener) => {
      unauthorizedListeners.add(listener);
      return () => void unauthorizedListeners.delete(listener);
    },
    resetAfterSignOut: () => {
      clientSessions.clear();
      // A full page load drops every chart's memory (booking guest, selections) with the session.
      window.location.assign(applyUrlRules('/booking/result', hotelCodeOf(window.location.search)));
    },
  };
}
