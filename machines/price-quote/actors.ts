import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { PriceQuoteRequest, PricedSummary } from './context';

export const PriceQuoteDocument = graphql(/* GraphQL */ `
  query PriceQuote($code: String!, $quote: PriceQuoteInput!) {
    priceQuote(code: $code, quote: $quote) {
      priceSummary {
        ...PriceSummaryFields
      }
      discountCode {
        kind
        code
        status
        errorCode
        name
      }
    }
  }
`);

export const ReservationPriceSummaryDocument = graphql(/* GraphQL */ `
  query ReservationPriceSummary($code: String!, $confirmationNumber: String!, $email: String, $bypassToken: String) {
    reservation(code: $code, confirmationNumber: $confirmationNumber, email: $email, bypassToken: $bypassToken) {
      priceSummary {
        ...PriceSummaryFields
      }
    }
  }
`);

/** The real loadSummary of the price-quote chart, through the gateway. */
export function createPriceQuoteActors(client: GatewayClient) {
  return {
    loadSummary: fromPromise<PricedSummary, PriceQuoteRequest>(async ({ input }) => {
      if (input.kind === 'reservation') {
        const result = await client.request(ReservationPriceSummaryDocument, {
          code: input.hotelCode,
          confirmationNumber: input.confirmationNumber,
          email: input.email ?? null,
          bypassToken: input.bypassToken ?? null,
        });
        return { summary: result.reservation.priceSummary ?? null, discountCode: null };
      }
      const result = await client.request(PriceQuoteDocument, {
        code: input.hotelCode,
        quote: {
          checkin: input.checkin,
          checkout: input.checkout,
          rooms: input.rooms,
          ...(input.paymentType ? { paymentType: input.paymentType } : {}),
          ...(input.mcpCurrency ? { mcpCurrency: input.mcpCurrency } : {}),
          ...(input.couponCode
            ? { couponCode: input.couponCode }
            : input.promoCode
              ? { promoCode: input.promoCode }
              : {}),
          ...(input.extras?.length ? { extras: input.extras } : {}),
        },
      });
      return { summary: result.priceQuote.priceSummary, discountCode: result.priceQuote.discountCode ?? null };
    }),
  };
}
