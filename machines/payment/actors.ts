import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { PaymentRequest, PaymentView } from './context';

export const CompleteThreeDSecureDocument = graphql(/* GraphQL */ `
  mutation CompleteThreeDSecure($code: String!, $transactionId: String!) {
    completeThreeDSecure(code: $code, transactionId: $transactionId) {
      transactionId
      status
      amount
      currency
      challengeUrl
      expiresInSeconds
      failureCode
      card {
        brand
        last4
      }
      reservation {
        confirmationNumber
        status
        bypassToken
      }
    }
  }
`);

export const AbortThreeDSecureDocument = graphql(/* GraphQL */ `
  mutation AbortThreeDSecure($code: String!, $transactionId: String!) {
    abortThreeDSecure(code: $code, transactionId: $transactionId) {
      transactionId
      status
      amount
      currency
      challengeUrl
      expiresInSeconds
      failureCode
      card {
        brand
        last4
      }
      reservation {
        confirmationNumber
        status
        bypassToken
      }
    }
  }
`);

/** The real implementations of the payment chart's actors, through the gateway. */
export function createPaymentActors(client: GatewayClient) {
  return {
    completeThreeDSecure: fromPromise<PaymentView, PaymentRequest>(
      async ({ input }) =>
        (
          await client.request(CompleteThreeDSecureDocument, {
            code: input.hotelCode,
            transactionId: input.transactionId,
          })
        ).completeThreeDSecure,
    ),
    abortThreeDSecure: fromPromise<PaymentView, PaymentRequest>(
      async ({ input }) =>
        (await client.request(AbortThreeDSecureDocument, { code: input.hotelCode, transactionId: input.transactionId }))
          .abortThreeDSecure,
    ),
  };
}
