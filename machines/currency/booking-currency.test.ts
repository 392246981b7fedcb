import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from '../booking/machine';
import { cardContextOf } from '../booking/payment-rules';
import type {
  BookingInput,
  CreatedReservation,
  CreateReservationRequest,
  TokenizeCardRequest,
} from '../booking/context';
import type { GuestField, GuestForm } from '../booking/guest-form';
import type { PlanOffer } from '../booking/selected-rooms';
import { selectBookingProblem, selectPaymentMethods, selectQuotedCharge } from '../booking/selectors';
import type { ChargeSplit } from '../pricing/price-summary';
import { isCardFormValid, validateCardForm, type CardField, type CardForm } from '../payment/card-form';
import { failure } from '../failure';
import { doneEvent, errorEvent, listModelPaths, pendingActor, replayPath, stateKey } from '../model-paths';
import { mcpPaymentMethods, withMultiCurrencyPayment, type BookingMcp } from './booking-currency';
import { isCurrencySelectorShown } from './selector-visibility';
import { guessCurrencyFromLanguage } from './browser-currency';
import { withSearchCurrency } from './currency-transport';
import { RoomSearchDocument } from '../search/actors';
import { RoomRecommendationsDocument } from '../recommender/actors';
import { HotelCurrenciesDocument } from './actors';
import { nothingOffered, startGuestForm } from '../booking/booking-test-steps';
import { loadLaterSteps } from '../booking/later-steps-loader';

// The code of the steps past the room choice (machines/booking/later-steps-loader.ts) is loaded before
// the chart is created, so it passes its LoadingSteps state at once; the generated paths run it too.
await loadLaterSteps();

const input: BookingInput = {
  hotelCode: 'demo-kyoto',
  criteria: { checkin: '2030-04-10', checkout: '2030-04-12', adults: 2, children: 0 },
  locale: 'en',
};
const cardOrOnSite: PlanOffer = {
  roomTypeCode: 'TWN',
  roomPlanCode: 'TWN-BB',
  roomCount: 3,
  roomPrice: 26000,
  roomTax: 2363,
  currency: 'JPY',
  paymentMethods: ['on_site', 'credit_card'],
};
const usd: BookingMcp = { code: 'USD', rateUpdatedAt: '2030-04-01T00:00:00.000Z', allowedBrands: ['visa', 'master'] };
const guest: GuestForm = {
  firstName: 'John',
  lastName: 'Smith',
  email: 'john@example.com',
  emailConfirmation: 'john@example.com',
  phone: '+15551234567',
  specialRequest: '',
  termsAccepted: true,
};
const visa: CardForm = {
  number: '4111111111111111',
  holderName: 'JOHN SMITH',
  expiryMonth: '12',
  expiryYear: '2031',
  securityCode: '123',
  brand: 'visa',
};
const jcb: CardForm = { ...visa, number: '3530111333300000', brand: 'jcb' };
const created: CreatedReservation = {
  confirmationNumber: 'R1',
  status: 'done',
  bypassToken: 't',
  checkinDate: '2030-04-10',
  checkoutDate: '2030-04-12',
  totalPrice: 26000,
  currency: 'JPY',
  payment: null,
};

function booking(replies: (CreatedReservation | ReturnType<typeof failure>)[] = []) {
  const sent: CreateReservationRequest[] = [];
  let keys = 0;
  const machine = bookingMachine.provide({
    actors: {
      generateIdempotencyKey: fromPromise(async () => `key-${++keys}`),
      tokenizeCard: fromPromise(async () => `tok-${keys}`),
      createReservation: fromPromise<CreatedReservation, CreateReservationRequest>(async ({ input: request }) => {
        sent.push(request);
        const reply = replies.shift() ?? created;
        if ('code' in reply) throw reply;
        return reply;
      }),
    },
  });
  return { actor: createActor(machine, { input }).start(), sent };
}

async function toPayment(actor: ReturnType<typeof booking>['actor'], card: CardForm) {
  actor.send({ type: 'room.incremented', offer: cardOrOnSite });
  await startGuestForm(actor);
  for (const [field, value] of Object.entries(guest))
    actor.send({ type: 'guest.changed', field: field as GuestField, value });
  actor.send({ type: 'guest.submitted' });
  for (const [field, value] of Object.entries(card))
    actor.send({ type: 'card.changed', field: field as CardField, value });
}

describe('the booking chart paying in another currency (machines/currency/booking-currency.ts)', () => {
  it('offers card payment only, and sends the currency with the stamp of the shown rate', async () => {
    const { actor, sent } = booking();
    actor.send({ type: 'currency.changed', mcp: usd });
    actor.send({ type: 'room.incremented', offer: cardOrOnSite });
    await startGuestForm(actor);
    expect(selectPaymentMethods(actor.getSnapshot())).toEqual(['credit_card']);
    expect(actor.getSnapshot().context.paymentMethod).toBe('credit_card');
    // Back to the hotel currency: every method again.
    actor.send({ type: 'currency.changed', mcp: null });
    expect(selectPaymentMethods(actor.getSnapshot())).toEqual(['on_site', 'credit_card']);
    actor.send({ type: 'currency.changed', mcp: usd });

    for (const [field, value] of Object.entries(guest))
      actor.send({ type: 'guest.changed', field: field as GuestField, value });
    actor.send({ type: 'guest.submitted' });
    for (const [field, value] of Object.entries(visa))
      actor.send({ type: 'card.changed', field: field as CardField, value });
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (s) => s.matches('Confirmed'));
    expect(sent[0]!.reservation).toMatchObject({
      paymentType: 'credit_card',
      mcpCurrency: 'USD',
      mcpRateUpdatedAt: usd.rateUpdatedAt,
      cardToken: expect.any(String),
    });
  });

  it('refuses a card brand that may not pay in the currency before anything is sent', async () => {
    const { actor, sent } = booking();
    actor.send({ type: 'currency.changed', mcp: usd });
    await toPayment(actor, jcb);
    actor.send({ type: 'card.submitted' });
    expect(actor.getSnapshot().value).toBe('EnteringPayment');
    expect(actor.getSnapshot().context.cardErrors.brand).toBe('card_brand_unsupported');
    expect(sent).toEqual([]);
    // In the hotel currency the same card is fine.
    expect(validateCardForm(jcb, { checkout: '2030-04-12', amount: 26000, currency: 'JPY' }).brand).toBeUndefined();
    expect(
      isCardFormValid(jcb, { ...cardContextOf(actor.getSnapshot().context), allowedBrands: ['visa', 'master'] }),
    ).toBe(false);
  });

  it('stays on the payment step after "exchange rate updated", and pays again under a new key at the new rate', async () => {
    const { actor, sent } = booking([failure('exchange_rate_updated', 'Exchange rate updated', 409)]);
    actor.send({ type: 'currency.changed', mcp: usd });
    await toPayment(actor, visa);
    // The price summary quoted the charge at the shown rate: the chart holds it while the guest pays.
    const atOldRate: ChargeSplit = {
      currency: 'JPY',
      chargedNow: 26000,
      payLater: 0,
      mcp: { currency: 'USD', chargedNow: 17420, payLater: 0 },
    };
    actor.send({ type: 'charge.quoted', charge: atOldRate });
    expect(selectQuotedCharge(actor.getSnapshot())).toEqual(atOldRate);
    expect(actor.getSnapshot().context.priceCheck.revision).toBe(0);
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (s) => s.matches('EnteringPayment') && selectBookingProblem(s) !== null);
    expect(selectBookingProblem(actor.getSnapshot())?.code).toBe('exchange_rate_updated');
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
    // The quote is asked again (a new revision) and the charge at the old rate is no longer shown.
    expect(actor.getSnapshot().context.priceCheck.revision).toBe(1);
    expect(selectQuotedCharge(actor.getSnapshot())).toBeNull();
    const newRate = { ...usd, rateUpdatedAt: '2030-04-01T05:00:00.000Z' };
    actor.send({ type: 'currency.changed', mcp: newRate });
    // The new quote is shown in its place.
    const atNewRate: ChargeSplit = { ...atOldRate, mcp: { currency: 'USD', chargedNow: 17550, payLater: 0 } };
    actor.send({ type: 'charge.quoted', charge: atNewRate });
    expect(selectQuotedCharge(actor.getSnapshot())).toEqual(atNewRate);
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (s) => s.matches('Confirmed'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.reservation.mcpRateUpdatedAt).toBe(newRate.rateUpdatedAt);
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
  });

  it('never sends a currency with a method other than card (model paths, xstate/graph)', () => {
    const machine = bookingMachine.provide({
      actors: {
        generateIdempotencyKey: pendingActor<string, void>(),
        createReservation: pendingActor<CreatedReservation, CreateReservationRequest>(),
        tokenizeCard: pendingActor<string, TokenizeCardRequest>(),
      },
    });
    const cardFields = Object.keys(visa) as CardField[];
    const guestFields = Object.keys(guest) as GuestField[];
    type Snap = ReturnType<typeof bookingMachine.transition>;
    const events = (s: Snap) => {
      const nextGuest = guestFields.find((field) => s.context.guest[field] !== guest[field]);
      const nextCard = cardFields.find((field) => s.context.card[field] !== visa[field]);
      return [
        { type: 'currency.changed', mcp: usd },
        { type: 'currency.changed', mcp: null },
        { type: 'room.incremented', offer: cardOrOnSite },
        { type: 'booking.started' },
        nothingOffered,
        ...(nextGuest ? [{ type: 'guest.changed', field: nextGuest, value: guest[nextGuest] }] : []),
        { type: 'guest.submitted' },
        { type: 'payment.methodChosen', method: 'on_site' },
        ...(nextCard ? [{ type: 'card.changed', field: nextCard, value: visa[nextCard] }] : []),
        { type: 'card.submitted' },
        doneEvent('tokenizeCard', 'tok-1'),
        doneEvent('generateIdempotencyKey', 'key-1'),
        errorEvent('createReservation', failure('exchange_rate_updated', 'Exchange rate updated', 409)),
      ];
    };
    const serializeState = (s: Snap) =>
      JSON.stringify([
        s.value,
        s.context.mcp?.code ?? null,
        s.context.paymentMethod,
        s.context.selection.length,
        guestFields.filter((f) => s.context.guest[f] === guest[f]).length,
        cardFields.filter((f) => s.context.card[f] === visa[f]).length,
        s.context.idempotencyKey,
        s.context.cardToken,
        s.context.failure?.code ?? null,
      ]);
    const paths = listModelPaths(bookingMachine, { input, events: events as never, serializeState });
    const sending = paths.filter((path) => path.target === 'Submitting.SendingReservation');
    expect(sending.some((path) => path.snapshot.context.mcp !== null)).toBe(true);
    expect(
      paths.some(
        (path) => path.target === 'EnteringPayment' && path.snapshot.context.failure?.code === 'exchange_rate_updated',
      ),
    ).toBe(true);
    for (const path of sending) {
      if (path.snapshot.context.mcp) expect(path.snapshot.context.paymentMethod, path.description).toBe('credit_card');
    }
    for (const path of paths
      .filter((p) => p.target.startsWith('Submitting') || p.target === 'EnteringPayment')
      .slice(0, 40)) {
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
    }
  });
});

describe('helpers', () => {
  it('keeps card methods only, and adds the currency to the request only in multi-currency mode', () => {
    expect(mcpPaymentMethods(['on_site', 'credit_card', 'deferred_payment'], usd)).toEqual(['credit_card']);
    expect(mcpPaymentMethods(['on_site', 'credit_card'], null)).toEqual(['on_site', 'credit_card']);
    const request = {
      checkinDate: 'a',
      checkoutDate: 'b',
      rooms: [],
      guest: { firstName: '', lastName: '', email: '', phone: '' },
      paymentType: 'credit_card',
    };
    expect(withMultiCurrencyPayment(request, null)).toBe(request);
    expect(withMultiCurrencyPayment(request, usd)).toMatchObject({
      mcpCurrency: 'USD',
      mcpRateUpdatedAt: usd.rateUpdatedAt,
    });
  });

  it('shows the selector only where SPEC.md section 2 says', () => {
    expect(isCurrencySelectorShown(true, { page: 'results' })).toBe(true);
    expect(isCurrencySelectorShown(true, { page: 'recommender' })).toBe(true);
    expect(isCurrencySelectorShown(true, { page: 'guestDetail', paymentStep: true })).toBe(true);
    expect(isCurrencySelectorShown(true, { page: 'guestDetail', paymentStep: false })).toBe(false);
    expect(isCurrencySelectorShown(true, { page: 'other' })).toBe(false);
    expect(isCurrencySelectorShown(false, { page: 'results' })).toBe(false);
    expect(isCurrencySelectorShown(true, { page: 'results', updateMode: true })).toBe(false);
    expect(
      isCurrencySelectorShown(true, {
        page: 'guestDetail',
        paymentStep: true,
        updateMode: true,
        updatingPaymentType: true,
      }),
    ).toBe(true);
  });

  it('guesses a currency from the browser language only where the language says one', () => {
    expect(guessCurrencyFromLanguage('ko-KR')).toBe('KRW');
    expect(guessCurrencyFromLanguage('zh-TW')).toBe('TWD');
    expect(guessCurrencyFromLanguage('zh-Hant')).toBe('TWD');
    expect(guessCurrencyFromLanguage('zh-HK')).toBe('HKD');
    expect(guessCurrencyFromLanguage('zh-CN')).toBe('CNY');
    expect(guessCurrencyFromLanguage('zh')).toBe('CNY');
    expect(guessCurrencyFromLanguage('th')).toBe('THB');
    expect(guessCurrencyFromLanguage('en-US')).toBeNull();
    expect(guessCurrencyFromLanguage('fr-FR')).toBeNull();
    expect(guessCurrencyFromLanguage(null)).toBeNull();
  });

  it('asks room searches in the effective currency and reports the rate they priced with; other calls pass through', async () => {
    const calls: { document: unknown; variables: unknown }[] = [];
    const client = {
      request: async (document: unknown, variables: unknown) => {
        calls.push({ document, variables });
        return document === RoomSearchDocument
          ? {
              rooms: {
                rooms: [],
                nextAvailableDate: null,
                mcpCurrency: { code: 'USD', rate: '0.0067', rateUpdatedAt: 'T1' },
              },
            }
          : { currencies: {} };
      },
    };
    const quotes: unknown[] = [];
    let code: string | null = 'USD';
    const wrapped = withSearchCurrency(client as never, {
      mcpCurrency: () => code,
      onQuote: (quote) => quotes.push(quote),
    });
    await wrapped.request(RoomSearchDocument, { code: 'demo-kyoto', search: { checkin: 'a', checkout: 'b' } });
    expect(calls[0]!.variables).toEqual({
      code: 'demo-kyoto',
      mcp: true,
      search: { checkin: 'a', checkout: 'b', mcpCurrency: 'USD' },
    });
    expect(quotes).toEqual([{ code: 'USD', rate: '0.0067', rateUpdatedAt: 'T1' }]);
    code = null;
    await wrapped.request(RoomSearchDocument, { code: 'demo-kyoto', search: { checkin: 'a', checkout: 'b' } });
    expect(calls[1]!.variables).toEqual({ code: 'demo-kyoto', search: { checkin: 'a', checkout: 'b' } });
    await wrapped.request(HotelCurrenciesDocument, { code: 'demo-kyoto' });
    expect(calls[2]!.variables).toEqual({ code: 'demo-kyoto' });
    // The recommender is priced in the chosen currency too (its amounts only, no quote).
    code = 'EUR';
    const quoted = quotes.length;
    await wrapped.request(RoomRecommendationsDocument, { code: 'demo-kyoto', search: { checkin: 'a', checkout: 'b' } });
    expect(calls[3]!.variables).toEqual({
      code: 'demo-kyoto',
      mcp: true,
      search: { checkin: 'a', checkout: 'b', mcpCurrency: 'EUR' },
    });
    expect(quotes).toHaveLength(quoted);
  });
});

describe('the currency URL parameter in the search criteria', () => {
  const settings = {
    today: '2030-04-01',
    defaultSearchSetting: { adults: 2, checkinDateOffset: 0 },
    maxGuestsPerRoom: 20,
    currency: 'JPY',
  };
  it('is no warning with multi-currency on (the currency chart takes it as temporary), and still one without', async () => {
    const { criteriaFromQuery } = await import('../search/search-criteria');
    expect(criteriaFromQuery('?currency=usd', { ...settings, multiCurrency: true }).warnings).toEqual([]);
    expect(criteriaFromQuery('?currency=USD', settings).warnings.map((w) => w.parameter)).toEqual(['currency']);
    expect(
      criteriaFromQuery('?currency=XYZ', { ...settings, multiCurrency: true }).warnings.map((w) => w.parameter),
    ).toEqual(['currency']);
  });
});
