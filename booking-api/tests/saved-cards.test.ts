import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { reservationReplySchema, savedCardsReplySchema } from '../../contract';
import { memberSavedCards, paymentTransactions, sandboxAuthorizations } from '../db/schema';
import {
  describeOnTestDatabases,
  firstCode,
  reservationRequest,
  memberWithSession,
  tokenizeCard,
} from './support/test-api';

// Saved cards of members (payments slice 2) through the real routes, database and sandbox gateway.
describeOnTestDatabases('saved cards on $name', (api) => {
  const member = () => memberWithSession(api, 'card');
  const tokenize = (number: string) => tokenizeCard(api, number, { holder_name: 'CARD HOLDER' });
  let day = 0;
  const book = (extra: Record<string, unknown>, headers: Record<string, string> = {}) => {
    day += 2;
    const checkin = `2026-07-${String(day).padStart(2, '0')}`;
    const checkout = `2026-07-${String(day + 1).padStart(2, '0')}`;
    return api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ checkin_date: checkin, checkout_date: checkout, payment_type: 'credit_card', ...extra }),
      headers,
    );
  };
  const cards = async (headers: Record<string, string>) => {
    const reply = await api.request('GET', '/book/hotels/demo-kyoto/memberships/credit_cards', undefined, headers);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return savedCardsReplySchema.parse(reply.body).credit_cards;
  };

  it('saves the card of a successful payment (durable token, brand, last four, expiry; never the number) and pays with it again', async () => {
    const a = await member();
    const oneTime = await tokenize('4111111111111111');
    const first = await book({ card_token: oneTime, save_card: true }, a.headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(reservationReplySchema.parse(first.body).payment).toMatchObject({ status: 'captured' });
    const list = await cards(a.headers);
    expect(list).toMatchObject([{ brand: 'visa', last4: '1111', expiry_month: 12, expiry_year: 2030 }]);
    const [row] = await api.database.db
      .select()
      .from(memberSavedCards)
      .where(eq(memberSavedCards.publicId, list[0]!.card_id));
    expect(row!.providerToken).toMatch(/^sbx_vault_/);
    expect(row!.providerToken).not.toBe(oneTime);
    expect(JSON.stringify(list)).not.toContain('sbx_');
    const dump = JSON.stringify(
      ((await api.database.db.execute(sql`select * from member_saved_cards`)) as { rows: unknown[] }).rows,
    );
    expect(dump).not.toContain('4111111111111111');

    // Paying again with the saved card: a new authorization on the durable token, captured once.
    const again = await book({ saved_card_id: list[0]!.card_id }, a.headers);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const payment = reservationReplySchema.parse(again.body).payment!;
    expect(payment).toMatchObject({ status: 'captured', card: { brand: 'visa', last4: '1111' } });
    const [txn] = await api.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.publicId, payment.transaction_id));
    const [auth] = await api.database.db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.id, txn!.providerReference!));
    expect(auth).toMatchObject({ token: row!.providerToken, status: 'captured', captureCount: 1 });
    // Paying with a saved card without save_card does not add a second card.
    expect(await cards(a.headers)).toHaveLength(1);
  });

  it('a member never sees, uses or deletes another member’s card', async () => {
    const a = await member();
    const b = await member();
    expect((await book({ card_token: await tokenize('5555555555554444'), save_card: true }, a.headers)).status).toBe(
      201,
    );
    const [cardOfA] = await cards(a.headers);
    expect(cardOfA).toMatchObject({ brand: 'master', last4: '4444' });
    expect(await cards(b.headers)).toEqual([]);
    const stolen = await book({ saved_card_id: cardOfA!.card_id }, b.headers);
    expect([stolen.status, firstCode(stolen.body)]).toEqual([404, 'saved_card_not_found']);
    const removed = await api.request(
      'DELETE',
      `/book/hotels/demo-kyoto/memberships/credit_cards/${cardOfA!.card_id}`,
      undefined,
      b.headers,
    );
    expect([removed.status, firstCode(removed.body)]).toEqual([404, 'saved_card_not_found']);
    expect(await cards(a.headers)).toHaveLength(1);
    // A guest (no session) can neither use a saved card nor ask to save one; the list needs a session.
    expect((await book({ saved_card_id: cardOfA!.card_id })).status).toBe(401);
    expect((await book({ card_token: await tokenize('4111111111111111'), save_card: true })).status).toBe(401);
    expect((await api.request('GET', '/book/hotels/demo-kyoto/memberships/credit_cards')).status).toBe(401);
  });

  it('deletes a card: gone from the list, refused for payment, a second delete is 404', async () => {
    const a = await member();
    await book({ card_token: await tokenize('3530111333300000'), save_card: true }, a.headers);
    const [card] = await cards(a.headers);
    const removed = await api.request(
      'DELETE',
      `/book/hotels/demo-kyoto/memberships/credit_cards/${card!.card_id}`,
      undefined,
      a.headers,
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ credit_cards: [] });
    expect(firstCode((await book({ saved_card_id: card!.card_id }, a.headers)).body)).toBe('saved_card_not_found');
    expect(
      (
        await api.request(
          'DELETE',
          `/book/hotels/demo-kyoto/memberships/credit_cards/${card!.card_id}`,
          undefined,
          a.headers,
        )
      ).status,
    ).toBe(404);
  });

  it('keeps no card from a declined payment, and one card only for a retried booking', async () => {
    const a = await member();
    const declined = await book({ card_token: await tokenize('4000000000003006'), save_card: true }, a.headers);
    expect(firstCode(declined.body)).toBe('3002');
    expect(await cards(a.headers)).toEqual([]);
    const token = await tokenize('4111111111111111');
    day += 2;
    const body = reservationRequest({
      checkin_date: `2026-07-${String(day).padStart(2, '0')}`,
      checkout_date: `2026-07-${String(day + 1).padStart(2, '0')}`,
      payment_type: 'credit_card',
      card_token: token,
      save_card: true,
    });
    const headers = { ...a.headers, 'Idempotency-Key': `save-card-retry-${Math.random()}` };
    const replies = await Promise.all(
      [1, 2, 3].map(() => api.request('POST', '/book/hotels/demo-kyoto/reservations', body, headers)),
    );
    expect(replies.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    expect(await cards(a.headers)).toHaveLength(1);
  });

  it('a saved card enrolled in 3-D Secure still gets the challenge', async () => {
    const a = await member();
    const first = await book({ card_token: await tokenize('4000000000003089'), save_card: true }, a.headers);
    const payment = reservationReplySchema.parse(first.body).payment!;
    expect(payment.status).toBe('pre_3d_secure');
    // Not saved until the payment succeeds: pass the challenge, complete, then it is listed.
    expect(await cards(a.headers)).toEqual([]);
    await api.app.request(payment.challenge_url!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: 'password', action: 'submit' }).toString(),
    });
    const done = await api.request('POST', `/book/hotels/demo-kyoto/payments/${payment.transaction_id}/complete_3ds`);
    expect(done.body.status).toBe('captured');
    const [card] = await cards(a.headers);
    expect(card).toMatchObject({ brand: 'visa', last4: '3089' });
    const again = await book({ saved_card_id: card!.card_id }, a.headers);
    expect(reservationReplySchema.parse(again.body).payment).toMatchObject({ status: 'pre_3d_secure' });
    expect(reservationReplySchema.parse(again.body).payment!.challenge_url).toMatch(/^\/api\/sandbox\/3ds\//);
  });

  it('refuses a card token and a saved card together, and save_card with a saved card', async () => {
    const a = await member();
    const both = await book(
      { card_token: await tokenize('4111111111111111'), saved_card_id: 'card_abcdefgh' },
      a.headers,
    );
    expect([both.status, firstCode(both.body)]).toEqual([400, '1000']);
    const saveSaved = await book({ saved_card_id: 'card_abcdefgh', save_card: true }, a.headers);
    expect([saveSaved.status, firstCode(saveSaved.body)]).toEqual([400, '1000']);
  });
});
