import type { Hono } from 'hono';
import { expect, it } from 'vitest';
import { CLIENT_SESSION_HEADER, ErrorCode } from '../../contract';
import { createBookingApi } from '../app';
import {
  DEMO_KEY,
  DEMO_SECRET,
  LOOPBACK_CALLER,
  TEST_PUBLIC_URL,
  describeOnTestDatabases,
  firstCode,
  reservationRequest,
  sandboxCard,
  tokenizeCard,
} from './support/test-api';

// The sandbox card provider accepts fake test cards as paid. The demo start has it; production
// neither registers it nor serves its pages, so a hotel whose gateway names it (a seeded demo
// hotel) takes no card there, unless a showcase deployment asks for it (SANDBOX_PAYMENTS=1).
describeOnTestDatabases('sandbox payments in production on $name', (api) => {
  const productionApp = (sandboxPayments?: boolean) =>
    createBookingApi({
      database: api.database,
      clock: api.clock,
      mode: 'production',
      publicUrl: TEST_PUBLIC_URL,
      sandboxPayments,
    });

  async function call(app: Hono, method: string, path: string, body?: unknown) {
    const session = await app.request(
      '/api/client_sessions',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: DEMO_KEY, secret: DEMO_SECRET }),
      },
      LOOPBACK_CALLER,
    );
    const clientSession = ((await session.json()) as { data: { client_session: string } }).data.client_session;
    const response = await app.request(
      path,
      {
        method,
        headers: { 'content-type': 'application/json', [CLIENT_SESSION_HEADER]: clientSession },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      LOOPBACK_CALLER,
    );
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  const stay = (checkin: string, checkout: string) => ({ checkin_date: checkin, checkout_date: checkout });
  const pageOfChallenge = '/api/sandbox/3ds/sbx_auth_unknown';

  it('serves no sandbox page and takes no card without SANDBOX_PAYMENTS, while pay-at-hotel still books', async () => {
    const app = productionApp();
    const tokens = await call(app, 'POST', '/api/sandbox/tokens', sandboxCard('4111111111111111'));
    expect([tokens.status, firstCode(tokens.body)]).toEqual([404, ErrorCode.notFound]);
    for (const method of ['GET', 'POST']) {
      const challenge = await app.request(pageOfChallenge, { method }, LOOPBACK_CALLER);
      expect(challenge.status, method).toBe(404);
    }
    const setting = await call(app, 'GET', '/book/hotels/demo-kyoto/settings/payment_gateway');
    expect(setting.body.payment_gateway_setting).toMatchObject({ card_provider: null, runs_here: false });

    // A token the sandbox issued elsewhere (the demo start on the same database) is no payment here.
    const token = await tokenizeCard(api, '4111111111111111');
    const card = await call(
      app,
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...stay('2026-04-06', '2026-04-07'), payment_type: 'credit_card', card_token: token }),
    );
    expect(card.status).toBe(422);
    expect(card.body).toEqual({
      errors: [
        expect.objectContaining({
          title: expect.any(String),
          details: {
            base: [expect.objectContaining({ code: ErrorCode.paymentProcessingError, text: expect.any(String) })],
          },
        }),
      ],
    });

    const onSite = await call(
      app,
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...stay('2026-04-06', '2026-04-07'), payment_type: 'on_site' }),
    );
    expect(onSite.status, JSON.stringify(onSite.body)).toBe(201);
  });

  it('takes the sandbox test cards of a showcase deployment with SANDBOX_PAYMENTS', async () => {
    const app = productionApp(true);
    const tokens = await call(app, 'POST', '/api/sandbox/tokens', sandboxCard('4111111111111111'));
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(201);
    const setting = await call(app, 'GET', '/book/hotels/demo-kyoto/settings/payment_gateway');
    expect(setting.body.payment_gateway_setting).toMatchObject({ card_provider: 'sandbox', runs_here: true });
    const card = await call(
      app,
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        ...stay('2026-04-08', '2026-04-09'),
        payment_type: 'credit_card',
        card_token: tokens.body.token,
      }),
    );
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    // Still production: the sandbox does not stand in for the GMO-type gateway of demo-hakone.
    const hakone = await call(app, 'GET', '/book/hotels/demo-hakone/settings/payment_gateway');
    expect(hakone.body.payment_gateway_setting).toMatchObject({ card_provider: null, runs_here: false });
  });
});
