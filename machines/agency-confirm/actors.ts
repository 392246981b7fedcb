import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import { tokenizeCard, type ProviderFetch } from '../payment/card-tokenizers';

/** The travel agency's own gateway takes a handed-over booking's card (booking-api/agency/hand-over.ts). */
const AGENCY_CARD_PROVIDER = 'sandbox';
import type { CardForm } from '../payment/card-form';
import type { BookedReservation, HandedOverBooking } from './machine';

export const HandedOverBookingDocument = graphql(/* GraphQL */ `
  query HandedOverBooking($id: String!) {
    handedOverBooking(id: $id) {
      id
      hotelCode
      hotelName
      currency
      search
      checkinDate
      checkoutDate
      rooms {
        roomTypeCode
        roomTypeName
        roomPlanCode
        roomPlanName
        adults
        children
      }
      guest {
        firstName
        lastName
        email
        phone
      }
      expectedTotalPrice
      reservationNumber
    }
  }
`);

export const BookHandedOverBookingDocument = graphql(/* GraphQL */ `
  mutation BookHandedOverBooking($id: String!, $cardToken: String!) {
    bookHandedOverBooking(id: $id, cardToken: $cardToken) {
      confirmationNumber
      bypassToken
      status
      payment {
        transactionId
      }
    }
  }
`);

/** The real actors of the agency confirmation chart: the gateway, and the card provider's tokenization. */
export function createAgencyConfirmActors(client: GatewayClient, providerFetch: ProviderFetch) {
  return {
    loadHandedOverBooking: fromPromise<HandedOverBooking, { id: string }>(async ({ input }) => {
      const { handedOverBooking } = await client.request(HandedOverBookingDocument, { id: input.id });
      return { ...handedOverBooking, rooms: [...handedOverBooking.rooms] };
    }),
    tokenizeCard: fromPromise<string, { card: CardForm }>(({ input }) =>
      tokenizeCard(AGENCY_CARD_PROVIDER, providerFetch, input.card),
    ),
    bookHandedOverBooking: fromPromise<BookedReservation, { id: string; cardToken: string }>(async ({ input }) => {
      const { bookHandedOverBooking: reservation } = await client.request(BookHandedOverBookingDocument, input);
      return {
        confirmationNumber: reservation.confirmationNumber,
        bypassToken: reservation.bypassToken,
        status: reservation.status,
        transactionId: reservation.payment?.transactionId ?? null,
      };
    }),
  };
}
