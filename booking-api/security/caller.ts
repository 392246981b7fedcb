import type { Context, MiddlewareHandler } from 'hono';
import {
  GATEWAY_CALLER_HEADER,
  GATEWAY_CALLER_PROOF_HEADER,
  isGatewayCallerProof,
} from '../../contract/gateway-caller';
import { callerAddress } from '../http/caller-address';

/** Where the request's caller is kept on the context. */
const CALLER = 'callerAddress';
/** The bucket of callers whose address is not known (only requests made in-process have none). */
export const UNKNOWN_CALLER = 'unknown';

/**
 * Decides once per request who the caller is, for the limits: the address the GraphQL gateway
 * vouches for (contract/gateway-caller.ts) when its proof verifies against `gatewaySecret`;
 * otherwise the socket address, or the last X-Forwarded-For entry behind a trusted proxy
 * (http/caller-address.ts). A caller header without a valid proof is ignored.
 */
export function identifyCaller(gatewaySecret: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const vouched = c.req.header(GATEWAY_CALLER_HEADER)?.trim();
    const proof = c.req.header(GATEWAY_CALLER_PROOF_HEADER)?.trim();
    const trusted =
      gatewaySecret && vouched && proof && vouched.length <= 100 && isGatewayCallerProof(gatewaySecret, vouched, proof);
    c.set(CALLER as never, (trusted ? vouched : callerAddress(c)) as never);
    await next();
  };
}

/** The caller's address as decided by `identifyCaller`, or "unknown". */
export function callerOf(c: Context): string {
  return (c.get(CALLER as never) as string | undefined) ?? callerAddress(c) ?? UNKNOWN_CALLER;
}
