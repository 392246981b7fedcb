import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { MemberReservationPage, MemberReservationTab } from './machine';

export const MyReservationsDocument = graphql(/* GraphQL */ `
  query MyReservations($status: MemberReservationTab, $page: Int) {
    myReservations(status: $status, page: $page) {
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
    fetchReservations: fromPromise<MemberReservationPage, { tab: MemberReservationTab; page: number }>(async ({ input }) => {
      return (await client.request(MyReservationsDocument, { status: input.tab, page: input.page })).myReservations;
    }),
  };
}
