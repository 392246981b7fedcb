import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { bookingMachine } from './machine';
import type { CreatedReservation, CreateReservationRequest } from './context';
import type { GuestField, GuestForm } from './guest-form';
import { extrasQuestionsMachine, type LoadedOffer } from './extras-questions/machine';
import type { OfferedExtra } from './extras-questions/offer';
import { selectQuotedExtras } from './selectors';
import { quoteRequestOf } from '../pricing/quote-request';
import { priceQuoteMachine } from '../price-quote/machine';
import type { PriceQuoteRequest, PricedSummary } from '../price-quote/context';
import type { PriceSummary } from '../pricing/price-summary';

// the price summary follows the picked extras through the API's quote. The chart quotes
// again once the guest pauses (its extrasQuoteDelay, on a simulated clock), the latest picks win,
// and the booking's price check is the total of the quote that priced the extras being booked.
const champagne: OfferedExtra = {
  id: 1,
  code: 'CHAMPAGNE',
  name: 'Welcome champagne',
  description: '',
  extraType: 'generic',
  price: 5500,
  priceWithoutTax: 5000,
  minQuantity: 1,
  maxQuantity: 3,
  purchaseLimit: 3,
  bookingAvailableDates: [],
  pricesByDate: [],
  orderDeadline: '2030-04-09T09:00:00Z',
  inventory: null,
};
const dinner: OfferedExtra = {
  id: 2,
  code: 'DINNER',
  name: 'Kaiseki dinner',
  description: '',
  extraType: 'dated',
  price: 12000,
  priceWithoutTax: 10909,
  minQuantity: 1,
  maxQuantity: 8,
  purchaseLimit: 10,
  bookingAvailableDates: ['2030-04-10', '2030-04-11'],
  pricesByDate: [
    { date: '2030-04-10', price: 12000, priceWithoutTax: 10909 },
    { date: '2030-04-11', price: 15000, priceWithoutTax: 13636 },
  ],
  orderDeadline: '2030-04-08T03:00:00Z',
  inventory: null,
};
const offer: LoadedOffer = { extras: [champagne, dinner], questions: [] };
const guest: GuestForm = {
  firstName: 'Mary',
  lastName: 'Smith',
  email: 'mary@example.com',
  emailConfirmation: 'mary@example.com',
  phone: '+81312345678',
  specialRequest: '',
  termsAccepted: true,
};
const created: CreatedReservation = {
  confirmationNumber: 'R1',
  status: 'done',
  bypassToken: 'tok',
  checkinDate: '2030-04-10',
  checkoutDate: '2030-04-12',
  totalPrice: 1,
  currency: 'JPY',
  payment: null,
};

async function choosingExtras() {
  const sent: CreateReservationRequest[] = [];
  const clock = new SimulatedClock();
  const machine = bookingMachine.provide({
    actors: {
      generateIdempotencyKey: fromPromise(async () => 'key-1'),
      createReservation: fromPromise<CreatedReservation, CreateReservationRequest>(
        async ({ input }) => (sent.push(input), created),
      ),
      extrasQuestions: extrasQuestionsMachine.provide({ actors: { loadOffer: fromPromise(async () => offer) } }),
    },
    actions: { goToConfirmation: () => {} },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      hotelCode: 'demo-kyoto',
      criteria: { checkin: '2030-04-10', checkout: '2030-04-12', adults: 2, children: 0 },
      locale: 'en',
    },
  }).start();
  actor.send({
    type: 'room.incremented',
    offer: {
      roomTypeCode: 'TWN',
      roomPlanCode: 'TWN-RO',
      roomCount: 2,
      roomPrice: 30000,
      roomTax: 2727,
      currency: 'JPY',
      paymentMethods: ['on_site'],
    },
  });
  actor.send({ type: 'booking.started' });
  await waitFor(actor, (s) => s.matches({ EnteringGuestDetails: 'ChoosingExtras' }));
  const pick = (extraId: number, quantity: number, date?: string) =>
    actor
      .getSnapshot()
      .children.extrasQuestions!.send({ type: 'extra.quantityChanged', extraId, quantity, ...(date ? { date } : {}) });
  return { actor, clock, sent, pick };
}

const request = (snapshot: ReturnType<Awaited<ReturnType<typeof choosingExtras>>['actor']['getSnapshot']>) =>
  quoteRequestOf(
    'demo-kyoto',
    snapshot.context.criteria,
    snapshot.context.selection,
    snapshot.context.paymentMethod,
    selectQuotedExtras(snapshot),
  );

describe('the price summary quoted with the picked extras', () => {
  it('quotes again once the guest pauses, with only the latest picks, and at once on Next', async () => {
    const { actor, clock, pick } = await choosingExtras();
    expect(request(actor.getSnapshot())).not.toHaveProperty('extras');
    pick(1, 1);
    clock.increment(300);
    pick(1, 2);
    clock.increment(300);
    // Still within the pause after the last change: the summary keeps the quote it has.
    expect(selectQuotedExtras(actor.getSnapshot())).toEqual([]);
    clock.increment(100);
    expect(selectQuotedExtras(actor.getSnapshot())).toEqual([{ extra_id: 1, quantity: 2 }]);
    expect(request(actor.getSnapshot())).toMatchObject({ extras: [{ extraId: 1, quantity: 2 }] });
    // A dated extra, then Next before the pause ends: quoted at once with both.
    pick(2, 1, '2030-04-11');
    expect(selectQuotedExtras(actor.getSnapshot())).toEqual([{ extra_id: 1, quantity: 2 }]);
    actor.send({ type: 'extras.submitted' });
    expect(actor.getSnapshot().matches({ EnteringGuestDetails: 'EnteringGuestForm' })).toBe(true);
    expect(request(actor.getSnapshot())).toMatchObject({
      extras: [
        { extraId: 1, quantity: 2 },
        { extraId: 2, quantity: 1, date: '2030-04-11' },
      ],
    });
  });

  it('books with the total and extras total of the quote that priced these extras, and sends none from a quote of other picks', async () => {
    const { actor, sent, pick } = await choosingExtras();
    pick(1, 2);
    actor.send({ type: 'extras.submitted' });
    const picked = selectQuotedExtras(actor.getSnapshot());
    // A late reply for the picks before (none) is not the summary of what is booked.
    actor.send({ type: 'price.quoted', totalPrice: 60000, totalExtraPrice: 0, extras: [] });
    for (const [field, value] of Object.entries(guest))
      actor.send({ type: 'guest.changed', field: field as GuestField, value });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (s) => s.matches('Confirmed'));
    expect(sent[0]!.reservation).not.toHaveProperty('expectedTotalPrice');
    expect(sent[0]!.reservation).not.toHaveProperty('totalExtraPrice');
    expect(sent[0]!.reservation.extras).toEqual([{ extraId: 1, quantity: 2 }]);

    const again = await choosingExtras();
    again.pick(1, 2);
    again.actor.send({ type: 'extras.submitted' });
    again.actor.send({ type: 'price.quoted', totalPrice: 71000, totalExtraPrice: 11000, extras: picked });
    for (const [field, value] of Object.entries(guest))
      again.actor.send({ type: 'guest.changed', field: field as GuestField, value });
    again.actor.send({ type: 'guest.submitted' });
    await waitFor(again.actor, (s) => s.matches('Confirmed'));
    expect(again.sent[0]!.reservation).toMatchObject({
      expectedTotalPrice: 71000,
      totalExtraPrice: 11000,
      extras: [{ extraId: 1, quantity: 2 }],
    });
  });

  it('shows the reply to the latest quote: a slower reply for earlier picks is ignored', async () => {
    const pending = new Map<string, (summary: PricedSummary) => void>();
    const key = (input: PriceQuoteRequest) => JSON.stringify(input.kind === 'quote' ? (input.extras ?? []) : []);
    const quotes = createActor(
      priceQuoteMachine.provide({
        actors: {
          loadSummary: fromPromise<PricedSummary, PriceQuoteRequest>(
            ({ input }) => new Promise((resolve) => pending.set(key(input), resolve)),
          ),
        },
      }),
    ).start();
    const { actor, clock, pick } = await choosingExtras();
    pick(1, 1);
    clock.increment(400);
    quotes.send({ type: 'quote.requested', request: request(actor.getSnapshot())! });
    pick(1, 3);
    clock.increment(400);
    quotes.send({ type: 'quote.requested', request: request(actor.getSnapshot())! });
    const summaryOf = (total: number) => ({
      summary: { currency: 'JPY', totalPrice: total, totalExtraPrice: total - 60000 } as PriceSummary,
      discountCode: null,
    });
    pending.get(JSON.stringify([{ extraId: 1, quantity: 3 }]))!(summaryOf(76500));
    await waitFor(quotes, (s) => s.matches('Showing'));
    pending.get(JSON.stringify([{ extraId: 1, quantity: 1 }]))!(summaryOf(65500));
    await Promise.resolve();
    expect(quotes.getSnapshot().context.summary?.totalPrice).toBe(76500);
  });
});
