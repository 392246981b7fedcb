import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { reservationReplySchema } from '../../contract';
import { reservationPaymentTerms, reservations } from '../db/schema';
import {
  DEMO_KEY,
  DEMO_SECRET,
  firstCode,
  reservationRequest,
  describeOnTestDatabases,
  stockOf,
} from './support/test-api';

// A guest cancels an unpaid bank-transfer reservation online (payment-methods/bank-transfer-cancellation.ts):
// the tier fee is recorded, nothing is refunded, the rooms come back and staff can no longer mark it paid.
describeOnTestDatabases('bank transfer cancellation on $name', (api) => {
  const basic = { authorization: `Basic ${Buffer.from(`${DEMO_KEY}:${DEMO_SECRET}`).toString('base64')}` };
  const prepaid = [
    { room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-PREPAID', adults: 2, children: 0 },
  ];
  const email = 'email=hanako.yamada%40example.com';
  const book = (dates: { checkin_date: string; checkout_date: string }) =>
    api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({ ...dates, rooms: prepaid, payment_type: 'bank_transfer' }),
    );
  const bookTransfer = async (dates: { checkin_date: string; checkout_date: string }) => {
    const reply = await book(dates);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const body = reservationReplySchema.parse(reply.body);
    expect(body.status).toBe('payment_pending');
    return body;
  };
  const lookup = async (number: string) =>
    reservationReplySchema.parse(
      (await api.request('GET', `/book/hotels/demo-kyoto/reservations/${number}?${email}`)).body,
    );
  const cancel = (number: string, fee: number) =>
    api.request('PUT', `/book/hotels/demo-kyoto/reservations/${number}/cancel?${email}`, {
      reason: 'change_of_plans',
      details: 'plans changed',
      cancellation_fee_displayed: fee,
    });
  const markPaid = (number: string, amount: number) =>
    api.request('POST', `/api/staff/hotels/demo-kyoto/reservations/${number}/bank_transfer/paid`, { amount }, basic);
  const termsOf = async (number: string) => {
    const [row] = await api.database.db
      .select({ paidAt: reservationPaymentTerms.paidAt, status: reservations.status })
      .from(reservationPaymentTerms)
      .innerJoin(reservations, eq(reservations.id, reservationPaymentTerms.reservationId))
      .where(eq(reservations.confirmationNumber, number));
    return row!;
  };

  it('cancels an unpaid transfer with the tier fee recorded, nothing refunded, rooms released and mark-paid refused', async () => {
    // START is 2026-03-02 12:00 in Kyoto: check-in on 03-05 is inside the 3-days-before tier.
    const dates = { checkin_date: '2026-03-05', checkout_date: '2026-03-06' };
    const before = await stockOf(api.database, 'KY-DLX-DOUBLE', dates.checkin_date, dates.checkout_date);
    const body = await bookTransfer(dates);
    expect(await stockOf(api.database, 'KY-DLX-DOUBLE', dates.checkin_date, dates.checkout_date)).toEqual(
      before.map((n) => n - 1),
    );
    const quoted = await lookup(body.confirmation_number);
    expect(quoted.cancellation).toMatchObject({ cancellable: true, refusal_code: null });
    const fee = quoted.cancellation.fee;
    expect(fee).toBeGreaterThan(0);

    const stale = await cancel(body.confirmation_number, fee + 1);
    expect(stale.status).toBe(409);
    expect(firstCode(stale.body)).toBe('1010');
    const cancelled = await cancel(body.confirmation_number, fee);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const reply = reservationReplySchema.parse(cancelled.body);
    expect(reply).toMatchObject({ status: 'cancelled', cancellation_fee: fee, cancel_reason: 'change_of_plans' });
    expect(reply.payment ?? null).toBeNull();
    expect(reply.payment_terms!.bank_transfer).toMatchObject({ paid_at: null });
    expect(await stockOf(api.database, 'KY-DLX-DOUBLE', dates.checkin_date, dates.checkout_date)).toEqual(before);

    // The transfer is closed: staff cannot mark it paid, a retried cancel finds it cancelled.
    const late = await markPaid(body.confirmation_number, body.total_price);
    expect(late.status).toBe(409);
    expect(firstCode(late.body)).toBe('bank_transfer_not_pending');
    expect(await termsOf(body.confirmation_number)).toEqual({ paidAt: null, status: 'cancelled' });
    const again = await cancel(body.confirmation_number, fee);
    expect(again.status).toBe(409);
    expect(firstCode(again.body)).toBe('1006');
  });

  it('lets exactly one of mark-paid and cancel win the unpaid transfer when they race', async () => {
    for (const [index, dates] of [
      ['2026-06-10', '2026-06-11'],
      ['2026-06-12', '2026-06-13'],
      ['2026-06-14', '2026-06-15'],
    ].entries()) {
      const body = await bookTransfer({ checkin_date: dates[0]!, checkout_date: dates[1]! });
      const fee = (await lookup(body.confirmation_number)).cancellation.fee;
      const [paid, cancelled] =
        index % 2 === 0
          ? await Promise.all([
              markPaid(body.confirmation_number, body.total_price),
              cancel(body.confirmation_number, fee),
            ])
          : await Promise.all([
              cancel(body.confirmation_number, fee),
              markPaid(body.confirmation_number, body.total_price),
            ]).then(([c, p]) => [p, c] as const);
      const terms = await termsOf(body.confirmation_number);
      if (paid.status === 200) {
        // The transfer arrived first: it is paid and the reservation confirmed; the cancel then met a
        // paid reservation, so the transfer was never closed as unpaid.
        expect(terms.paidAt).not.toBeNull();
        expect(paid.body.status).toBe('done');
        if (cancelled.status === 200)
          expect(reservationReplySchema.parse(cancelled.body).payment_terms!.bank_transfer!.paid_at).not.toBeNull();
      } else {
        // The cancel closed the unpaid transfer first: mark-paid is refused and nothing was paid.
        expect([paid.status, firstCode(paid.body)]).toEqual([409, 'bank_transfer_not_pending']);
        expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
        expect(terms).toEqual({ paidAt: null, status: 'cancelled' });
      }
    }
  });

  it('keeps refusing the cancel of a reservation whose card payment is still open', async () => {
    // A reservation still waiting for its card (3-D Secure) is shown as not cancellable and refused.
    const dates = { checkin_date: '2026-06-20', checkout_date: '2026-06-21' };
    const body = await bookTransfer(dates);
    await api.database.db
      .update(reservationPaymentTerms)
      .set({ method: 'credit_card_full' })
      .where(
        eq(
          reservationPaymentTerms.reservationId,
          (
            await api.database.db
              .select({ id: reservations.id })
              .from(reservations)
              .where(eq(reservations.confirmationNumber, body.confirmation_number))
          )[0]!.id,
        ),
      );
    const quoted = await lookup(body.confirmation_number);
    expect(quoted.cancellation).toMatchObject({ cancellable: false, refusal_code: 'update_payment_pending' });
    const refused = await cancel(body.confirmation_number, quoted.cancellation.fee);
    expect(refused.status).toBe(409);
    expect(firstCode(refused.body)).toBe('update_payment_pending');
    expect((await lookup(body.confirmation_number)).status).toBe('payment_pending');
  });
});
