import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { payByLinkRecordSchema, payByLinkViewSchema } from '../../contract';
import { sandboxAuthorizations } from '../db/schema';
import { describeOnTestDatabases, DEMO_KEY, DEMO_SECRET, START, firstCode, tokenizeCard } from './support/test-api';

// Pay-by-link against a real database: staff records behind the API-client secret, visits with
// their hour, card payments through the sandbox (3-D Secure included), amount changes, results.
describeOnTestDatabases('pay-by-link on $name', (api) => {
  const basic = (key = DEMO_KEY, secret = DEMO_SECRET) => ({
    authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`,
  });
  const staff = (method: string, path: string, body?: unknown, headers: Record<string, string> = basic()) =>
    api.request(method, `/api/staff/hotels/demo-kyoto/pay_by_links${path}`, body, headers);
  const newLink = async (amount = 8800) => {
    const reply = await staff('POST', '', { subject: 'Dinner course for two', amount });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return payByLinkRecordSchema.parse(reply.body);
  };
  const visit = async (number: string) => {
    const reply = await api.request('POST', `/book/pay_by_links/${number}/visits`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return payByLinkViewSchema.parse(reply.body);
  };
  const token = (number: string) => tokenizeCard(api, number);
  const pay = async (
    number: string,
    view: { visit: { visit_id: string }; amount_version: number },
    card = '4111111111111111',
  ) =>
    api.request('POST', `/book/pay_by_links/${number}/payments`, {
      visit_id: view.visit.visit_id,
      amount_version: view.amount_version,
      card_token: await token(card),
    });
  const capturesOf = async (reference: string) =>
    (await api.database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.id, reference)))[0]!;

  it('seeds one demo link per hotel and needs the API-client secret for staff calls', async () => {
    const seeded = await api.request(
      'GET',
      '/api/staff/hotels/demo-kyoto/pay_by_links/demo-kyoto-link',
      undefined,
      basic(),
    );
    expect(seeded.body).toMatchObject({
      payment_number: 'demo-kyoto-link',
      amount: 12000,
      currency: 'JPY',
      status: 'awaiting_payment',
      paid_at: null,
    });
    const seoul = await api.request(
      'GET',
      '/api/staff/hotels/demo-seoul/pay_by_links/demo-seoul-link',
      undefined,
      basic(),
    );
    expect(seoul.body).toMatchObject({ amount: 120000, currency: 'KRW' });
    // A hotel's staff cannot read another hotel's link.
    expect(
      (await api.request('GET', '/api/staff/hotels/demo-kyoto/pay_by_links/demo-seoul-link', undefined, basic()))
        .status,
    ).toBe(404);
    expect((await staff('POST', '', { subject: 'x', amount: 100 }, basic(DEMO_KEY, 'wrong'))).status).toBe(401);
    expect((await staff('POST', '', { subject: 'x', amount: 100 }, {})).status).toBe(401);
    const bad = await staff('POST', '', { subject: '', amount: -5 });
    expect(bad.status).toBe(400);
    expect(firstCode(bad.body)).toBe('1000');
  });

  it('pays a link by card, once, and shows paid then already paid', async () => {
    const link = await newLink(8800);
    expect(link.payment_number).toMatch(/^PL[A-Za-z0-9_-]{20}$/);
    const view = await visit(link.payment_number);
    expect(view).toMatchObject({
      subject: 'Dinner course for two',
      amount: 8800,
      currency: 'JPY',
      result: null,
      attempt: null,
    });
    expect(view.visit.expires_in_seconds).toBe(3600);
    const paid = await pay(link.payment_number, view);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const body = payByLinkViewSchema.parse(paid.body);
    expect(body.result).toBe('paid');
    expect(body.status).toBe('paid');
    expect(body.paid_at).toBe(START.replace('Z', '.000Z'));
    expect(body.attempt!.transitions.map((t) => t.to)).toEqual(['initiated', 'authorized', 'capturing', 'captured']);
    // Double click: the same visit gets the same outcome, nothing charged twice.
    const again = await pay(link.payment_number, view);
    expect(firstCode(again.body)).toBe('pay_by_link_already_paid');
    const captured = await api.database.db.execute(
      sql`select count(*)::int as n from pay_by_link_attempts where status = 'captured' and link_id = (select id from pay_by_links where payment_number = ${link.payment_number})`,
    );
    expect((captured as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const later = await visit(link.payment_number);
    expect(later.result).toBe('already_paid');
    // Refunded by the hotel afterwards.
    const refunded = await staff('PATCH', `/${link.payment_number}`, { status: 'refunded' });
    expect(refunded.body).toMatchObject({ status: 'refunded' });
    expect(refunded.body.refunded_at).not.toBeNull();
    expect((await visit(link.payment_number)).result).toBe('refunded');
  });

  it('runs 3-D Secure: passed pays; a declined card shows failed and may try again', async () => {
    const link = await newLink(5000);
    const view = await visit(link.payment_number);
    const declined = payByLinkViewSchema.parse((await pay(link.payment_number, view, '4000000000003055')).body);
    expect(declined.result).toBe('failed');
    expect(declined.attempt!.failure_code).toBe('3204');
    const challenged = payByLinkViewSchema.parse((await pay(link.payment_number, view, '4000000000003089')).body);
    expect(challenged.result).toBeNull();
    expect(challenged.attempt!.status).toBe('pre_3d_secure');
    const challengeUrl = challenged.attempt!.challenge_url!;
    const answered = await api.app.request(challengeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'password=password&action=submit',
    });
    expect(answered.headers.get('location')).toBe(`/payments/${link.payment_number}`);
    const done = payByLinkViewSchema.parse(
      (await api.request('GET', `/book/pay_by_links/${link.payment_number}?visit_id=${view.visit.visit_id}`)).body,
    );
    expect(done.result).toBe('paid');
    expect(done.attempt!.transitions.map((t) => t.to)).toEqual([
      'initiated',
      'pre_3d_secure',
      'authorized',
      'capturing',
      'captured',
    ]);
  });

  it('refuses a payment after the amount changed while the page was open (Update shows the new amount)', async () => {
    const link = await newLink(7000);
    const view = await visit(link.payment_number);
    const changed = await staff('PATCH', `/${link.payment_number}`, { amount: 7700 });
    expect(changed.body).toMatchObject({ amount: 7700, amount_version: 2 });
    const refused = await pay(link.payment_number, view);
    expect(refused.status).toBe(409);
    expect(firstCode(refused.body)).toBe('pay_by_link_amount_changed');
    const updated = payByLinkViewSchema.parse(
      (await api.request('GET', `/book/pay_by_links/${link.payment_number}?visit_id=${view.visit.visit_id}`)).body,
    );
    expect(updated).toMatchObject({ amount: 7700, amount_version: 2 });
    const paid = payByLinkViewSchema.parse((await pay(link.payment_number, updated)).body);
    expect(paid.attempt!.amount).toBe(7700);
    // Paid: the amount cannot change any more (3200).
    const late = await staff('PATCH', `/${link.payment_number}`, { amount: 1 });
    expect(late.status).toBe(409);
    expect(firstCode(late.body)).toBe('3200');
  });

  it('does not change the amount while a 3-D Secure challenge is open', async () => {
    const link = await newLink(3000);
    const view = await visit(link.payment_number);
    await pay(link.payment_number, view, '4000000000003089');
    const refused = await staff('PATCH', `/${link.payment_number}`, { amount: 3300 });
    expect(firstCode(refused.body)).toBe('3200');
    const aborted = payByLinkViewSchema.parse(
      (
        await api.request('POST', `/book/pay_by_links/${link.payment_number}/payments/abort`, {
          visit_id: view.visit.visit_id,
        })
      ).body,
    );
    expect(aborted).toMatchObject({ result: 'failed', attempt: { status: 'cancelled', failure_code: '3008' } });
    expect((await staff('PATCH', `/${link.payment_number}`, { amount: 3300 })).status).toBe(200);
  });

  it('enforces the hour from opening the page, voiding an unanswered challenge; a reload starts a new hour', async () => {
    const link = await newLink(4000);
    const view = await visit(link.payment_number);
    const challenged = payByLinkViewSchema.parse((await pay(link.payment_number, view, '4000000000003089')).body);
    const reference = (await api.database.db.execute(
      sql`select provider_reference from pay_by_link_attempts where public_id = ${challenged.attempt!.attempt_id}`,
    )) as { rows: { provider_reference: string }[] };
    await api.travelTo('2026-03-02T04:00:00Z');
    const expired = payByLinkViewSchema.parse(
      (await api.request('GET', `/book/pay_by_links/${link.payment_number}?visit_id=${view.visit.visit_id}`)).body,
    );
    expect(expired).toMatchObject({
      result: 'failed',
      status: 'awaiting_payment',
      attempt: { status: 'cancelled', failure_code: 'pay_by_link_expired' },
    });
    expect(expired.visit.expires_in_seconds).toBe(0);
    expect((await capturesOf(reference.rows[0]!.provider_reference)).captureCount).toBe(0);
    const late = await pay(link.payment_number, view);
    expect(late.status).toBe(422);
    expect(firstCode(late.body)).toBe('pay_by_link_expired');
    const reloaded = await visit(link.payment_number);
    expect(payByLinkViewSchema.parse((await pay(link.payment_number, reloaded)).body).result).toBe('paid');
  });

  it('answers unknown, cancelled and completed links with their codes and results', async () => {
    const unknown = await api.request('POST', '/book/pay_by_links/PLdoesnotexist/visits');
    expect(unknown.status).toBe(404);
    expect(firstCode(unknown.body)).toBe('pay_by_link_not_found');
    expect(firstCode((await api.request('POST', '/book/pay_by_links/bad%20number!/visits')).body)).toBe(
      'pay_by_link_not_found',
    );
    const cancelled = await newLink(100);
    const view = await visit(cancelled.payment_number);
    await staff('PATCH', `/${cancelled.payment_number}`, { status: 'cancelled' });
    expect((await visit(cancelled.payment_number)).result).toBe('cancelled');
    expect(firstCode((await pay(cancelled.payment_number, view)).body)).toBe('pay_by_link_closed');
    const completed = await newLink(100);
    await staff('PATCH', `/${completed.payment_number}`, { status: 'completed' });
    expect((await visit(completed.payment_number)).result).toBe('completed');
    // Refund only after paid.
    expect(firstCode((await staff('PATCH', `/${completed.payment_number}`, { status: 'refunded' })).body)).toBe('3200');
    // A made-up visit id cannot pay.
    const open = await newLink(100);
    const forged = await api.request('POST', `/book/pay_by_links/${open.payment_number}/payments`, {
      visit_id: 'plv_forged_visit',
      amount_version: 1,
      card_token: await token('4111111111111111'),
    });
    expect(firstCode(forged.body)).toBe('pay_by_link_expired');
  });

  it('charges once when two payment requests of one visit race', async () => {
    const link = await newLink(6000);
    const view = await visit(link.payment_number);
    const [a, b] = await Promise.all([pay(link.payment_number, view), pay(link.payment_number, view)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    const rows = (await api.database.db.execute(
      sql`select status from pay_by_link_attempts where link_id = (select id from pay_by_links where payment_number = ${link.payment_number})`,
    )) as { rows: { status: string }[] };
    expect(rows.rows.filter((r) => r.status === 'captured')).toHaveLength(1);
  });
});
