import { describe, expect, it } from 'vitest';
import { createGatewayClient, operationNameOf, RATE_LIMIT_RETRY_MS } from './graphql-client';
import { HotelSettingsDocument } from '../init/actors';

function reply(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function client(replies: Array<Response | Error>, session: string | null = 'sess-1') {
  const seen: { headers: Headers; body: string }[] = [];
  const waits: number[] = [];
  const gateway = createGatewayClient({
    endpoint: 'http://gateway.test/graphql',
    getClientSession: () => session,
    getLocale: () => 'ja',
    fetch: (async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ headers: new Headers(init?.headers), body: String(init?.body) });
      const next = replies.shift();
      if (!next || next instanceof Error) throw next ?? new TypeError('Failed to fetch');
      return next;
    }) as typeof fetch,
    sleep: async (ms) => void waits.push(ms),
  });
  return { gateway, seen, waits };
}

describe('gateway client', () => {
  it('sends Client-Session and X-Locale', async () => {
    const { gateway, seen } = client([reply(200, { data: { hotel: { id: 1 }, bookingWidgetSettings: {} } })]);
    await gateway.request(HotelSettingsDocument, { code: 'demo-kyoto' });
    expect(seen[0]!.headers.get('Client-Session')).toBe('sess-1');
    expect(seen[0]!.headers.get('X-Locale')).toBe('ja');
    expect(JSON.parse(seen[0]!.body).variables).toEqual({ code: 'demo-kyoto' });
  });

  it('omits Client-Session when none is stored', async () => {
    const { gateway, seen } = client([reply(200, { data: {} })], null);
    await gateway.request(HotelSettingsDocument, { code: 'x' });
    expect(seen[0]!.headers.has('Client-Session')).toBe(false);
  });

  it('rejects with the Failure of errors[0].extensions', async () => {
    const { gateway } = client([
      reply(200, {
        data: null,
        errors: [{ message: 'x', extensions: { code: '1004', title: 'Sold out', status: 409 } }],
      }),
    ]);
    await expect(gateway.request(HotelSettingsDocument, { code: 'x' })).rejects.toEqual({
      code: '1004',
      title: 'Sold out',
      status: 409,
    });
  });

  it('a network failure is error02; a bare 503 keeps its status', async () => {
    const down = client([new TypeError('Failed to fetch')]);
    await expect(down.gateway.request(HotelSettingsDocument, { code: 'x' })).rejects.toEqual({
      code: 'error02',
      title: 'Network failure',
    });
    const unavailable = client([reply(503, '<html>maintenance</html>')]);
    await expect(unavailable.gateway.request(HotelSettingsDocument, { code: 'x' })).rejects.toMatchObject({
      code: 'error02',
      status: 503,
    });
  });

  it('posts the query text with its variables and operation name', async () => {
    const { gateway, seen } = client([reply(200, { data: { hotel: { id: 1 } } })]);
    await gateway.request(HotelSettingsDocument, { code: 'demo-kyoto' });
    const body = JSON.parse(seen[0]!.body) as { query: string; operationName: string };
    expect(body.operationName).toBe('HotelSettings');
    expect(body.query).toBe(String(HotelSettingsDocument));
    expect(body.query).toContain('query HotelSettings($code: String!)');
    expect(seen[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(operationNameOf('\n  mutation SignOut($code: String!) { signOut(code: $code) }')).toBe('SignOut');
  });

  it('an unreadable reply is error02; a GraphQL error under an HTTP error status keeps its code', async () => {
    const garbled = client([reply(200, 'not json')]);
    await expect(garbled.gateway.request(HotelSettingsDocument, { code: 'x' })).rejects.toEqual({
      code: 'error02',
      title: 'Network failure',
    });
    const refused = client([
      reply(401, { errors: [{ message: 'x', extensions: { code: '1009', title: 'Invalid Client-Session' } }] }),
    ]);
    await expect(refused.gateway.request(HotelSettingsDocument, { code: 'x' })).rejects.toEqual({
      code: '1009',
      title: 'Invalid Client-Session',
      status: 401,
    });
  });

  it('retries a 429 after 1000 ms', async () => {
    const { gateway, seen, waits } = client([
      reply(429, {
        errors: [{ message: 'slow down', extensions: { code: '429', title: 'Too Many Requests', status: 429 } }],
      }),
      reply(429, '{}'),
      reply(200, { data: { hotel: { id: 7 } } }),
    ]);
    const result = await gateway.request(HotelSettingsDocument, { code: 'x' });
    expect(result.hotel.id).toBe(7);
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([RATE_LIMIT_RETRY_MS, RATE_LIMIT_RETRY_MS]);
  });
});

describe('member session over the transport', () => {
  it('sends the member token as a bearer and reports only a session-gone 401 (1400) to the auth chart', async () => {
    const { createGatewayClient: create } = await import('./graphql-client');
    const seen: (string | null)[] = [];
    const reported: string[] = [];
    const reply = (code: string) =>
      new Response(
        JSON.stringify({ data: null, errors: [{ message: 'x', extensions: { code, title: 't', status: 401 } }] }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    const codes = ['1400', 'update_sign_in_required', '1009'];
    const client = create({
      endpoint: 'http://gateway.test/graphql',
      getClientSession: () => 'cs',
      getLocale: () => 'en',
      getAuthorization: () => 'member-token',
      onUnauthorized: (f) => void reported.push(f.code),
      fetch: (async (_url: string, init: RequestInit) => {
        seen.push(new Headers(init.headers).get('Authorization'));
        return reply(codes[seen.length - 1]!);
      }) as unknown as typeof fetch,
    });
    for (let i = 0; i < codes.length; i += 1)
      await client.request('query Q { __typename }' as never, {}).catch(() => {});
    expect(seen).toEqual(['Bearer member-token', 'Bearer member-token', 'Bearer member-token']);
    expect(reported).toEqual(['1400']);
  });
});
