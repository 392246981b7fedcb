import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { paymentTransactionReplySchema, reservationReplySchema, updateItineraryReplySchema } from '../../contract';
import { paymentRefunds, paymentTransactions, reservations, sandboxAuthorizations } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { planRefund, settlePendingRefunds } from '../payments/refunds';
import { describeOnTestDatabases, firstCode, reservationRequest } from './support/test-api';

// Refunds of captured card payments (payments slice 2) through the real routes, database and the
// sandbox gateway's own books: cancellation minus the fee, shorter prepaid stays, idempotency under
// retries and races, and a refund the provider declines.
describeOnTestDatabases('card refunds on $name', (api) => {
  const byEmail = 'email=hanako.yamada%40example.com';
  const path = (number: string) => `/book/hotels/demo-kyoto/reservations/${number}`;
  const tokenize = async (number: string) => {
    const reply = await api.request('POST', '/api/sandbox/tokens', {
      number,
      holder_name: 'HANAKO YAMADA',
      expiry_month: 12,
      expiry_year: 2030,
      security_code: '123',
    });
    expect(reply.status).toBe(201);
    return reply.body.token as string;
  };
  /** Each test books its own April dates of KY-STD-TWIN (standard policy: free until 3 days before). */
  let day = 0;
  const paidBooking = async (number = '4111111111111111', nights = 1) => {
    day += nights + 1;
    const checkin = `2026-04-${String(day).padStart(2, '0')}`;
    const checkout = `2026-04-${String(day + nights).padStart(2, '0')}`;
    const reply = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        checkin_date: checkin,
        checkout_date: checkout,
        payment_type: 'credit_card',
        card_token: await tokenize(number),
      }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const booked = reservationReplySchema.parse(reply.body);
    expect(booked.payment).toMatchObject({
      status: 'captured',
      amount: booked.total_price,
      refunded_amount: 0,
      refunds: [],
    });
    return booked;
  };
  const lookup = async (number: string) =>
    reservationReplySchema.parse((await api.request('GET', `${path(number)}?${byEmail}`)).body);
  const cancel = (number: string, fee: number) =>
    api.request('PUT', `${path(number)}/cancel?${byEmail}`, {
      reason: 'change_of_plans',
      cancellation_fee_displayed: fee,
    });
  const sandboxOf = async (transactionId: string) => {
    const [txn] = await api.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.publicId, transactionId));
    const [auth] = await api.database.db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.id, txn!.providerReference!));
    return { txn: txn!, auth: auth! };
  };
  const refundRows = async (transactionId: string) => {
    const { txn } = await sandboxOf(transactionId);
    return api.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.transactionId, txn.id));
  };
  const transitions = async (transactionId: string) =>
    paymentTransactionReplySchema
      .parse((await api.request('GET', `/book/hotels/demo-kyoto/payments/${transactionId}`)).body)
      .transitions.map((t) => `${t.from ?? '-'}>${t.to}`);

  it('a free cancellation refunds the whole captured amount once, recorded as captured > refunded', async () => {
    const booked = await paidBooking();
    const id = booked.payment!.transaction_id;
    const done = await cancel(booked.confirmation_number, 0);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const reply = reservationReplySchema.parse(done.body);
    expect(reply.status).toBe('cancelled');
    expect(reply.payment).toMatchObject({
      status: 'refunded',
      amount: booked.total_price,
      refunded_amount: booked.total_price,
    });
    expect(reply.payment!.refunds).toMatchObject([
      { cause: 'cancellation', amount: booked.total_price, status: 'succeeded', failure_code: null },
    ]);
    expect((await sandboxOf(id)).auth).toMatchObject({
      status: 'captured',
      capturedAmount: booked.total_price,
      refundedAmount: booked.total_price,
      captureCount: 1,
    });
    expect((await transitions(id)).slice(-2)).toEqual(['capturing>captured', 'captured>refunded']);
    // The look-up shows the same payment; a retried cancel is 1006 and refunds nothing more.
    expect((await lookup(booked.confirmation_number)).payment).toMatchObject({
      status: 'refunded',
      refunded_amount: booked.total_price,
    });
    const retry = await cancel(booked.confirmation_number, 0);
    expect([retry.status, firstCode(retry.body)]).toEqual([409, '1006']);
    expect(await refundRows(id)).toHaveLength(1);
    expect((await sandboxOf(id)).auth.refundedAmount).toBe(booked.total_price);
  });

  it('a cancellation with a fee refunds the amount paid minus the fee: partially_refunded', async () => {
    const booked = await paidBooking();
    // 17:59 in Kyoto, 2 days before check-in: the 30 % tier of the standard policy.
    const checkin = booked.checkin_date;
    const twoDaysBefore = new Date(`${checkin}T08:59:00Z`);
    twoDaysBefore.setUTCDate(twoDaysBefore.getUTCDate() - 2);
    await api.travelTo(twoDaysBefore.toISOString());
    const fee = Math.floor((booked.total_price * 30) / 100);
    expect((await lookup(booked.confirmation_number)).cancellation.fee).toBe(fee);
    const done = await cancel(booked.confirmation_number, fee);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const payment = reservationReplySchema.parse(done.body).payment!;
    expect(payment).toMatchObject({ status: 'partially_refunded', refunded_amount: booked.total_price - fee });
    expect(payment.refunds).toMatchObject([
      { cause: 'cancellation', amount: booked.total_price - fee, status: 'succeeded' },
    ]);
    expect((await sandboxOf(payment.transaction_id)).auth.refundedAmount).toBe(booked.total_price - fee);
    expect((await transitions(payment.transaction_id)).at(-1)).toBe('captured>partially_refunded');
  });

  it('concurrent cancels refund exactly once', async () => {
    const booked = await paidBooking();
    const replies = await Promise.all(Array.from({ length: 5 }, () => cancel(booked.confirmation_number, 0)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(replies.filter((r) => r.status === 409).every((r) => firstCode(r.body) === '1006')).toBe(true);
    const id = booked.payment!.transaction_id;
    expect(await refundRows(id)).toMatchObject([{ status: 'succeeded', amount: booked.total_price }]);
    expect((await sandboxOf(id)).auth.refundedAmount).toBe(booked.total_price);
    expect((await transitions(id)).filter((t) => t.endsWith('refunded'))).toEqual(['captured>refunded']);
  });

  it('a refund the provider declines leaves the reservation cancelled, the payment captured and the refund failed with 3002 and an explanation', async () => {
    const booked = await paidBooking('4000000000003113');
    const id = booked.payment!.transaction_id;
    const done = await cancel(booked.confirmation_number, 0);
    expect(done.status).toBe(200);
    const reply = reservationReplySchema.parse(done.body);
    expect(reply.status).toBe('cancelled');
    expect(reply.payment).toMatchObject({ status: 'captured', refunded_amount: 0 });
    expect(reply.payment!.refunds).toHaveLength(1);
    expect(reply.payment!.refunds[0]).toMatchObject({
      status: 'failed',
      failure_code: '3002',
      amount: booked.total_price,
    });
    expect(reply.payment!.refunds[0]!.failure_reason).toContain(`refund ${booked.total_price} JPY by hand`);
    expect((await sandboxOf(id)).auth.refundedAmount).toBe(0);
    // Nothing pending: the sweeper does not try again, and a retried cancel is 1006.
    expect(await settlePendingRefunds(api)).toBe(0);
    expect(firstCode((await cancel(booked.confirmation_number, 0)).body)).toBe('1006');
    expect(await refundRows(id)).toHaveLength(1);
  });

  it('a refund left pending (crash before the provider answered) is settled once even by concurrent sweeps', async () => {
    const booked = await paidBooking();
    const id = booked.payment!.transaction_id;
    const [row] = await api.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.confirmationNumber, booked.confirmation_number));
    const planned = await inTransaction(api.database.db, (tx) =>
      planRefund(tx, {
        reservationId: row!.id,
        cause: 'cancellation',
        causeKey: `test-crash:${row!.id}`,
        owed: (paid) => paid - 1000,
        now: new Date(),
      }),
    );
    expect(planned).toMatchObject({ status: 'pending', amount: booked.total_price - 1000 });
    // Planning the same cause again answers the same row.
    const again = await inTransaction(api.database.db, (tx) =>
      planRefund(tx, {
        reservationId: row!.id,
        cause: 'cancellation',
        causeKey: `test-crash:${row!.id}`,
        owed: (paid) => paid,
        now: new Date(),
      }),
    );
    expect(again!.id).toBe(planned!.id);
    await Promise.all([
      settlePendingRefunds(api, row!.id),
      settlePendingRefunds(api, row!.id),
      settlePendingRefunds(api),
    ]);
    expect(await refundRows(id)).toMatchObject([{ status: 'succeeded', amount: booked.total_price - 1000 }]);
    expect((await sandboxOf(id)).auth.refundedAmount).toBe(booked.total_price - 1000);
    expect((await sandboxOf(id)).txn).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: booked.total_price - 1000,
    });
    // Only 1000 is left: a further refund is capped at what is still held.
    const rest = await inTransaction(api.database.db, (tx) =>
      planRefund(tx, {
        reservationId: row!.id,
        cause: 'cancellation',
        causeKey: `test-rest:${row!.id}`,
        owed: () => 999_999,
        now: new Date(),
      }),
    );
    expect(rest!.amount).toBe(1000);
    await settlePendingRefunds(api, row!.id);
    expect((await sandboxOf(id)).txn).toMatchObject({ status: 'refunded', refundedAmount: booked.total_price });
    expect((await transitions(id)).slice(-2)).toEqual(['captured>partially_refunded', 'partially_refunded>refunded']);
  });

  it('shortening a prepaid stay refunds the price given up minus the change fee; a later cancellation refunds the rest minus its fee', async () => {
    const booked = await paidBooking('4111111111111111', 3);
    expect(booked.update_setting).toMatchObject({ itinerary_updatable: true, itinerary_reason: null });
    const id = booked.payment!.transaction_id;
    // 2 days before check-in: the 30 % tier applies to the nights given up as the change fee.
    const twoDaysBefore = new Date(`${booked.checkin_date}T00:00:00Z`);
    twoDaysBefore.setUTCDate(twoDaysBefore.getUTCDate() - 2);
    await api.travelTo(twoDaysBefore.toISOString());
    const change = { checkin_date: booked.checkin_date, checkout_date: nextDay(booked.checkin_date) };
    const dry = updateItineraryReplySchema.parse(
      (await api.request('PUT', `${path(booked.confirmation_number)}?${byEmail}&dry_run=true`, change)).body,
    );
    const givenUp = dry.quote.current_total_price - dry.quote.rooms[0]!.new_total_price;
    expect(dry.quote.change_fee).toBe(Math.floor((givenUp * 30) / 100));
    expect(dry.quote.change_fee).toBeGreaterThan(0);
    const owed = givenUp - dry.quote.change_fee;
    expect(-dry.quote.price_difference).toBe(owed);

    // A double click: both commits race; one changes and refunds, the other finds nothing left to change.
    const body = { ...change, quoted_total_price: dry.quote.new_total_price };
    const commits = await Promise.all(
      [1, 2].map(() => api.request('PUT', `${path(booked.confirmation_number)}?${byEmail}`, body)),
    );
    expect(commits.map((c) => c.status).sort()).toEqual([200, 400]);
    const committed = updateItineraryReplySchema.parse(commits.find((c) => c.status === 200)!.body);
    expect(committed.reservation.payment).toMatchObject({ status: 'partially_refunded', refunded_amount: owed });
    expect(committed.reservation.payment!.refunds).toMatchObject([
      { cause: 'itinerary_change', amount: owed, status: 'succeeded' },
    ]);
    expect((await sandboxOf(id)).auth.refundedAmount).toBe(owed);
    expect(await refundRows(id)).toHaveLength(1);

    // Cancel now: 30 % of the one night kept is the fee; the change fee stays charged too.
    const now = await lookup(booked.confirmation_number);
    const roomsTotal = now.rooms.reduce((sum, room) => sum + room.total_price, 0);
    expect(now.total_price).toBe(roomsTotal + dry.quote.change_fee);
    const fee = now.cancellation.fee;
    expect(fee).toBe(Math.floor((roomsTotal * 30) / 100));
    const cancelled = await cancel(booked.confirmation_number, fee);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const payment = reservationReplySchema.parse(cancelled.body).payment!;
    const kept = fee + dry.quote.change_fee;
    expect(payment).toMatchObject({ status: 'partially_refunded', refunded_amount: booked.total_price - kept });
    expect(payment.refunds.map((r) => [r.cause, r.amount, r.status])).toEqual([
      ['itinerary_change', owed, 'succeeded'],
      ['cancellation', roomsTotal - fee, 'succeeded'],
    ]);
    expect((await sandboxOf(id)).auth.refundedAmount).toBe(booked.total_price - kept);
  });

  it('refuses to cancel while the card payment is still open (3-D Secure), so it can never be captured on a cancelled booking', async () => {
    day += 2;
    const reply = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        checkin_date: `2026-04-${String(day).padStart(2, '0')}`,
        checkout_date: `2026-04-${String(day + 1).padStart(2, '0')}`,
        payment_type: 'credit_card',
        card_token: await tokenize('4000000000003089'),
      }),
    );
    const held = reservationReplySchema.parse(reply.body);
    expect(held).toMatchObject({ status: 'payment_pending', payment: { status: 'pre_3d_secure' } });
    const refused = await cancel(held.confirmation_number, 0);
    expect([refused.status, firstCode(refused.body)]).toEqual([409, 'update_payment_pending']);
    expect((await lookup(held.confirmation_number)).status).toBe('payment_pending');
  });

  it('on-site reservations have no payment and nothing to refund', async () => {
    const reply = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ checkin_date: '2026-06-01', checkout_date: '2026-06-02' }),
    );
    const booked = reservationReplySchema.parse(reply.body);
    const done = await cancel(booked.confirmation_number, 0);
    expect(done.status).toBe(200);
    expect(reservationReplySchema.parse(done.body).payment ?? null).toBeNull();
  });
});

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
