import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { LoadRecommendationsInput, Recommendation } from './context';

export const RoomRecommendationsDocument = graphql(/* GraphQL */ `
  query RoomRecommendations($code: String!, $search: RoomSearchInput!, $mcp: Boolean = false) {
    roomRecommendations(code: $code, search: $search) {
      roomTypeCode
      roomTypeName
      roomPlanCode
      hotelPlanCode
      roomPlanName
      totalPrice
      tax
      currency
      roomCount
      mealIncluded
      refundable
      mcpCurrency @include(if: $mcp)
      mcpTotalPrice @include(if: $mcp)
    }
  }
`);

export function createRecommenderActors(client: GatewayClient) {
  return {
    loadRecommendations: fromPromise<Recommendation[], LoadRecommendationsInput>(async ({ input }) => {
      const { checkin, checkout, adults, children, roomCount } = input.criteria;
      const result = await client.request(RoomRecommendationsDocument, {
        code: input.hotelCode,
        search: { checkin, checkout, adults, children, roomCount },
      });
      return result.roomRecommendations;
    }),
  };
}
