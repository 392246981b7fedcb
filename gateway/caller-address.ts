import { lastForwardedAddress, normaliseAddress, trustProxyFromEnv } from '../contract/caller-address';
import { GATEWAY_CALLER_HEADER, GATEWAY_CALLER_PROOF_HEADER, gatewayCallerProof } from '../contract/gateway-caller';

/**
 * Who called /graphql, as far as the gateway can know it: the address of the socket (the node
 * request `@hono/node-server` passes as the server context, `incoming`), or, behind one trusted
 * reverse proxy (env TRUST_PROXY=1), the last X-Forwarded-For entry (earlier entries are the
 * client's own claims). Undefined when unknown (a request made in-process).
 *
 * The gateway tells the booking API with a proof (contract/gateway-caller.ts), so the API's limits
 * on failed sign-ins and look-ups apply per real caller, not to the gateway as a whole.
 */
interface NodeServerContext {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function graphqlCallerAddress(
  request: Request,
  serverContext: unknown,
  trustProxy = trustProxyFromEnv(),
): string | undefined {
  const forwarded = trustProxy ? lastForwardedAddress(request.headers.get('X-Forwarded-For')) : undefined;
  if (forwarded) return forwarded;
  const socketAddress = (serverContext as NodeServerContext | undefined)?.incoming?.socket?.remoteAddress;
  return socketAddress ? normaliseAddress(socketAddress) : undefined;
}

/** The headers that tell the booking API who the caller is, signed with the gateway's API client secret. */
export function callerHeaders(clientSecret: string, address: string): Record<string, string> {
  return { [GATEWAY_CALLER_HEADER]: address, [GATEWAY_CALLER_PROOF_HEADER]: gatewayCallerProof(clientSecret, address) };
}
