import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { Room, SearchCriteria } from './context';

export const RoomSearchDocument = graphql(/* GraphQL */ `
  query RoomSearch($code: String!, $search: RoomSearchInput!) {
    rooms(code: $code, search: $search) {
      rooms {
        roomTypeCode
        name
        description
        maxOccupancy
        roomCount
        plans {
          roomPlanCode
          hotelPlanCode
          name
          description
          totalPrice
          tax
          roomPrice
          roomTax
          currency
          refundable
          mealIncluded
          cancellationPolicyId
          paymentMethods
        }
      }
    }
  }
`);

export interface SearchRoomsInput {
  hotelCode: string;
  criteria: SearchCriteria;
}

/** The real implementations of the search chart's actors, through the gateway. */
export function createSearchActors(client: GatewayClient) {
  return {
    searchRooms: fromPromise<Room[], SearchRoomsInput>(async ({ input }) => {
      const { checkin, checkout, adults, children, roomCount, order } = input.criteria;
      const result = await client.request(RoomSearchDocument, {
        code: input.hotelCode,
        search: { checkin, checkout, adults, children, roomCount, order },
      });
      return result.rooms.rooms;
    }),
  };
}
