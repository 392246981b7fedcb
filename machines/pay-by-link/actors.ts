import { fromPromise } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { graphql } from '../graphql';
import { hasFailureCode } from '../failure';
import { tokenizeCard, type ProviderFetch } from '../payment/card-tokenizers';
import type { GatewayClient } from '../transport/graphql-client';
import type { OpenPageRequest, PayRequest, PayByLinkView, VisitRequest } from './context';
import type { VisitStore } from './visit-store';

export { sessionVisitStore, type VisitStore } from './visit-store';

/** What the page shows of a payment link; every document that returns the link spreads it. */
export const PayByLinkViewFieldsFragment = graphql(/* GraphQL */ `
  fragment PayByLinkViewFields on PayByLink {
    paymentNumber
    hotelCode
    cardPaymentProvider
    hotelName
    subject
    amount
    currency
    status
    amountVersion
    paidAt
    refundedAt
    visit {
      visitId
      openedAt
      expiresAt
      expiresInSeconds
    }
    result
    attempt {
      attemptId
      status
      amount
      currency
      card {
        brand
        last4
      }
      challengeUrl
      failureCode
    }
  }
`);

export const OpenPayByLinkDocument = graphql(/* GraphQL */ `
  mutation OpenPayByLink($paymentNumber: String!) {
    openPayByLink(paymentNumber: $paymentNumber) {
      ...PayByLinkViewFields
    }
  }
`);

export const PayByLinkDocument = graphql(/* GraphQL */ `
  query PayByLink($paymentNumber: String!, $visitId: String!) {
    payByLink(paymentNumber: $paymentNumber, visitId: $visitId) {
      ...PayByLinkViewFields
    }
  }
`);

export const PayPayByLinkDocument = graphql(/* GraphQL */ `
  mutation PayPayByLink($paymentNumber: String!, $visitId: String!, $amountVersion: Int!, $cardToken: String!) {
    payPayByLink(
      paymentNumber: $paymentNumber
      visitId: $visitId
      amountVersion: $amountVersion
      cardToken: $cardToken
    ) {
      ...PayByLinkViewFields
    }
  }
`);

export const AbortPayByLinkPaymentDocument = graphql(/* GraphQL */ `
  mutation AbortPayByLinkPayment($paymentNumber: String!, $visitId: String!) {
    abortPayByLinkPayment(paymentNumber: $paymentNumber, visitId: $visitId) {
      ...PayByLinkViewFields
    }
  }
`);

/** The real implementations of the pay-by-link chart's actors, through the gateway. */
export function createPayByLinkActors(
  client: GatewayClient,
  visits: VisitStore,
  providerFetch: ProviderFetch = (input, init) => fetch(input, init),
) {
  const open = async (paymentNumber: string): Promise<PayByLinkView> => {
    const view = (await client.request(OpenPayByLinkDocument, { paymentNumber })).openPayByLink;
    visits.set(paymentNumber, view.visit.visitId);
    return view;
  };
  return {
    /**
     * Opening the page: back from the issuer's page (or a reload within the hour) the stored visit
     * is resumed, which also collects the 3-D Secure answer; otherwise, or when its hour is over
     * with nothing in progress, a new visit (a new hour) starts.
     */
    openPage: fromPromise<PayByLinkView, OpenPageRequest>(async ({ input }) => {
      const stored = input.fresh ? null : visits.get(input.paymentNumber);
      if (stored) {
        try {
          const view = (
            await client.request(PayByLinkDocument, { paymentNumber: input.paymentNumber, visitId: stored })
          ).payByLink;
          const inProgress = view.attempt?.status === 'pre_3d_secure';
          if (view.visit.expiresInSeconds > 0 || inProgress || view.result === 'paid') return view;
        } catch (error) {
          if (!hasFailureCode(error, ErrorCode.payByLinkExpired)) throw error;
        }
      }
      return open(input.paymentNumber);
    }),
    refreshView: fromPromise<PayByLinkView, VisitRequest>(
      async ({ input }) =>
        (await client.request(PayByLinkDocument, { paymentNumber: input.paymentNumber, visitId: input.visitId }))
          .payByLink,
    ),
    payLink: fromPromise<PayByLinkView, PayRequest>(async ({ input }) => {
      const cardToken = await tokenizeCard(input.cardProvider, providerFetch, input.card);
      return (
        await client.request(PayPayByLinkDocument, {
          paymentNumber: input.paymentNumber,
          visitId: input.visitId,
          amountVersion: input.amountVersion,
          cardToken,
        })
      ).payPayByLink;
    }),
    abortPayment: fromPromise<PayByLinkView, VisitRequest>(
      async ({ input }) =>
        (
          await client.request(AbortPayByLinkPaymentDocument, {
            paymentNumber: input.paymentNumber,
            visitId: input.visitId,
          })
        ).abortPayByLinkPayment,
    ),
  };
}
