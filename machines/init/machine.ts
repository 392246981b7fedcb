import { and, assign, fromPromise, setup } from 'xstate';
import {
  isInvalidClientSession,
  isServiceUnavailable,
  networkFailure,
  noHotelCodeFailure,
  toFailure,
  type Failure,
} from '../failure';
import { chooseLocale, isOfferedLocale, type AppLocale } from '../locale/choose-locale';
import {
  bookLanguagesOf,
  initialInitContext,
  type ClientSession,
  type HotelSettings,
  type InitContext,
  type InitInput,
  type LocalePreferences,
} from './context';
import type { InitEvent } from './events';
import { notImplemented } from '../not-implemented';

export const InitTags = { Loading: 'Loading', Failed: 'Failed' } as const;

/** How long settings may take before init gives up with error02. */
export const SETTINGS_TIMEOUT_MS = 20_000;

export const initMachine = setup({
  types: {
    context: {} as InitContext,
    events: {} as InitEvent,
    input: {} as InitInput,
    tags: {} as (typeof InitTags)[keyof typeof InitTags],
  },
  actors: {
    readStoredClientSession: fromPromise<string | null, void>(notImplemented),
    startClientSession: fromPromise<ClientSession, void>(notImplemented),
    loadHotelSettings: fromPromise<HotelSettings, { hotelCode: string }>(notImplemented),
    readLocalePreferences: fromPromise<LocalePreferences, void>(notImplemented),
    /**
     * Fetches one locale's translations before it is shown. The default is for charts whose
     * translations are all in memory already (view tests); the app provides the lazy loader.
     */
    loadTranslations: fromPromise<void, { locale: AppLocale }>(async () => {}),
  },
  actions: {
    storeClientSession: (_, _params: ClientSession) => {},
    clearClientSession: () => {},
    storeLocale: (_, _params: { locale: AppLocale }) => {},
    /** The transport sends this language (X-Locale) with every request from now on. */
    speakLocale: (_, _params: { locale: AppLocale }) => {},
    goToServiceUnavailable: () => {},
    fail: assign((_, params: { failure: Failure }) => ({
      failure: params.failure,
      globalError: params.failure.title,
      initArrived: true,
    })),
  },
  guards: {
    hasHotelCode: ({ context }) => context.hotelCode !== null,
    /** The agency site's own pages (home, hotel search, test page) belong to no hotel. */
    isAgencySiteWithoutHotel: ({ context }) => context.agencyMode && context.hotelCode === null,
    isInvalidClientSession: ({ event }) => isInvalidClientSession((event as { error?: unknown }).error),
    mayRenewClientSession: ({ context }) => !context.clientSessionRenewed,
    isServiceUnavailable: ({ event }) => isServiceUnavailable((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'init',
  description:
    'Initialisation (SPEC.md section 4): hotel code, client session, hotel settings, locale, then init arrived.',
  context: ({ input }) => initialInitContext(input),
  initial: 'CheckingHotelCode',
  states: {
    CheckingHotelCode: {
      description:
        "Reads the hotel code from the `code` or `hotel_code` URL query parameter (on the agency site also from a /hotels/{code}-like path); the agency site's own pages need none.",
      always: [
        { guard: 'hasHotelCode', target: 'ObtainingClientSession' },
        { guard: 'isAgencySiteWithoutHotel', target: 'ObtainingClientSession' },
        { target: 'NoHotelCode', actions: { type: 'fail', params: { failure: noHotelCodeFailure } } },
      ],
    },
    NoHotelCode: {
      description: 'The URL names no hotel: the app shows "No hotel code"; nothing can be done here.',
      tags: [InitTags.Failed],
    },
    ObtainingClientSession: {
      description: 'Gets a client session: the stored one if still fresh, else a new one from the gateway.',
      tags: [InitTags.Loading],
      initial: 'ReadingStoredClientSession',
      states: {
        ReadingStoredClientSession: {
          description: 'Reads the stored client session (null when absent or expired).',
          invoke: {
            id: 'readStoredClientSession',
            src: 'readStoredClientSession',
            onDone: [
              {
                guard: ({ event }) => typeof event.output === 'string' && event.output.length > 0,
                target: '#init.SessionObtained',
                actions: assign({ clientSession: ({ event }) => event.output }),
              },
              { target: 'StartingClientSession' },
            ],
            // A storage that cannot be read is the same as an empty one.
            onError: { target: 'StartingClientSession' },
          },
        },
        StartingClientSession: {
          description: 'Asks the gateway for a new client session and stores it with its expiry.',
          invoke: {
            id: 'startClientSession',
            src: 'startClientSession',
            onDone: {
              target: '#init.SessionObtained',
              actions: [
                assign({ clientSession: ({ event }) => event.output.token }),
                { type: 'storeClientSession', params: ({ event }) => event.output },
              ],
            },
            onError: [
              {
                guard: 'isServiceUnavailable',
                target: '#init.Failed',
                actions: [
                  'goToServiceUnavailable',
                  { type: 'fail', params: ({ event }) => ({ failure: toFailure(event.error) }) },
                ],
              },
              {
                target: '#init.Failed',
                actions: { type: 'fail', params: ({ event }) => ({ failure: toFailure(event.error) }) },
              },
            ],
          },
        },
      },
    },
    SessionObtained: {
      description:
        "A client session is in hand: a hotel's pages load its settings; the agency site's own pages go straight to the locale.",
      tags: [InitTags.Loading],
      always: [{ guard: 'hasHotelCode', target: 'LoadingSettings' }, { target: 'ChoosingLocale' }],
    },
    LoadingSettings: {
      description: 'Loads the hotel and its booking-widget settings; gives up after 20 s.',
      tags: [InitTags.Loading],
      invoke: {
        id: 'loadHotelSettings',
        src: 'loadHotelSettings',
        input: ({ context }) => ({ hotelCode: context.hotelCode ?? '' }),
        onDone: {
          target: 'ChoosingLocale',
          actions: assign({ hotel: ({ event }) => event.output.hotel, settings: ({ event }) => event.output.settings }),
        },
        onError: [
          {
            // SPEC.md section 8: a dead session is cleared and a new one obtained - once.
            guard: and(['isInvalidClientSession', 'mayRenewClientSession']),
            target: '#init.ObtainingClientSession.StartingClientSession',
            reenter: true,
            actions: ['clearClientSession', assign({ clientSession: null, clientSessionRenewed: true })],
          },
          {
            guard: 'isServiceUnavailable',
            target: 'Failed',
            actions: [
              'goToServiceUnavailable',
              { type: 'fail', params: ({ event }) => ({ failure: toFailure(event.error) }) },
            ],
          },
          { target: 'Failed', actions: { type: 'fail', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
        ],
      },
      after: {
        [SETTINGS_TIMEOUT_MS]: { target: 'Failed', actions: { type: 'fail', params: { failure: networkFailure } } },
      },
    },
    ChoosingLocale: {
      description:
        'Chooses the locale: stored > `locale` URL parameter > browser > fallback, among the book languages the app has translations for.',
      tags: [InitTags.Loading],
      invoke: {
        id: 'readLocalePreferences',
        src: 'readLocalePreferences',
        onDone: {
          target: 'LoadingTranslations',
          actions: [
            assign({
              locale: ({ context, event }) =>
                chooseLocale({
                  stored: event.output.stored,
                  fromUrl: new URLSearchParams(context.search).get('locale'),
                  browserLanguages: event.output.browserLanguages,
                  bookLanguages: bookLanguagesOf(context),
                  appLocales: context.appLocales,
                  agencyMode: context.agencyMode,
                }),
            }),
            { type: 'storeLocale', params: ({ context }) => ({ locale: context.locale ?? 'en' }) },
            { type: 'speakLocale', params: ({ context }) => ({ locale: context.locale ?? 'en' }) },
          ],
        },
        onError: {
          target: 'LoadingTranslations',
          actions: [
            assign({
              locale: ({ context }) =>
                chooseLocale({
                  stored: null,
                  fromUrl: new URLSearchParams(context.search).get('locale'),
                  browserLanguages: [],
                  bookLanguages: bookLanguagesOf(context),
                  appLocales: context.appLocales,
                  agencyMode: context.agencyMode,
                }),
            }),
            { type: 'speakLocale', params: ({ context }) => ({ locale: context.locale ?? 'en' }) },
          ],
        },
      },
    },
    LoadingTranslations: {
      description: "Loads the chosen locale's translations, so that the first page shows no missing strings.",
      tags: [InitTags.Loading],
      invoke: {
        id: 'loadTranslations',
        src: 'loadTranslations',
        input: ({ context }) => ({ locale: context.locale ?? 'en' }),
        onDone: { target: 'Ready' },
        onError: { target: 'Failed', actions: { type: 'fail', params: { failure: networkFailure } } },
      },
    },
    Ready: {
      description: 'Init arrived: the hotel, its settings and the locale are known; the app renders its routes.',
      entry: assign({ initArrived: true, failure: null, globalError: null }),
      initial: 'Showing',
      on: {
        // A newer choice replaces one still loading: the last language picked wins.
        'locale.changed': {
          guard: ({ context, event }) => isOfferedLocale(event.locale, bookLanguagesOf(context), context.appLocales),
          target: '.SwitchingLocale',
          reenter: true,
          actions: assign({ pendingLocale: ({ event }) => event.locale, localeFailure: null }),
        },
      },
      states: {
        Showing: {
          description: 'The page is shown in `locale`.',
        },
        LocaleSwitched: {
          description:
            "The page is shown in the new language and the requests speak it: the hotel's content is read again in it (the agency site's own pages have no hotel).",
          always: [{ guard: 'hasHotelCode', target: 'ReloadingHotelContent' }, { target: 'Showing' }],
        },
        ReloadingHotelContent: {
          description:
            "After a language switch: reads the hotel and its settings again in the new language (the header's name and photo texts); keeps the old ones if that fails.",
          invoke: {
            id: 'loadHotelSettings',
            src: 'loadHotelSettings',
            input: ({ context }) => ({ hotelCode: context.hotelCode ?? '' }),
            onDone: {
              target: 'Showing',
              actions: assign({
                hotel: ({ event }) => event.output.hotel,
                settings: ({ event }) => event.output.settings,
              }),
            },
            onError: { target: 'Showing' },
          },
        },
        SwitchingLocale: {
          description:
            "Loads the new language's translations; the page stays in the current one meanwhile, and keeps it if they fail.",
          invoke: {
            id: 'loadTranslations',
            src: 'loadTranslations',
            input: ({ context }) => ({ locale: context.pendingLocale ?? context.locale ?? 'en' }),
            // The requests speak the new language before anyone hears of it, so every request from now on
            // carries it: the hotel's content (and, through the app root, the search results) is read again in it.
            onDone: {
              target: 'LocaleSwitched',
              actions: [
                {
                  type: 'speakLocale',
                  params: ({ context }) => ({ locale: context.pendingLocale ?? context.locale ?? 'en' }),
                },
                {
                  type: 'storeLocale',
                  params: ({ context }) => ({ locale: context.pendingLocale ?? context.locale ?? 'en' }),
                },
                assign({
                  locale: ({ context }) => context.pendingLocale ?? context.locale,
                  contentLocale: ({ context }) => context.pendingLocale ?? context.locale,
                  pendingLocale: null,
                }),
              ],
            },
            onError: {
              target: 'Showing',
              actions: assign({
                pendingLocale: null,
                localeFailure: ({ context, event }) => ({
                  ...toFailure(event.error),
                  locale: context.pendingLocale ?? 'en',
                }),
              }),
            },
          },
        },
      },
    },
    Failed: {
      description: 'Init failed: the global error holds the failure title; the guest may try again.',
      tags: [InitTags.Failed],
      on: {
        'init.retried': {
          target: 'ObtainingClientSession',
          actions: assign({ failure: null, globalError: null, initArrived: false, clientSessionRenewed: false }),
        },
      },
    },
  },
});

export type InitMachine = typeof initMachine;
