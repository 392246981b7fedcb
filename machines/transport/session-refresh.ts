import type { GatewayClient } from './graphql-client';

export interface StoredMemberToken {
  read(): string | null;
  write(token: string): void;
}

/**
 * SPEC.md section 4 "Transport": an expired identity (403, 4000) trades the stored session token
 * for a new one. `client` must be a transport without this refresher, so a refresh never refreshes.
 * True when a new token is stored (by this call or, meanwhile, by another tab or request).
 */
export function createSessionRefresher(
  client: GatewayClient,
  tokens: StoredMemberToken,
  hotelCode: () => string | null,
): () => Promise<boolean> {
  return async () => {
    const token = tokens.read();
    const code = hotelCode();
    if (!token || !code) return false;
    try {
      const { ExchangeMemberTokenDocument } = await import('./member-token-exchange');
      const reply = await client.request(ExchangeMemberTokenDocument, { code, grantType: 'refresh_token', token });
      tokens.write(reply.exchangeMemberToken.token);
      return true;
    } catch {
      const now = tokens.read();
      return now !== null && now !== token;
    }
  };
}
