import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingMachine } from './machine';
import type { BookingInput, CreatedReservation, CreateReservationRequest, TokenizeCardRequest } from './context';
import type { GuestField, GuestForm } from './guest-form';
import type { CardField, CardForm } from '../payment/card-form';
import type { PlanOffer } from './selected-rooms';
import { doneEvent, listModelPaths, pendingActor, type ModelPath } from '../model-paths';
import { selectBookingStep, selectGuestDetailScreen } from './selectors';
import { selectBookingProgress } from './booking-progress';
import { nothingOffered, questionOffered } from './booking-test-steps';
import { loadLaterSteps } from './later-steps-loader';

// The code of the steps past the room choice (machines/booking/later-steps-loader.ts) is loaded before
// the chart is created, so it passes its LoadingSteps state at once; the generated paths run it too.
await loadLaterSteps();

/**
 * The booking steps of SPEC.md section 4 as the step indicator shows them, on paths generated from
 * the chart (xstate/graph): guest detail (0) -> payment (1) -> confirmation (2) for card methods,
 * guest detail (0) -> confirmation (1) paying at the hotel (the two-step variant), each with and
 * without the extras and questions sub-step of step 0.
 */
const input: BookingInput = {
  hotelCode: 'demo-kyoto',
  criteria: { checkin: '2030-04-10', checkout: '2030-04-12', adults: 2, children: 0 },
  locale: 'en',
};
const plan = (roomPlanCode: string, method: string): PlanOffer => ({
  roomTypeCode: 'TWN',
  roomPlanCode,
  roomCount: 2,
  roomPrice: 20000,
  roomTax: 1818,
  currency: 'JPY',
  paymentMethods: [method],
});
const onSite = plan('TWN-RO', 'on_site');
const byCard = plan('TWN-NR', 'credit_card');
const guest: GuestForm = {
  firstName: 'Mary',
  lastName: 'Smith',
  email: 'mary@example.com',
  emailConfirmation: 'mary@example.com',
  phone: '+81312345678',
  specialRequest: '',
  termsAccepted: true,
};
const card: CardForm = {
  number: '4111111111111111',
  holderName: 'MARY SMITH',
  expiryMonth: '12',
  expiryYear: '2031',
  securityCode: '123',
  brand: 'visa',
};
const created: CreatedReservation = {
  confirmationNumber: 'R1',
  status: 'done',
  bypassToken: 'tok',
  checkinDate: '2030-04-10',
  checkoutDate: '2030-04-12',
  totalPrice: 40000,
  currency: 'JPY',
  payment: null,
};

type Snap = ReturnType<typeof bookingMachine.transition>;
const guestFields = Object.keys(guest) as GuestField[];
const cardFields = Object.keys(card) as CardField[];
const filled = <T extends object>(form: T, wanted: T) =>
  (Object.keys(wanted) as (keyof T)[]).filter((f) => form[f] === wanted[f]).length;
// Whole forms count as one vertex per filled field; the extras as "none, unanswered, answered".
const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.selection.map((l) => l.roomPlanCode),
    s.context.paymentMethod,
    filled(s.context.guest, guest),
    filled(s.context.card, card),
    s.context.idempotencyKey,
    s.context.cardToken,
    s.context.additions?.questions.length ?? null,
    s.context.extrasReady,
  ]);
const events = (s: Snap) => {
  const nextGuest = guestFields.find((f) => s.context.guest[f] !== guest[f]);
  const nextCard = cardFields.find((f) => s.context.card[f] !== card[f]);
  return [
    ...(s.context.selection.length === 0
      ? [
          { type: 'room.incremented', offer: onSite },
          { type: 'room.incremented', offer: byCard },
        ]
      : []),
    { type: 'booking.started' },
    // The child reports its offer on loading, and the answers while its screen is shown.
    ...(s.matches({ EnteringGuestDetails: 'LoadingExtras' }) ? [nothingOffered] : []),
    ...(s.matches({ EnteringGuestDetails: 'LoadingExtras' }) || s.matches({ EnteringGuestDetails: 'ChoosingExtras' })
      ? [questionOffered(false), questionOffered(true)]
      : []),
    { type: 'extras.submitted' },
    { type: 'extras.reopened' },
    ...(nextGuest ? [{ type: 'guest.changed', field: nextGuest, value: guest[nextGuest] }] : []),
    { type: 'guest.submitted' },
    ...(nextCard ? [{ type: 'card.changed', field: nextCard, value: card[nextCard] }] : []),
    { type: 'card.submitted' },
    { type: 'payment.reopened' },
    doneEvent('generateIdempotencyKey', 'key-1'),
    doneEvent('tokenizeCard', 'tok-1'),
    doneEvent('createReservation', created),
  ];
};
const paths = listModelPaths(bookingMachine, { input, events: events as never, serializeState });

const replayable = bookingMachine.provide({
  actors: {
    generateIdempotencyKey: pendingActor<string, void>(),
    createReservation: pendingActor<CreatedReservation, CreateReservationRequest>(),
    tokenizeCard: pendingActor<string, TokenizeCardRequest>(),
  },
});
/** Replays a path on a real actor and returns the step indicator and the step-0 screen after every event, repeats collapsed. */
function stepsAlong(path: ModelPath<typeof bookingMachine>) {
  const actor = createActor(replayable, { input }).start();
  const seen: string[] = [];
  const note = () => {
    const s = actor.getSnapshot();
    const step = selectBookingStep(s);
    const mark = step === 0 ? `0:${selectGuestDetailScreen(s) ?? 'busy'}` : String(step);
    if (seen[seen.length - 1] !== mark) seen.push(mark);
  };
  note();
  for (const event of path.events) {
    actor.send(event);
    note();
  }
  const end = actor.getSnapshot();
  actor.stop();
  return { seen, end };
}
const confirmed = paths.filter((path) => path.target === 'Confirmed');
const variant = (path: ModelPath<typeof bookingMachine>) => ({
  card: path.snapshot.context.paymentMethod === 'credit_card',
  extras: (path.snapshot.context.additions?.questions.length ?? 0) > 0,
});

describe('booking steps of SPEC.md section 4 on paths generated from the chart (xstate/graph)', () => {
  it('reaches the confirmation in all four variants: card or at the hotel, with or without the extras screen', () => {
    const kinds = new Set(confirmed.map((path) => JSON.stringify(variant(path))));
    expect([...kinds].sort()).toEqual([
      '{"card":false,"extras":false}',
      '{"card":false,"extras":true}',
      '{"card":true,"extras":false}',
      '{"card":true,"extras":true}',
    ]);
  });

  it('shows guest detail (0) -> confirmation (1) paying at the hotel and 0 -> payment (1) -> confirmation (2) by card; the extras screen is a sub-step of 0, only when offered', () => {
    for (const path of confirmed) {
      const { seen, end } = stepsAlong(path);
      expect(end.value, path.description).toBe('Confirmed');
      const { card: byCardPath, extras } = variant(path);
      const step0 = extras ? ['0:loading', '0:extras', '0:guest'] : ['0:loading', '0:guest'];
      // A card is tokenized and sent from the payment step; paying at the hotel sends from step 0.
      expect(seen, path.description).toEqual(
        byCardPath ? ['null', ...step0, '1', '2'] : ['null', ...step0, '0:busy', '1'],
      );
    }
  });

  it('numbers the stepper the same on every page: Rooms, Extras (when offered), Guest details, Payment, Confirmation; before the extras offer is known only Rooms is numbered', () => {
    for (const path of confirmed) {
      const actor = createActor(replayable, { input }).start();
      const marks: string[] = [];
      const note = () => {
        const progress = selectBookingProgress(actor.getSnapshot());
        const mark = progress
          ? `${progress.number}/${progress.known ? progress.total : '?'} ${progress.current}`
          : 'loading';
        if (marks[marks.length - 1] !== mark) marks.push(mark);
      };
      note();
      for (const event of path.events) {
        actor.send(event);
        note();
      }
      actor.stop();
      const { card: byCardPath, extras } = variant(path);
      const expected = extras
        ? [
            '1/? rooms',
            'loading',
            '2/5 extras',
            '3/5 guest',
            ...(byCardPath ? ['4/5 payment'] : []),
            '5/5 confirmation',
          ]
        : ['1/? rooms', 'loading', '2/4 guest', ...(byCardPath ? ['3/4 payment'] : []), '4/4 confirmation'];
      expect(marks, path.description).toEqual(expected);
    }
  });

  it('knows the steps on the first visit from the hotel settings: the same numbers from Rooms to Confirmation', () => {
    for (const sellsExtras of [true, false]) {
      for (const path of confirmed) {
        const actor = createActor(replayable, { input: { ...input, sellsExtras } }).start();
        const marks: string[] = [];
        const note = () => {
          const progress = selectBookingProgress(actor.getSnapshot());
          const mark = progress
            ? `${progress.number}/${progress.known ? progress.total : '?'} ${progress.current}`
            : 'loading';
          if (marks[marks.length - 1] !== mark) marks.push(mark);
        };
        note();
        for (const event of path.events) {
          actor.send(event);
          note();
        }
        actor.stop();
        const { card: byCardPath, extras } = variant(path);
        // A hotel that sells extras numbers its Extras step on every booking, passed over when a stay has none.
        const expected = sellsExtras
          ? [
              '1/5 rooms',
              'loading',
              ...(extras ? ['2/5 extras'] : []),
              '3/5 guest',
              ...(byCardPath ? ['4/5 payment'] : []),
              '5/5 confirmation',
            ]
          : extras
            ? [
                '1/4 rooms',
                'loading',
                '2/5 extras',
                '3/5 guest',
                ...(byCardPath ? ['4/5 payment'] : []),
                '5/5 confirmation',
              ]
            : ['1/4 rooms', 'loading', '2/4 guest', ...(byCardPath ? ['3/4 payment'] : []), '4/4 confirmation'];
        expect(marks, `${sellsExtras} ${path.description}`).toEqual(expected);
      }
    }
  });

  it('back on the rooms after the extras offer loaded, the stepper keeps its numbers', () => {
    const actor = createActor(replayable, { input }).start();
    for (const event of [
      { type: 'room.incremented', offer: onSite },
      { type: 'booking.started' },
      questionOffered(true),
      { type: 'extras.submitted' },
    ] as const)
      actor.send(event as never);
    expect(selectBookingProgress(actor.getSnapshot())).toMatchObject({ current: 'guest', number: 3, total: 5 });
    actor.send({ type: 'rooms.reopened' });
    expect(selectBookingProgress(actor.getSnapshot())).toEqual({
      steps: ['rooms', 'extras', 'guest', 'payment', 'confirmation'],
      current: 'rooms',
      number: 1,
      total: 5,
      known: true,
    });
    actor.stop();
  });

  it('never leaves the extras screen, nor books, with a required question unanswered', () => {
    for (const path of paths) {
      const { context } = path.snapshot;
      if (
        path.target.startsWith('Submitting') ||
        path.target === 'EnteringPayment' ||
        path.target === 'Confirmed' ||
        path.target === 'EnteringGuestDetails.EnteringGuestForm'
      ) {
        // The guest form comes only after Next with every required answer given (or with nothing offered).
        expect(context.extrasReady, path.description).toBe(true);
      }
      if (path.target === 'EnteringGuestDetails.ChoosingExtras')
        expect(context.additions?.questions.length, path.description).toBe(1);
    }
    expect(
      paths.some((path) => path.target === 'EnteringGuestDetails.ChoosingExtras' && !path.snapshot.context.extrasReady),
    ).toBe(true);
  });

  it('replays every path on a real actor to the same state', () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths)
      expect(JSON.stringify(stepsAlong(path).end.value), path.description).toBe(JSON.stringify(path.snapshot.value));
  }, 120_000);
});
