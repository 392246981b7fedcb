import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as widgetDocuments from '../machines/graphql/graphql';
import { ErrorCode } from '../contract';
import { createGateway, DOCUMENT_LIMITS, type GatewayOptions } from './index';
import { allowedOriginsFromEnv } from './cross-origin';
import { postGraphql } from './test-support/graphql-over-http';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';

// What a caller may send to /graphql: document size and shape, how it is posted, introspection,
// and which browser origins may read the answers. Against the real booking API ("today" 2030-04-01).
let realApi: RealBookingApi;
beforeAll(async () => {
  realApi = await startRealBookingApi({ clientKey: 'limits-widget' });
});
afterAll(() => realApi?.close());

/** A gateway on the real booking API that counts every call it makes upstream. */
function countingGateway(options: Partial<GatewayOptions> = {}) {
  const upstream: string[] = [];
  const gateway = createGateway({
    bookingApiUrl: realApi.apiUrl,
    clientKey: 'limits-widget',
    clientSecret: 'limits-widget-secret',
    logging: 'silent',
    fetch: (input, init) => {
      upstream.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    },
    ...options,
  });
  return { gateway, upstream };
}

const GATEWAY_URL = 'http://gateway.test/graphql';
const search = { checkin: '2030-04-15', checkout: '2030-04-16', adults: 2 };

/** The raw answer of one request, for status, headers and body text. */
async function send(gateway: ReturnType<typeof createGateway>, init: RequestInit) {
  const response = await gateway.fetch(new Request(GATEWAY_URL, init));
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text ? (JSON.parse(text) as { data?: any; errors?: any[] }) : {},
  };
}

const postJson = (
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify({ query, variables }),
});

function expectRefusedDocument(reply: Awaited<ReturnType<typeof send>>, message: RegExp) {
  expect(reply.status).toBe(400);
  expect(reply.body.data).toBeUndefined();
  expect(reply.body.errors).toHaveLength(1);
  const [error] = reply.body.errors!;
  expect(error.message).toMatch(message);
  expect(error.extensions).toMatchObject({
    code: ErrorCode.invalid,
    title: 'Query refused',
    status: 400,
    details: { base: [{ code: ErrorCode.invalid, text: error.message }] },
  });
  // Nothing internal reaches the caller.
  expect(reply.text).not.toMatch(
    /RangeError|call stack|stacktrace|"stack"|originalError|node_modules|\.[jt]s:\d+:\d+/i,
  );
}

describe('document limits', () => {
  it('refuses 1000 aliased room searches in one document without calling the booking API', async () => {
    const { gateway, upstream } = countingGateway();
    const aliases = Array.from(
      { length: 1000 },
      (_, i) => `r${i}: rooms(code: "demo-kyoto", search: $search) { rooms { roomTypeCode } }`,
    );
    const reply = await send(
      gateway,
      postJson(`query Bomb($search: RoomSearchInput!) { ${aliases.join(' ')} }`, { search }),
    );
    // So large a document is already refused by its length.
    expectRefusedDocument(reply, /tokens/);
    expect(upstream).toEqual([]);
  });

  it('refuses one alias more than the limit in a short document', async () => {
    const { gateway, upstream } = countingGateway();
    const aliases = Array.from(
      { length: DOCUMENT_LIMITS.maxAliases + 1 },
      (_, i) => `r${i}: rooms(code: "demo-kyoto", search: $search) { rooms { roomTypeCode } }`,
    );
    const reply = await send(
      gateway,
      postJson(`query Bomb($search: RoomSearchInput!) { ${aliases.join(' ')} }`, { search }),
    );
    expectRefusedDocument(reply, /aliases/);
    expect(upstream).toEqual([]);
  });

  it('still answers a document with a few aliases', async () => {
    const { gateway, upstream } = countingGateway();
    const reply = await send(
      gateway,
      postJson(
        `query Two($search: RoomSearchInput!) { kyoto: rooms(code: "demo-kyoto", search: $search) { rooms { roomTypeCode } } again: rooms(code: "demo-kyoto", search: $search) { rooms { roomTypeCode } } }`,
        { search },
      ),
    );
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.kyoto.rooms.length).toBeGreaterThan(0);
    expect(upstream.length).toBeGreaterThan(0);
  });

  it('answers a 10 000-deep selection with 400 and no stack trace, before parsing it whole', async () => {
    const { gateway, upstream } = countingGateway();
    const deep = `{ ${'hotel(code: "demo-kyoto") { '.repeat(10_000)}code${' }'.repeat(10_000)} }`;
    expectRefusedDocument(await send(gateway, postJson(deep)), /tokens/);
    const deepList = `query { hotel(code: ${'['.repeat(10_000)}"demo-kyoto"${']'.repeat(10_000)}) { code } }`;
    expectRefusedDocument(await send(gateway, postJson(deepList)), /tokens/);
    expect(upstream).toEqual([]);
  });

  it('refuses a document nested deeper than the limit though it is short', async () => {
    const { gateway, upstream } = countingGateway();
    // Few tokens, but twice as deep as the limit: refused by depth, not by size.
    const levels = DOCUMENT_LIMITS.maxDepth * 2;
    const reply = await send(gateway, postJson(`{ ${'a { '.repeat(levels)}b${' }'.repeat(levels)} }`));
    expectRefusedDocument(reply, /deep/);
    expect(upstream).toEqual([]);
  });

  it('refuses a document whose cost is above the limit though it has no aliases', async () => {
    const { gateway, upstream } = countingGateway();
    // One costly fragment spread a hundred times: short to write, and every spread counts.
    const spreads = Array.from({ length: 100 }, () => '...Costly').join(' ');
    const query = `query Costly($search: RoomSearchInput!) { ${spreads} }
      fragment Costly on Query { rooms(code: "demo-kyoto", search: $search) { rooms { roomTypeCode name roomCount plans { roomPlanCode name totalPrice roomPrice roomTax paymentMethods } } } }`;
    expectRefusedDocument(await send(gateway, postJson(query, { search })), /cost/);
    expect(upstream).toEqual([]);
  });

  it('lets every document the widget sends through with room to spare (half of every limit)', async () => {
    const documents = Object.entries(widgetDocuments).filter(
      ([name, value]) => name.endsWith('Document') && /^\s*(query|mutation)\b/.test(String(value)),
    );
    expect(documents.length).toBeGreaterThan(40);
    const strict = {
      maxTokens: DOCUMENT_LIMITS.maxTokens / 2,
      maxDepth: DOCUMENT_LIMITS.maxDepth / 2,
      maxAliases: DOCUMENT_LIMITS.maxAliases / 2,
      maxCost: DOCUMENT_LIMITS.maxCost / 2,
    };
    // Validation only: a gateway that refuses to call upstream answers each document after
    // checking it, with a variables error or an upstream failure, never with a refusal.
    const gateway = createGateway({
      bookingApiUrl: realApi.apiUrl,
      clientKey: 'limits-widget',
      clientSecret: 'limits-widget-secret',
      logging: 'silent',
      production: true,
      documentLimits: strict,
      fetch: async () => new Response('down for the test', { status: 503 }),
    });
    for (const [name, document] of documents) {
      const reply = await postGraphql(gateway, String(document));
      const refusals = (reply.errors ?? []).filter((error) => error.extensions?.title === 'Query refused');
      expect({ name, refusals }).toEqual({ name, refusals: [] });
    }
  });
});

describe('how a document may be posted', () => {
  const mutation = 'mutation Reset { requestPasswordReset(code: "demo-kyoto", email: "hanako@example.com") }';

  it('refuses a mutation posted as a plain HTML form (url-encoded)', async () => {
    const { gateway, upstream } = countingGateway();
    const reply = await send(gateway, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: mutation }).toString(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.invalid, status: 400 });
    expect(reply.body.errors?.[0]?.message).toMatch(/application\/json/);
    expect(upstream).toEqual([]);
  });

  it("refuses a mutation posted as a multipart form without the preflight header, and lets the widget's upload form through", async () => {
    const { gateway, upstream } = countingGateway();
    const form = () => {
      const body = new FormData();
      body.append('operations', JSON.stringify({ query: mutation }));
      return body;
    };
    const refused = await send(gateway, { method: 'POST', body: form() });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.invalid, status: 400 });
    expect(upstream).toEqual([]);

    // A browser sends this header cross-site only after a CORS preflight the gateway answers.
    const query = new FormData();
    query.append('operations', JSON.stringify({ query: '{ hotel(code: "demo-kyoto") { code } }' }));
    const allowed = await send(gateway, {
      method: 'POST',
      body: query,
      headers: { 'GraphQL-Require-Preflight': 'true' },
    });
    expect(allowed.body).toEqual({ data: { hotel: { code: 'demo-kyoto' } } });
  });

  it('refuses a mutation posted as text/plain', async () => {
    const { gateway, upstream } = countingGateway();
    const reply = await send(gateway, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ query: mutation }),
    });
    // Refused by the form-post rule (400 in the error shape), not merely by yoga's own 415.
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.invalid, status: 400 });
    expect(upstream).toEqual([]);
  });
});

describe('introspection and GraphiQL', () => {
  const introspection = '{ __schema { queryType { name } } }';

  it('refuses introspection in production and answers it in development', async () => {
    const production = countingGateway({ production: true }).gateway;
    expectRefusedDocument(await send(production, postJson(introspection)), /introspection/i);
    expectRefusedDocument(await send(production, postJson('{ __type(name: "Query") { name } }')), /introspection/i);
    expect((await send(production, postJson('{ __typename }'))).body).toEqual({ data: { __typename: 'Query' } });

    const development = countingGateway().gateway;
    expect((await send(development, postJson(introspection))).body).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
  });

  it('serves GraphiQL in development only', async () => {
    const page = () => new Request(GATEWAY_URL, { method: 'GET', headers: { Accept: 'text/html' } });
    const development = await countingGateway().gateway.fetch(page());
    expect(await development.text()).toContain('GraphiQL');
    const production = await countingGateway({ production: true }).gateway.fetch(page());
    expect(await production.text()).not.toContain('GraphiQL');
  });
});

describe('cross-origin callers', () => {
  const partner = 'https://partner.example';
  const preflight = (origin: string): RequestInit => ({
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type, client-session',
    },
  });
  const hotelQuery = (origin: string) => postJson('{ hotel(code: "demo-kyoto") { code } }', {}, { Origin: origin });

  it('gives an unlisted origin no CORS headers, neither on the preflight nor on the answer', async () => {
    const { gateway } = countingGateway({ allowedOrigins: [partner] });
    for (const reply of [
      await send(gateway, preflight('https://evil.example')),
      await send(gateway, hotelQuery('https://evil.example')),
    ]) {
      expect(reply.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(reply.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    }
  });

  it('lets a listed origin read answers with credentials', async () => {
    const { gateway } = countingGateway({ allowedOrigins: [partner] });
    const before = await send(gateway, preflight(partner));
    expect(before.headers.get('Access-Control-Allow-Origin')).toBe(partner);
    expect(before.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(before.headers.get('Access-Control-Allow-Headers')).toMatch(/client-session/i);
    const reply = await send(gateway, hotelQuery(partner));
    expect(reply.body).toEqual({ data: { hotel: { code: 'demo-kyoto' } } });
    expect(reply.headers.get('Access-Control-Allow-Origin')).toBe(partner);
    expect(reply.headers.get('Vary')).toMatch(/Origin/);
  });

  it('always answers its own origin, with no list at all', async () => {
    const { gateway } = countingGateway();
    const reply = await send(gateway, hotelQuery('http://gateway.test'));
    expect(reply.body).toEqual({ data: { hotel: { code: 'demo-kyoto' } } });
    expect(reply.headers.get('Access-Control-Allow-Origin')).toBe('http://gateway.test');
    const stranger = await send(gateway, hotelQuery(partner));
    expect(stranger.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('reads the list from GRAPHQL_ALLOWED_ORIGINS and refuses an entry that is not an origin', () => {
    expect(allowedOriginsFromEnv({})).toEqual([]);
    expect(
      allowedOriginsFromEnv({ GRAPHQL_ALLOWED_ORIGINS: ' https://partner.example, https://ops.example:8443/ ' }),
    ).toEqual(['https://partner.example', 'https://ops.example:8443']);
    expect(() => allowedOriginsFromEnv({ GRAPHQL_ALLOWED_ORIGINS: 'partner.example' })).toThrow(
      /GRAPHQL_ALLOWED_ORIGINS/,
    );
    expect(() => allowedOriginsFromEnv({ GRAPHQL_ALLOWED_ORIGINS: 'https://partner.example/path' })).toThrow(
      /GRAPHQL_ALLOWED_ORIGINS/,
    );
  });
});
