import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { ClientSessionStore, KeyValueStorage } from '../transport/client-session';
import { LOCALE_STORAGE_KEY } from '../locale/choose-locale';
import type { ClientSession, HotelSettings, LocalePreferences } from './context';

export const StartClientSessionDocument = graphql(/* GraphQL */ `
  mutation StartClientSession {
    startClientSession {
      token
      expiresAt
    }
  }
`);

export const HotelSettingsDocument = graphql(/* GraphQL */ `
  query HotelSettings($code: String!) {
    hotel(code: $code) {
      id
      code
      name
      currency
      timeZone
      bookLanguages
      availableLanguages
      brand {
        id
        code
        name
      }
      address {
        postCode
        fullAddress
        country
      }
      photos {
        ...PhotoFields
      }
    }
    bookingWidgetSettings(code: $code) {
      hotelId
      hotelName
      hotelBrandId
      currency
      timeZone
      today
      bookLanguages
      buttonColour
      headerColour
      maxGuestsPerRoom
      defaultSearchSetting {
        adults
        checkinDateOffset
        yesterdayBookable
        availableRoomsOnly
      }
      multiRoomsSearchEnabled
      showPricesTaxIncluded
      kanjiNameRequired
      customerAddressRequired
      kanaNameMode
      bookingWidgetType
      sellsExtras
      couponActive
      promoCodeActive
      planSearchEnabled
      reservablePeriodMonths
      mcpEnabled
      multiRoomsSearchLimit
      maxChildrenPerAdult
      cardPaymentProvider
    }
  }
`);

export interface InitActorDependencies {
  clientSessions: ClientSessionStore;
  /** Where `triplabot_locale` lives (localStorage in the browser). */
  localeStorage: KeyValueStorage;
  /** navigator.languages in the browser. */
  browserLanguages: () => readonly string[];
  /** The page is the travel-agency site: its sessions come from the agency's own API client. */
  agencyMode?: boolean;
  /** Tells the transport the language to send (X-Locale) with every request from now on. */
  speakLocale: (locale: string) => void;
  /** The hotel's settings as the page started them, before any chart ran (src/main.tsx). */
  startedSettings?: StartedHotelSettings;
}

/**
 * Hotel settings asked for before the init chart started, so that they arrive beside the client
 * session instead of after it: either inlined in the page by the server or one request started in
 * src/main.tsx. The chart's first load takes them, once; its renewals, retries and later loads ask anew.
 */
export interface StartedHotelSettings {
  /** The started settings of `hotelCode`, the first time; undefined afterwards or for another hotel. */
  take(hotelCode: string): Promise<HotelSettings> | undefined;
}

/** The one query of the init chart's settings load, as the chart and the page's early start send it. */
export async function requestHotelSettings(client: GatewayClient, hotelCode: string): Promise<HotelSettings> {
  const result = await client.request(HotelSettingsDocument, { code: hotelCode });
  return { hotel: result.hotel, settings: result.bookingWidgetSettings };
}

/**
 * Settings started now, for the chart to take later: the served ones when the page carries them,
 * else the request, sent at once. A failure waits for the chart to hear it (and retry as it would).
 */
export function startHotelSettings(
  client: GatewayClient,
  hotelCode: string,
  served: HotelSettings | undefined,
): StartedHotelSettings {
  let started: Promise<HotelSettings> | undefined = served
    ? Promise.resolve(served)
    : requestHotelSettings(client, hotelCode);
  // Not unhandled while no chart has taken it yet: the chart's actor gets the same rejection.
  started.catch(() => undefined);
  return {
    take(code) {
      if (code !== hotelCode) return undefined;
      const taken = started;
      started = undefined;
      return taken;
    },
  };
}

/** The real implementations of the init chart's actors, through the gateway. */
export function createInitActors(client: GatewayClient, deps: InitActorDependencies) {
  return {
    readStoredClientSession: fromPromise<string | null, void>(async () => deps.clientSessions.read()),
    startClientSession: fromPromise<ClientSession, void>(async () => {
      // The agency site's request comes with its code, never with a hotel's page.
      const document = deps.agencyMode
        ? (await import('./agency-client-session')).StartAgencyClientSessionDocument
        : StartClientSessionDocument;
      const result = await client.request(document, {});
      return result.startClientSession;
    }),
    loadHotelSettings: fromPromise<HotelSettings, { hotelCode: string }>(
      async ({ input }) => deps.startedSettings?.take(input.hotelCode) ?? requestHotelSettings(client, input.hotelCode),
    ),
    readLocalePreferences: fromPromise<LocalePreferences, void>(async () => ({
      stored: deps.localeStorage.getItem(LOCALE_STORAGE_KEY),
      browserLanguages: [...deps.browserLanguages()],
    })),
  };
}

/** The real implementations of the init chart's storage actions. */
export function createInitActions(deps: InitActorDependencies) {
  return {
    storeClientSession: (_: unknown, params: ClientSession) =>
      deps.clientSessions.write(params.token, params.expiresAt),
    clearClientSession: () => deps.clientSessions.clear(),
    storeLocale: (_: unknown, params: { locale: string }) =>
      deps.localeStorage.setItem(LOCALE_STORAGE_KEY, params.locale),
    speakLocale: (_: unknown, params: { locale: string }) => deps.speakLocale(params.locale),
  };
}
