import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { SearchCriteria, SearchResult } from './context';

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
          occupancyPrices {
            adults
            children
            roomPrice
            roomTax
          }
        }
      }
      nextAvailableDate
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
    searchRooms: fromPromise<SearchResult, SearchRoomsInput>(async ({ input }) => {
      const { checkin, checkout, adults, children, roomCount, order, roomGuests } = input.criteria;
      // Guests per room when they were given room by room; otherwise roomCount identical rooms.
      const guests = roomGuests ? { rooms: roomGuests.map((room) => ({ adults: room.adults, children: room.children })) } : { adults, children, roomCount };
      const result = await client.request(RoomSearchDocument, {
        code: input.hotelCode,
        search: { checkin, checkout, order, ...guests, searchNextAvailableDateIfNoResult: true },
      });
      return { rooms: result.rooms.rooms, nextAvailableDate: result.rooms.nextAvailableDate ?? null };
    }),
  };
}
