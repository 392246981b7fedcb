import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import { roomsParam, searchedKidsAges, type HotelSearchCriteria } from './criteria';
import { SearchAreasDocument } from '../ai-search/actors';
import { PER_PAGE, type AreaOption, type HotelSearchPage } from './machine';

export const HotelSearchDocument = graphql(/* GraphQL */ `
  query HotelSearch($search: HotelSearchInput!) {
    hotelSearch(search: $search) {
      page
      totalPages
      totalEntries
      nights
      currency
      facilities {
        code
        name
        area {
          code
          name
        }
        address
        latitude
        longitude
        starRating
        features
        rating {
          average
          count
        }
        photo {
          ...PhotoFields
        }
        soldOut
        displayPrice {
          total
          perNight
          currency
        }
        lowestPlan {
          roomTypeName
          planName
          meal
          refundable
        }
        nextAvailable {
          checkin
          checkout
          displayPrice {
            total
            perNight
            currency
          }
        }
        partyRefusal {
          reason
          detail
        }
      }
    }
  }
`);

export function createHotelSearchActors(client: GatewayClient) {
  return {
    loadAreas: fromPromise<AreaOption[]>(async () =>
      (await client.request(SearchAreasDocument, {})).searchAreas.map((area) => ({
        code: area.code,
        name: area.name,
        within: area.within ?? null,
      })),
    ),
    searchHotels: fromPromise<HotelSearchPage, { criteria: HotelSearchCriteria; page: number }>(
      async ({ input: { criteria, page } }) => {
        const reply = await client.request(HotelSearchDocument, {
          search: {
            area: criteria.area,
            keyword: criteria.keyword || null,
            checkin: criteria.checkin,
            checkout: criteria.checkout,
            rooms: roomsParam(criteria.rooms),
            kidsAges: searchedKidsAges(criteria),
            minPrice: criteria.minPrice,
            maxPrice: criteria.maxPrice,
            currency: criteria.currency,
            features: criteria.features,
            meal: criteria.meal,
            order: criteria.order,
            page,
            perPage: PER_PAGE,
          },
        });
        return reply.hotelSearch;
      },
    ),
  };
}
