import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from './machine';
import type { CreatedReservation, CreateReservationRequest } from './context';
import type { GuestField, GuestForm } from './guest-form';
import { failure, type Failure } from '../failure';
import { selectBookingProblem, selectPriceRevision } from './selectors';
import { selectPriceChange } from './step-selectors';
import { expectedTotalOf, initialPriceCheck, priceChangeDirection } from './price-check';
import { doneEvent, errorEvent, listModelPaths, pendingActor, replayPath, stateKey } from '../model-paths';
import { nothingOffered, startGuestForm } from './booking-test-steps';
import { loadLaterSteps } from './later-steps-loader';

// The code of the steps past the room choice is there before the chart is created: the generated
// paths pass its LoadingSteps state at once (./later-steps-loader.ts).
await loadLaterSteps();

// Price consistency (SPEC.md section 8): the quoted total travels as expectedTotalPrice; a
// price_changed refusal sends the guest back to the new summary, and confirming again is a new attempt.
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
  totalPrice: 27000,
  currency: 'JPY',
  payment: null,
};
const priceChanged = failure('price_changed', 'Price changed', 409);

async function booking(replies: Array<CreatedReservation | Failure>) {
  const sent: CreateReservationRequest[] = [];
  let keys = 0;
  const machine = bookingMachine.provide({
    actors: {
      generateIdempotencyKey: fromPromise(async () => `key-${++keys}`),
      createReservation: fromPromise<CreatedReservation, CreateReservationRequest>(async ({ input }) => {
        sent.push(input);
        const reply = replies.shift() ?? created;
        if ('code' in reply) throw reply;
        return reply;
      }),
    },
    actions: { goToConfirmation: () => {} },
  });
  const actor = createActor(machine, {
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
  await startGuestForm(actor);
  for (const [field, value] of Object.entries(guest))
    actor.send({ type: 'guest.changed', field: field as GuestField, value });
  return { actor, sent };
}

describe('price consistency of the booking chart', () => {
  it('sends the quoted total; price_changed shows the new summary, and confirming again is a new attempt with the new total', async () => {
    const { actor, sent } = await booking([priceChanged, created]);
    actor.send({ type: 'price.quoted', totalPrice: 30000 });
    actor.send({ type: 'guest.submitted' });
    await waitFor(
      actor,
      (snap) => snap.matches({ EnteringGuestDetails: 'EnteringGuestForm' }) && snap.context.failure !== null,
    );
    expect(sent[0]!.reservation.expectedTotalPrice).toBe(30000);
    const refused = actor.getSnapshot();
    expect(selectBookingProblem(refused)?.code).toBe('price_changed');
    expect(selectPriceRevision(refused)).toBe(1);
    expect(refused.context.idempotencyKey).toBeNull();
    // Until the new summary is shown, the direction is unknown (the generic message stands).
    expect(selectPriceChange(refused)).toBeNull();
    actor.send({ type: 'price.quoted', totalPrice: 27000 });
    expect(selectPriceChange(actor.getSnapshot())).toBe('cheaper');
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (snap) => snap.matches('Confirmed'));
    expect(sent[1]!.reservation.expectedTotalPrice).toBe(27000);
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
  });

  it('a higher total says so; without a shown summary nothing is expected', async () => {
    const { actor, sent } = await booking([priceChanged, created]);
    actor.send({ type: 'price.quoted', totalPrice: 30000 });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (snap) => snap.context.failure?.code === 'price_changed');
    actor.send({ type: 'price.quoted', totalPrice: 31000 });
    expect(selectPriceChange(actor.getSnapshot())).toBe('higher');
    actor.send({ type: 'price.quoted', totalPrice: null });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (snap) => snap.matches('Confirmed'));
    expect(sent[1]!.reservation).not.toHaveProperty('expectedTotalPrice');
  });

  it('sends the quoted total (extras included by the quote), and names no direction for other failures', () => {
    expect(expectedTotalOf({ ...initialPriceCheck, quoted: 1000, quotedExtras: [] }, null)).toBe(1000);
    expect(expectedTotalOf(initialPriceCheck, null)).toBeNull();
    expect(
      priceChangeDirection(
        { ...initialPriceCheck, quoted: 900, quotedExtras: [], refused: 1000, revision: 1 },
        null,
        failure('1000', 'Invalid', 400),
      ),
    ).toBeNull();
    expect(
      priceChangeDirection(
        { ...initialPriceCheck, quoted: 1000, quotedExtras: [], refused: 1000, revision: 1 },
        null,
        priceChanged,
      ),
    ).toBeNull();
  });
});

describe('price check paths generated from the chart (xstate/graph)', () => {
  type Snap = ReturnType<typeof bookingMachine.transition>;
  const input = {
    hotelCode: 'demo-kyoto',
    criteria: { checkin: '2030-04-10', checkout: '2030-04-12', adults: 2, children: 0 },
    locale: 'en',
  };
  const filled = (s: Snap) =>
    Object.entries(guest).filter(([field, value]) => s.context.guest[field as GuestField] === value).length;
  const serializeState = (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.selection.length,
      filled(s),
      s.context.idempotencyKey,
      s.context.failure?.code ?? null,
      s.context.priceCheck,
    ]);
  const fields = Object.keys(guest) as GuestField[];
  const events = (s: Snap) => {
    const next = fields.find((field) => s.context.guest[field] !== guest[field]);
    return [
      ...(s.context.selection.length === 0
        ? [
            {
              type: 'room.incremented',
              offer: {
                roomTypeCode: 'TWN',
                roomPlanCode: 'TWN-RO',
                roomCount: 1,
                roomPrice: 30000,
                roomTax: 2727,
                currency: 'JPY',
                paymentMethods: ['on_site'],
              },
            },
          ]
        : []),
      { type: 'booking.started' },
      nothingOffered,
      ...(next ? [{ type: 'guest.changed', field: next, value: guest[next] }] : []),
      ...(s.context.priceCheck.revision < 2
        ? [{ type: 'price.quoted', totalPrice: s.context.priceCheck.revision === 0 ? 30000 : 27000 }]
        : []),
      { type: 'guest.submitted' },
      doneEvent('generateIdempotencyKey', 'key-1'),
      ...(s.context.priceCheck.revision < 1 ? [errorEvent('createReservation', priceChanged)] : []),
      doneEvent('createReservation', created),
    ];
  };
  const paths = listModelPaths(bookingMachine, { input, events: events as never, serializeState });

  it('every price_changed refusal returns to the guest details with the key forgotten and a new revision, and replays on a real actor', () => {
    const refused = paths.filter((path) => path.snapshot.context.failure?.code === 'price_changed');
    expect(refused.length).toBeGreaterThan(0);
    for (const path of refused) {
      expect(path.target, path.description).toBe('EnteringGuestDetails.EnteringGuestForm');
      expect(path.snapshot.context.idempotencyKey, path.description).toBeNull();
      expect(path.snapshot.context.priceCheck.revision, path.description).toBe(1);
    }
    const machine = bookingMachine.provide({
      actors: {
        generateIdempotencyKey: pendingActor<string, void>(),
        createReservation: pendingActor<CreatedReservation, CreateReservationRequest>(),
      },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, input as never, path).value), path.description).toBe(path.target);
  });
});
