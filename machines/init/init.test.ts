import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { initMachine, SETTINGS_TIMEOUT_MS } from './machine';
import { hotelCodeFromQuery, type HotelSettings } from './context';
import { failure, type Failure } from '../failure';
import type { AppLocale } from '../locale/choose-locale';
import {
  selectBookLanguages,
  selectGlobalError,
  selectInitArrived,
  selectLocale,
  selectLocaleFailure,
  selectSwitchingToLocale,
} from './selectors';
import {
  CLIENT_SESSION_LIFETIME_MS,
  CLIENT_SESSION_STORAGE_KEY,
  createClientSessionStore,
  createMemoryStorage,
} from '../transport/client-session';
import { createInitActions } from './actors';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';

const hotelSettings: HotelSettings = {
  hotel: {
    id: 1,
    code: 'demo-kyoto',
    name: 'Demo Kyoto',
    currency: 'JPY',
    timeZone: 'Asia/Tokyo',
    bookLanguages: ['ja', 'en', 'ko'],
    availableLanguages: ['ja', 'en', 'ko'],
    brand: { id: 1, code: 'demo', name: 'Demo' },
    address: { postCode: '600-0000', fullAddress: 'Kyoto', country: 'JP' },
    photos: [],
  },
  settings: {
    hotelId: 1,
    hotelName: 'Demo Kyoto',
    hotelBrandId: 1,
    currency: 'JPY',
    timeZone: 'Asia/Tokyo',
    today: '2030-04-01',
    bookLanguages: ['ja', 'en', 'ko'],
    buttonColour: '#000',
    headerColour: '#fff',
    maxGuestsPerRoom: 4,
    defaultSearchSetting: { adults: 2, checkinDateOffset: 0, yesterdayBookable: false, availableRoomsOnly: true },
    multiRoomsSearchEnabled: true,
    showPricesTaxIncluded: true,
    kanjiNameRequired: false,
    customerAddressRequired: false,
    kanaNameMode: 'do_not_ask',
    bookingWidgetType: 'standard',
    sellsExtras: null,
    couponActive: false,
    promoCodeActive: false,
    planSearchEnabled: false,
    reservablePeriodMonths: 12,
    mcpEnabled: false,
    multiRoomsSearchLimit: 5,
    maxChildrenPerAdult: 3,
    cardPaymentProvider: 'sandbox',
  },
};

/** The app's translations, as the provider passes them from locales/. */
const appLocales = ['en', 'ja'];

const invalidSession: Failure = failure('1009', 'Invalid Client-Session', 401);

function fakes(
  overrides: {
    stored?: string | null;
    settings?: Array<HotelSettings | Failure | 'hang'>;
    start?: Failure;
    localeStored?: string | null;
    browser?: string[];
    /** Translations that fail to load; 'hang' keeps every load pending until `release` is called. */
    translations?: { failing?: string[]; hang?: boolean };
  } = {},
) {
  const calls = {
    start: 0,
    settings: 0,
    stored: [] as string[],
    cleared: 0,
    locale: [] as string[],
    /** The languages the transport was told to speak, in order. */
    spoken: [] as string[],
    /** The language the transport spoke when each settings request went out. */
    settingsSpoken: [] as Array<string | undefined>,
    unavailable: 0,
    translations: [] as string[],
  };
  const held: Array<() => void> = [];
  const replies = [...(overrides.settings ?? [hotelSettings])];
  const machine = initMachine.provide({
    actors: {
      readStoredClientSession: fromPromise(async () => overrides.stored ?? null),
      startClientSession: fromPromise(async () => {
        calls.start++;
        if (overrides.start) throw overrides.start;
        return { token: `token-${calls.start}`, expiresAt: '2030-04-02T00:00:00Z' };
      }),
      loadHotelSettings: fromPromise<HotelSettings, { hotelCode: string }>(async ({ input }) => {
        calls.settings++;
        calls.settingsSpoken.push(calls.spoken.at(-1));
        expect(input.hotelCode).toBe('demo-kyoto');
        const reply = replies.shift() ?? hotelSettings;
        if (reply === 'hang') return new Promise<HotelSettings>(() => {});
        if ('code' in reply) throw reply;
        return reply;
      }),
      readLocalePreferences: fromPromise(async () => ({
        stored: overrides.localeStored ?? null,
        browserLanguages: overrides.browser ?? ['ko-KR'],
      })),
      loadTranslations: fromPromise<void, { locale: AppLocale }>(async ({ input }) => {
        calls.translations.push(input.locale);
        if (overrides.translations?.hang && calls.translations.length > 1)
          await new Promise<void>((resolve) => held.push(resolve));
        if (overrides.translations?.failing?.includes(input.locale))
          throw new Error(`chunk for ${input.locale} failed`);
      }),
    },
    actions: {
      storeClientSession: (_, params) => void calls.stored.push(params.token),
      clearClientSession: () => void calls.cleared++,
      storeLocale: (_, params) => void calls.locale.push(params.locale),
      speakLocale: (_, params) => void calls.spoken.push(params.locale),
      goToServiceUnavailable: () => void calls.unavailable++,
    },
  });
  const release = () => held.splice(0).forEach((resolve) => resolve());
  return { machine, calls, release };
}

describe('hotel code', () => {
  it('comes from code, else hotel_code', () => {
    expect(hotelCodeFromQuery('?code=a&hotel_code=b')).toBe('a');
    expect(hotelCodeFromQuery('hotel_code=b')).toBe('b');
    expect(hotelCodeFromQuery('?code=%20%20')).toBeNull();
    expect(hotelCodeFromQuery('')).toBeNull();
  });

  it('missing -> NoHotelCode with "No hotel code", init arrived, nothing requested', () => {
    const { machine, calls } = fakes();
    const actor = createActor(machine, { input: { search: '?adults=2', appLocales } }).start();
    const s = actor.getSnapshot();
    expect(s.value).toBe('NoHotelCode');
    expect(s.context.failure).toEqual({ code: 'no_hotel_code', title: 'No hotel code' });
    expect(selectGlobalError(s)).toBe('No hotel code');
    expect(selectInitArrived(s)).toBe(true);
    expect(calls.start + calls.settings).toBe(0);
  });
});

describe('init happy paths', () => {
  it('starts a session when none is stored, stores it, loads settings, chooses the locale', async () => {
    const { machine, calls } = fakes({ browser: ['ko-KR'] });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    expect(actor.getSnapshot().hasTag('Loading')).toBe(true);
    expect(selectInitArrived(actor.getSnapshot())).toBe(false);
    const s = await waitFor(actor, (snap) => snap.matches('Ready'));
    expect(calls.start).toBe(1);
    expect(calls.stored).toEqual(['token-1']);
    expect(s.context.clientSession).toBe('token-1');
    expect(s.context.settings?.today).toBe('2030-04-01');
    // A Korean browser, a hotel booking in ja, en and ko, an app translated into en and ja: en.
    expect(selectLocale(s)).toBe('en');
    expect(calls.locale).toEqual(['en']);
    expect(selectInitArrived(s)).toBe(true);
  });

  it('reuses a stored session without asking for a new one', async () => {
    const { machine, calls } = fakes({ stored: 'kept' });
    const actor = createActor(machine, { input: { search: 'hotel_code=demo-kyoto', appLocales } }).start();
    const s = await waitFor(actor, (snap) => snap.matches('Ready'));
    expect(calls.start).toBe(0);
    expect(s.context.clientSession).toBe('kept');
  });

  it('stored locale beats the URL and the browser; the URL beats the browser', async () => {
    const stored = fakes({ localeStored: 'en', browser: ['ko'] });
    const a = createActor(stored.machine, { input: { search: '?code=demo-kyoto&locale=ja', appLocales } }).start();
    expect((await waitFor(a, (s) => s.matches('Ready'))).context.locale).toBe('en');
    const url = fakes({ browser: ['ko'] });
    const b = createActor(url.machine, { input: { search: '?code=demo-kyoto&locale=ja', appLocales } }).start();
    expect((await waitFor(b, (s) => s.matches('Ready'))).context.locale).toBe('ja');
  });

  it('falls back to ja in agency mode and to en otherwise, and keeps the choice under triplabot_locale', async () => {
    const agency = fakes({ browser: ['fr-FR'] });
    const a = createActor(agency.machine, {
      input: { search: '?code=demo-kyoto', appLocales, agencyMode: true },
    }).start();
    expect((await waitFor(a, (s) => s.matches('Ready'))).context.locale).toBe('ja');
    expect(agency.calls.locale).toEqual(['ja']);
    const widget = fakes({ browser: ['fr-FR'] });
    const b = createActor(widget.machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    expect((await waitFor(b, (s) => s.matches('Ready'))).context.locale).toBe('en');
    expect(widget.calls.locale).toEqual(['en']);
  });

  it("on the agency site's own pages loads no hotel: a client session, then every language the app has, ja as fallback", async () => {
    const agency = fakes({ browser: ['fr-FR'] });
    const a = createActor(agency.machine, {
      input: { search: '?adults=2', appLocales, agencyMode: true, hotelCode: null },
    }).start();
    const ready = await waitFor(a, (s) => s.matches('Ready'));
    expect(ready.context.hotel).toBeNull();
    expect(ready.context.clientSession).not.toBeNull();
    expect(agency.calls.settings).toBe(0);
    expect(ready.context.locale).toBe('ja');
    expect(selectBookLanguages(ready)).toEqual(appLocales);
    // The widget without a hotel code still stops at "No hotel code".
    const widget = fakes({});
    const b = createActor(widget.machine, { input: { search: '?adults=2', appLocales } }).start();
    expect(b.getSnapshot().value).toBe('NoHotelCode');
  });

  it("takes the hotel the agency page's path names over the query", async () => {
    const agency = fakes({ browser: ['en-US'] });
    const a = createActor(agency.machine, {
      input: { search: '?code=other', appLocales, agencyMode: true, hotelCode: 'demo-kyoto' },
    }).start();
    expect(a.getSnapshot().context.hotelCode).toBe('demo-kyoto');
    await waitFor(a, (s) => s.matches('Ready'));
    expect(agency.calls.settings).toBe(1);
  });

  it('accepts a locale change only among the book languages the app has translations for', async () => {
    const { machine, calls } = fakes({ browser: ['ja'] });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'locale.changed', locale: 'zh_Hant' });
    expect(actor.getSnapshot().matches({ Ready: 'Showing' })).toBe(true);
    expect(actor.getSnapshot().context.locale).toBe('ja');
    // ko is a book language of the hotel, but the app has no Korean translation.
    actor.send({ type: 'locale.changed', locale: 'ko' });
    expect(actor.getSnapshot().context.locale).toBe('ja');
    actor.send({ type: 'locale.changed', locale: 'en' });
    expect((await waitFor(actor, (s) => s.matches({ Ready: 'Showing' }))).context.locale).toBe('en');
    expect(calls.locale).toEqual(['ja', 'en']);
    expect(calls.translations).toEqual(['ja', 'en']);
  });

  it("speaks a switched language in every request from then on, reads the hotel's content again in it, and keeps the old one if that fails", async () => {
    const inEnglish = { ...hotelSettings, hotel: { ...hotelSettings.hotel, name: 'Demo Kyoto' } };
    const { machine, calls } = fakes({
      browser: ['ja'],
      settings: [hotelSettings, inEnglish, failure('error02', 'Network failure')],
    });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    const ready = await waitFor(actor, (s) => s.matches('Ready'));
    // The chosen language is spoken once chosen (the first settings request went out with the guess).
    expect(calls.spoken).toEqual(['ja']);
    expect(ready.context.contentLocale).toBeNull();
    actor.send({ type: 'locale.changed', locale: 'en' });
    const switched = await waitFor(actor, (s) => s.matches({ Ready: 'ReloadingHotelContent' }));
    // Spoken before anyone hears of the switch: the search results are read again in it (machines/app-root/relays.ts).
    expect(calls.spoken).toEqual(['ja', 'en']);
    expect(switched.context.locale).toBe('en');
    expect(switched.context.contentLocale).toBe('en');
    expect((await waitFor(actor, (s) => s.matches({ Ready: 'Showing' }))).context.hotel?.name).toBe('Demo Kyoto');
    expect(calls.settingsSpoken).toEqual([undefined, 'en']);
    actor.send({ type: 'locale.changed', locale: 'ja' });
    const kept = await waitFor(actor, (s) => s.matches({ Ready: 'Showing' }) && calls.settings === 3);
    expect(calls.settingsSpoken).toEqual([undefined, 'en', 'ja']);
    expect(kept.context.hotel?.name).toBe('Demo Kyoto');
    expect(kept.context.locale).toBe('ja');
    expect(kept.context.failure).toBeNull();
  });

  it("the agency site's own pages switch language without reading a hotel", async () => {
    const agency = fakes({ browser: ['en-US'] });
    const actor = createActor(agency.machine, {
      input: { search: '', appLocales, agencyMode: true, hotelCode: null },
    }).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'locale.changed', locale: 'ja' });
    const shown = await waitFor(actor, (s) => s.matches({ Ready: 'Showing' }) && s.context.locale === 'ja');
    expect(agency.calls.spoken).toEqual(['en', 'ja']);
    expect(shown.context.contentLocale).toBe('ja');
    expect(agency.calls.settings).toBe(0);
  });

  it("loads the chosen locale's translations before it is ready", async () => {
    const { machine, calls } = fakes({ browser: ['ja'] });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    const s = await waitFor(actor, (snap) => snap.matches('Ready'));
    expect(calls.translations).toEqual(['ja']);
    expect(s.context.locale).toBe('ja');
  });

  it("fails init with error02 when the chosen locale's translations do not load; a retry loads them again", async () => {
    const { machine, calls } = fakes({ browser: ['ja'], translations: { failing: ['ja'] } });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    const failed = await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(failed.context.failure?.code).toBe('error02');
    expect(failed.context.initArrived).toBe(true);
    actor.send({ type: 'init.retried' });
    await waitFor(actor, (snap) => snap.matches('Failed') && calls.translations.length === 2);
    expect(calls.translations).toEqual(['ja', 'ja']);
  });

  it('keeps showing the current language until the new one has loaded', async () => {
    const { machine, calls, release } = fakes({ browser: ['ja'], translations: { hang: true } });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'locale.changed', locale: 'en' });
    const switching = actor.getSnapshot();
    expect(switching.matches({ Ready: 'SwitchingLocale' })).toBe(true);
    expect(selectLocale(switching)).toBe('ja');
    expect(selectSwitchingToLocale(switching)).toBe('en');
    expect(switching.context.pendingLocale).toBe('en');
    expect(calls.locale).toEqual(['ja']);
    await waitFor(actor, () => calls.translations.length === 2);
    release();
    const shown = await waitFor(actor, (s) => s.matches({ Ready: 'Showing' }));
    expect(selectLocale(shown)).toBe('en');
    expect(shown.context.pendingLocale).toBeNull();
    expect(calls.locale).toEqual(['ja', 'en']);
  });

  it('keeps the current language and records the failure when the new one does not load', async () => {
    const { machine, calls } = fakes({ browser: ['ja'], translations: { failing: ['en'] } });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'locale.changed', locale: 'en' });
    const kept = await waitFor(actor, (s) => s.matches({ Ready: 'Showing' }));
    expect(selectLocale(kept)).toBe('ja');
    expect(selectLocaleFailure(kept)).toMatchObject({ code: 'error02', locale: 'en' });
    expect(calls.locale).toEqual(['ja']);
    // A later switch that works clears the notice.
    actor.send({ type: 'locale.changed', locale: 'ja' });
    expect(selectLocaleFailure(actor.getSnapshot())).toBeNull();
    expect(selectLocaleFailure(await waitFor(actor, (s) => s.matches({ Ready: 'Showing' })))).toBeNull();
  });
});

describe('1009 Invalid Client-Session', () => {
  it('clears the stored token and obtains a new one once', async () => {
    const { machine, calls } = fakes({ stored: 'stale', settings: [invalidSession, hotelSettings] });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    const s = await waitFor(actor, (snap) => snap.matches('Ready'));
    expect(calls.cleared).toBe(1);
    expect(calls.start).toBe(1);
    expect(calls.settings).toBe(2);
    expect(s.context.clientSession).toBe('token-1');
  });

  it('a second 1009 fails with its title as the global error', async () => {
    const { machine, calls } = fakes({ stored: 'stale', settings: [invalidSession, invalidSession, hotelSettings] });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    const s = await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(calls.cleared).toBe(1);
    expect(calls.start).toBe(1);
    expect(s.context.failure?.code).toBe('1009');
    expect(selectGlobalError(s)).toBe('Invalid Client-Session');
    expect(selectInitArrived(s)).toBe(true);
  });

  it('matches on the title too', async () => {
    const titled = failure('1000', 'Invalid Client-Session');
    const { machine, calls } = fakes({ settings: [titled, hotelSettings] });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    await waitFor(actor, (snap) => snap.matches('Ready'));
    expect(calls.cleared).toBe(1);
  });
});

describe('init failures', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('times out after 20 s in LoadingSettings with error02, and retry starts over', async () => {
    const { machine, calls } = fakes({ settings: ['hang', hotelSettings] });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('LoadingSettings');
    await vi.advanceTimersByTimeAsync(SETTINGS_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('LoadingSettings');
    await vi.advanceTimersByTimeAsync(1);
    const failed = actor.getSnapshot();
    expect(failed.value).toBe('Failed');
    expect(failed.context.failure?.code).toBe('error02');
    expect(failed.context.initArrived).toBe(true);
    actor.send({ type: 'init.retried' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('Ready')).toBe(true);
    expect(calls.settings).toBe(2);
  });

  it('503 calls goToServiceUnavailable', async () => {
    const { machine, calls } = fakes({ settings: [failure('error02', 'Service Unavailable', 503)] });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('Failed');
    expect(calls.unavailable).toBe(1);
  });

  it('a failing session start sets the global error to its title', async () => {
    const { machine } = fakes({ start: failure('1001', 'Hotel not found', 404) });
    const actor = createActor(machine, { input: { search: '?code=demo-kyoto', appLocales } }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectGlobalError(actor.getSnapshot())).toBe('Hotel not found');
  });
});

describe('stored client session', () => {
  it('is reused only until 0.75 day after it was stored', () => {
    let now = 1_000_000;
    const storage = createMemoryStorage();
    const store = createClientSessionStore(storage, () => now);
    const actions = createInitActions({
      clientSessions: store,
      localeStorage: storage,
      browserLanguages: () => [],
      speakLocale: () => {},
    });
    actions.storeClientSession(undefined, { token: 'abc', expiresAt: '2999-01-01T00:00:00Z' });
    expect(store.read()).toBe('abc');
    now += CLIENT_SESSION_LIFETIME_MS - 1;
    expect(store.read()).toBe('abc');
    now += 1;
    expect(store.read()).toBeNull();
    actions.clearClientSession();
    expect(storage.getItem(CLIENT_SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('init paths generated from the chart (xstate/graph)', () => {
  type Snap = ReturnType<typeof initMachine.transition>;
  const withCode = { search: '?code=demo-kyoto', appLocales };
  const withoutCode = { search: '?adults=2', appLocales };
  const agencyHome = { search: '', appLocales, agencyMode: true, hotelCode: null };
  const serializeState = (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.clientSession,
      s.context.clientSessionRenewed,
      s.context.hotel?.code ?? null,
      s.context.locale,
      s.context.pendingLocale,
      s.context.localeFailure?.code ?? null,
      s.context.failure?.code ?? null,
      s.context.initArrived,
    ]);
  const events = [
    doneEvent('readStoredClientSession', 'stored-token'),
    doneEvent('readStoredClientSession', null),
    errorEvent('readStoredClientSession', new Error('storage blocked')),
    doneEvent('startClientSession', { token: 'token-1', expiresAt: '2030-04-02T00:00:00Z' }),
    errorEvent('startClientSession', failure('error02', 'Service Unavailable', 503)),
    doneEvent('loadHotelSettings', hotelSettings),
    errorEvent('loadHotelSettings', invalidSession),
    errorEvent('loadHotelSettings', failure('error02', 'Network failure')),
    // The 20 s settings timeout, as the chart's own delayed event.
    { type: `xstate.after.${SETTINGS_TIMEOUT_MS}.init.LoadingSettings` },
    doneEvent('readLocalePreferences', { stored: null, browserLanguages: ['ko-KR'] }),
    doneEvent('readLocalePreferences', { stored: 'ja', browserLanguages: [] }),
    errorEvent('readLocalePreferences', new Error('storage blocked')),
    { type: 'init.retried' },
    { type: 'locale.changed', locale: 'ja' },
    { type: 'locale.changed', locale: 'en' },
    { type: 'locale.changed', locale: 'ko' },
    doneEvent('loadTranslations', undefined),
    errorEvent('loadTranslations', new Error('chunk failed')),
  ];
  const paths = [
    ...listModelPaths(initMachine, { input: withCode, events, serializeState }).map((path) => ({
      ...path,
      input: withCode,
    })),
    ...listModelPaths(initMachine, { input: withoutCode, events, serializeState }).map((path) => ({
      ...path,
      input: withoutCode,
    })),
    ...listModelPaths(initMachine, { input: agencyHome, events, serializeState }).map((path) => ({
      ...path,
      input: agencyHome,
    })),
  ];

  it('reaches every resting state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(initMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('is ready only with settings and a locale the app has translations for; every end state has arrived', () => {
    const isReady = (target: string) => target.startsWith('Ready.');
    const ready = paths.filter((path) => isReady(path.target));
    expect(ready.length).toBeGreaterThan(0);
    for (const path of ready) {
      const { context } = path.snapshot;
      // The agency site's own pages are ready without a hotel; every other page has its settings.
      if (context.agencyMode && context.hotelCode === null) expect(context.settings, path.description).toBeNull();
      else expect(context.settings, path.description).not.toBeNull();
      expect(context.clientSession, path.description).not.toBeNull();
      expect(appLocales, path.description).toContain(context.locale);
    }
    for (const path of paths.filter((p) => isReady(p.target) || ['Failed', 'NoHotelCode'].includes(p.target))) {
      expect(path.snapshot.context.initArrived, path.description).toBe(true);
      if (!isReady(path.target)) expect(path.snapshot.context.globalError, path.description).toBeTruthy();
    }
  });

  it('replaying each path on a real actor reaches the same state and context', () => {
    const machine = initMachine.provide({
      actors: {
        readStoredClientSession: pendingActor<string | null, void>(),
        startClientSession: pendingActor<{ token: string; expiresAt: string }, void>(),
        loadHotelSettings: pendingActor<HotelSettings, { hotelCode: string }>(),
        readLocalePreferences: pendingActor<{ stored: string | null; browserLanguages: string[] }, void>(),
        loadTranslations: pendingActor<void, { locale: AppLocale }>(),
      },
    });
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) {
      const snapshot = replayPath(machine, path.input, path);
      expect(stateKey(snapshot.value), path.description).toBe(path.target);
      expect(serializeState(snapshot as Snap), path.description).toBe(serializeState(path.snapshot));
    }
  });
});
