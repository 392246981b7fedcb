import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { LoadSearchExtrasInput, SearchExtras } from './context';

export const SearchExtrasDocument = graphql(/* GraphQL */ `
  query SearchExtras($code: String!, $brand: String!, $checkin: String) {
    kidsSetting(code: $code) {
      kidsType
      currency
      tiers {
        code
        name
        minAge
        maxAge
        nightlyPrice
        companion
      }
      mealBedOptions {
        option
        nightlyPrice
        takesBed
      }
    }
    hotelNotifications(code: $code, checkin: $checkin) {
      id
      title
      body
    }
    brandFacilities(brand: $brand) {
      code
      name
      currency
      latitude
      longitude
    }
  }
`);

/** The real implementations of the search-extras chart's actors, through the gateway. */
export function createSearchExtrasActors(client: GatewayClient) {
  return {
    loadSearchExtras: fromPromise<SearchExtras, LoadSearchExtrasInput>(async ({ input }) => {
      const result = await client.request(SearchExtrasDocument, {
        code: input.hotelCode,
        brand: input.brandCode,
        checkin: input.checkin || null,
      });
      return {
        kidsSetting: result.kidsSetting,
        notifications: result.hotelNotifications,
        facilities: result.brandFacilities,
      };
    }),
  };
}
