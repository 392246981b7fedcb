import { describe, expect, it } from 'vitest';
import { MembershipLimits } from '../contract';
import { useRealBookingApi } from './test-support/real-booking-api';

const real = useRealBookingApi({ clientKey: 'sign-in-callers-widget' });

const SIGN_IN = `mutation ($code: String!, $e: String!, $p: String!) { signIn(code: $code, email: $e, password: $p) { token } }`;

/** A header-less GraphQL sign-in (no Client-Session: the gateway's own session) from a caller at `address`. */
async function signInFrom(address: string, email: string, password: string): Promise<string | undefined> {
  const response = await real.gateway.fetch(
    new Request('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { code: 'demo-kyoto', e: email, p: password } }),
    }),
    // What @hono/node-server hands the gateway: the node request with its socket.
    { incoming: { socket: { remoteAddress: address } } },
  );
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code;
}

describe('sign-in limits through the gateway', () => {
  it('limits failed sign-ins per GraphQL caller, not per the gateway session they share', async () => {
    const first: (string | undefined)[] = [];
    for (let i = 0; i <= MembershipLimits.failedSignInsPerAddress; i += 1)
      first.push(await signInFrom('198.51.100.1', `nobody${i}@example.com`, 'Whatever1'));
    expect(first.slice(0, -1).every((code) => code === '1000')).toBe(true);
    expect(first.at(-1)).toBe('1303');
    // Another caller's header-less sign-in goes through the same gateway session and is not blocked.
    expect(await signInFrom('198.51.100.2', 'someone@example.com', 'Whatever1')).toBe('1000');
    expect(await signInFrom('::ffff:198.51.100.3', 'someone@example.com', 'Whatever1')).toBe('1000');
  });
});
