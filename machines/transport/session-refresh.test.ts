import { describe, expect, it } from 'vitest';
import { createGatewayClient } from './graphql-client';
import { createSessionRefresher } from './session-refresh';
import { HotelSettingsDocument } from '../init/actors';
import { createMemoryStorage } from './client-session';
import { createMemberTokenStore } from '../auth/actors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expired = () =>
  json(200, {
    data: null,
    errors: [{ message: 'Identity expired', extensions: { code: '4000', title: 'Identity expired', status: 403 } }],
  });
const ok = (id: number) => json(200, { data: { hotel: { id } } });
const user = {
  id: 7,
  email: 'a@b.co',
  provider: 'tripla',
  organizationId: null,
  organizationRole: null,
  firstName: 'A',
  lastName: 'B',
  firstNameKana: null,
  lastNameKana: null,
  locale: null,
  membershipId: 'X',
  pointProgramEnabled: false,
  sessionExpiresAt: null,
};

/**
 * A browser transport whose refresher goes through a second transport (as in browser-services),
 * both served by one fake gateway that answers by operation name.
 */
function setup(
  answer: (operation: string, authorization: string | null, variables: Record<string, unknown>) => Response,
) {
  const tokens = createMemberTokenStore(createMemoryStorage({ triplabot_member_session: 'old-token' }));
  const calls: { operation: string; authorization: string | null; variables: Record<string, unknown> }[] = [];
  const unauthorized: string[] = [];
  const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    const operation = /(query|mutation) (\w+)/.exec(body.query)![2]!;
    const authorization = new Headers(init?.headers).get('Authorization');
    calls.push({ operation, authorization, variables: body.variables });
    return answer(operation, authorization, body.variables);
  }) as typeof fetch;
  const base = {
    endpoint: 'http://gateway.test/graphql',
    getClientSession: () => 's',
    getLocale: () => 'en',
    fetch: fetchImpl,
    getAuthorization: () => tokens.read(),
  };
  const plain = createGatewayClient(base);
  const client = createGatewayClient({
    ...base,
    refreshMemberSession: createSessionRefresher(plain, tokens, () => 'demo-kyoto'),
    onUnauthorized: (f) => void unauthorized.push(f.code),
  });
  return { client, tokens, calls, unauthorized };
}

describe('expired identity (403 4000): refresh the session token and repeat exactly once', () => {
  it('refreshes with the stored token and repeats the request with the new one', async () => {
    const { client, tokens, calls } = setup((operation, authorization, variables) => {
      if (operation === 'ExchangeMemberToken') {
        expect(variables).toEqual({ code: 'demo-kyoto', grantType: 'refresh_token', token: 'old-token' });
        return json(200, { data: { exchangeMemberToken: { token: 'new-token', expiresAt: 'x', user } } });
      }
      return authorization === 'Bearer new-token' ? ok(1) : expired();
    });
    await expect(client.request(HotelSettingsDocument, { code: 'demo-kyoto' })).resolves.toEqual({ hotel: { id: 1 } });
    expect(calls.map((c) => `${c.operation} ${c.authorization}`)).toEqual([
      'HotelSettings Bearer old-token',
      'ExchangeMemberToken Bearer old-token',
      'HotelSettings Bearer new-token',
    ]);
    expect(tokens.read()).toBe('new-token');
  });

  it("repeats only once: a second 4000 after the refresh is the caller's failure", async () => {
    let exchanges = 0;
    const { client, calls } = setup((operation) => {
      if (operation === 'ExchangeMemberToken') {
        exchanges += 1;
        return json(200, { data: { exchangeMemberToken: { token: `new-${exchanges}`, expiresAt: 'x', user } } });
      }
      return expired();
    });
    await expect(client.request(HotelSettingsDocument, { code: 'x' })).rejects.toMatchObject({
      code: '4000',
      status: 403,
    });
    expect(calls.filter((c) => c.operation === 'HotelSettings')).toHaveLength(2);
    expect(exchanges).toBe(1);
  });

  it('a refused refresh (3403 spent) logs out locally, like a 401', async () => {
    const { client, unauthorized, calls } = setup((operation) =>
      operation === 'ExchangeMemberToken'
        ? json(200, {
            data: null,
            errors: [
              { message: 'spent', extensions: { code: '3403', title: 'Session token already spent', status: 409 } },
            ],
          })
        : expired(),
    );
    await expect(client.request(HotelSettingsDocument, { code: 'x' })).rejects.toMatchObject({ code: '4000' });
    expect(unauthorized).toEqual(['4000']);
    expect(calls.filter((c) => c.operation === 'HotelSettings')).toHaveLength(1);
  });

  it('requests failing together share one refresh', async () => {
    let exchanges = 0;
    const { client } = setup((operation, authorization) => {
      if (operation === 'ExchangeMemberToken') {
        exchanges += 1;
        return json(200, { data: { exchangeMemberToken: { token: 'new-token', expiresAt: 'x', user } } });
      }
      return authorization === 'Bearer new-token' ? ok(2) : expired();
    });
    const results = await Promise.all([1, 2, 3].map(() => client.request(HotelSettingsDocument, { code: 'x' })));
    expect(results).toEqual([{ hotel: { id: 2 } }, { hotel: { id: 2 } }, { hotel: { id: 2 } }]);
    expect(exchanges).toBe(1);
  });

  it('without a member token a 4000 is not refreshed', async () => {
    const { client, tokens, calls } = setup(() => expired());
    tokens.clear();
    await expect(client.request(HotelSettingsDocument, { code: 'x' })).rejects.toMatchObject({ code: '4000' });
    expect(calls).toHaveLength(1);
  });
});
