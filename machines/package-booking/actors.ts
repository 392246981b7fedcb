import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { CreateReservationInput } from '../graphql/graphql';
import type { GatewayClient } from '../transport/graphql-client';
import { tokenizeCard, type ProviderFetch } from '../payment/card-tokenizers';
import type { CardForm } from '../payment/card-form';
import type { PackageCriteria } from './package-criteria';
import { roomsParam } from './package-criteria';

export const PackageAirportsDocument = graphql(/* GraphQL */ `
  query PackageAirports {
    packageAirports {
      code
      name
      city
    }
  }
`);

export const PackageFlightsDocument = graphql(/* GraphQL */ `
  query PackageFlights($code: String!, $origin: String!, $checkin: String!, $checkout: String!, $rooms: String!) {
    packageFlights(code: $code, origin: $origin, checkin: $checkin, checkout: $checkout, rooms: $rooms) {
      passengers
      currency
      outbound {
        ...PackageFlightFields
      }
      return {
        ...PackageFlightFields
      }
    }
  }
  fragment PackageFlightFields on PackageFlight {
    id
    flightNumber
    carrierName
    origin {
      code
      city
    }
    destination {
      code
      city
    }
    departureDate
    departureTime
    arrivalDate
    arrivalTime
    farePerSeat
    totalFare
    seatsAvailable
    bookable
  }
`);

export const PackageRoomsDocument = graphql(/* GraphQL */ `
  query PackageRooms($code: String!, $search: RoomSearchInput!) {
    rooms(code: $code, search: $search) {
      rooms {
        roomTypeCode
        name
        roomCount
        plans {
          roomPlanCode
          name
          totalPrice
          currency
          mealIncluded
          refundable
          paymentMethods
        }
      }
    }
  }
`);

export const PackageCardQuoteDocument = graphql(/* GraphQL */ `
  query PackageCardQuote($code: String!, $quote: PriceQuoteInput!) {
    priceQuote(code: $code, quote: $quote) {
      priceSummary {
        totalPrice
      }
    }
  }
`);

export const BookPackageDocument = graphql(/* GraphQL */ `
  mutation BookPackage($code: String!, $input: CreateReservationInput!, $idempotencyKey: String!) {
    createReservation(code: $code, input: $input, idempotencyKey: $idempotencyKey) {
      confirmationNumber
      bypassToken
      status
      totalPrice
      flightTotalPrice
      payment {
        transactionId
      }
    }
  }
`);

export interface AirportOption {
  code: string;
  name: string;
  city: string;
}

export interface FlightOption {
  id: number;
  flightNumber: string;
  carrierName: string;
  origin: { code: string; city: string };
  destination: { code: string; city: string };
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  farePerSeat: number;
  totalFare: number;
  seatsAvailable: number;
  bookable: boolean;
}

export interface FlightChoices {
  passengers: number;
  /** The hotel's currency: the fares are in it, as the rooms' prices are. */
  currency: string;
  outbound: FlightOption[];
  return: FlightOption[];
}

/** A plan for every searched room together (the search prices all rooms: totalPrice). */
export interface RoomOffer {
  roomTypeCode: string;
  roomTypeName: string;
  roomPlanCode: string;
  planName: string;
  totalPrice: number;
  currency: string;
  mealIncluded: boolean;
  refundable: boolean;
  paymentMethods: string[];
}

export interface BookedPackage {
  confirmationNumber: string;
  bypassToken: string;
  /** payment_pending while a card's 3-D Secure challenge waits. */
  status?: string;
  transactionId?: string | null;
}

/** The chosen plan for every searched room, priced for a card payment (a card promotion may lower it). */
export interface CardQuoteRequest {
  hotelCode: string;
  criteria: PackageCriteria;
  roomPlanCode: string;
}

/** The card provider that takes the package hotel's cards: its tokenizer takes the card. */
export const PackageCardProviderDocument = graphql(/* GraphQL */ `
  query PackageCardProvider($code: String!) {
    bookingWidgetSettings(code: $code) {
      cardPaymentProvider
    }
  }
`);

export interface BookPackageRequest {
  hotelCode: string;
  input: CreateReservationInput;
  idempotencyKey: string;
}

/** The real actors: the gateway, and the card provider's tokenization (the widget's card path). */
export function createPackageBookingActors(client: GatewayClient, providerFetch: ProviderFetch) {
  return {
    // With the tokenizer of the hotel's card provider (machines/payment/card-tokenizers.ts).
    tokenizeCard: fromPromise<string, { hotelCode: string; card: CardForm }>(async ({ input }) => {
      const { bookingWidgetSettings } = await client.request(PackageCardProviderDocument, { code: input.hotelCode });
      return tokenizeCard(bookingWidgetSettings.cardPaymentProvider, providerFetch, input.card);
    }),
    loadAirports: fromPromise<AirportOption[], Record<string, never>>(
      async () => (await client.request(PackageAirportsDocument, {})).packageAirports,
    ),
    loadFlights: fromPromise<FlightChoices, { hotelCode: string; criteria: PackageCriteria }>(async ({ input }) => {
      const reply = await client.request(PackageFlightsDocument, {
        code: input.hotelCode,
        origin: input.criteria.origin,
        checkin: input.criteria.checkin,
        checkout: input.criteria.checkout,
        rooms: roomsParam(input.criteria.rooms),
      });
      return reply.packageFlights;
    }),
    loadRooms: fromPromise<RoomOffer[], { hotelCode: string; criteria: PackageCriteria }>(async ({ input }) => {
      const reply = await client.request(PackageRoomsDocument, {
        code: input.hotelCode,
        search: {
          checkin: input.criteria.checkin,
          checkout: input.criteria.checkout,
          rooms: input.criteria.rooms.map((room) => ({ adults: room.adults, children: room.children })),
        },
      });
      return reply.rooms.rooms.flatMap((room) =>
        room.plans.map((plan) => ({
          roomTypeCode: room.roomTypeCode,
          roomTypeName: room.name,
          roomPlanCode: plan.roomPlanCode,
          planName: plan.name,
          totalPrice: plan.totalPrice,
          currency: plan.currency,
          mealIncluded: plan.mealIncluded,
          refundable: plan.refundable,
          paymentMethods: [...plan.paymentMethods],
        })),
      );
    }),
    quoteCardRooms: fromPromise<number, CardQuoteRequest>(async ({ input }) => {
      const reply = await client.request(PackageCardQuoteDocument, {
        code: input.hotelCode,
        quote: {
          checkin: input.criteria.checkin,
          checkout: input.criteria.checkout,
          rooms: input.criteria.rooms.map((room) => ({
            roomPlanCode: input.roomPlanCode,
            adults: room.adults,
            children: room.children,
          })),
          paymentType: 'credit_card',
        },
      });
      return reply.priceQuote.priceSummary.totalPrice;
    }),
    bookPackage: fromPromise<BookedPackage, BookPackageRequest>(async ({ input }) => {
      const reply = await client.request(BookPackageDocument, {
        code: input.hotelCode,
        input: input.input,
        idempotencyKey: input.idempotencyKey,
      });
      return {
        confirmationNumber: reply.createReservation.confirmationNumber,
        bypassToken: reply.createReservation.bypassToken,
        status: reply.createReservation.status,
        transactionId: reply.createReservation.payment?.transactionId ?? null,
      };
    }),
  };
}
