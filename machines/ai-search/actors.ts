import { fromPromise } from 'xstate';
import type { QueryLanguage } from '../../contract/hotel-search-intent';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { Interpretation, SearchPlaceAndDay } from './machine';

export const InterpretHotelSearchDocument = graphql(/* GraphQL */ `
  query InterpretHotelSearch($query: String!, $language: String) {
    interpretHotelSearch(query: $query, language: $language) {
      checkin
      nights
      adults
      children {
        count
        ages
      }
      rooms
      area {
        code
        name
      }
      budget {
        max
        currency
        per
      }
      meal
      features
      language
      interpretedBy
      today
    }
  }
`);

export const SearchAreasDocument = graphql(/* GraphQL */ `
  query SearchAreas {
    searchAreas {
      code
      name
      within
    }
    agencyToday
  }
`);

export function createAiSearchActors(client: GatewayClient) {
  return {
    interpretSearch: fromPromise<Interpretation, { query: string; language: QueryLanguage | null }>(
      async ({ input }) =>
        (await client.request(InterpretHotelSearchDocument, { query: input.query, language: input.language }))
          .interpretHotelSearch,
    ),
    loadAreas: fromPromise<SearchPlaceAndDay, { uiLanguage: string }>(async () => {
      const reply = await client.request(SearchAreasDocument, {});
      return {
        areas: reply.searchAreas.map((area) => ({ code: area.code, name: area.name, within: area.within ?? null })),
        today: reply.agencyToday,
      };
    }),
  };
}
