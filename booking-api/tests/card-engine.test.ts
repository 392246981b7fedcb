import { expect, it } from 'vitest';
import { payByLinkRecordSchema, payByLinkViewSchema } from '../../contract';
import { CardProviderRegistry } from '../payments/card-engine';
import type { PaymentProvider } from '../payments/provider';
import { sandboxCardProvider } from '../payments/sandbox/sandbox-provider';
import {
  DEMO_KEY,
  DEMO_SECRET,
  describeOnTestDatabases,
  firstCode,
  reservationRequest,
  tokenizeCard,
} from './support/test-api';

/** Every call a provider was asked, by operation and idempotency key (the payment's id and its step). */
const calls: { operation: string; key: string }[] = [];

/** The sandbox, registered under its own name by this test, writing down every call it gets. */
const recordingSandbox = {
  name: sandboxCardProvider.name,
  create(deps: Parameters<typeof sandboxCardProvider.create>[0]): PaymentProvider {
    const sandbox = sandboxCardProvider.create(deps);
    const record =
      <A extends { idempotencyKey: string }, R>(operation: string, call: (request: A) => Promise<R>) =>
      (request: A) => {
        calls.push({ operation, key: request.idempotencyKey });
        return call(request);
      };
    return {
      ...sandbox,
      authorize: record('authorize', sandbox.authorize),
      complete3ds: record('complete3ds', sandbox.complete3ds),
      capture: record('capture', sandbox.capture),
      cancel: record('cancel', sandbox.cancel),
      refund: record('refund', sandbox.refund),
    };
  },
};

// One card-payment engine: a provider registered once takes a reservation's card payment and a
// pay-by-link payment alike; the GMO-type gateway of demo-hakone is taken by its stand-in.
describeOnTestDatabases(
  'one card engine on $name',
  (api) => {
    const basic = { authorization: `Basic ${Buffer.from(`${DEMO_KEY}:${DEMO_SECRET}`).toString('base64')}` };

    it('a reservation and a pay-by-link payment both go through the registered provider', async () => {
      calls.length = 0;
      const booked = await api.request(
        'POST',
        '/book/hotels/demo-kyoto/reservations',
        reservationRequest({
          checkin_date: '2026-06-01',
          checkout_date: '2026-06-02',
          payment_type: 'credit_card',
          card_token: await tokenizeCard(api, '4111111111111111'),
        }),
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.payment).toMatchObject({ status: 'captured' });
      const reservationPayment: string = booked.body.payment.transaction_id;

      const link = payByLinkRecordSchema.parse(
        (
          await api.request(
            'POST',
            '/api/staff/hotels/demo-kyoto/pay_by_links',
            { subject: 'Dinner', amount: 5000 },
            basic,
          )
        ).body,
      );
      const view = payByLinkViewSchema.parse(
        (await api.request('POST', `/book/pay_by_links/${link.payment_number}/visits`)).body,
      );
      const paid = await api.request('POST', `/book/pay_by_links/${link.payment_number}/payments`, {
        visit_id: view.visit.visit_id,
        amount_version: view.amount_version,
        card_token: await tokenizeCard(api, '4111111111111111'),
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      expect(paid.body).toMatchObject({ result: 'paid', attempt: { status: 'captured' } });
      const linkPayment: string = paid.body.attempt.attempt_id;

      expect(calls).toEqual([
        { operation: 'authorize', key: `${reservationPayment}:authorize` },
        { operation: 'capture', key: `${reservationPayment}:capture` },
        { operation: 'authorize', key: `${linkPayment}:authorize` },
        { operation: 'capture', key: `${linkPayment}:capture` },
      ]);
    });

    it('the 3-D Secure challenge of both goes through the same provider', async () => {
      calls.length = 0;
      const booked = await api.request(
        'POST',
        '/book/hotels/demo-kyoto/reservations',
        reservationRequest({
          checkin_date: '2026-06-03',
          checkout_date: '2026-06-04',
          payment_type: 'credit_card',
          card_token: await tokenizeCard(api, '4000000000003089'),
        }),
      );
      expect(booked.body.payment).toMatchObject({ status: 'pre_3d_secure' });
      const aborted = await api.request(
        'POST',
        `/book/hotels/demo-kyoto/payments/${booked.body.payment.transaction_id}/abort`,
      );
      expect(aborted.body).toMatchObject({ status: 'cancelled', failure_code: '3008' });
      const link = payByLinkRecordSchema.parse(
        (
          await api.request(
            'POST',
            '/api/staff/hotels/demo-kyoto/pay_by_links',
            { subject: 'Spa', amount: 3000 },
            basic,
          )
        ).body,
      );
      const view = payByLinkViewSchema.parse(
        (await api.request('POST', `/book/pay_by_links/${link.payment_number}/visits`)).body,
      );
      const paying = await api.request('POST', `/book/pay_by_links/${link.payment_number}/payments`, {
        visit_id: view.visit.visit_id,
        amount_version: view.amount_version,
        card_token: await tokenizeCard(api, '4000000000003089'),
      });
      expect(paying.body).toMatchObject({ attempt: { status: 'pre_3d_secure' } });
      const abandoned = await api.request('POST', `/book/pay_by_links/${link.payment_number}/payments/abort`, {
        visit_id: view.visit.visit_id,
      });
      expect(abandoned.body).toMatchObject({
        result: 'failed',
        attempt: { status: 'cancelled', failure_code: '3008' },
      });
      // Each: authorized into a challenge, its answer asked (still pending), voided when the guest gave up.
      const challenged = ['authorize', 'complete3ds', 'cancel'];
      expect(calls.map((call) => call.operation)).toEqual([...challenged, ...challenged]);
    });

    it('books demo-hakone (a GMO gateway) by card through the sandbox standing in for it', async () => {
      const setting = await api.request('GET', '/book/hotels/demo-hakone/settings/payment_gateway');
      expect(setting.body.payment_gateway_setting).toMatchObject({
        provider: 'gmo',
        card_provider: 'sandbox',
        runs_here: true,
      });
      const booked = await api.request(
        'POST',
        '/book/hotels/demo-hakone/reservations',
        reservationRequest({
          checkin_date: '2026-06-05',
          checkout_date: '2026-06-06',
          rooms: [{ room_type_code: 'HK-WASHITSU', room_plan_code: 'HK-WASHITSU-RO', adults: 2, children: 0 }],
          // The ryokan asks for the guest's address.
          guest: {
            ...reservationRequest().guest,
            postal_code: '2500408',
            prefecture_or_state: 'Kanagawa',
            street_address: '1300 Gora',
          },
          payment_type: 'credit_card',
          card_token: await tokenizeCard(api, '4111111111111111'),
        }),
      );
      expect([booked.status, firstCode(booked.body)], JSON.stringify(booked.body)).toEqual([201, undefined]);
      expect(booked.body).toMatchObject({ status: 'done', payment: { status: 'captured' } });
    });
  },
  {
    cardProviders: () => new CardProviderRegistry().register(recordingSandbox).standIn('gmo', recordingSandbox.name),
  },
);
