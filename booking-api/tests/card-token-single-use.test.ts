import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  payByLinkRecordSchema,
  payByLinkViewSchema,
  reservationReplySchema,
  savedCardsReplySchema,
} from '../../contract';
import { paymentTransactions, sandboxAuthorizations } from '../db/schema';
import {
  DEMO_KEY,
  DEMO_SECRET,
  describeOnTestDatabases,
  firstCode,
  memberWithSession,
  reservationRequest,
  stockOf,
  tokenizeCard,
} from './support/test-api';

// A card token from the browser pays for one thing only: two bookings racing with it, a later
// booking, or a pay-by-link payment with it are refused (3205, card unusable) with nothing written;
// an Idempotency-Key retry still replays, and a member's saved card still pays again and again.
describeOnTestDatabases('one-time card tokens on $name', (api) => {
  let day = 0;
  /** One night of KY-STD-TWIN (8 rooms) on a date of its own, so stock counts are exact per test. */
  const stay = () => {
    day += 2;
    return {
      checkin_date: `2026-08-${String(day).padStart(2, '0')}`,
      checkout_date: `2026-08-${String(day + 1).padStart(2, '0')}`,
    };
  };
  const book = (
    dates: { checkin_date: string; checkout_date: string },
    card: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...dates, payment_type: 'credit_card', ...card }),
      headers,
    );
  const twinStock = (dates: { checkin_date: string; checkout_date: string }) =>
    stockOf(api.database, 'KY-STD-TWIN', dates.checkin_date, dates.checkout_date);
  const authorizationsOf = async (token: string) =>
    (await api.database.db.select().from(sandboxAuthorizations).where(eq(sandboxAuthorizations.token, token))).map(
      (a) => [a.status, a.captureCount],
    );
  const paymentsOf = async (token: string) =>
    (
      await api.database.db
        .select({ status: paymentTransactions.status })
        .from(paymentTransactions)
        .where(eq(paymentTransactions.cardToken, token))
    ).map((p) => p.status);
  const reservationsOn = async (dates: { checkin_date: string }) => {
    const result = await api.database.db.execute(
      sql`select status from reservations where checkin_date = ${dates.checkin_date} order by id`,
    );
    return (result as { rows: { status: string }[] }).rows.map((row) => row.status);
  };
  const usedTokenRefusal = (reply: { status: number; body: any }) => [
    reply.status,
    firstCode(reply.body),
    reply.body?.errors?.[0]?.title,
  ];

  it('two bookings racing with one token: exactly one is captured, the other refused with 3205 and nothing written', async () => {
    const token = await tokenizeCard(api, '4111111111111111');
    const first = stay();
    const second = stay();
    const replies = await Promise.all([book(first, { card_token: token }), book(second, { card_token: token })]);
    const captured = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status !== 201);
    expect(captured.map((r) => reservationReplySchema.parse(r.body).payment?.status)).toEqual(['captured']);
    expect(refused.map(usedTokenRefusal)).toEqual([[422, '3205', 'Card refused']]);
    // The winner holds one room; the refused booking left no reservation and no stock taken.
    const [won, lost] = replies[0]!.status === 201 ? [first, second] : [second, first];
    expect(await twinStock(won)).toEqual([7]);
    expect(await twinStock(lost)).toEqual([8]);
    expect(await reservationsOn(won)).toEqual(['done']);
    expect(await reservationsOn(lost)).toEqual([]);
    expect(await paymentsOf(token)).toEqual(['captured']);
    expect(await authorizationsOf(token)).toEqual([['captured', 1]]);
  });

  it('many bookings racing for the same room with one token: one captured, the rest refused, stock consistent', async () => {
    const token = await tokenizeCard(api, '5555555555554444');
    const dates = stay();
    const replies = await Promise.all(Array.from({ length: 5 }, () => book(dates, { card_token: token })));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(replies.filter((r) => r.status === 422).every((r) => firstCode(r.body) === '3205')).toBe(true);
    expect(await twinStock(dates)).toEqual([7]);
    expect(await reservationsOn(dates)).toEqual(['done']);
    expect(await authorizationsOf(token)).toEqual([['captured', 1]]);
  });

  it('a token that already paid is refused later, even after its payment failed', async () => {
    const token = await tokenizeCard(api, '4111111111111111');
    const paid = stay();
    expect((await book(paid, { card_token: token })).status).toBe(201);
    const later = stay();
    expect(usedTokenRefusal(await book(later, { card_token: token }))).toEqual([422, '3205', 'Card refused']);
    expect(await twinStock(later)).toEqual([8]);
    expect(await reservationsOn(later)).toEqual([]);
    expect(await authorizationsOf(token)).toEqual([['captured', 1]]);

    // A declined token was sent to the issuer once; the guest enters the card again for another try.
    const declined = await tokenizeCard(api, '4000000000003055');
    const tried = stay();
    expect([(await book(tried, { card_token: declined })).status]).toEqual([402]);
    const retried = stay();
    expect(usedTokenRefusal(await book(retried, { card_token: declined }))).toEqual([422, '3205', 'Card refused']);
    expect(await twinStock(retried)).toEqual([8]);
    expect(await authorizationsOf(declined)).toEqual([['declined', 0]]);
  });

  it('an Idempotency-Key retry replays the first answer instead of refusing the token it already used', async () => {
    const token = await tokenizeCard(api, '4111111111111111');
    const dates = stay();
    const headers = { 'Idempotency-Key': 'one-time-token-retry' };
    const [a, b] = await Promise.all([
      book(dates, { card_token: token }, headers),
      book(dates, { card_token: token }, headers),
    ]);
    const retry = await book(dates, { card_token: token }, headers);
    for (const reply of [a!, b!, retry]) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      expect(reply.body).toMatchObject({
        confirmation_number: a!.body.confirmation_number,
        payment: { status: 'captured' },
      });
    }
    expect(await twinStock(dates)).toEqual([7]);
    expect(await authorizationsOf(token)).toEqual([['captured', 1]]);
    // Another key is another booking: the token is spent.
    const other = await book(stay(), { card_token: token }, { 'Idempotency-Key': 'one-time-token-other' });
    expect(usedTokenRefusal(other)).toEqual([422, '3205', 'Card refused']);
  });

  it('a saved card pays again and again: its stored token is not a one-time token', async () => {
    const member = await memberWithSession(api, 'one-time');
    expect(
      (await book(stay(), { card_token: await tokenizeCard(api, '4111111111111111'), save_card: true }, member.headers))
        .status,
    ).toBe(201);
    const list = savedCardsReplySchema.parse(
      (await api.request('GET', '/book/hotels/demo-kyoto/memberships/credit_cards', undefined, member.headers)).body,
    ).credit_cards;
    const replies = await Promise.all([
      book(stay(), { saved_card_id: list[0]!.card_id }, member.headers),
      book(stay(), { saved_card_id: list[0]!.card_id }, member.headers),
    ]);
    expect(replies.map((r) => [r.status, r.body.payment?.status])).toEqual([
      [201, 'captured'],
      [201, 'captured'],
    ]);
  });

  it('pay-by-link refuses a token that paid a booking, and a booking refuses a token that paid a link', async () => {
    const basic = { authorization: `Basic ${Buffer.from(`${DEMO_KEY}:${DEMO_SECRET}`).toString('base64')}` };
    const newLink = async () =>
      payByLinkRecordSchema.parse(
        (
          await api.request(
            'POST',
            '/api/staff/hotels/demo-kyoto/pay_by_links',
            { subject: 'Dinner for two', amount: 8800 },
            basic,
          )
        ).body,
      );
    const visit = async (number: string) =>
      payByLinkViewSchema.parse((await api.request('POST', `/book/pay_by_links/${number}/visits`)).body);
    const pay = (number: string, view: { visit: { visit_id: string }; amount_version: number }, token: string) =>
      api.request('POST', `/book/pay_by_links/${number}/payments`, {
        visit_id: view.visit.visit_id,
        amount_version: view.amount_version,
        card_token: token,
      });

    const booked = await tokenizeCard(api, '4111111111111111');
    expect((await book(stay(), { card_token: booked })).status).toBe(201);
    const link = await newLink();
    const view = await visit(link.payment_number);
    expect(usedTokenRefusal(await pay(link.payment_number, view, booked))).toEqual([422, '3205', 'Card refused']);
    const after = payByLinkViewSchema.parse(
      (await api.request('GET', `/book/pay_by_links/${link.payment_number}?visit_id=${view.visit.visit_id}`)).body,
    );
    expect([after.status, after.attempt]).toEqual(['awaiting_payment', null]);

    // The same link then paid with a new token; that token cannot book a room afterwards.
    const fresh = await tokenizeCard(api, '4111111111111111');
    expect(payByLinkViewSchema.parse((await pay(link.payment_number, view, fresh)).body).result).toBe('paid');
    const dates = stay();
    expect(usedTokenRefusal(await book(dates, { card_token: fresh }))).toEqual([422, '3205', 'Card refused']);
    expect(await twinStock(dates)).toEqual([8]);
    expect(await authorizationsOf(fresh)).toEqual([['captured', 1]]);
  });
});
