import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { Subscription } from './machine';

export const PromotionSubscriptionDocument = graphql(/* GraphQL */ `
  query PromotionSubscription($token: String!) {
    promotionSubscription(token: $token) {
      email
      subscribed
    }
  }
`);

export const UnsubscribePromotionEmailDocument = graphql(/* GraphQL */ `
  mutation UnsubscribePromotionEmail($token: String!) {
    unsubscribePromotionEmail(token: $token) {
      email
      subscribed
    }
  }
`);

export function createUnsubscribeActors(client: GatewayClient) {
  return {
    checkLink: fromPromise<Subscription, { token: string }>(
      async ({ input }) =>
        (await client.request(PromotionSubscriptionDocument, { token: input.token })).promotionSubscription,
    ),
    unsubscribe: fromPromise<Subscription, { token: string }>(
      async ({ input }) =>
        (await client.request(UnsubscribePromotionEmailDocument, { token: input.token })).unsubscribePromotionEmail,
    ),
  };
}
