import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { SearchCriteria, SearchResult } from './context';
import { isFullyChosen, tierList } from './criteria-breadth';
import { searchedCode } from '../pricing/discount-code';

export const RoomSearchDocument = graphql(/* GraphQL */ `
  query RoomSearch($code: String!, $search: RoomSearchInput!, $mcp: Boolean = false, $pricing: Boolean = true) {
    rooms(code: $code, search: $search) {
      rooms {
        roomTypeCode
        name
        description
        maxOccupancy
        sizeSquareMetres
        beds {
          kind
          count
        }
        view
        roomCount
        photos {
          ...PhotoFields
        }
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
          meals
          cancellationTerms {
            kind
            freeUntil
            feePercentage
          }
          cancellationPolicyId
          paymentMethods
          priceSummary @include(if: $pricing) {
            ...PriceSummaryFields
          }
          occupancyPrices {
            adults
            children
            roomPrice
            roomTax
          }
          depositPercentage @include(if: $pricing)
          depositAmount @include(if: $pricing)
          mcpDepositAmount @include(if: $mcp)
          mcpTotalPrice @include(if: $mcp)
          mcpTax @include(if: $mcp)
          mcpRoomPrice @include(if: $mcp)
          mcpRoomTax @include(if: $mcp)
        }
      }
      nextAvailableDate
      bookingStartDate
      discountCode @include(if: $pricing) {
        kind
        code
        status
        errorCode
        name
      }
      paymentPromotionInfo @include(if: $pricing) {
        targetMode
        hotelPlanCodes
        discountPercent
      }
      mcpCurrency @include(if: $mcp) {
        code
        rate
        rateUpdatedAt
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
    searchRooms: fromPromise<SearchResult, SearchRoomsInput>(async ({ input }) => {
      const { checkin, checkout, adults, children, roomCount, order, roomGuests, isDayUse, undatedNights } =
        input.criteria;
      // Guests per room when they were given room by room (with children by tier); otherwise roomCount identical rooms.
      // The chart searches only with every meal and bed option chosen (validateCriteria); a partial list is never sent.
      const guests = roomGuests
        ? {
            rooms: roomGuests.map((room) => ({
              adults: room.adults,
              children: room.children,
              ...(room.kidsTiers ? { kidsTiers: tierList(room.kidsTiers) } : {}),
              ...(room.kidsAges ? { kidsAges: room.kidsAges } : {}),
              ...(room.kidsMealBed && isFullyChosen(room.kidsMealBed) ? { kidsMealBed: room.kidsMealBed } : {}),
            })),
          }
        : { adults, children, roomCount };
      const result = await client.request(RoomSearchDocument, {
        code: input.hotelCode,
        // Day use is a same-day stay: the checkout sent is the check-in (search-options).
        search: {
          checkin,
          checkout: isDayUse ? checkin : checkout,
          order,
          ...guests,
          ...(isDayUse ? { isDayUse: true } : {}),
          ...(undatedNights ? { undatedNights } : {}),
          searchNextAvailableDateIfNoResult: true,
          ...searchedCode(input.criteria),
        },
      });
      return {
        rooms: result.rooms.rooms,
        nextAvailableDate: result.rooms.nextAvailableDate ?? null,
        bookingStartDate: result.rooms.bookingStartDate ?? null,
        discountCode: result.rooms.discountCode ?? null,
        paymentPromotion: result.rooms.paymentPromotionInfo ?? null,
      };
    }),
  };
}
