import { expect, it } from 'vitest';
import { ErrorCode } from '../../contract';
import { GATEWAY_CALLER_HEADER, GATEWAY_CALLER_PROOF_HEADER, gatewayCallerProof } from '../../contract/gateway-caller';
import { createBookingApi } from '../app';
import { adjustableSystemClock } from '../adjustable-clock';
import { LOOPBACK_CALLER, callerAt, describeOnTestDatabases, firstCode } from './support/test-api';

// The development outbox shows live sign-up and reset links, and the test clock moves every
// deadline: the demo start answers them only to a caller on the same machine, production has neither.
describeOnTestDatabases('development routes on $name', (api) => {
  const outbox = '/api/dev/outbox?format=json';
  const notFound = async (response: Response) => [response.status, firstCode(await response.json())];

  it('answers the outbox to a loopback caller of the demo start and 404 to anyone else', async () => {
    expect((await api.app.request(outbox, {}, LOOPBACK_CALLER)).status).toBe(200);
    expect((await api.app.request(outbox, {}, callerAt('::1'))).status).toBe(200);
    expect((await api.app.request(outbox, {}, callerAt('::ffff:127.0.0.1'))).status).toBe(200);
    expect(await notFound(await api.app.request(outbox, {}, callerAt('203.0.113.7')))).toEqual([
      404,
      ErrorCode.notFound,
    ]);
    expect(await notFound(await api.app.request('/api/dev/outbox', {}, callerAt('192.168.1.20')))).toEqual([
      404,
      ErrorCode.notFound,
    ]);
    // A header is the caller's own claim unless TRUST_PROXY says a proxy wrote it.
    expect(
      await notFound(
        await api.app.request(outbox, { headers: { 'X-Forwarded-For': '127.0.0.1' } }, callerAt('203.0.113.7')),
      ),
    ).toEqual([404, ErrorCode.notFound]);
    // An in-process request without a socket has no known caller.
    expect(await notFound(await api.app.request(outbox))).toEqual([404, ErrorCode.notFound]);
  });

  it('counts a request the GraphQL gateway makes for an outside guest as that guest, though it comes from 127.0.0.1', async () => {
    const app = createBookingApi({ database: api.database, clock: api.clock, gatewaySecret: 'gateway-secret' });
    const forGuest = (address: string) =>
      app.request(
        outbox,
        {
          headers: {
            [GATEWAY_CALLER_HEADER]: address,
            [GATEWAY_CALLER_PROOF_HEADER]: gatewayCallerProof('gateway-secret', address),
          },
        },
        LOOPBACK_CALLER,
      );
    expect(await notFound(await forGuest('203.0.113.7'))).toEqual([404, ErrorCode.notFound]);
    expect((await forGuest('127.0.0.1')).status).toBe(200);
  });

  it('answers the test clock to a loopback caller of the demo start and 404 to anyone else', async () => {
    const app = createBookingApi({ database: api.database, clock: adjustableSystemClock() });
    const advance = (env: object) =>
      app.request(
        '/api/test/clock',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advance_seconds: 60 }),
        },
        env,
      );
    expect(await notFound(await advance(callerAt('203.0.113.7')))).toEqual([404, ErrorCode.notFound]);
    expect((await advance(LOOPBACK_CALLER)).status).toBe(200);
  });

  it('registers no development route in production, not even for a loopback caller', async () => {
    const production = createBookingApi({
      database: api.database,
      clock: api.clock,
      mode: 'production',
      publicUrl: 'https://booking.hotel.example',
    });
    expect(await notFound(await production.request(outbox, {}, LOOPBACK_CALLER))).toEqual([404, ErrorCode.notFound]);
    expect(
      await notFound(
        await production.request(
          '/api/test/clock',
          { method: 'POST', body: '{"advance_seconds":60}' },
          LOOPBACK_CALLER,
        ),
      ),
    ).toEqual([404, ErrorCode.notFound]);
    expect(() =>
      createBookingApi({
        database: api.database,
        clock: adjustableSystemClock(),
        mode: 'production',
        publicUrl: 'https://booking.hotel.example',
      }),
    ).toThrow(/movable clock/);
  });
});
