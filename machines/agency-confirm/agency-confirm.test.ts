import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure, networkFailure, type Failure } from '../failure';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';
import type { CardForm } from '../payment/card-form';
import type { GatewayClient } from '../transport/graphql-client';
import { agencyConfirmMachine, type BookedReservation, type HandedOverBooking, type TokenizeInput } from './machine';
import { createAgencyConfirmActors } from './actors';
import {
  selectAgencyCardErrors,
  selectAgencyPaymentFailure,
  selectHandedOverBooking,
  selectHandedOverUnavailable,
  selectIsPayingHandedOver,
} from './selectors';

const booking: HandedOverBooking = {
  id: 'storage-id',
  hotelCode: 'demo-hakone',
  hotelName: 'Demo Ryokan Hakone Gora',
  currency: 'JPY',
  search: 'code=demo-hakone',
  checkinDate: '2026-03-10',
  checkoutDate: '2026-03-12',
  rooms: [
    {
      roomTypeCode: 'HK-GARDEN',
      roomTypeName: 'Garden Room',
      roomPlanCode: 'HK-GARDEN-RO',
      roomPlanName: 'Room only',
      adults: 2,
      children: 0,
    },
  ],
  guest: { firstName: 'Hanako', lastName: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
  expectedTotalPrice: 32000,
  reservationNumber: null,
  cardPaymentProvider: 'sandbox',
};
const paid: BookedReservation = {
  confirmationNumber: 'ABCDEFGHJK',
  bypassToken: 'bypass',
  status: 'done',
  transactionId: null,
};
const challenged: BookedReservation = { ...paid, status: 'payment_pending', transactionId: 'pay_1' };
const card: Array<[keyof CardForm, string]> = [
  ['number', '5555555555554444'],
  ['holderName', 'HANAKO YAMADA'],
  ['expiryMonth', '12'],
  ['expiryYear', '2030'],
  ['securityCode', '123'],
];
const gone = failure('handed_over_booking_not_found', 'Booking not found', 404);

function confirm(id: string | null, load: HandedOverBooking | Failure, bookings: Array<BookedReservation | Failure>) {
  const booked: Array<{ id: string; cardToken: string }> = [];
  const tokenizedWith: Array<string | null> = [];
  const went: string[] = [];
  const machine = agencyConfirmMachine.provide({
    actors: {
      loadHandedOverBooking: fromPromise(async () => {
        if ('code' in load) throw load;
        return load;
      }),
      tokenizeCard: fromPromise(async ({ input }: { input: TokenizeInput }) => {
        tokenizedWith.push(input.provider);
        return `tok_${input.card.number.slice(-4)}`;
      }),
      bookHandedOverBooking: fromPromise(async ({ input }: { input: { id: string; cardToken: string } }) => {
        booked.push(input);
        const reply = bookings.shift() ?? paid;
        if ('code' in reply) throw reply;
        return reply;
      }),
    },
    actions: {
      goToConfirmation: (_, params) =>
        void went.push(`confirmation ${params.confirmationNumber} ${params.bypassToken || params.email}`),
      goToThreeDSecure: (_, params) => void went.push(`3ds ${params.transactionId}`),
    },
  });
  const actor = createActor(machine, { input: { id } }).start();
  const fillCard = () => card.forEach(([field, value]) => actor.send({ type: 'card.changed', field, value }));
  return { actor, booked, tokenizedWith, went, fillCard };
}

describe('agency confirmation chart', () => {
  it('restores the booking, checks the card, pays once and shows the confirmation', async () => {
    const { actor, booked, went, fillCard } = confirm('storage-id', booking, [paid]);
    await waitFor(actor, (s) => s.matches('Confirming'));
    expect(selectHandedOverBooking(actor.getSnapshot())).toEqual(booking);
    actor.send({ type: 'payment.submitted' });
    expect(Object.keys(selectAgencyCardErrors(actor.getSnapshot())).sort()).toEqual([
      'brand',
      'expiryMonth',
      'holderName',
      'number',
      'securityCode',
    ]);
    fillCard();
    expect(actor.getSnapshot().context.card.brand).toBe('master');
    actor.send({ type: 'payment.submitted' });
    expect(selectIsPayingHandedOver(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'payment.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(booked).toEqual([{ id: 'storage-id', cardToken: 'tok_4444' }]);
    expect(went).toEqual(['confirmation ABCDEFGHJK bypass']);
  });

  it('tokenizes the card with the provider the gateway names for the booking', async () => {
    const { actor, tokenizedWith, fillCard } = confirm(
      'storage-id',
      { ...booking, cardPaymentProvider: 'agency-gateway' },
      [paid],
    );
    await waitFor(actor, (s) => s.matches('Confirming'));
    fillCard();
    actor.send({ type: 'payment.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(tokenizedWith).toEqual(['agency-gateway']);
  });

  it('a provider the page has no tokenizer for is a processing error on the form; nothing is booked', async () => {
    const requested: string[] = [];
    const client = {
      request: async () => ({ handedOverBooking: { ...booking, cardPaymentProvider: 'no-such-provider' } }),
    } as unknown as GatewayClient;
    const providerFetch = async (url: string) => {
      requested.push(url);
      return new Response('{}');
    };
    const actors = createAgencyConfirmActors(client, providerFetch);
    const booked: unknown[] = [];
    const machine = agencyConfirmMachine.provide({
      actors: {
        loadHandedOverBooking: actors.loadHandedOverBooking,
        tokenizeCard: actors.tokenizeCard,
        bookHandedOverBooking: fromPromise(async ({ input }) => {
          booked.push(input);
          return paid;
        }),
      },
    });
    const actor = createActor(machine, { input: { id: 'storage-id' } }).start();
    await waitFor(actor, (s) => s.matches('Confirming'));
    card.forEach(([field, value]) => actor.send({ type: 'card.changed', field, value }));
    actor.send({ type: 'payment.submitted' });
    await waitFor(actor, (s) => selectAgencyPaymentFailure(s) !== null);
    expect(selectAgencyPaymentFailure(actor.getSnapshot())?.code).toBe('3203');
    expect([requested, booked]).toEqual([[], []]);
  });

  it('goes to the 3-D Secure page when the issuer asks', async () => {
    const { actor, went, fillCard } = confirm('storage-id', booking, [challenged]);
    await waitFor(actor, (s) => s.matches('Confirming'));
    fillCard();
    actor.send({ type: 'payment.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(went).toEqual(['3ds pay_1']);
  });

  it('a declined card stays on the form with its message; another card pays', async () => {
    const { actor, booked, went, fillCard } = confirm('storage-id', booking, [
      failure('3002', 'Payment failed', 402),
      paid,
    ]);
    await waitFor(actor, (s) => s.matches('Confirming'));
    fillCard();
    actor.send({ type: 'payment.submitted' });
    await waitFor(actor, (s) => selectAgencyPaymentFailure(s) !== null);
    expect(selectAgencyPaymentFailure(actor.getSnapshot())?.code).toBe('3002');
    actor.send({ type: 'payment.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(booked).toHaveLength(2);
    expect(went).toEqual(['confirmation ABCDEFGHJK bypass']);
  });

  it('a booking reserved before opens its confirmation with the guest e-mail', async () => {
    const { actor, went } = confirm('storage-id', { ...booking, reservationNumber: 'KJHGFEDCBA' }, []);
    await waitFor(actor, (s) => s.status === 'done');
    expect(went).toEqual(['confirmation KJHGFEDCBA hanako@example.com']);
  });

  it('no id, an unknown or expired booking: unavailable; a network failure may be retried', async () => {
    expect(selectHandedOverUnavailable(confirm(null, booking, []).actor.getSnapshot())).toBe(true);
    const expired = confirm('storage-id', gone, []);
    await waitFor(expired.actor, (s) => s.matches('Unavailable'));
    const offline = confirm('storage-id', networkFailure, []);
    await waitFor(offline.actor, (s) => s.matches('LoadFailed'));
  });
});

describe('agency confirmation chart model paths', () => {
  const input = { id: 'storage-id' };
  const paths = listModelPaths(agencyConfirmMachine, {
    input,
    events: [
      doneEvent('loadHandedOverBooking', booking),
      doneEvent('loadHandedOverBooking', { ...booking, reservationNumber: 'KJHGFEDCBA' }),
      errorEvent('loadHandedOverBooking', gone),
      errorEvent('loadHandedOverBooking', networkFailure),
      { type: 'booking.retried' },
      ...card.map(([field, value]) => ({ type: 'card.changed' as const, field, value })),
      { type: 'payment.submitted' },
      doneEvent('tokenizeCard', 'tok_4444'),
      errorEvent('tokenizeCard', networkFailure),
      doneEvent('bookHandedOverBooking', paid),
      doneEvent('bookHandedOverBooking', challenged),
      errorEvent('bookHandedOverBooking', failure('3002', 'Payment failed', 402)),
      errorEvent('bookHandedOverBooking', gone),
    ],
    serializeState: (s) =>
      `${stateKey(s.value)}|${Object.values(s.context.card).filter(Boolean).length}|${s.context.failure?.code ?? ''}`,
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(agencyConfirmMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('replaying each path on a real actor reaches the same state', () => {
    const machine = agencyConfirmMachine.provide({
      actors: {
        loadHandedOverBooking: pendingActor<HandedOverBooking, { id: string }>(),
        tokenizeCard: pendingActor<string, TokenizeInput>(),
        bookHandedOverBooking: pendingActor<BookedReservation, { id: string; cardToken: string }>(),
      },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
  });
});
