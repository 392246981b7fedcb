import { eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { expect, it } from 'vitest';
import { payByLinkRecordSchema, payByLinkViewSchema, receiptReplySchema, reservationReplySchema } from '../../contract';
import { plans, sandboxAuthorizations } from '../db/schema';
import { sweepOverdueBankTransfers } from '../payment-methods/bank-transfers';
import {
  describeOnTestDatabases,
  DEMO_KEY,
  DEMO_SECRET,
  START,
  firstCode,
  reservationRequest,
  stockOf,
  tokenizeCard,
} from './support/test-api';

// Every payment method against a real database: card in full, card deposit, bank
// transfer with its staff API and deadline, Korean domestic / international cards; receipts; and
// pay-by-link refunds through the sandbox provider.
describeOnTestDatabases('payment methods and receipts on $name', (api) => {
  const basic = { authorization: `Basic ${Buffer.from(`${DEMO_KEY}:${DEMO_SECRET}`).toString('base64')}` };
  const tokenize = (number = '4111111111111111', extra: Record<string, unknown> = {}) =>
    tokenizeCard(api, number, extra);
  let day = 0;
  /** One night on its own date, so stock counts are exact per test. */
  const stay = () => {
    day += 1;
    return {
      checkin_date: `2026-06-${String(day).padStart(2, '0')}`,
      checkout_date: `2026-06-${String(day + 1).padStart(2, '0')}`,
    };
  };
  const prepaid = [
    { room_type_code: 'KY-DLX-DOUBLE', room_plan_code: 'KY-DLX-DOUBLE-PREPAID', adults: 2, children: 0 },
  ];
  const krwRooms = [{ room_type_code: 'SE-STD-DOUBLE', room_plan_code: 'SE-STD-DOUBLE-KRW', adults: 2, children: 0 }];
  const book = (hotel: string, body: unknown, headers: Record<string, string> = {}) =>
    api.request('POST', `/book/hotels/${hotel}/reservations`, body, headers);
  const lookup = async (hotel: string, number: string) =>
    reservationReplySchema.parse(
      (await api.request('GET', `/book/hotels/${hotel}/reservations/${number}?email=hanako.yamada%40example.com`)).body,
    );
  const receipt = (number: string, query: string, hotel = 'demo-kyoto') =>
    api.request('GET', `/book/hotels/${hotel}/reservations/${number}/receipt?${query}`);
  const markPaid = (number: string, body: unknown, headers: Record<string, string> = basic) =>
    api.request('POST', `/api/staff/hotels/demo-kyoto/reservations/${number}/bank_transfer/paid`, body, headers);

  it('charges the whole amount for credit_card_full', async () => {
    const reply = await book(
      'demo-kyoto',
      reservationRequest({ ...stay(), rooms: prepaid, payment_type: 'credit_card_full', card_token: await tokenize() }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const body = reservationReplySchema.parse(reply.body);
    expect(body.status).toBe('done');
    expect(body.payment).toMatchObject({ status: 'captured', kind: 'charge', amount: body.total_price });
    expect(body).toMatchObject({ deposit_amount: body.total_price, remain_amount: 0 });
  });

  it('charges only the deposit (the plan share, rounded down) and shows the remaining amount', async () => {
    const dates = stay();
    const reply = await book(
      'demo-kyoto',
      reservationRequest({
        ...dates,
        rooms: prepaid,
        payment_type: 'credit_card_deposit',
        card_token: await tokenize(),
      }),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const body = reservationReplySchema.parse(reply.body);
    const deposit = Math.floor((body.total_price * 40) / 100);
    expect(body).toMatchObject({ status: 'done', deposit_amount: deposit, remain_amount: body.total_price - deposit });
    expect(body.payment_terms).toMatchObject({
      method: 'credit_card_deposit',
      deposit_percentage: 40,
      bank_transfer: null,
    });
    expect(body.payment).toMatchObject({ status: 'captured', amount: deposit });
    const [auth] = await api.database.db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.amount, deposit));
    expect(auth).toMatchObject({ capturedAmount: deposit, captureCount: 1 });
    // The facility's share applies once the plan's own is removed; an odd total rounds down.
    expect(
      (
        await api.request(
          'PUT',
          '/api/staff/hotels/demo-kyoto/plans/KY-DLX-DOUBLE-PREPAID/payment_settings',
          { deposit_percentage: null },
          basic,
        )
      ).status,
    ).toBe(200);
    const settings = await api.request('GET', '/api/staff/hotels/demo-kyoto/payment_settings', undefined, basic);
    expect(settings.body.deposit_percentage).toBe(30);
    expect(
      (
        await api.request(
          'PUT',
          '/api/staff/hotels/demo-kyoto/payment_settings',
          { ...settings.body, deposit_percentage: 33 },
          basic,
        )
      ).status,
    ).toBe(200);
    try {
      const second = reservationReplySchema.parse(
        (
          await book(
            'demo-kyoto',
            reservationRequest({
              ...stay(),
              rooms: prepaid,
              payment_type: 'credit_card_deposit',
              card_token: await tokenize(),
            }),
          )
        ).body,
      );
      expect(second.deposit_amount).toBe(Math.floor((second.total_price * 33) / 100));
      expect(second.deposit_amount! + second.remain_amount!).toBe(second.total_price);
      expect(second.payment!.amount).toBe(second.deposit_amount);
    } finally {
      await api.request('PUT', '/api/staff/hotels/demo-kyoto/payment_settings', settings.body, basic);
      await api.request(
        'PUT',
        '/api/staff/hotels/demo-kyoto/plans/KY-DLX-DOUBLE-PREPAID/payment_settings',
        { deposit_percentage: 40 },
        basic,
      );
    }
    // Staff settings are validated and need the API client's secret.
    expect(
      (
        await api.request(
          'PUT',
          '/api/staff/hotels/demo-kyoto/payment_settings',
          { ...settings.body, deposit_percentage: 100 },
          basic,
        )
      ).status,
    ).toBe(400);
    expect((await api.request('GET', '/api/staff/hotels/demo-kyoto/payment_settings')).status).toBe(401);
  });

  it('refunds a cancelled deposit booking through the provider; nothing is then held or left to pay', async () => {
    const body = reservationReplySchema.parse(
      (
        await book(
          'demo-kyoto',
          reservationRequest({
            ...stay(),
            rooms: prepaid,
            payment_type: 'credit_card_deposit',
            card_token: await tokenize(),
          }),
        )
      ).body,
    );
    expect(body.cancellation.fee).toBe(0);
    const cancelled = await api.request(
      'PUT',
      `/book/hotels/demo-kyoto/reservations/${body.confirmation_number}/cancel?email=hanako.yamada%40example.com`,
      { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const reply = reservationReplySchema.parse(cancelled.body);
    expect(reply.payment).toMatchObject({ status: 'refunded', refunded_amount: body.deposit_amount });
    // The refund settles after the cancellation commits: a look-up shows nothing held any more.
    expect(await lookup('demo-kyoto', body.confirmation_number)).toMatchObject({
      status: 'cancelled',
      deposit_amount: 0,
      remain_amount: 0,
    });
  });

  it('offers only the methods the plan allows, and refuses mixing plans of different methods', async () => {
    const plain = await book('demo-kyoto', reservationRequest({ ...stay(), payment_type: 'bank_transfer' }));
    expect(plain.status).toBe(422);
    expect(firstCode(plain.body)).toBe('1012');
    const mixed = await book(
      'demo-kyoto',
      reservationRequest({
        ...stay(),
        payment_type: 'credit_card_full',
        card_token: await tokenize(),
        rooms: [
          ...prepaid,
          { room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2, children: 0 },
        ],
      }),
    );
    expect(mixed.status).toBe(422);
    expect(['1012', 'payment_methods_differ']).toContain(firstCode(mixed.body));
    // A card method without a card is malformed.
    const noCard = await book(
      'demo-kyoto',
      reservationRequest({ ...stay(), rooms: prepaid, payment_type: 'credit_card_deposit' }),
    );
    expect(noCard.status).toBe(400);
  });

  it('holds a bank-transfer booking until staff mark it paid, with instructions and a deadline', async () => {
    const dates = stay();
    const before = await stockOf(api.database, 'KY-DLX-DOUBLE', dates.checkin_date, dates.checkout_date);
    const reply = await book(
      'demo-kyoto',
      reservationRequest({ ...dates, rooms: prepaid, payment_type: 'bank_transfer' }),
      { 'Idempotency-Key': `bt-${dates.checkin_date}` },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const body = reservationReplySchema.parse(reply.body);
    expect(body.status).toBe('payment_pending');
    expect(body.payment ?? null).toBeNull();
    // START is 2026-03-02 12:00 in Kyoto: three days to pay, until the end of 2026-03-05 local time.
    expect(body.payment_terms!.bank_transfer).toMatchObject({
      bank_name: 'Demo Bank of Kyoto',
      account_number: '1234567',
      account_holder: 'DEMO HOTEL KYOTO',
      transfer_reference: body.confirmation_number,
      amount: body.total_price,
      currency: 'JPY',
      due_at: '2026-03-05T15:00:00.000Z',
      paid_at: null,
    });
    expect(await stockOf(api.database, 'KY-DLX-DOUBLE', dates.checkin_date, dates.checkout_date)).toEqual(
      before.map((n) => n - 1),
    );
    // A retry with the same key books nothing more.
    const retry = await book(
      'demo-kyoto',
      reservationRequest({ ...dates, rooms: prepaid, payment_type: 'bank_transfer' }),
      { 'Idempotency-Key': `bt-${dates.checkin_date}` },
    );
    expect(retry.body.confirmation_number).toBe(body.confirmation_number);

    expect((await markPaid(body.confirmation_number, { amount: body.total_price }, {})).status).toBe(401);
    const wrong = await markPaid(body.confirmation_number, { amount: body.total_price - 1 });
    expect(wrong.status).toBe(422);
    expect(firstCode(wrong.body)).toBe('bank_transfer_amount_mismatch');
    expect((await markPaid('NOSUCHNUMBER', { amount: 1 })).status).toBe(404);
    const paid = await markPaid(body.confirmation_number, {
      amount: body.total_price,
      reference: 'YAMADA HANAKO 0302',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.status).toBe('done');
    expect(paid.body.payment_terms.bank_transfer.paid_at).toBe('2026-03-02T03:00:00.000Z');
    // Marking again (a double click in the staff tool) changes nothing.
    expect((await markPaid(body.confirmation_number, { amount: body.total_price })).status).toBe(200);
    expect((await lookup('demo-kyoto', body.confirmation_number)).status).toBe('done');
  });

  it('cancels an unpaid transfer at its deadline, releasing the rooms, and refuses one too close to check-in', async () => {
    const dates = stay();
    const before = await stockOf(api.database, 'KY-DLX-DOUBLE', dates.checkin_date, dates.checkout_date);
    const body = reservationReplySchema.parse(
      (await book('demo-kyoto', reservationRequest({ ...dates, rooms: prepaid, payment_type: 'bank_transfer' }))).body,
    );
    await api.travelTo('2026-03-05T14:59:00Z');
    expect(
      await sweepOverdueBankTransfers({
        database: api.database,
        clock: { now: () => Temporal.Instant.from('2026-03-05T14:59:00Z') },
      }),
    ).toBe(0);
    await api.travelTo('2026-03-05T15:00:00Z');
    const late = await markPaid(body.confirmation_number, { amount: body.total_price });
    expect(late.status).toBe(409);
    expect(firstCode(late.body)).toBe('bank_transfer_overdue');
    const cancelled = await lookup('demo-kyoto', body.confirmation_number);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation_fee: 0 });
    expect(await stockOf(api.database, 'KY-DLX-DOUBLE', dates.checkin_date, dates.checkout_date)).toEqual(before);

    await api.travelTo(START);
    const tooLate = await book(
      'demo-kyoto',
      reservationRequest({
        checkin_date: '2026-03-03',
        checkout_date: '2026-03-04',
        rooms: prepaid,
        payment_type: 'bank_transfer',
      }),
    );
    expect(tooLate.status).toBe(422);
    expect(firstCode(tooLate.body)).toBe('bank_transfer_too_late');
  });

  it('pays in won by Korean cards: a domestic card only after the issuer checked birth date and PIN digits', async () => {
    const korean = { korean_domestic: { birth_date: '1990-04-01', pin_prefix: '12' } };
    const seoulStay = { checkin_date: '2026-04-10', checkout_date: '2026-04-11' };
    const international = await book(
      'demo-seoul',
      reservationRequest({
        ...seoulStay,
        rooms: krwRooms,
        payment_type: 'credit_card_krw_international',
        card_token: await tokenize(),
      }),
    );
    expect(international.status, JSON.stringify(international.body)).toBe(201);
    expect(international.body.payment).toMatchObject({
      status: 'captured',
      currency: 'KRW',
      amount: international.body.total_price,
    });

    const unchecked = await book(
      'demo-seoul',
      reservationRequest({
        ...seoulStay,
        rooms: krwRooms,
        payment_type: 'credit_card_krw_domestic',
        card_token: await tokenize(),
      }),
    );
    expect(unchecked.status).toBe(422);
    expect(firstCode(unchecked.body)).toBe('korean_card_verification_required');

    const badPin = await api.request('POST', '/api/sandbox/tokens', {
      number: '4111111111111111',
      holder_name: 'KIM MINJI',
      expiry_month: 12,
      expiry_year: 2030,
      security_code: '123',
      korean_domestic: { birth_date: '1990-04-01', pin_prefix: '1' },
    });
    expect(badPin.status).toBe(400);
    expect(badPin.body.errors[0].details['korean_domestic.pin_prefix']).toBeDefined();
    const badDate = await api.request('POST', '/api/sandbox/tokens', {
      number: '4111111111111111',
      holder_name: 'KIM MINJI',
      expiry_month: 12,
      expiry_year: 2030,
      security_code: '123',
      korean_domestic: { birth_date: '1990-02-30', pin_prefix: '12' },
    });
    expect(badDate.status).toBe(400);
    const future = await api.request('POST', '/api/sandbox/tokens', {
      number: '4111111111111111',
      holder_name: 'KIM MINJI',
      expiry_month: 12,
      expiry_year: 2030,
      security_code: '123',
      korean_domestic: { birth_date: '2027-01-01', pin_prefix: '12' },
    });
    expect(future.status).toBe(400);
    const refused = await api.request('POST', '/api/sandbox/tokens', {
      number: '4111111111111111',
      holder_name: 'KIM MINJI',
      expiry_month: 12,
      expiry_year: 2030,
      security_code: '123',
      korean_domestic: { birth_date: '1990-04-01', pin_prefix: '99' },
    });
    expect(refused.status).toBe(422);
    expect(firstCode(refused.body)).toBe('3003');

    const domestic = await book(
      'demo-seoul',
      reservationRequest({
        ...seoulStay,
        rooms: krwRooms,
        payment_type: 'credit_card_krw_domestic',
        card_token: await tokenize('4111111111111111', korean),
      }),
    );
    expect(domestic.status, JSON.stringify(domestic.body)).toBe(201);
    expect(domestic.body).toMatchObject({ status: 'done', payment_type: 'credit_card_krw_domestic', currency: 'KRW' });
    // Neither the birth date nor the PIN digits are stored anywhere.
    for (const table of [
      'sandbox_card_tokens',
      'sandbox_korean_card_checks',
      'reservations',
      'payment_transactions',
      'reservation_payment_terms',
    ]) {
      const dump = JSON.stringify(
        ((await api.database.db.execute(sql.raw(`select * from ${table}`))) as { rows: unknown[] }).rows,
      );
      expect(dump, table).not.toContain('1990-04-01');
      expect(dump, table).not.toContain('19900401');
    }
    // KRW cards are for KRW facilities only.
    await api.database.db
      .update(plans)
      .set({ paymentMethods: ['on_site', 'credit_card', 'credit_card_krw_international'] })
      .where(eq(plans.code, 'KY-STD-TWIN-RO'));
    try {
      const kyoto = await book(
        'demo-kyoto',
        reservationRequest({ ...stay(), payment_type: 'credit_card_krw_international', card_token: await tokenize() }),
      );
      expect(kyoto.status).toBe(422);
      expect(firstCode(kyoto.body)).toBe('krw_currency_required');
    } finally {
      await api.database.db
        .update(plans)
        .set({ paymentMethods: ['on_site', 'credit_card'] })
        .where(eq(plans.code, 'KY-STD-TWIN-RO'));
    }
  });

  it('issues receipts from the check-out time to the owner only, per payment method', async () => {
    const dates = { checkin_date: '2026-03-20', checkout_date: '2026-03-21' };
    const card = reservationReplySchema.parse(
      (
        await book(
          'demo-kyoto',
          reservationRequest({
            ...dates,
            rooms: prepaid,
            payment_type: 'credit_card_deposit',
            card_token: await tokenize(),
          }),
        )
      ).body,
    );
    const onSite = reservationReplySchema.parse(
      (await book('demo-kyoto', reservationRequest({ ...dates, payment_type: 'on_site' }))).body,
    );
    const email = 'email=hanako.yamada%40example.com';
    const early = await receipt(card.confirmation_number, `${email}&name=Yamada%20Trading`);
    expect(early.status).toBe(409);
    expect(firstCode(early.body)).toBe('receipt_not_yet_available');
    // From 11:00 on the check-out day, facility time (02:00 UTC).
    await api.travelTo('2026-03-21T01:59:00Z');
    expect((await receipt(card.confirmation_number, `${email}&name=Yamada%20Trading`)).status).toBe(409);
    await api.travelTo('2026-03-21T02:00:00Z');
    const first = await receipt(card.confirmation_number, `${email}&name=Yamada%20Trading&tax_id=12345678&locale=ja`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const issued = receiptReplySchema.parse(first.body).receipt;
    expect(issued).toMatchObject({
      receipt_number: `${card.confirmation_number}-R1`,
      receipt_title: 'Yamada Trading',
      receipt_unicode: '12345678',
      amount: card.deposit_amount,
      remain_amount: card.remain_amount,
      currency: 'JPY',
      payment_type: 'credit_card_deposit',
      reissue_count: 0,
      locale: 'ja',
      hotel: { code: 'demo-kyoto' },
      checkin_date: '2026-03-20',
      nights: 1,
    });
    expect(issued.tax).toBe(Math.floor((card.tax * card.deposit_amount!) / card.total_price));
    // The same receipt again is the same receipt; another name is a numbered reissue.
    expect(
      receiptReplySchema.parse(
        (
          await receipt(
            card.confirmation_number,
            `bypass_token=${card.bypass_token}&name=Yamada%20Trading&tax_id=12345678`,
          )
        ).body,
      ).receipt.receipt_number,
    ).toBe(issued.receipt_number);
    const reissue = receiptReplySchema.parse(
      (await receipt(card.confirmation_number, `${email}&name=Hanako%20Yamada`)).body,
    ).receipt;
    expect(reissue).toMatchObject({
      receipt_number: `${card.confirmation_number}-R2`,
      receipt_unicode: null,
      reissue_count: 1,
    });
    // Validation, and only the owner.
    const badTax = await receipt(card.confirmation_number, `${email}&name=X&tax_id=1234567`);
    expect(badTax.status).toBe(400);
    expect(badTax.body.errors[0].details.tax_id).toBeDefined();
    expect((await receipt(card.confirmation_number, `${email}&name=`)).status).toBe(400);
    expect((await receipt(card.confirmation_number, 'email=someone%40example.com&name=X')).status).toBe(404);
    expect((await receipt(card.confirmation_number, 'bypass_token=wrong-token-value&name=X')).status).toBe(404);
    expect((await receipt(card.confirmation_number, 'name=X')).status).toBe(404);
    const frontDesk = await receipt(onSite.confirmation_number, `${email}&name=X`);
    expect(frontDesk.status).toBe(422);
    expect(firstCode(frontDesk.body)).toBe('receipt_at_front_desk');

    await api.travelTo(START);
    await api.database.db
      .update(plans)
      .set({ paymentMethods: ['on_site', 'credit_card', 'deferred_payment'] })
      .where(eq(plans.code, 'KY-STD-TWIN-RO'));
    try {
      const deferred = reservationReplySchema.parse(
        (await book('demo-kyoto', reservationRequest({ ...dates, payment_type: 'deferred_payment' }))).body,
      );
      const unpaidTransfer = reservationReplySchema.parse(
        (await book('demo-kyoto', reservationRequest({ ...dates, rooms: prepaid, payment_type: 'bank_transfer' })))
          .body,
      );
      await api.travelTo('2026-03-21T02:00:00Z');
      expect(firstCode((await receipt(deferred.confirmation_number, `${email}&name=X`)).body)).toBe(
        'receipt_not_issued',
      );
      // The transfer never came: cancelled at its deadline, nothing paid, no receipt.
      expect(firstCode((await receipt(unpaidTransfer.confirmation_number, `${email}&name=X`)).body)).toBe(
        'receipt_nothing_paid',
      );
    } finally {
      await api.database.db
        .update(plans)
        .set({ paymentMethods: ['on_site', 'credit_card'] })
        .where(eq(plans.code, 'KY-STD-TWIN-RO'));
    }
  });

  it('documents the payment, refund, receipt, saved-card and pay-by-link routes in OpenAPI', async () => {
    const document = (await api.request('GET', '/api/openapi.json')).body;
    for (const route of [
      '/api/sandbox/tokens',
      '/book/hotels/{h}/payments/{transaction}',
      '/book/hotels/{h}/payments/{transaction}/complete_3ds',
      '/book/hotels/{h}/memberships/credit_cards',
      '/book/hotels/{h}/reservations/{confirmation_number}/receipt',
      '/api/staff/hotels/{h}/reservations/{confirmation_number}/bank_transfer/paid',
      '/api/staff/hotels/{h}/pay_by_links/{payment_number}',
      '/book/pay_by_links/{payment_number}/payments',
    ])
      expect(document.paths[route], route).toBeDefined();
    expect(document.components.schemas.ReceiptReply).toBeDefined();
    expect(document.components.schemas.CreateReservationRequest.properties.payment_type.enum).toContain(
      'credit_card_krw_domestic',
    );
    expect(
      document.paths['/book/hotels/{h}/reservations/{confirmation_number}/receipt'].get.parameters.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(expect.arrayContaining(['name', 'tax_id', 'email', 'bypass_token']));
  });

  it('refunds a paid pay-by-link through the provider, once, recording the transition', async () => {
    const staff = (method: string, path: string, body?: unknown) =>
      api.request(method, `/api/staff/hotels/demo-kyoto/pay_by_links${path}`, body, basic);
    const payLink = async (card: string) => {
      const link = payByLinkRecordSchema.parse(
        (await staff('POST', '', { subject: 'Kaiseki dinner', amount: 15000 })).body,
      );
      const view = payByLinkViewSchema.parse(
        (await api.request('POST', `/book/pay_by_links/${link.payment_number}/visits`)).body,
      );
      const paid = await api.request('POST', `/book/pay_by_links/${link.payment_number}/payments`, {
        visit_id: view.visit.visit_id,
        amount_version: view.amount_version,
        card_token: await tokenize(card),
      });
      expect(paid.body.result).toBe('paid');
      return { link, view };
    };
    const { link, view } = await payLink('4111111111111111');
    const [refunded, again] = await Promise.all([
      staff('PATCH', `/${link.payment_number}`, { status: 'refunded' }),
      staff('PATCH', `/${link.payment_number}`, { status: 'refunded' }),
    ]);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded' });
    const page = payByLinkViewSchema.parse(
      (await api.request('GET', `/book/pay_by_links/${link.payment_number}?visit_id=${view.visit.visit_id}`)).body,
    );
    expect(page.result).toBe('refunded');
    expect(page.attempt!.status).toBe('refunded');
    expect(page.attempt!.transitions.map((t) => t.to)).toEqual([
      'initiated',
      'authorized',
      'capturing',
      'captured',
      'refunded',
    ]);
    const rows = (
      (await api.database.db.execute(
        sql`select a.refunded_amount from sandbox_authorizations a join pay_by_link_attempts p on p.provider_reference = a.id join pay_by_links l on l.id = p.link_id where l.payment_number = ${link.payment_number}`,
      )) as { rows: { refunded_amount: number }[] }
    ).rows;
    expect(rows).toEqual([{ refunded_amount: 15000 }]);

    // The provider declines: the link stays paid and the code is answered.
    const declined = await payLink('4000000000003113');
    const failed = await staff('PATCH', `/${declined.link.payment_number}`, { status: 'refunded' });
    expect(failed.status).toBe(422);
    expect(firstCode(failed.body)).toBe('3002');
    expect((await staff('GET', `/${declined.link.payment_number}`)).body.status).toBe('paid');
    // An unpaid link cannot be refunded.
    const unpaid = payByLinkRecordSchema.parse((await staff('POST', '', { subject: 'Unpaid', amount: 500 })).body);
    expect(firstCode((await staff('PATCH', `/${unpaid.payment_number}`, { status: 'refunded' })).body)).toBe('3200');
  });
});
