import {
  assign,
  createActor,
  createMachine,
  fromPromise,
  waitFor,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
} from 'xstate';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { initialCurrencyState } from '../currency/currency-state';
import { appRootMachine } from './machine';
import { APP_ROOT_ID } from './shared-handling';
import { ChartIds } from './relays';
import { registerLaterRelays } from './later-relays';
import { kyotoRooms, kyotoSettings } from '../../src/test-support/fixtures';
import { initMachine } from '../init/machine';
import type { HotelSettings, LocalePreferences } from '../init/context';
import { searchMachine } from '../search/machine';
import type { Room, SearchResult } from '../search/context';
import type { SearchRoomsInput } from '../search/actors';
import { searchExtrasMachine } from '../search-extras/machine';
import type { LoadSearchExtrasInput, SearchExtras } from '../search-extras/context';
import { bookingMachine } from '../booking/machine';
import { planOffer } from '../booking/selected-rooms';
import { selectCanStartBooking, selectSelectedPlans } from '../booking/selectors';

// The providers of the charts only later pages spawn register the rules about them; here the fakes stand in.
registerLaterRelays();

type Context = Record<string, unknown> & { heard: AnyEventObject[] };

/**
 * A stand-in chart: the states and context the rules' selectors read, changed by `fake.set` and
 * `fake.to.<state>`, and every other event it is sent kept in `heard`.
 */
function fakeChart(states: readonly string[], context: Record<string, unknown>, tags: Record<string, string[]> = {}) {
  return createMachine({
    types: {} as { context: Context; events: AnyEventObject },
    context: { ...context, heard: [] },
    initial: states[0]!,
    states: Object.fromEntries(states.map((state) => [state, { tags: tags[state] ?? [] }])),
    on: {
      ...Object.fromEntries(states.map((state) => [`fake.to.${state}`, { target: `.${state}` }])),
      'fake.set': { actions: assign(({ event }) => (event as unknown as { values: Record<string, unknown> }).values) },
      '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
    },
  });
}

const searched = { checkin: '2026-12-01', checkout: '2026-12-02', adults: 2, children: 0, roomCount: 1 };

const charts = {
  init: () => fakeChart(['Ready'], { locale: 'en', contentLocale: null }),
  search: () => fakeChart(['ShowingResults', 'NoRooms'], { criteria: searched, searchedCriteria: searched }),
  booking: () =>
    fakeChart(['SelectingRooms', 'Failed'], {
      selection: [],
      paymentMethod: null,
      failure: null,
      criteria: searched,
      mcp: null,
      priceCheck: { extras: [], revision: 0 },
    }),
  currency: () => fakeChart(['Ready'], { ...initialCurrencyState('JPY', true), options: [] }),
  searchExtras: () =>
    fakeChart(['Loading', 'Ready', 'Failed'], { kidsSetting: { kidsType: null } }, { Loading: ['Loading'] }),
  auth: () => fakeChart(['SignedOut'], { user: null }),
  chatbot: () => fakeChart(['Listening'], {}),
  aiSearch: () => fakeChart(['Idle'], {}),
  bookingPriceQuote: () =>
    fakeChart(['Idle', 'Loading', 'Showing', 'Failed'], { summary: null, failure: null }, { Loading: ['Loading'] }),
  pointSpending: () =>
    fakeChart(['Choosing'], { pointsText: '', voucherNumber: null, options: null, price: 0, paysByCard: false }),
};
type Chart = keyof typeof charts;

function appWith(...opened: Chart[]) {
  const root = createActor(appRootMachine, { systemId: APP_ROOT_ID }).start();
  opened.forEach((id, index) =>
    root.send({ type: 'chart.opened', id: `${id}#${index}`, systemId: ChartIds[id], logic: charts[id]() }),
  );
  const chart = (id: Chart) => root.system.get(ChartIds[id]) as AnyActorRef;
  return {
    root,
    set: (id: Chart, values: Record<string, unknown>) => chart(id).send({ type: 'fake.set', values }),
    to: (id: Chart, state: string) => chart(id).send({ type: `fake.to.${state}` }),
    /** The events a chart heard from the rules, by type. */
    heard: (id: Chart) =>
      (chart(id).getSnapshot().context as Context).heard.filter((e) => !e.type.startsWith('xstate.')),
  };
}

const room = { roomTypeCode: 'STD', roomPlanCode: 'P1', quantity: 1, roomPrice: 12000, roomTax: 0, currency: 'JPY' };

describe('the app root passes each chart the news of another', () => {
  it('another currency reaches the booking (with its card brands) and re-prices the shown results', () => {
    const app = appWith('search', 'booking', 'currency');
    expect(app.heard('booking').filter((e) => e.type === 'currency.changed')).toEqual([]);
    app.set('currency', {
      selected: 'USD',
      options: [{ code: 'USD', rate: '0.0067', rateUpdatedAt: '2026-11-26T00:00:00Z' }],
    });
    expect(app.heard('booking')).toContainEqual({
      type: 'currency.changed',
      mcp: { code: 'USD', rateUpdatedAt: '2026-11-26T00:00:00Z', allowedBrands: ['visa', 'master'] },
    });
    expect(app.heard('search')).toEqual([{ type: 'search.submitted' }]);
  });

  it('"exchange rate updated" on the booking reloads the currencies', () => {
    const app = appWith('booking', 'currency');
    app.set('booking', { failure: { code: ErrorCode.exchangeRateUpdated } });
    app.to('booking', 'Failed');
    expect(app.heard('currency')).toEqual([{ type: 'currencies.reloaded' }]);
  });

  it('a new searched stay tells the booking; the same stay again does not', () => {
    const app = appWith('search', 'booking');
    app.set('search', { searchedCriteria: searched });
    expect(app.heard('booking').filter((e) => e.type === 'criteria.updated')).toEqual([]);
    // A hotel that asks children per room turns the bar into one room of the same guests: the same stay.
    app.set('search', { searchedCriteria: { ...searched, roomGuests: [{ adults: 2, children: 0 }] } });
    expect(app.heard('booking').filter((e) => e.type === 'criteria.updated')).toEqual([]);
    app.set('search', { searchedCriteria: { ...searched, checkout: '2026-12-03' } });
    expect(app.heard('booking').filter((e) => e.type === 'criteria.updated')).toEqual([
      {
        type: 'criteria.updated',
        criteria: expect.objectContaining({ checkin: '2026-12-01', checkout: '2026-12-03' }),
      },
    ]);
  });

  it('the UI language goes to the booking and, shown, to the AI search', () => {
    const app = appWith('init', 'booking', 'aiSearch');
    app.set('init', { locale: 'ja' });
    expect(app.heard('booking')).toEqual([
      { type: 'locale.changed', locale: 'en' },
      { type: 'locale.changed', locale: 'ja' },
    ]);
    expect(app.heard('aiSearch')).toEqual([
      { type: 'language.changed', uiLanguage: 'en' },
      { type: 'language.changed', uiLanguage: 'ja' },
    ]);
  });

  it("after a language switch the shown results and the search page's extras are read again in it, once the requests speak it", () => {
    const app = appWith('init', 'search', 'searchExtras');
    const reloads = () => app.heard('searchExtras').filter((e) => e.type === 'language.changed');
    app.set('init', { locale: 'ja' });
    expect(app.heard('search')).toEqual([]);
    expect(reloads()).toEqual([]);
    app.set('init', { contentLocale: 'ja' });
    expect(app.heard('search')).toEqual([{ type: 'search.submitted' }]);
    expect(reloads()).toEqual([{ type: 'language.changed' }]);
    // No results shown: nothing to read again.
    app.to('search', 'NoRooms');
    app.set('init', { contentLocale: 'ko' });
    expect(app.heard('search')).toEqual([{ type: 'search.submitted' }]);
  });

  it('a search or search extras opened after the switch do not load twice', () => {
    const app = appWith('init');
    app.set('init', { contentLocale: 'ja' });
    app.root.send({ type: 'chart.opened', id: 'search#9', systemId: 'search', logic: charts.search() });
    app.root.send({ type: 'chart.opened', id: 'extras#9', systemId: 'searchExtras', logic: charts.searchExtras() });
    expect(app.heard('search')).toEqual([]);
    expect(app.heard('searchExtras').filter((e) => e.type === 'language.changed')).toEqual([]);
  });

  it("the searched check-in goes to the hotel's notices", () => {
    const app = appWith('search', 'searchExtras');
    expect(app.heard('searchExtras')).toEqual([{ type: 'checkin.changed', checkin: '2026-12-01' }]);
  });

  it('a hotel that tiers children switches the search to per-room guests; its meal and bed setting reaches the search', () => {
    const app = appWith('search', 'searchExtras');
    app.set('searchExtras', { kidsSetting: { kidsType: 'tiers_with_meal_and_bed_as_extras' } });
    expect(app.heard('search')).toEqual([{ type: 'rooms.changed', rooms: [{ adults: 2, children: 0 }] }]);
    app.to('searchExtras', 'Ready');
    expect(app.heard('search').at(-1)).toEqual({ type: 'kids.settingLoaded', asksMealBed: true });
  });

  it('the signed-in member reaches the chatbot', () => {
    const app = appWith('auth', 'chatbot');
    app.set('auth', { user: { id: 42 } });
    expect(app.heard('chatbot')).toEqual([
      { type: 'member.changed', userId: null },
      { type: 'member.changed', userId: 42 },
    ]);
  });

  it("the booking's total goes to the points and vouchers, and the member's choice back to the booking", () => {
    const app = appWith('booking', 'pointSpending');
    app.set('booking', { selection: [room], paymentMethod: 'credit_card' });
    expect(app.heard('pointSpending')).toEqual([{ type: 'price.updated', price: 12000, paysByCard: true }]);
    app.set('pointSpending', { voucherNumber: 'V-1' });
    expect(app.heard('booking').filter((e) => e.type === 'reductions.changed')).toEqual([
      { type: 'reductions.changed', reductions: { valid: true } },
      { type: 'reductions.changed', reductions: { voucherCouponCode: 'V-1', valid: true } },
    ]);
  });

  it("the booking's request is quoted once, again after a price_changed refusal; the quote's total and charge go back", () => {
    const app = appWith('init', 'booking', 'bookingPriceQuote');
    expect(app.heard('bookingPriceQuote')).toEqual([]);
    app.set('booking', { selection: [room], paymentMethod: 'credit_card' });
    const quoted = app.heard('bookingPriceQuote');
    expect(quoted).toEqual([
      {
        type: 'quote.requested',
        request: expect.objectContaining({ kind: 'quote', checkin: '2026-12-01', paymentType: 'credit_card' }),
      },
    ]);
    app.set('booking', { paymentMethod: 'credit_card' });
    expect(app.heard('bookingPriceQuote')).toHaveLength(1);
    app.set('booking', { priceCheck: { extras: [], revision: 1 } });
    expect(app.heard('bookingPriceQuote')).toHaveLength(2);

    const summary = { totalPrice: 24000, totalExtraPrice: 0, depositAmount: 5000, remainAmount: 19000 };
    app.set('bookingPriceQuote', { summary: { ...summary, currency: 'JPY', mcpCurrency: null } });
    app.to('bookingPriceQuote', 'Showing');
    const told = app.heard('booking').filter((e) => e.type === 'price.quoted' || e.type === 'charge.quoted');
    expect(told).toEqual([
      { type: 'price.quoted', totalPrice: null, totalExtraPrice: null, extras: [] },
      { type: 'charge.quoted', charge: null },
      { type: 'price.quoted', totalPrice: 24000, totalExtraPrice: 0, extras: [] },
      {
        type: 'charge.quoted',
        charge: { currency: 'JPY', chargedNow: 5000, payLater: 19000, mcp: null },
      },
    ]);
    // Loading again: no total is shown, so none goes with the reservation.
    app.to('bookingPriceQuote', 'Loading');
    expect(
      app
        .heard('booking')
        .filter((e) => e.type === 'price.quoted')
        .at(-1),
    ).toEqual({
      type: 'price.quoted',
      totalPrice: null,
      totalExtraPrice: null,
      extras: [],
    });
  });
});

/**
 * The language switch through the real init, search, search-extras and booking charts, over a stand-in
 * transport that records the language (X-Locale) each request carried.
 */
describe('a language switch on the results', () => {
  const roomIn = (locale: string): Room => {
    const room = kyotoRooms[0]!;
    return {
      ...room,
      name: `${room.name} (${locale})`,
      plans: room.plans.map((plan) => ({ ...plan, name: `${plan.name} (${locale})` })),
    };
  };
  const extrasOf: SearchExtras = {
    kidsSetting: { kidsType: null, currency: 'JPY', tiers: [], mealBedOptions: [] },
    notifications: [],
    facilities: [],
  };

  function switchingApp() {
    let spoken = 'ja-JP';
    const requests: Array<{ operation: string; locale: string }> = [];
    const sent = (operation: string) => requests.push({ operation, locale: spoken });
    const init = initMachine.provide({
      actors: {
        readStoredClientSession: fromPromise<string | null, void>(async () => 'session'),
        loadHotelSettings: fromPromise<HotelSettings, { hotelCode: string }>(async () => {
          sent('HotelSettings');
          return kyotoSettings;
        }),
        readLocalePreferences: fromPromise<LocalePreferences, void>(async () => ({
          stored: null,
          browserLanguages: ['ja-JP'],
        })),
      },
      actions: { speakLocale: (_, params) => void (spoken = params.locale) },
    });
    const search = searchMachine.provide({
      actors: {
        searchRooms: fromPromise<SearchResult, SearchRoomsInput>(async () => {
          sent('RoomSearch');
          return { rooms: [roomIn(spoken)], nextAvailableDate: null };
        }),
      },
    });
    const extras = searchExtrasMachine.provide({
      actors: {
        loadSearchExtras: fromPromise<SearchExtras, LoadSearchExtrasInput>(async () => {
          sent('SearchExtras');
          return extrasOf;
        }),
      },
    });
    const root = createActor(appRootMachine, { systemId: APP_ROOT_ID }).start();
    const open = (systemId: string, logic: AnyActorLogic, input?: unknown) =>
      root.send({ type: 'chart.opened', id: `${systemId}#1`, systemId, logic, ...(input ? { input } : {}) });
    open(ChartIds.init, init, { search: '?code=demo-kyoto', appLocales: ['en', 'ja'] });
    const chart = <T extends AnyActorRef>(id: string) => root.system.get(id) as T;
    return { root, open, chart, requests, search, extras };
  }

  it('every request after the switch speaks the new language; the chosen plan stays chosen, named in it', async () => {
    const app = switchingApp();
    const init = app.chart<ActorRefFrom<typeof initMachine>>(ChartIds.init);
    await waitFor(init, (s) => s.matches({ Ready: 'Showing' }));
    const criteria = { checkin: '2030-04-10', checkout: '2030-04-11', adults: 2, children: 0 };
    app.open(ChartIds.search, app.search, {
      hotelCode: 'demo-kyoto',
      search: '?code=demo-kyoto&checkin=2030-04-10&checkout=2030-04-11&adults=2',
      settings: { today: '2030-04-01', defaultSearchSetting: { adults: 2, checkinDateOffset: 0 }, maxGuestsPerRoom: 4 },
    });
    app.open(ChartIds.searchExtras, app.extras, { hotelCode: 'demo-kyoto', brandCode: 'demo', checkin: '' });
    app.open(ChartIds.booking, bookingMachine, { hotelCode: 'demo-kyoto', criteria, locale: 'ja' });
    const search = app.chart<ActorRefFrom<typeof searchMachine>>(ChartIds.search);
    const booking = app.chart<ActorRefFrom<typeof bookingMachine>>(ChartIds.booking);
    const shown = await waitFor(search, (s) => s.matches('ShowingResults'));
    const room = shown.context.rooms[0]!;
    booking.send({ type: 'room.incremented', offer: planOffer(room, room.plans[0]!) });
    const chosen = booking.getSnapshot().context.selection;
    expect(selectSelectedPlans(shown.context.rooms)(booking.getSnapshot())[0]?.planName).toMatch(/\(ja\)$/);
    const before = app.requests.length;

    init.send({ type: 'locale.changed', locale: 'en' });
    await waitFor(init, (s) => s.matches({ Ready: 'Showing' }) && s.context.locale === 'en');
    const reread = await waitFor(
      search,
      (s) => s.matches('ShowingResults') && s.context.rooms[0]!.name.endsWith('(en)'),
    );
    await waitFor(app.chart<AnyActorRef>(ChartIds.searchExtras), (s) => s.matches('Ready'));

    // Each request after the switch, the results read again among them, carried the new language.
    const after = app.requests.slice(before);
    expect(after.map((request) => request.operation).sort()).toEqual(['HotelSettings', 'RoomSearch', 'SearchExtras']);
    expect(after.map((request) => request.locale)).toEqual(['en', 'en', 'en']);
    // The same rooms and plans, still bookable, their names now in the new language.
    const kept = booking.getSnapshot();
    expect(kept.context.selection).toEqual(chosen);
    expect(kept.context.locale).toBe('en');
    expect(selectCanStartBooking(kept)).toBe(true);
    expect(selectSelectedPlans(reread.context.rooms)(kept)[0]?.planName).toMatch(/\(en\)$/);
    app.root.stop();
  });
});
