import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { failure } from '../failure';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';
import type {
  AirportOption,
  BookedPackage,
  BookPackageRequest,
  CardQuoteRequest,
  FlightChoices,
  RoomOffer,
} from './actors';
import { packageBookingMachine, packageReservationInput, packageTotal, type PackageBookingInput } from './machine';
import { packageCriteriaFromQuery, packageCriteriaProblem, type PackageCriteria } from './package-criteria';
import { selectPackagePaymentMethods } from './selectors';
import { isGuestFormValid, type GuestForm } from '../booking/guest-form';
import type { CardForm } from '../payment/card-form';

const criteria: PackageCriteria = {
  checkin: '2026-03-10',
  checkout: '2026-03-12',
  rooms: [{ adults: 2, children: 0 }],
  origin: 'HND',
};
const input: PackageBookingInput = { hotelCode: 'demo-kyoto', criteria, locale: 'ja' };
const flight = (id: number, date: string, fare: number, bookable = true) => ({
  id,
  flightNumber: `NH${id}`,
  carrierName: 'ANA',
  origin: { code: 'HND', city: 'Tokyo' },
  destination: { code: 'ITM', city: 'Osaka' },
  departureDate: date,
  departureTime: '08:00',
  arrivalDate: date,
  arrivalTime: '09:05',
  farePerSeat: fare,
  totalFare: fare * 2,
  seatsAvailable: bookable ? 9 : 1,
  bookable,
});
const FLIGHTS: FlightChoices = {
  passengers: 2,
  currency: 'JPY',
  outbound: [flight(1, '2026-03-10', 18000), flight(2, '2026-03-10', 15000, false)],
  return: [flight(3, '2026-03-12', 16500)],
};
const OFFERS: RoomOffer[] = [
  {
    roomTypeCode: 'KY-STD-TWIN',
    roomTypeName: 'Twin',
    roomPlanCode: 'KY-STD-TWIN-RO',
    planName: 'Room only',
    totalPrice: 30000,
    currency: 'JPY',
    mealIncluded: false,
    refundable: true,
    paymentMethods: ['on_site', 'credit_card'],
  },
];
const AIRPORTS: AirportOption[] = [{ code: 'HND', name: 'Tokyo Haneda', city: 'Tokyo' }];
const BOOKED: BookedPackage = { confirmationNumber: 'ABCDEFGHJK', bypassToken: 'token' };

const guestEvents = [
  { type: 'guest.changed', field: 'firstName', value: 'Hanako' },
  { type: 'guest.changed', field: 'lastName', value: 'Yamada' },
  { type: 'guest.changed', field: 'email', value: 'hanako@example.com' },
  { type: 'guest.changed', field: 'emailConfirmation', value: 'hanako@example.com' },
  { type: 'guest.changed', field: 'phone', value: '+819012345678' },
  { type: 'guest.changed', field: 'termsAccepted', value: true },
] as const;

const cardEvents = [
  { type: 'payment.chosen', method: 'credit_card' },
  { type: 'card.changed', field: 'number', value: '4111 1111 1111 1111' },
  { type: 'card.changed', field: 'holderName', value: 'HANAKO YAMADA' },
  { type: 'card.changed', field: 'expiryMonth', value: '12' },
  { type: 'card.changed', field: 'expiryYear', value: '2030' },
  { type: 'card.changed', field: 'securityCode', value: '123' },
] as const;

function running(bookings: Array<() => Promise<BookedPackage>>, tokens: string[] = []) {
  const sent: BookPackageRequest[] = [];
  const confirmed: string[] = [];
  const challenged: string[] = [];
  const tokenized: string[] = [];
  const machine = packageBookingMachine.provide({
    actors: {
      // A card promotion: the rooms cost 28,500 by card instead of 30,000.
      quoteCardRooms: fromPromise(async () => 28500),
      tokenizeCard: fromPromise<string, { hotelCode: string; card: CardForm }>(async ({ input: { card } }) => {
        tokenized.push(card.number);
        const token = tokens.shift();
        if (!token) throw failure('3004', 'Check the card number', 422);
        return token;
      }),
      loadAirports: fromPromise(async () => AIRPORTS),
      loadFlights: fromPromise(async () => FLIGHTS),
      loadRooms: fromPromise(async () => OFFERS),
      bookPackage: fromPromise<BookedPackage, BookPackageRequest>(async ({ input: request }) => {
        sent.push(request);
        return bookings.shift()!();
      }),
    },
    actions: {
      goToConfirmation: (_, params) => confirmed.push(params.confirmationNumber),
      goToThreeDSecure: (_, params) => challenged.push(params.transactionId),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, sent, confirmed, challenged, tokenized };
}

/** Flights 1 and 3, the twin room, the guest: the chart waits at EnteringGuest. */
async function upToGuest(actor: ReturnType<typeof running>['actor']) {
  await waitFor(actor, (s) => s.matches('ChoosingFlights'));
  actor.send({ type: 'outbound.chosen', flightId: 1 });
  actor.send({ type: 'return.chosen', flightId: 3 });
  actor.send({ type: 'flights.confirmed' });
  await waitFor(actor, (s) => s.matches('ChoosingRooms'));
  actor.send({ type: 'offer.chosen', key: 'KY-STD-TWIN/KY-STD-TWIN-RO' });
  actor.send({ type: 'rooms.confirmed' });
  for (const event of guestEvents) actor.send(event);
}

describe('the package criteria', () => {
  it('reads the address and refuses more than five rooms or an undated search', () => {
    const read = packageCriteriaFromQuery(
      new URLSearchParams('checkin=2026-03-10&checkout=2026-03-12&rooms=2-0,2-1&origin=hnd'),
    );
    expect(read).toMatchObject({
      rooms: [
        { adults: 2, children: 0 },
        { adults: 2, children: 1 },
      ],
      origin: 'HND',
      undated: false,
    });
    expect(packageCriteriaProblem(read)).toBeNull();
    expect(
      packageCriteriaProblem(
        packageCriteriaFromQuery(new URLSearchParams('checkin=2026-03-10&checkout=2026-03-12&adults=1&room_count=6')),
      ),
    ).toBe('room_limit');
    expect(
      packageCriteriaProblem(
        packageCriteriaFromQuery(new URLSearchParams('checkin=2026-03-10&checkout=2026-03-12&search_type=undated')),
      ),
    ).toBe('undated');
    expect(
      packageCriteriaProblem(packageCriteriaFromQuery(new URLSearchParams('checkin=2026-03-12&checkout=2026-03-10'))),
    ).toBe('dates');
  });
});

describe('the package booking chart', () => {
  it('chooses flights, then rooms, then books both with the total of rooms and fares, once', async () => {
    const { actor, sent, confirmed } = running([async () => BOOKED]);
    await waitFor(actor, (s) => s.matches('ChoosingFlights'));
    actor.send({ type: 'flights.confirmed' });
    expect(actor.getSnapshot().value).toBe('ChoosingFlights');
    actor.send({ type: 'outbound.chosen', flightId: 2 }); // too few seats: not bookable
    actor.send({ type: 'return.chosen', flightId: 3 });
    actor.send({ type: 'flights.confirmed' });
    expect(actor.getSnapshot().value).toBe('ChoosingFlights');
    actor.send({ type: 'outbound.chosen', flightId: 1 });
    actor.send({ type: 'flights.confirmed' });
    await waitFor(actor, (s) => s.matches('ChoosingRooms'));
    actor.send({ type: 'rooms.confirmed' });
    expect(actor.getSnapshot().value).toBe('ChoosingRooms');
    actor.send({ type: 'offer.chosen', key: 'KY-STD-TWIN/KY-STD-TWIN-RO' });
    actor.send({ type: 'rooms.confirmed' });
    expect(actor.getSnapshot().value).toBe('EnteringGuest');
    expect(packageTotal(actor.getSnapshot().context)).toEqual({ rooms: 30000, flights: 36000 + 33000, total: 99000 });
    actor.send({ type: 'booking.submitted' });
    expect(actor.getSnapshot().context.guestErrors).toMatchObject({ firstName: 'required' });
    for (const event of guestEvents) actor.send(event);
    // The plan takes a card or payment at the hotel: the card comes first, the guest chooses the hotel.
    expect(selectPackagePaymentMethods(actor.getSnapshot())).toEqual(['credit_card', 'on_site']);
    actor.send({ type: 'payment.chosen', method: 'on_site' });
    actor.send({ type: 'booking.submitted' });
    actor.send({ type: 'booking.submitted' }); // a double click
    await waitFor(actor, (s) => s.matches('Confirmed'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({
      outboundFlightId: 1,
      returnFlightId: 3,
      expectedTotalPrice: 99000,
      paymentType: 'on_site',
      rooms: [{ roomTypeCode: 'KY-STD-TWIN', adults: 2, children: 0 }],
    });
    expect(confirmed).toEqual(['ABCDEFGHJK']);
  });

  it('retries a lost request with the same key, and sends the guest back to the flights when seats ran out', async () => {
    const { actor, sent } = running([
      async () => {
        throw failure(ErrorCode.network, 'Network failure');
      },
      async () => {
        throw failure(ErrorCode.flightSoldOut, 'Flight sold out', 409);
      },
    ]);
    await waitFor(actor, (s) => s.matches('ChoosingFlights'));
    actor.send({ type: 'outbound.chosen', flightId: 1 });
    actor.send({ type: 'return.chosen', flightId: 3 });
    actor.send({ type: 'flights.confirmed' });
    await waitFor(actor, (s) => s.matches('ChoosingRooms'));
    actor.send({ type: 'offer.chosen', key: 'KY-STD-TWIN/KY-STD-TWIN-RO' });
    actor.send({ type: 'rooms.confirmed' });
    for (const event of guestEvents) actor.send(event);
    actor.send({ type: 'payment.chosen', method: 'on_site' });
    actor.send({ type: 'booking.submitted' });
    await waitFor(actor, (s) => s.matches('BookingFailed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('ChoosingFlights'));
    expect(sent.map((request) => request.idempotencyKey)).toEqual([sent[0]!.idempotencyKey, sent[0]!.idempotencyKey]);
    expect(actor.getSnapshot().context.failure?.code).toBe(ErrorCode.flightSoldOut);
    expect(actor.getSnapshot().context.outboundId).toBeNull();
  });

  it('pays by card: the card goes to the provider, the token and the total of rooms and fares to the API', async () => {
    const { actor, sent, confirmed, tokenized } = running([async () => BOOKED], ['tok_1']);
    await upToGuest(actor);
    expect(actor.getSnapshot().context.paymentMethod).toBeNull();
    actor.send({ type: 'payment.chosen', method: 'credit_card' });
    actor.send({ type: 'booking.submitted' });
    // An empty card is refused in the browser: nothing is sent.
    expect(actor.getSnapshot().value).toBe('EnteringGuest');
    expect(actor.getSnapshot().context.cardErrors).toMatchObject({ number: 'required', holderName: 'required' });
    for (const event of cardEvents) actor.send(event);
    expect(actor.getSnapshot().context.card.brand).toBe('visa');
    actor.send({ type: 'booking.submitted' });
    actor.send({ type: 'booking.submitted' }); // a double click
    await waitFor(actor, (s) => s.matches('Confirmed'));
    expect(tokenized).toEqual(['4111 1111 1111 1111']);
    expect(sent).toHaveLength(1);
    // Rooms at the card's price and the fares: the total the guest saw.
    expect(packageTotal(actor.getSnapshot().context)).toEqual({ rooms: 28500, flights: 69000, total: 97500 });
    expect(sent[0]!.input).toMatchObject({ paymentType: 'credit_card', cardToken: 'tok_1', expectedTotalPrice: 97500 });
    expect(sent[0]!.input.mcpCurrency).toBeUndefined();
    expect(confirmed).toEqual(['ABCDEFGHJK']);
  });

  it('after a declined card keeps the guest, asks for another card and books it under a new key', async () => {
    const { actor, sent, confirmed } = running(
      [
        async () => {
          throw failure('3002', 'Payment failed', 402);
        },
        async () => BOOKED,
      ],
      ['tok_declined', 'tok_other'],
    );
    await upToGuest(actor);
    for (const event of cardEvents) actor.send(event);
    actor.send({ type: 'booking.submitted' });
    await waitFor(actor, (s) => s.matches('EnteringGuest') && s.context.failure !== null);
    expect(actor.getSnapshot().context).toMatchObject({ failure: { code: '3002' }, cardToken: null });
    expect(actor.getSnapshot().context.guest.firstName).toBe('Hanako');
    actor.send({ type: 'card.changed', field: 'number', value: '5555 5555 5555 4444' });
    actor.send({ type: 'booking.submitted' });
    await waitFor(actor, (s) => s.matches('Confirmed'));
    expect(sent.map((request) => request.input.cardToken)).toEqual(['tok_declined', 'tok_other']);
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    expect(confirmed).toEqual(['ABCDEFGHJK']);
  });

  it("pays in the guest's currency by card only, with the currency's brands, and follows a 3-D Secure challenge", async () => {
    const { actor, sent, challenged } = running(
      [async () => ({ ...BOOKED, status: 'payment_pending', transactionId: 'pay_123' })],
      ['tok_usd'],
    );
    await upToGuest(actor);
    actor.send({
      type: 'currency.changed',
      mcp: { code: 'USD', rateUpdatedAt: '2026-03-02T03:00:00.000Z', allowedBrands: ['visa', 'master'] },
    });
    // The plan takes both, but another currency is card only.
    expect(selectPackagePaymentMethods(actor.getSnapshot())).toEqual(['credit_card']);
    actor.send({ type: 'card.changed', field: 'number', value: '3530 1113 3330 0000' });
    actor.send({ type: 'booking.submitted' });
    expect(actor.getSnapshot().context.cardErrors.brand).toBe('card_brand_unsupported');
    for (const event of cardEvents) actor.send(event);
    actor.send({ type: 'booking.submitted' });
    await waitFor(actor, (s) => s.matches('AwaitingThreeDSecure'));
    expect(sent[0]!.input).toMatchObject({
      paymentType: 'credit_card',
      cardToken: 'tok_usd',
      mcpCurrency: 'USD',
      mcpRateUpdatedAt: '2026-03-02T03:00:00.000Z',
    });
    expect(challenged).toEqual(['pay_123']);
  });

  it('is refused for six rooms without loading anything', () => {
    const actor = createActor(packageBookingMachine.provide({ actors: { loadAirports: pendingActor() } }), {
      input: { ...input, criteria: { ...criteria, rooms: Array(6).fill({ adults: 1, children: 0 }) } },
    });
    actor.start();
    expect(actor.getSnapshot().value).toBe('Refused');
    expect(actor.getSnapshot().context.problem).toBe('room_limit');
  });
});

const filled = (form: object) => Object.values(form).filter((value) => value !== '' && value !== false).length;

describe('the package booking chart model paths', () => {
  const noOrigin: PackageBookingInput = { ...input, criteria: { ...criteria, origin: '' } };
  const events = [
    { type: 'origin.chosen', origin: 'HND' },
    { type: 'outbound.chosen', flightId: 1 },
    { type: 'return.chosen', flightId: 3 },
    { type: 'flights.confirmed' },
    { type: 'offer.chosen', key: 'KY-STD-TWIN/KY-STD-TWIN-RO' },
    { type: 'rooms.confirmed' },
    { type: 'flights.reopened' },
    ...guestEvents.slice(0, 1),
    { type: 'payment.chosen', method: 'credit_card' },
    { type: 'booking.submitted' },
    { type: 'retry' },
    doneEvent('loadFlights', FLIGHTS),
    doneEvent('loadRooms', OFFERS),
    doneEvent('bookPackage', BOOKED),
    doneEvent('bookPackage', { ...BOOKED, status: 'payment_pending', transactionId: 'pay_1' }),
    doneEvent('tokenizeCard', 'tok_1'),
    doneEvent('quoteCardRooms', 28500),
    errorEvent('tokenizeCard', failure('3004', 'Check the card number', 422)),
    errorEvent('loadFlights', failure(ErrorCode.packageNotOffered, 'No package', 422)),
    errorEvent('bookPackage', failure(ErrorCode.network, 'Network failure')),
    errorEvent('bookPackage', failure(ErrorCode.flightSoldOut, 'Flight sold out', 409)),
  ];
  const options = (start: PackageBookingInput) => ({
    input: start,
    events: (snapshot: { value: unknown }) =>
      snapshot.value !== 'EnteringGuest'
        ? events
        : // The card is typed once the guest is complete (fewer paths, every state still reached).
          isGuestFormValid((snapshot as unknown as { context: { guest: GuestForm } }).context.guest)
          ? [...events, ...cardEvents.slice(1)]
          : [...events, ...guestEvents.slice(1)],
    serializeState: (snapshot: {
      value: unknown;
      context: {
        outboundId: number | null;
        returnId: number | null;
        offerKey: string | null;
        guest: object;
        paymentMethod: string | null;
        card: object;
        cardRoomsTotal: number | null;
      };
    }) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.outboundId,
        snapshot.context.returnId,
        snapshot.context.offerKey,
        // How far the guest and the card are filled in, not with what: a few states, every one reached.
        filled(snapshot.context.guest),
        snapshot.context.paymentMethod,
        filled(snapshot.context.card),
        snapshot.context.cardRoomsTotal,
      ]),
  });
  const sixRooms: PackageBookingInput = {
    ...input,
    criteria: { ...criteria, rooms: Array(6).fill({ adults: 1, children: 0 }) },
  };
  const paths = [input, noOrigin, sixRooms].flatMap((start) =>
    listModelPaths(packageBookingMachine, options(start) as never).map((path) => ({ ...path, start })),
  );

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(packageBookingMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('replays on a real actor, and books only with both flights, a plan and a valid guest', () => {
    const machine = packageBookingMachine.provide({
      actors: {
        loadAirports: pendingActor<AirportOption[], Record<string, never>>(),
        tokenizeCard: pendingActor<string, { hotelCode: string; card: CardForm }>(),
        quoteCardRooms: pendingActor<number, CardQuoteRequest>(),
        loadFlights: pendingActor(),
        loadRooms: pendingActor(),
        bookPackage: pendingActor<BookedPackage, BookPackageRequest>(),
      },
    });
    for (const path of paths) {
      const snapshot = replayPath(machine, path.start, path);
      expect(stateKey(snapshot.value), path.description).toBe(path.target);
      if (path.target === 'Booking') {
        const request = packageReservationInput(path.snapshot.context);
        expect(
          [request.outboundFlightId, request.returnFlightId, request.rooms[0]?.roomPlanCode],
          path.description,
        ).toEqual([1, 3, 'KY-STD-TWIN-RO']);
      }
    }
  });
});
