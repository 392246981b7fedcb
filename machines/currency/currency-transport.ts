import type { Variables } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { RoomSearchDocument } from '../search/actors';
import type { GatewayClient } from '../transport/graphql-client';

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
 * The search chart itself stays currency-agnostic; other documents pass through untouched.
 */
export function withSearchCurrency(client: GatewayClient, hooks: CurrencyTransportHooks): GatewayClient {
  return {
    async request<TResult, TVariables extends Variables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables): Promise<TResult> {
      if ((document as unknown) !== RoomSearchDocument) return client.request(document, variables);
      const code = hooks.mcpCurrency();
      const vars = variables as unknown as { code: string; search: Record<string, unknown> };
      const asked = code ? ({ ...vars, mcp: true, search: { ...vars.search, mcpCurrency: code } } as unknown as TVariables) : variables;
      const result = await client.request(document, asked);
      const quote = (result as unknown as { rooms: { mcpCurrency?: { code: string; rate: string; rateUpdatedAt: string } | null } }).rooms.mcpCurrency;
      if (quote) hooks.onQuote({ code: quote.code, rate: quote.rate, rateUpdatedAt: quote.rateUpdatedAt });
      return result;
    },
  };
}
