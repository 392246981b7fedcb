import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { MemberReservationFilters, MemberReservationPage, MemberReservationTab } from './machine';

export const MyReservationsDocument = graphql(/* GraphQL */ `
  query MyReservations(
    $status: MemberReservationTab
    $page: Int
    $channel: MemberReservationChannel
    $paymentType: String
  ) {
    myReservations(status: $status, page: $page, channel: $channel, paymentType: $paymentType) {
      page
      totalPages
      totalEntries
      reservations {
        confirmationNumber
        status
        bypassToken
        hotel {
          code
          name
        }
        checkinDate
        checkoutDate
        nights
        currency
        totalPrice
        rooms {
          roomTypeName
          roomPlanName
        }
      }
    }
  }
`);

export function createMyReservationsActors(client: GatewayClient) {
  return {
    fetchReservations: fromPromise<
      MemberReservationPage,
      { tab: MemberReservationTab; page: number } & MemberReservationFilters
    >(async ({ input }) => {
      const variables = { status: input.tab, page: input.page, channel: input.channel, paymentType: input.paymentType };
      return (await client.request(MyReservationsDocument, variables)).myReservations;
    }),
  };
}
