import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Who called the GraphQL gateway, told to the booking API. The gateway calls the API from its own
 * address (127.0.0.1 in the one-process server), so without this every GraphQL caller would share
 * one address and one set of limits. The gateway sends the caller's address with a proof, an
 * HMAC-SHA256 of the address keyed with the API client secret it already holds; the booking API,
 * configured with the same secret, believes the address only when the proof verifies. A stranger
 * calling /book directly cannot forge it.
 *
 * Server-side only (node:crypto): not exported from contract/index.ts, which the widget imports.
 */
export const GATEWAY_CALLER_HEADER = 'X-Gateway-Caller';
export const GATEWAY_CALLER_PROOF_HEADER = 'X-Gateway-Caller-Proof';

export function gatewayCallerProof(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`gateway-caller:${address}`).digest('base64url');
}

export function isGatewayCallerProof(secret: string, address: string, proof: string): boolean {
  const expected = Buffer.from(gatewayCallerProof(secret, address));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
