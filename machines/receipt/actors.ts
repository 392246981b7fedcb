import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { LoadReceiptRequest, ReceiptDocument } from './context';

export const ReceiptDocumentQuery = graphql(/* GraphQL */ `
  query Receipt(
    $code: String!
    $confirmationNumber: String!
    $email: String
    $bypassToken: String
    $name: String!
    $taxId: String
    $locale: String
  ) {
    receipt(
      code: $code
      confirmationNumber: $confirmationNumber
      email: $email
      bypassToken: $bypassToken
      name: $name
      taxId: $taxId
      locale: $locale
    ) {
      receiptNumber
      receiptTitle
      receiptUnicode
      issuedAt
      hotel {
        code
        name
        postCode
        fullAddress
        country
      }
      confirmationNumber
      checkinDate
      checkoutDate
      nights
      paymentType
      currency
      amount
      tax
      remainAmount
      reissueCount
      locale
    }
  }
`);

/** The real implementations of the receipt chart's actors, through the gateway. */
export function createReceiptActors(client: GatewayClient) {
  return {
    loadReceipt: fromPromise<ReceiptDocument, LoadReceiptRequest>(async ({ input }) => {
      const result = await client.request(ReceiptDocumentQuery, {
        code: input.hotelCode,
        confirmationNumber: input.confirmationNumber,
        email: input.access.email ?? null,
        bypassToken: input.access.bypassToken ?? null,
        name: input.name,
        taxId: input.taxId,
        locale: input.locale,
      });
      return result.receipt;
    }),
  };
}
