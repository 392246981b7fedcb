import { assign, createActor, createMachine, type AnyActorRef, type AnyEventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { initialCurrencyState } from '../currency/currency-state';
import { appRootMachine } from './machine';
import { APP_ROOT_ID } from './shared-handling';
import { ChartIds } from './relays';

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

  it('after a language switch the shown results are read again in it, once the requests speak it', () => {
    const app = appWith('init', 'search');
    app.set('init', { locale: 'ja' });
    expect(app.heard('search')).toEqual([]);
    app.set('init', { contentLocale: 'ja' });
    expect(app.heard('search')).toEqual([{ type: 'search.submitted' }]);
    // No results shown: nothing to read again.
    app.to('search', 'NoRooms');
    app.set('init', { contentLocale: 'ko' });
    expect(app.heard('search')).toEqual([{ type: 'search.submitted' }]);
  });

  it('a search opened after the switch does not search twice', () => {
    const app = appWith('init');
    app.set('init', { contentLocale: 'ja' });
    app.root.send({ type: 'chart.opened', id: 'search#9', systemId: 'search', logic: charts.search() });
    expect(app.heard('search')).toEqual([]);
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
