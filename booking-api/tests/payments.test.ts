import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentTransactionReplySchema, reservationReplySchema } from '../../contract';
import { plans, sandboxAuthorizations } from '../db/schema';
import { sweepExpiredPayments } from '../payments/card-payments';
import { listOutbox } from '../outbox/outbox-repository';
import { SANDBOX_TEST_CARDS } from '../payments/sandbox/test-cards';
import {
  describeOnTestDatabases,
  firstCode,
  reservationRequest,
  stockOf,
  sandboxCard,
  tokenizeCard,
} from './support/test-api';

// Card payments against a real database through the sandbox gateway: tokenization, every test card,
// 3-D Secure pass / fail / cancel / suspend / 15-minute abort, idempotency, capture failure.
describeOnTestDatabases('card payments on $name', (api) => {
  const card = sandboxCard;
  const tokenize = (number: string, extra: Record<string, unknown> = {}) => tokenizeCard(api, number, extra);
  /** One night of KY-STD-TWIN on its own date, so stock counts are exact per test. */
  let day = 0;
  const stay = () => {
    day += 1;
    const checkin = `2026-05-${String(day).padStart(2, '0')}`;
    const checkout = `2026-05-${String(day + 1).padStart(2, '0')}`;
    return { checkin_date: checkin, checkout_date: checkout };
  };
  const cardBooking = async (
    number: string,
    overrides: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => {
    const dates = stay();
    const token = await tokenize(number);
    const reply = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...dates, payment_type: 'credit_card', card_token: token, ...overrides }),
      headers,
    );
    return { reply, dates, token };
  };
  const twinStock = (dates: { checkin_date: string; checkout_date: string }) =>
    stockOf(api.database, 'KY-STD-TWIN', dates.checkin_date, dates.checkout_date);
  const payment = (id: string) => api.request('GET', `/book/hotels/demo-kyoto/payments/${id}`);
  const complete = (id: string) => api.request('POST', `/book/hotels/demo-kyoto/payments/${id}/complete_3ds`);
  const answerChallenge = async (challengeUrl: string, form: Record<string, string>) => {
    const response = await api.app.request(challengeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, location: response.headers.get('location') };
  };
  const authorizationOf = async (reference: string) =>
    (await api.database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, reference)))[0]!;
  const transitionsOf = async (id: string) =>
    paymentTransactionReplySchema.parse((await payment(id)).body).transitions.map((t) => `${t.from ?? '-'}>${t.to}`);

  it('lists valid Luhn test numbers whose brand card-validator agrees with', async () => {
    for (const test of SANDBOX_TEST_CARDS) {
      const reply = await api.request('POST', '/api/sandbox/tokens', card(test.number));
      expect(reply.status, test.number).toBe(201);
      expect(reply.body.card).toEqual({
        brand: test.brand,
        last4: test.number.slice(-4),
        expiry_month: 12,
        expiry_year: 2030,
      });
    }
  });

  it('tokenizes without keeping the number, and refuses bad numbers, brands, codes and expiry', async () => {
    const token = await tokenize('4111 1111 1111 1111');
    expect(token).toMatch(/^sbx_tok_/);
    const dump = JSON.stringify(
      ((await api.database.db.execute(sql`select * from sandbox_card_tokens`)) as { rows: unknown[] }).rows,
    );
    expect(dump).toContain('1111');
    expect(dump).not.toContain('4111111111111111');

    const refused = async (body: unknown) => {
      const reply = await api.request('POST', '/api/sandbox/tokens', body);
      return [reply.status, firstCode(reply.body)];
    };
    expect(await refused(card('4111111111111112'))).toEqual([422, '3004']); // Luhn
    expect(await refused(card('6011111111111117'))).toEqual([422, '3007']); // Discover: not an accepted brand
    expect(await refused(card('4111111111111111', { expiry_month: 2, expiry_year: 2026 }))).toEqual([422, '3005']);
    expect(await refused(card('378282246310005', { security_code: '123' }))).toEqual([400, '1000']); // amex takes 4 digits
    expect(await refused(card('4111111111111111', { security_code: '12' }))).toEqual([400, '1000']);
    expect(await refused(card('4111111111111111', { holder_name: '山田花子' }))).toEqual([400, '1000']);
  });

  it('charges an approved card: reservation done, captured once, every transition recorded with the clock time', async () => {
    const { reply, dates } = await cardBooking('4111111111111111');
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const reservation = reservationReplySchema.parse(reply.body);
    expect(reservation.status).toBe('done');
    expect(reservation.payment).toMatchObject({
      status: 'captured',
      kind: 'charge',
      amount: reservation.total_price,
      currency: 'JPY',
      card: { brand: 'visa', last4: '1111' },
      challenge_url: null,
      failure_code: null,
    });
    expect(await twinStock(dates)).toEqual([7]);
    const details = paymentTransactionReplySchema.parse((await payment(reservation.payment!.transaction_id)).body);
    expect(details.transitions.map((t) => `${t.from ?? '-'}>${t.to}`)).toEqual([
      '->initiated',
      'initiated>authorized',
      'authorized>capturing',
      'capturing>captured',
    ]);
    expect(details.transitions.every((t) => t.at === '2026-03-02T03:00:00.000Z')).toBe(true);
    expect(details.transitions[1]!.reason).toMatch(/authorized/);
  });

  it.each([
    ['4000000000003006', '3002'],
    ['4000000000003014', '3003'],
    ['4000000000003022', '3004'],
    ['4000000000003030', '3005'],
    ['4000000000003048', '3007'],
    ['4000000000003055', '3204'],
    ['4000000000003071', '3252'],
    ['4000000000003063', '3001'],
  ])('card %s is refused with %s: reservation cancelled, stock back, nothing charged', async (number, code) => {
    const { reply, dates, token } = await cardBooking(number);
    expect([reply.status, firstCode(reply.body)]).toEqual([402, code]);
    expect(await twinStock(dates)).toEqual([8]);
    const auths = await api.database.db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.token, token));
    expect(auths.map((a) => [a.status, a.capturedAmount])).toEqual([[code === '3001' ? 'voided' : 'declined', 0]]);
  });

  it('3-D Secure passed: pre_3d_secure with a real challenge page, then captured and done', async () => {
    const { reply, dates } = await cardBooking('4000000000003089');
    expect(reply.status).toBe(201);
    const reservation = reservationReplySchema.parse(reply.body);
    expect(reservation.status).toBe('payment_pending');
    const pay = reservation.payment!;
    expect(pay).toMatchObject({ status: 'pre_3d_secure', expires_in_seconds: 900 });
    expect(pay.challenge_url).toMatch(/^\/api\/sandbox\/3ds\/sbx_auth_/);
    expect(await twinStock(dates)).toEqual([7]);

    const page = await api.app.request(pay.challenge_url!);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('type="password"');
    expect(html).toMatch(/value="cancel"/);

    // The guest has not answered yet: completing reports it still waits.
    expect((await complete(pay.transaction_id)).body.status).toBe('pre_3d_secure');
    const answered = await answerChallenge(pay.challenge_url!, { password: 'password', action: 'submit' });
    expect(answered.status).toBe(303);
    expect(answered.location).toBe(`/reservation/3ds-pending?code=demo-kyoto&transaction=${pay.transaction_id}`);

    const [first, second] = await Promise.all([complete(pay.transaction_id), complete(pay.transaction_id)]);
    for (const done of [first, second]) {
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        status: 'captured',
        reservation: { status: 'done', confirmation_number: reservation.confirmation_number },
      });
    }
    expect(await transitionsOf(pay.transaction_id)).toEqual([
      '->initiated',
      'initiated>pre_3d_secure',
      'pre_3d_secure>authorized',
      'authorized>capturing',
      'capturing>captured',
    ]);
    // The booking e-mail goes out once, in the transaction that confirms the reservation after 3-D Secure.
    const booked = (await listOutbox(api.database.db, { limit: 1000 })).filter(
      (m) => m.kind === 'reservation_booked' && m.subject.includes(reservation.confirmation_number),
    );
    expect(booked).toHaveLength(1);
    expect(booked[0]!.bodyHtml).toContain('605-0862');
    expect(booked[0]!.bodyText).not.toContain('You pay at the hotel');
    expect(booked[0]!.attachments.map((a) => a.filename)).toEqual(['stay.ics']);
    const txnReply = paymentTransactionReplySchema.parse(first!.body);
    const auth = await authorizationOf(pay.challenge_url!.split('/').pop()!);
    expect([auth.status, auth.captureCount, auth.capturedAmount]).toEqual(['captured', 1, txnReply.amount]);
  });

  it.each([
    ['4000000000003089', { password: 'wrong', action: 'submit' }, 'failed', '3006'],
    ['4000000000003089', { password: '', action: 'cancel' }, 'cancelled', '3008'],
    ['4000000000003097', { password: 'password', action: 'submit' }, 'failed', '3009'],
  ])(
    '3-D Secure on %s answered %j ends %s with %s, reservation cancelled and stock back',
    async (number, form, status, code) => {
      const { reply, dates } = await cardBooking(number);
      const pay = reply.body.payment;
      await answerChallenge(pay.challenge_url, form);
      const done = await complete(pay.transaction_id);
      expect(done.body).toMatchObject({ status, failure_code: code, reservation: { status: 'cancelled' } });
      expect(await twinStock(dates)).toEqual([8]);
      const auth = await authorizationOf(pay.challenge_url.split('/').pop());
      expect([auth.status, auth.capturedAmount]).toEqual(['voided', 0]);
    },
  );

  it('aborts after 15 minutes without an answer, on access and by the sweep, with no charge', async () => {
    const onAccess = await cardBooking('4000000000003089');
    const swept = await cardBooking('4000000000003089');
    await api.travelTo('2026-03-02T03:14:59Z');
    expect((await payment(onAccess.reply.body.payment.transaction_id)).body).toMatchObject({
      status: 'pre_3d_secure',
      expires_in_seconds: 1,
    });

    await api.travelTo('2026-03-02T03:15:00Z');
    // Nothing asked about `swept`: the timer's sweep alone cancels it.
    expect(await sweepExpiredPayments(api)).toBeGreaterThanOrEqual(1);
    const late = await payment(onAccess.reply.body.payment.transaction_id);
    expect(late.body).toMatchObject({
      status: 'cancelled',
      failure_code: 'three_d_secure_timeout',
      reservation: { status: 'cancelled' },
    });
    const sweptReply = paymentTransactionReplySchema.parse(
      (await api.request('GET', `/book/hotels/demo-kyoto/payments/${swept.reply.body.payment.transaction_id}`)).body,
    );
    expect(sweptReply).toMatchObject({ status: 'cancelled', failure_code: 'three_d_secure_timeout' });
    expect(sweptReply.transitions.at(-1)).toMatchObject({
      from: 'pre_3d_secure',
      to: 'cancelled',
      at: '2026-03-02T03:15:00.000Z',
    });
    expect(sweptReply.transitions.at(-1)!.reason).toMatch(/15 minutes/);
    expect(await twinStock(onAccess.dates)).toEqual([8]);
    expect(await twinStock(swept.dates)).toEqual([8]);

    // A password typed too late changes nothing: the page is over and the payment stays cancelled.
    const challenge = onAccess.reply.body.payment.challenge_url;
    expect(await (await api.app.request(challenge)).text()).toContain('is over');
    await answerChallenge(challenge, { password: 'password', action: 'submit' });
    expect((await complete(onAccess.reply.body.payment.transaction_id)).body.status).toBe('cancelled');
    expect((await authorizationOf(challenge.split('/').pop())).capturedAmount).toBe(0);
  });

  it('the guest abandoning the challenge cancels with 3008 and no charge', async () => {
    const { reply, dates } = await cardBooking('4000000000003089');
    const aborted = await api.request(
      'POST',
      `/book/hotels/demo-kyoto/payments/${reply.body.payment.transaction_id}/abort`,
    );
    expect(aborted.body).toMatchObject({
      status: 'cancelled',
      failure_code: '3008',
      reservation: { status: 'cancelled' },
    });
    expect(await twinStock(dates)).toEqual([8]);
  });

  it('never charges twice: a retried and a concurrent Idempotency-Key booking capture once', async () => {
    const dates = stay();
    const token = await tokenize('4111111111111111');
    const request = reservationRequest({ ...dates, payment_type: 'credit_card', card_token: token });
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.request('POST', '/book/hotels/demo-kyoto/reservations', request, {
          'Idempotency-Key': 'card-double-click',
        }),
      ),
    );
    const retry = await api.request('POST', '/book/hotels/demo-kyoto/reservations', request, {
      'Idempotency-Key': 'card-double-click',
    });
    const numbers = new Set([...replies, retry].map((r) => r.body.confirmation_number));
    expect(numbers.size).toBe(1);
    expect([...replies, retry].every((r) => r.status === 201 && r.body.payment.status === 'captured')).toBe(true);
    expect(await twinStock(dates)).toEqual([7]);
    const captured = await api.database.db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.token, token));
    expect(captured.map((a) => [a.status, a.captureCount])).toEqual([['captured', 1]]);
  });

  it('a capture declined after the reservation is written cancels it with the reason, voids the hold, returns the stock', async () => {
    const { reply, dates, token } = await cardBooking('4000000000003105', {}, { 'Idempotency-Key': 'capture-fails-1' });
    expect([reply.status, firstCode(reply.body)]).toEqual([402, '3002']);
    expect(await twinStock(dates)).toEqual([8]);
    // A retry answers the same failure and charges nothing.
    const retry = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...dates, payment_type: 'credit_card', card_token: token }),
      { 'Idempotency-Key': 'capture-fails-1' },
    );
    expect([retry.status, firstCode(retry.body)]).toEqual([402, '3002']);
    const [auth] = await api.database.db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.token, token));
    expect([auth!.status, auth!.captureCount]).toEqual(['voided', 0]);
    const rows = (await api.database.db.execute(
      sql`select r.status, r.cancel_details, t.status as payment, t.failure_code from reservations r join payment_transactions t on t.reservation_id = r.id where t.card_token = ${auth!.token}`,
    )) as { rows: unknown[] };
    expect(rows.rows).toEqual([
      {
        status: 'cancelled',
        cancel_details: expect.stringMatching(/capture declined \(3002\)/),
        payment: 'failed',
        failure_code: '3002',
      },
    ]);
  });

  it('on_site_credit_card_required keeps the card as a guarantee: done, persisted, nothing captured', async () => {
    await api.database.db
      .update(plans)
      .set({ paymentMethods: ['on_site', 'credit_card', 'on_site_credit_card_required'] })
      .where(eq(plans.code, 'KY-STD-TWIN-RO'));
    try {
      const { reply, token } = await cardBooking('4111111111111111', { payment_type: 'on_site_credit_card_required' });
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({
        status: 'done',
        payment_type: 'on_site_credit_card_required',
        payment: { status: 'persisted', kind: 'guarantee' },
      });
      const auth = (
        await api.database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.token, token))
      )[0]!;
      expect([auth.status, auth.capturedAmount]).toEqual(['voided', 0]);
    } finally {
      await api.database.db
        .update(plans)
        .set({ paymentMethods: ['on_site', 'credit_card'] })
        .where(eq(plans.code, 'KY-STD-TWIN-RO'));
    }
  });

  it('deferred_payment books without a card only where the plan allows it (1012 otherwise)', async () => {
    const refused = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...stay(), payment_type: 'deferred_payment' }),
    );
    expect([refused.status, firstCode(refused.body)]).toEqual([422, '1012']);
    await api.database.db
      .update(plans)
      .set({ paymentMethods: ['on_site', 'credit_card', 'deferred_payment'] })
      .where(eq(plans.code, 'KY-STD-TWIN-RO'));
    try {
      const booked = await api.request(
        'POST',
        '/book/hotels/demo-kyoto/reservations',
        reservationRequest({ ...stay(), payment_type: 'deferred_payment' }),
      );
      expect(booked.status).toBe(201);
      expect(booked.body).toMatchObject({ status: 'done', payment_type: 'deferred_payment' });
      expect(booked.body.payment ?? null).toBeNull();
    } finally {
      await api.database.db
        .update(plans)
        .set({ paymentMethods: ['on_site', 'credit_card'] })
        .where(eq(plans.code, 'KY-STD-TWIN-RO'));
    }
  });

  it('refuses rooms whose plans take different payment methods, a missing card token and a token for on-site', async () => {
    const token = await tokenize('4111111111111111');
    const mixed = await api.request(
      'POST',
      '/book/hotels/demo-seoul/reservations',
      reservationRequest({
        ...stay(),
        payment_type: 'credit_card',
        card_token: token,
        rooms: [
          { room_type_code: 'SE-STD-DOUBLE', room_plan_code: 'SE-STD-DOUBLE-NR', adults: 2, children: 0 },
          { room_type_code: 'SE-STD-DOUBLE', room_plan_code: 'SE-STD-DOUBLE-RO', adults: 2, children: 0 },
        ],
      }),
    );
    expect([mixed.status, firstCode(mixed.body)]).toEqual([422, 'payment_methods_differ']);
    const noToken = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...stay(), payment_type: 'credit_card' }),
    );
    expect([noToken.status, firstCode(noToken.body), Object.keys(noToken.body.errors[0].details)]).toEqual([
      400,
      '1000',
      ['base', 'card_token'],
    ]);
    const onSiteWithToken = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...stay(), card_token: token }),
    );
    expect([onSiteWithToken.status, firstCode(onSiteWithToken.body)]).toEqual([400, '1000']);
    const unknown = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...stay(), payment_type: 'credit_card', card_token: 'sbx_tok_unknown0000' }),
    );
    expect([unknown.status, firstCode(unknown.body)]).toEqual([422, '3203']);
  });

  it('refuses a card expiring before check-out (3005) and Visa over 1,000,000 yen (3204), but takes amex for it', async () => {
    const shortCard = (
      await api.request('POST', '/api/sandbox/tokens', card('4111111111111111', { expiry_month: 4, expiry_year: 2026 }))
    ).body.token;
    const expiring = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        checkin_date: '2026-04-30',
        checkout_date: '2026-05-01',
        payment_type: 'credit_card',
        card_token: shortCard,
      }),
    );
    expect([expiring.status, firstCode(expiring.body)]).toEqual([422, '3005']);

    const big = {
      checkin_date: '2026-06-01',
      checkout_date: '2026-06-29',
      rooms: [{ room_type_code: 'KY-MACHIYA-SUITE', room_plan_code: 'KY-MACHIYA-SUITE-BF', adults: 3, children: 0 }],
    };
    const visa = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...big, payment_type: 'credit_card', card_token: await tokenize('4111111111111111') }),
    );
    expect([visa.status, firstCode(visa.body)]).toEqual([422, '3204']);
    const amex = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...big, payment_type: 'credit_card', card_token: await tokenize('378282246310005') }),
    );
    expect(amex.status, JSON.stringify(amex.body)).toBe(201);
    expect(amex.body.total_price).toBeGreaterThan(1_000_000);
  });

  it('recognises the provider kinds in the hotel payment_gateway_setting; sandbox is seeded', async () => {
    const reply = await api.request('GET', '/book/hotels/demo-seoul/settings/payment_gateway');
    expect(reply.body).toEqual({
      payment_gateway_setting: {
        provider: 'sandbox',
        hosted_kind: null,
        payment_hub_config: 'none',
        card_provider: 'sandbox',
        runs_here: true,
      },
    });
    expect((await api.request('GET', '/book/hotels/demo-kyoto/payments/pay_unknown')).status).toBe(404);
  });
});
