import { RoomSearchDocument } from '../search/actors';
import { operationNameOf, type GatewayClient, type GatewayDocument, type Variables } from '../transport/graphql-client';

export interface CurrencyTransportHooks {
  /** The currency prices are asked in, when it is not the hotel's (null: the hotel currency). */
  mcpCurrency: () => string | null;
  /** A search priced in `code` with this rate and stamp. */
  onQuote: (quote: { code: string; rate: string; rateUpdatedAt: string }) => void;
}

/**
 * The search chart's transport with the guest's currency (SPEC.md section 3 `mcp_currency` of the
 * room search request): every room search also asks for the prices in the effective currency, and
 * the rate it was priced with goes back to the currency chart (the stamp a booking must carry).
 * The recommender's search is priced the same way (its amounts only; a booking starts from the
 * results page). The search charts stay currency-agnostic; other documents pass through untouched.
 */
export function withSearchCurrency(client: GatewayClient, hooks: CurrencyTransportHooks): GatewayClient {
  return {
    async request<TResult, TVariables extends Variables>(
      document: GatewayDocument<TResult, TVariables>,
      variables: TVariables,
    ): Promise<TResult> {
      // By name: the recommender's document comes with its page's chunk, not with the results page.
      const recommender = operationNameOf(document) === 'RoomRecommendations';
      if ((document as unknown) !== RoomSearchDocument && !recommender) return client.request(document, variables);
      const code = hooks.mcpCurrency();
      const vars = variables as unknown as { code: string; search: Record<string, unknown> };
      const asked = code
        ? ({ ...vars, mcp: true, search: { ...vars.search, mcpCurrency: code } } as unknown as TVariables)
        : variables;
      if (recommender) return client.request(document, asked);
      const result = await client.request(document, asked);
      const quote = (
        result as unknown as { rooms: { mcpCurrency?: { code: string; rate: string; rateUpdatedAt: string } | null } }
      ).rooms.mcpCurrency;
      if (quote) hooks.onQuote({ code: quote.code, rate: quote.rate, rateUpdatedAt: quote.rateUpdatedAt });
      return result;
    },
  };
}
