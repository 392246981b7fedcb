import { and, assign, fromPromise, setup } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { errorOf, isFailure, isRetryableFailure, toFailure, type Failure } from '../failure';
import { notImplemented } from '../not-implemented';
import {
  emptyGuestForm,
  isGuestFormValid,
  validateGuestForm,
  type GuestErrors,
  type GuestField,
  type GuestForm,
} from '../booking/guest-form';
import type { CreateReservationInput } from '../graphql/graphql';
import {
  mcpPaymentMethods,
  sameBookingMcp,
  withMultiCurrencyPayment,
  type BookingMcp,
} from '../currency/booking-currency';
import {
  cardChanged,
  emptyCardForm,
  validateCardForm,
  type CardContext,
  type CardErrors,
  type CardField,
  type CardForm,
} from '../payment/card-form';
import type {
  AirportOption,
  BookedPackage,
  CardQuoteRequest,
  BookPackageRequest,
  FlightChoices,
  FlightOption,
  RoomOffer,
} from './actors';
import { packageCriteriaProblem, type PackageCriteria, type PackageCriteriaProblem } from './package-criteria';

export const PackageBookingTags = { Busy: 'Busy' } as const;

/**
 * How a package is paid: at the hotel, or by card when booking (the reservation's own card path: the
 * card goes to the provider, the API gets a token and charges rooms and fares together). The chosen
 * plan must take the method; paying in another currency than the hotel's is by card only.
 */
export const PACKAGE_PAYMENT_METHODS = ['credit_card', 'on_site'] as const;
export type PackagePaymentMethod = (typeof PACKAGE_PAYMENT_METHODS)[number];

export interface PackageBookingInput {
  hotelCode: string;
  criteria: PackageCriteria & { undated?: boolean };
  locale?: string | null;
}

export interface PackageBookingContext {
  hotelCode: string;
  criteria: PackageCriteria;
  locale: string | null;
  /** Why the address's search cannot be a package (up to 5 rooms, never undated), or null. */
  problem: PackageCriteriaProblem | null;
  airports: AirportOption[];
  flights: FlightChoices | null;
  outboundId: number | null;
  returnId: number | null;
  offers: RoomOffer[];
  /** The chosen plan, for every searched room. */
  offerKey: string | null;
  guest: GuestForm;
  guestErrors: GuestErrors;
  /** The method the guest chose (null: the first the plan takes). */
  paymentMethod: PackagePaymentMethod | null;
  card: CardForm;
  cardErrors: CardErrors;
  /** The provider's token of the card of this attempt. */
  cardToken: string | null;
  /** The chosen plan's rooms priced for a card (the card-payment promotion), null until quoted. */
  cardRoomsTotal: number | null;
  /** Paying in the guest's currency (the currency chart, through the app root), null: the hotel's. */
  mcp: BookingMcp | null;
  /** One key per attempt: a double click or a retry after a network failure never books twice. */
  idempotencyKey: string | null;
  booked: BookedPackage | null;
  failure: Failure | null;
}

export type PackageBookingEvent =
  | { type: 'origin.chosen'; origin: string }
  | { type: 'outbound.chosen'; flightId: number }
  | { type: 'return.chosen'; flightId: number }
  | { type: 'flights.confirmed' }
  | { type: 'offer.chosen'; key: string }
  | { type: 'rooms.confirmed' }
  | { type: 'flights.reopened' }
  | { type: 'rooms.reopened' }
  | { type: 'guest.changed'; field: GuestField; value: string | boolean }
  | { type: 'payment.chosen'; method: PackagePaymentMethod }
  | { type: 'card.changed'; field: CardField; value: string }
  | { type: 'currency.changed'; mcp: BookingMcp | null }
  | { type: 'booking.submitted' }
  | { type: 'retry' };

export const offerKeyOf = (offer: Pick<RoomOffer, 'roomTypeCode' | 'roomPlanCode'>) =>
  `${offer.roomTypeCode}/${offer.roomPlanCode}`;

export const chosenFlight = (list: readonly FlightOption[] | undefined, id: number | null) =>
  list?.find((flight) => flight.id === id) ?? null;
export const chosenOffer = (context: Pick<PackageBookingContext, 'offers' | 'offerKey'>) =>
  context.offers.find((offer) => offerKeyOf(offer) === context.offerKey) ?? null;

/** Rooms and fares together: what the package costs, and what the booking is checked against. */
export function packageTotal(context: PackageBookingContext): { rooms: number; flights: number; total: number } {
  const outbound = chosenFlight(context.flights?.outbound, context.outboundId);
  const inbound = chosenFlight(context.flights?.return, context.returnId);
  const rooms =
    (context.cardRoomsTotal !== null && paysByCard(context)
      ? context.cardRoomsTotal
      : chosenOffer(context)?.totalPrice) ?? 0;
  const flights = (outbound?.totalFare ?? 0) + (inbound?.totalFare ?? 0);
  return { rooms, flights, total: rooms + flights };
}

/** The package's currency: the hotel's, in which the flights' fares and the rooms' prices both come. */
export const packageCurrency = (context: Pick<PackageBookingContext, 'flights' | 'offers' | 'offerKey'>) =>
  context.flights?.currency ?? chosenOffer(context)?.currency ?? 'JPY';

/** The methods of this flow the chosen plan takes (card only in another currency), card first. */
export function packagePaymentMethods(context: Pick<PackageBookingContext, 'offers' | 'offerKey' | 'mcp'>) {
  const offer = chosenOffer(context);
  const taken = PACKAGE_PAYMENT_METHODS.filter((method) => offer?.paymentMethods.includes(method));
  return mcpPaymentMethods(taken, context.mcp) as PackagePaymentMethod[];
}

/** An offer this flow can book: its plan takes a method of the flow (by card in another currency). */
export const isPayableOffer = (offer: RoomOffer, mcp: BookingMcp | null) =>
  packagePaymentMethods({ offers: [offer], offerKey: offerKeyOf(offer), mcp }).length > 0;

/** The chosen method if the plan still takes it, else the plan's first. */
export function packagePaymentMethod(context: PackageBookingContext): PackagePaymentMethod | null {
  const methods = packagePaymentMethods(context);
  return context.paymentMethod && methods.includes(context.paymentMethod)
    ? context.paymentMethod
    : (methods[0] ?? null);
}

export const paysByCard = (context: PackageBookingContext) => packagePaymentMethod(context) === 'credit_card';

/** What the card must satisfy: valid through check-out, the brand limit on the package's total, the currency's brands. */
export const packageCardContext = (context: PackageBookingContext): CardContext => ({
  checkout: context.criteria.checkout,
  amount: packageTotal(context).total,
  currency: packageCurrency(context),
  ...(context.mcp ? { allowedBrands: context.mcp.allowedBrands } : {}),
});

/** The createReservation input of the package: every searched room in the chosen plan, both flights, the total shown. */
export function packageReservationInput(context: PackageBookingContext): CreateReservationInput {
  const card = paysByCard(context);
  return withMultiCurrencyPayment(
    {
      ...packageStayInput(context),
      paymentType: packagePaymentMethod(context) ?? 'on_site',
      ...(card && context.cardToken ? { cardToken: context.cardToken } : {}),
    },
    card ? context.mcp : null,
  );
}

function packageStayInput(context: PackageBookingContext): Omit<CreateReservationInput, 'paymentType'> {
  const offer = chosenOffer(context)!;
  const guest = context.guest;
  const specialRequest = guest.specialRequest.trim();
  return {
    checkinDate: context.criteria.checkin,
    checkoutDate: context.criteria.checkout,
    rooms: context.criteria.rooms.map((room) => ({
      roomTypeCode: offer.roomTypeCode,
      roomPlanCode: offer.roomPlanCode,
      adults: room.adults,
      children: room.children,
    })),
    guest: {
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
      email: guest.email.trim(),
      phone: guest.phone.trim(),
    },
    outboundFlightId: context.outboundId,
    returnFlightId: context.returnId,
    expectedTotalPrice: packageTotal(context).total,
    ...(context.locale ? { locale: context.locale } : {}),
    ...(specialRequest ? { specialRequest } : {}),
  };
}

const failed =
  (code: string) =>
  ({ event }: { event: unknown }) => {
    const error = errorOf(event);
    return isFailure(error) && error.code === code;
  };

const packageSetup = setup({
  types: {
    context: {} as PackageBookingContext,
    events: {} as PackageBookingEvent,
    input: {} as PackageBookingInput,
    tags: {} as (typeof PackageBookingTags)[keyof typeof PackageBookingTags],
  },
  actors: {
    loadAirports: fromPromise<AirportOption[], Record<string, never>>(notImplemented),
    tokenizeCard: fromPromise<string, { hotelCode: string; card: CardForm }>(notImplemented),
    quoteCardRooms: fromPromise<number, CardQuoteRequest>(notImplemented),
    loadFlights: fromPromise<FlightChoices, { hotelCode: string; criteria: PackageCriteria }>(notImplemented),
    loadRooms: fromPromise<RoomOffer[], { hotelCode: string; criteria: PackageCriteria }>(notImplemented),
    bookPackage: fromPromise<BookedPackage, BookPackageRequest>(notImplemented),
  },
  actions: {
    /** Shows the confirmation page of the new reservation (hotel stay and flights). */
    goToConfirmation: (_, _params: { confirmationNumber: string; bypassToken: string }) => {},
    /** The 3-D Secure pending page of the payment (it finishes the payment and shows the confirmation). */
    goToThreeDSecure: (_, _params: { hotelCode: string; transactionId: string }) => {},
    newIdempotencyKey: assign({
      idempotencyKey: () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
    }),
  },
  guards: {
    searchable: ({ context }) => context.problem === null,
    hasOrigin: ({ context }) => context.problem === null && /^[A-Z]{3}$/.test(context.criteria.origin),
    flightsChosen: ({ context }) =>
      Boolean(
        chosenFlight(context.flights?.outbound, context.outboundId)?.bookable &&
        chosenFlight(context.flights?.return, context.returnId)?.bookable,
      ),
    offerChosen: ({ context }) => chosenOffer(context) !== null,
    guestValid: ({ context }) => isGuestFormValid(context.guest),
    payable: ({ context }) => packagePaymentMethod(context) !== null,
    cardReady: ({ context }) =>
      !paysByCard(context) ||
      (context.cardRoomsTotal !== null &&
        Object.keys(validateCardForm(context.card, packageCardContext(context))).length === 0),
    paysByCard: ({ context }) => paysByCard(context),
    awaitsChallenge: ({ event }) => {
      const output = (event as { output?: BookedPackage }).output;
      return Boolean(output?.transactionId) && output?.status === 'payment_pending';
    },
    seatsGone: failed(ErrorCode.flightSoldOut),
    roomsGone: failed(ErrorCode.soldOut),
    retryable: ({ event }) => isRetryableFailure(errorOf(event)),
  },
});

export const packageBookingMachine = packageSetup.createMachine({
  id: 'packageBooking',
  description:
    'Hotel plus flight (SPEC.md sections 1, 2 dynamic_package and 5): the departure airport, the outbound and return flights, a plan for the searched rooms, the guest, then one booking of rooms and seats; at most 5 rooms, never undated.',
  context: ({ input }) => ({
    hotelCode: input.hotelCode,
    criteria: {
      checkin: input.criteria.checkin,
      checkout: input.criteria.checkout,
      rooms: input.criteria.rooms,
      origin: input.criteria.origin,
    },
    locale: input.locale ?? null,
    problem: packageCriteriaProblem(input.criteria),
    airports: [],
    flights: null,
    outboundId: null,
    returnId: null,
    offers: [],
    offerKey: null,
    guest: { ...emptyGuestForm },
    guestErrors: {},
    paymentMethod: null,
    card: emptyCardForm,
    cardErrors: {},
    cardToken: null,
    cardRoomsTotal: null,
    mcp: null,
    idempotencyKey: null,
    booked: null,
    failure: null,
  }),
  invoke: {
    id: 'loadAirports',
    src: 'loadAirports',
    input: () => ({}),
    onDone: { actions: assign({ airports: ({ event }) => event.output }) },
    // Without the list the guest keeps the airport of the address; the flights still load.
    onError: { actions: assign({ airports: [] }) },
  },
  on: {
    // Another currency (or rate) from the currency chart: the card's brands and the charge follow it.
    'currency.changed': {
      guard: ({ context, event }) => !sameBookingMcp(context.mcp, event.mcp),
      actions: assign({ mcp: ({ event }) => event.mcp, cardErrors: {} }),
    },
  },
  initial: 'Starting',
  states: {
    Starting: {
      always: [
        { guard: 'hasOrigin', target: 'LoadingFlights' },
        { guard: 'searchable', target: 'ChoosingOrigin' },
        { target: 'Refused' },
      ],
    },
    Refused: {
      description:
        'The address asks for more than 5 rooms, no dates or an undated search: the page says why (package_room_limit, package_undated).',
    },
    ChoosingOrigin: {
      description: 'No departure airport yet: the guest picks one.',
      on: {
        'origin.chosen': {
          target: 'LoadingFlights',
          actions: assign({ criteria: ({ context, event }) => ({ ...context.criteria, origin: event.origin }) }),
        },
      },
    },
    LoadingFlights: {
      tags: [PackageBookingTags.Busy],
      // A failure stays to be shown (seats taken by someone else) until the guest chooses again.
      entry: assign({ outboundId: null, returnId: null }),
      invoke: {
        id: 'loadFlights',
        src: 'loadFlights',
        input: ({ context }) => ({ hotelCode: context.hotelCode, criteria: context.criteria }),
        onDone: { target: 'ChoosingFlights', actions: assign({ flights: ({ event }) => event.output }) },
        onError: { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    ChoosingFlights: {
      description:
        'Outbound (check-in day) and return (check-out day) cards with times, carrier and price per person; another airport reloads.',
      on: {
        'origin.chosen': {
          target: 'LoadingFlights',
          actions: assign({ criteria: ({ context, event }) => ({ ...context.criteria, origin: event.origin }) }),
        },
        'outbound.chosen': { actions: assign({ outboundId: ({ event }) => event.flightId, failure: null }) },
        'return.chosen': { actions: assign({ returnId: ({ event }) => event.flightId, failure: null }) },
        'flights.confirmed': { guard: 'flightsChosen', target: 'LoadingRooms' },
      },
    },
    LoadingRooms: {
      tags: [PackageBookingTags.Busy],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadRooms',
        src: 'loadRooms',
        input: ({ context }) => ({ hotelCode: context.hotelCode, criteria: context.criteria }),
        onDone: {
          target: 'ChoosingRooms',
          actions: assign({
            offers: ({ event }) => event.output,
            // A plan chosen before stays chosen if it is still offered.
            offerKey: ({ context, event }) =>
              event.output.some((offer) => offerKeyOf(offer) === context.offerKey) ? context.offerKey : null,
          }),
        },
        onError: { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    ChoosingRooms: {
      description: 'The plans for every searched room, with the flights and the total of both.',
      on: {
        'offer.chosen': { actions: assign({ offerKey: ({ event }) => event.key, cardRoomsTotal: null }) },
        'flights.reopened': { target: 'ChoosingFlights' },
        'rooms.confirmed': { guard: 'offerChosen', target: 'EnteringGuest', actions: 'newIdempotencyKey' },
      },
    },
    EnteringGuest: {
      // The plan's price for a card: the booking is checked against the total the guest sees.
      invoke: {
        id: 'quoteCardRooms',
        src: 'quoteCardRooms',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          criteria: context.criteria,
          roomPlanCode: chosenOffer(context)?.roomPlanCode ?? '',
        }),
        onDone: { actions: assign({ cardRoomsTotal: ({ event }) => event.output }) },
        // Without the card's price the guest may still pay at the hotel; the card waits (cardReady).
        onError: { actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
      description:
        'The summary (stay, flights, total), the guest form and the payment: by card (the card form) or at the hotel, as the plan takes.',
      on: {
        'payment.chosen': {
          actions: assign({ paymentMethod: ({ event }) => event.method, cardErrors: {}, failure: null }),
        },
        'card.changed': {
          // A recognised number chooses its brand (and drops a brand error), as the widget's card form does.
          actions: assign(({ context, event }) => {
            const changed = cardChanged(context.card, context.cardErrors, event.field, event.value);
            return { card: changed.card, cardErrors: changed.errors };
          }),
        },
        'guest.changed': {
          actions: assign({
            guest: ({ context, event }) => ({ ...context.guest, [event.field]: event.value }),
            guestErrors: ({ context, event }) => {
              const { [event.field]: _fixed, ...rest } = context.guestErrors;
              return rest;
            },
          }),
        },
        'flights.reopened': { target: 'ChoosingFlights' },
        'rooms.reopened': { target: 'ChoosingRooms' },
        'booking.submitted': [
          {
            guard: and(['guestValid', 'payable', 'cardReady', 'paysByCard']),
            target: 'Tokenizing',
            actions: assign({ cardErrors: {}, failure: null }),
          },
          { guard: and(['guestValid', 'payable', 'cardReady']), target: 'Booking' },
          {
            actions: assign({
              guestErrors: ({ context }) => validateGuestForm(context.guest),
              cardErrors: ({ context }) =>
                paysByCard(context) ? validateCardForm(context.card, packageCardContext(context)) : {},
            }),
          },
        ],
      },
    },
    Tokenizing: {
      description: 'The card goes to the payment provider only; the booking API gets a token.',
      tags: [PackageBookingTags.Busy],
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        input: ({ context }) => ({ hotelCode: context.hotelCode, card: context.card }),
        onDone: { target: 'Booking', actions: assign({ cardToken: ({ event }) => event.output }) },
        onError: { target: 'EnteringGuest', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Booking: {
      description:
        'One createReservation with both flights: rooms and seats in one transaction; a double click sends nothing more.',
      tags: [PackageBookingTags.Busy],
      entry: assign({ failure: null }),
      invoke: {
        id: 'bookPackage',
        src: 'bookPackage',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          input: packageReservationInput(context),
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: [
          {
            guard: 'awaitsChallenge',
            target: 'AwaitingThreeDSecure',
            actions: assign({ booked: ({ event }) => event.output }),
          },
          { target: 'Confirmed', actions: assign({ booked: ({ event }) => event.output }) },
        ],
        onError: [
          // Someone took the last seats or rooms first: choose again from fresh flights or rooms.
          {
            guard: 'seatsGone',
            target: 'LoadingFlights',
            actions: [assign({ failure: ({ event }) => toFailure(event.error) }), 'newIdempotencyKey'],
          },
          {
            guard: 'roomsGone',
            target: 'LoadingRooms',
            actions: [assign({ failure: ({ event }) => toFailure(event.error) }), 'newIdempotencyKey'],
          },
          {
            guard: 'retryable',
            target: 'BookingFailed',
            actions: assign({ failure: ({ event }) => toFailure(event.error) }),
          },
          // Refused (a declined card, a changed rate): nothing is held; the guest corrects it or types another card.
          {
            target: 'EnteringGuest',
            actions: [assign({ failure: ({ event }) => toFailure(event.error), cardToken: null }), 'newIdempotencyKey'],
          },
        ],
      },
    },
    AwaitingThreeDSecure: {
      description:
        'The issuer asks for the 3-D Secure password: the app goes to the pending page, which finishes the payment and shows the confirmation.',
      type: 'final',
      entry: {
        type: 'goToThreeDSecure',
        params: ({ context }) => ({ hotelCode: context.hotelCode, transactionId: context.booked?.transactionId ?? '' }),
      },
    },
    BookingFailed: {
      description: 'The request did not get through; retrying sends the same key, so it never books twice.',
      on: { retry: { target: 'Booking' }, 'rooms.reopened': { target: 'EnteringGuest' } },
    },
    Failed: {
      description:
        'Flights or rooms could not be loaded (for example package_not_offered); retry or choose another airport.',
      on: {
        retry: [{ guard: 'flightsChosen', target: 'LoadingRooms' }, { target: 'LoadingFlights' }],
        'origin.chosen': {
          target: 'LoadingFlights',
          actions: assign({ criteria: ({ context, event }) => ({ ...context.criteria, origin: event.origin }) }),
        },
      },
    },
    Confirmed: {
      description: 'Booked: the confirmation page shows the stay and both flights.',
      type: 'final',
      entry: {
        type: 'goToConfirmation',
        params: ({ context }) => ({
          confirmationNumber: context.booked?.confirmationNumber ?? '',
          bypassToken: context.booked?.bypassToken ?? '',
        }),
      },
    },
  },
});

export type PackageBookingMachine = typeof packageBookingMachine;
