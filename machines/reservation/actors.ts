import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { CancelReservationRequest, ReservationDetails, ReservationLookup } from './context';

export const ReservationDetailsFragment = graphql(/* GraphQL */ `
  fragment ReservationDetails on Reservation {
    confirmationNumber
    status
    bypassToken
    hotel {
      id
      code
      name
      timeZone
    }
    checkinDate
    checkoutDate
    nights
    rooms {
      roomTypeCode
      roomTypeName
      roomPlanCode
      roomPlanName
      adults
      children
      totalPrice
      tax
    }
    guest {
      firstName
      lastName
      email
      phone
    }
    paymentType
    currency
    totalPrice
    tax
    cancellation {
      fee
      cancellable
      refusalCode
    }
    cancellationFee
    cancelReason
    createdAt
    cancelledAt
  }
`);

export const ReservationLookupDocument = graphql(/* GraphQL */ `
  query ReservationLookup($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String) {
    reservation(code: $code, confirmationNumber: $confirmationNumber, email: $email, bypassToken: $bypassToken) {
      ...ReservationDetails
    }
  }
`);

export const CancelReservationDocument = graphql(/* GraphQL */ `
  mutation CancelReservation(
    $code: String!
    $confirmationNumber: String!
    $email: String
    $bypassToken: String
    $input: CancelReservationInput!
  ) {
    cancelReservation(
      code: $code
      confirmationNumber: $confirmationNumber
      email: $email
      bypassToken: $bypassToken
      input: $input
    ) {
      ...ReservationDetails
    }
  }
`);

function credentials(lookup: ReservationLookup) {
  return {
    code: lookup.hotelCode,
    confirmationNumber: lookup.confirmationNumber,
    email: lookup.email || null,
    bypassToken: lookup.bypassToken || null,
  };
}

/** The real implementations of the reservation chart's actors, through the gateway. */
export function createReservationActors(client: GatewayClient) {
  return {
    fetchReservation: fromPromise<ReservationDetails, ReservationLookup>(async ({ input }) => {
      const result = await client.request(ReservationLookupDocument, credentials(input));
      return result.reservation;
    }),
    cancelReservation: fromPromise<ReservationDetails, CancelReservationRequest>(async ({ input }) => {
      const result = await client.request(CancelReservationDocument, {
        ...credentials(input.lookup),
        input: input.cancellation,
      });
      return result.cancelReservation;
    }),
  };
}
