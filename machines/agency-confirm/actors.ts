import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import { tokenizeCard, type ProviderFetch } from '../payment/card-tokenizers';
import type { BookedReservation, HandedOverBooking, TokenizeInput } from './machine';

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
      cardPaymentProvider
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
    tokenizeCard: fromPromise<string, TokenizeInput>(({ input }) =>
      tokenizeCard(input.provider, providerFetch, input.card),
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
