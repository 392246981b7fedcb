import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { SavedCard } from './machine';

export const SavedCardsDocument = graphql(/* GraphQL */ `
  query SavedCards($code: String!) {
    savedCards(code: $code) {
      cardId
      brand
      last4
      expiryMonth
      expiryYear
      createdAt
    }
  }
`);

export const DeleteSavedCardDocument = graphql(/* GraphQL */ `
  mutation DeleteSavedCard($code: String!, $cardId: String!) {
    deleteSavedCard(code: $code, cardId: $cardId) {
      cardId
      brand
      last4
      expiryMonth
      expiryYear
      createdAt
    }
  }
`);

export function createSavedCardsActors(client: GatewayClient) {
  return {
    fetchSavedCards: fromPromise<SavedCard[], { hotelCode: string }>(async ({ input }) => {
      return (await client.request(SavedCardsDocument, { code: input.hotelCode })).savedCards;
    }),
    deleteSavedCard: fromPromise<SavedCard[], { hotelCode: string; cardId: string }>(async ({ input }) => {
      return (await client.request(DeleteSavedCardDocument, { code: input.hotelCode, cardId: input.cardId }))
        .deleteSavedCard;
    }),
  };
}
