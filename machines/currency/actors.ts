import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { CurrencyList } from './events';

export const HotelCurrenciesDocument = graphql(/* GraphQL */ `
  query HotelCurrencies($code: String!) {
    currencies(code: $code) {
      hotelCurrency
      mcpEnabled
      suggested
      detected
      currencies {
        code
        decimals
        symbol
        rate
        rateUpdatedAt
        suggested
      }
    }
  }
`);

/** The real implementations of the currency chart's actors, through the gateway. */
export function createCurrencyActors(client: GatewayClient) {
  return {
    loadCurrencies: fromPromise<CurrencyList, { hotelCode: string }>(async ({ input }) => {
      const result = await client.request(HotelCurrenciesDocument, { code: input.hotelCode });
      return result.currencies;
    }),
  };
}
