import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { discountCodes, hotels } from '../db/schema';
import { insertDiscountCode } from '../pricing/pricing-repository';
import { firstCode, racerName, reservationRequest, describeOnTestDatabases } from './support/test-api';
import { memberSessionReplySchema } from '../../contract';

// Prices, discounts, coupons and promo codes through the real API (docs/pricing.md), on PGlite and
// on PostgreSQL when DATABASE_URL is set. Expected amounts are derived from the undiscounted search.
describeOnTestDatabases('pricing on $name', (api) => {
  const stay = { checkin: '2026-04-06', checkout: '2026-04-09' }; // three nights
  const search = (extra = '') =>
    api.request(
      'GET',
      `/book/hotels/demo-kyoto/rooms?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2${extra}`,
    );
  const planOf = (body: any, code: string) =>
    body.rooms.flatMap((room: any) => room.room_plan).find((plan: any) => plan.room_plan_code === code);
  const quote = (plans: string, rooms: string, extra = '') =>
    api.request(
      'GET',
      `/book/hotels/demo-kyoto/rooms/price?checkin=${stay.checkin}&checkout=${stay.checkout}&room_plan_codes=${plans}&rooms=${rooms}${extra}`,
    );
  const twin = { room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2, children: 0 };
  const booking = (overrides: Record<string, unknown> = {}, i = 0) =>
    reservationRequest({
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      rooms: [twin],
      guest: { first_name: 'Guest', last_name: racerName(i), email: `pricing${i}@example.com`, phone: '+81300000000' },
      ...overrides,
    });
  async function kyotoId() {
    const [hotel] = await api.database.db.select().from(hotels).where(eq(hotels.code, 'demo-kyoto'));
    return hotel!.id;
  }
  async function usedCount(code: string) {
    const [row] = await api.database.db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.code, code), eq(discountCodes.hotelId, await kyotoId())));
    return row!.usedCount;
  }

  it('shows the coupon and promo fields and prices tax included for demo-kyoto', async () => {
    const settings = await api.request('GET', '/book/hotels/demo-kyoto/settings/booking_widget');
    expect(settings.body).toMatchObject({
      coupon_active: true,
      promo_code_active: true,
      show_prices_tax_included: true,
    });
    const seoul = await api.request('GET', '/book/hotels/demo-seoul/settings/booking_widget');
    expect(seoul.body).toMatchObject({ coupon_active: false, promo_code_active: false });
  });

  it('search prices a coupon capped to two nights on its target plans only and reports the full summary', async () => {
    const plain = await search();
    const coupon = await search('&coupon_code=welcome2000');
    expect(coupon.status).toBe(200);
    expect(coupon.body.discount_code).toEqual({
      kind: 'coupon',
      code: 'WELCOME2000',
      status: 'applied',
      error_code: null,
      name: expect.any(String),
    });
    const before = planOf(plain.body, 'KY-STD-TWIN-RO');
    const after = planOf(coupon.body, 'KY-STD-TWIN-RO');
    expect(after.total_price).toBe(before.total_price - 2 * 2000);
    expect(after.price_summary).toMatchObject({
      currency: 'JPY',
      original_price_with_tax: before.total_price,
      coupon_discount_amount: 4000,
      total_special_discount: 4000,
      total_price: after.total_price,
      discounted_price: after.total_price,
      discounts: [{ discount_type: 'coupon', discount_amount: 4000 }],
    });
    expect(after.price_summary.total_price_without_tax + after.price_summary.tax).toBe(after.total_price);
    // Kyoto's accommodation tax: 200 per guest and night below 20,000 a guest; not in total_price.
    expect(after.price_summary.accommodation_tax).toBe(200 * 2 * 3);
    // The non-refundable saver is not a target: undiscounted.
    expect(planOf(coupon.body, 'KY-STD-TWIN-NR').total_price).toBe(planOf(plain.body, 'KY-STD-TWIN-NR').total_price);
    expect(coupon.body.payment_promotion_info).toEqual({
      target_mode: 'include',
      hotel_plan_codes: ['NON_REFUNDABLE'],
      discount_percent: 5,
    });
  });

  it('search stays usable with a bad code and says why; quote refuses it with the catalogue code', async () => {
    const expired = await search('&coupon_code=EXPIRED500');
    expect(expired.status).toBe(200);
    expect(expired.body.discount_code).toMatchObject({ status: 'expired', error_code: '1500' });
    expect(planOf(expired.body, 'KY-STD-TWIN-RO').total_price).toBe(
      planOf((await search()).body, 'KY-STD-TWIN-RO').total_price,
    );

    const expiredQuote = await quote('KY-STD-TWIN-RO', '2-0', '&coupon_code=EXPIRED500');
    expect([expiredQuote.status, firstCode(expiredQuote.body), expiredQuote.body.errors[0].title]).toEqual([
      422,
      '1500',
      'Coupon expired',
    ]);
    expect(expiredQuote.body.errors[0].details.coupon_code[0].code).toBe('coupon_expired');
    const unknown = await quote('KY-STD-TWIN-RO', '2-0', '&coupon_code=NOPE');
    expect([unknown.status, firstCode(unknown.body), unknown.body.errors[0].title]).toEqual([
      422,
      '1500',
      'Coupon invalid',
    ]);
    const notForPlan = await quote('KY-STD-TWIN-NR', '2-0', '&coupon_code=WELCOME2000');
    expect([notForPlan.status, firstCode(notForPlan.body)]).toEqual([422, '2001']);
    const members = await quote('KY-STD-TWIN-RO', '2-0', '&coupon_code=MEMBER15');
    expect([members.status, firstCode(members.body), members.body.errors[0].details.coupon_code[0].code]).toEqual([
      422,
      '1500',
      'coupon_sign_in_required',
    ]);
    const both = await quote('KY-STD-TWIN-RO', '2-0', '&coupon_code=WELCOME2000&promo_code=SPRING10');
    expect([both.status, firstCode(both.body)]).toEqual([400, '1000']);
  });

  it('quotes chosen rooms like search and applies the payment promotion only to card payment of targeted plans', async () => {
    const plain = await search();
    const promo = await quote('KY-STD-TWIN-RO,KY-STD-TWIN-RO', '2-0,2-0', '&promo_code=SPRING10');
    expect(promo.status).toBe(200);
    const perRoom = planOf(plain.body, 'KY-STD-TWIN-RO').room_price;
    expect(promo.body.rooms).toHaveLength(2);
    expect(promo.body.price_summary.promotion_discount_amount).toBeGreaterThan(0);
    // 10 % of each night, rounded down per night: at most 10 % of the stay, and within one unit per night of it.
    expect(promo.body.price_summary.promotion_discount_amount).toBeLessThanOrEqual(Math.floor((perRoom * 2) / 10));
    expect(promo.body.price_summary.total_price).toBe(2 * perRoom - promo.body.price_summary.promotion_discount_amount);

    const nrPlain = planOf(plain.body, 'KY-STD-TWIN-NR').room_price;
    const onSite = await quote('KY-STD-TWIN-NR', '2-0', '&payment_type=on_site');
    const card = await quote('KY-STD-TWIN-NR', '2-0', '&payment_type=credit_card');
    expect(onSite.body.price_summary.payment_discount_amount).toBe(0);
    expect(card.body.price_summary.payment_discount_amount).toBeGreaterThan(0);
    expect(card.body.price_summary.total_price).toBe(nrPlain - card.body.price_summary.payment_discount_amount);
    const roomOnlyByCard = await quote('KY-STD-TWIN-RO', '2-0', '&payment_type=credit_card');
    expect(roomOnlyByCard.body.price_summary.payment_discount_amount).toBe(0);
  });

  it('books with a coupon, stores the summary and shows the same amounts on look-up; refuses a stale total', async () => {
    const searched = planOf((await search('&coupon_code=WELCOME2000')).body, 'KY-STD-TWIN-RO');
    const stale = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      booking({ coupon_code: 'WELCOME2000', expected_total_price: searched.total_price + 4000 }, 1),
    );
    expect([stale.status, firstCode(stale.body)]).toEqual([409, 'price_changed']);
    expect(stale.body.errors[0].details.total_price[0].text).toBe(`cheaper:${searched.total_price}`);

    const usedBefore = await usedCount('WELCOME2000');
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      booking({ coupon_code: 'WELCOME2000', expected_total_price: searched.total_price }, 1),
    );
    expect(booked.status).toBe(201);
    expect(booked.body.total_price).toBe(searched.total_price);
    expect(booked.body.coupon_code).toBe('WELCOME2000');
    expect(booked.body.price_summary).toMatchObject({
      coupon_discount_amount: 4000,
      total_price: searched.total_price,
      accommodation_tax: 1200,
    });
    expect(await usedCount('WELCOME2000')).toBe(usedBefore + 1);

    const found = await api.request(
      'GET',
      `/book/hotels/demo-kyoto/reservations/${booked.body.confirmation_number}?email=pricing1@example.com`,
    );
    expect(found.body.price_summary).toEqual(booked.body.price_summary);
    expect(found.body.total_price).toBe(searched.total_price);
  });

  it('lets exactly one of many racing bookings take the last use of a coupon', async () => {
    const hotelId = await kyotoId();
    await insertDiscountCode(api.database.db, {
      hotelId,
      kind: 'coupon',
      code: 'RACE1',
      name: 'Race',
      discountType: 'amount_per_night',
      discountValue: 100,
      usageLimit: 1,
    });
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api.request('POST', '/book/hotels/demo-kyoto/reservations', booking({ coupon_code: 'RACE1' }, 100 + i)),
      ),
    );
    const won = replies.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    for (const lost of replies.filter((r) => r.status !== 201))
      expect([lost.status, firstCode(lost.body)]).toEqual([409, '1501']);
    expect(await usedCount('RACE1')).toBe(1);

    // Cancelling gives the use back, once.
    const cancel = () =>
      api.request(
        'PUT',
        `/book/hotels/demo-kyoto/reservations/${won[0]!.body.confirmation_number}/cancel?email=pricing${100 + replies.indexOf(won[0]!)}@example.com`,
        {
          reason: 'other',
          details: '',
          cancellation_fee_displayed: won[0]!.body.cancellation.fee,
        },
      );
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    expect(await usedCount('RACE1')).toBe(0);
    const again = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      booking({ coupon_code: 'RACE1' }, 120),
    );
    expect(again.status).toBe(201);
    expect(await usedCount('RACE1')).toBe(1);
  });

  it('counts a use once when the same booking is retried with its Idempotency-Key', async () => {
    const hotelId = await kyotoId();
    await insertDiscountCode(api.database.db, {
      hotelId,
      kind: 'promo',
      code: 'RETRY5',
      name: 'Retry',
      discountType: 'percent',
      discountValue: 5,
      usageLimit: 5,
    });
    const key = { 'Idempotency-Key': 'pricing-retry-1' };
    const first = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      booking({ promo_code: 'RETRY5' }, 200),
      key,
    );
    const retry = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      booking({ promo_code: 'RETRY5' }, 200),
      key,
    );
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.confirmation_number).toBe(first.body.confirmation_number);
    expect(await usedCount('RETRY5')).toBe(1);
  });

  it('refuses an unusable code at booking and writes nothing', async () => {
    const expired = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      booking({ coupon_code: 'EXPIRED500' }, 300),
    );
    expect([expired.status, firstCode(expired.body)]).toEqual([422, '1500']);
    const notForPlan = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      booking({ promo_code: 'BREAKFAST20' }, 301),
    );
    expect([notForPlan.status, firstCode(notForPlan.body)]).toEqual([422, '2001']);
  });
  it('gives a signed-in member the sign-in discount and members-only coupons, and lists the member coupons', async () => {
    const m = (path: string) => `/book/hotels/demo-kyoto/memberships/${path}`;
    const origin = { Origin: 'http://widget.example' };
    const email = 'pricing.member@example.com';
    const password = 'Kyoto2026pass';
    expect(
      (await api.request('POST', m('sign_up'), { email, password, first_name: 'Hanako', last_name: 'Yamada' }, origin))
        .status,
    ).toBe(201);
    const mails = (await api.request('GET', `/api/dev/outbox?format=json&to=${encodeURIComponent(email)}`)).body
      .messages as { kind: string; links: { url: string }[] }[];
    const token = new URL(mails.find((x) => x.kind === 'sign_up_confirmation')!.links[0]!.url).searchParams.get(
      'confirmation_token',
    );
    expect((await api.request('POST', m('confirm'), { confirmation_token: token })).status).toBe(200);
    const session = memberSessionReplySchema.parse((await api.request('POST', m('sign_in'), { email, password })).body)
      .data.token;
    const bearer = { Authorization: `Bearer ${session}`, ...origin };

    // The non-refundable saver: 10 % off for members, shown to guests as what signing in saves.
    const guest = planOf((await search()).body, 'KY-STD-TWIN-NR');
    const member = planOf(
      (
        await api.request(
          'GET',
          `/book/hotels/demo-kyoto/rooms?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`,
          undefined,
          bearer,
        )
      ).body,
      'KY-STD-TWIN-NR',
    );
    expect(guest.price_summary.sign_in_discount).toBe(0);
    expect(guest.price_summary.potential_sign_in_discount).toBeGreaterThan(0);
    expect(member.price_summary.sign_in_discount).toBe(guest.price_summary.potential_sign_in_discount);
    expect(member.total_price).toBe(guest.total_price - member.price_summary.sign_in_discount);

    // MEMBER15 needs sign-in; signed in it applies and the booking stores it.
    const members = await quote('KY-STD-TWIN-RO', '2-0', '&coupon_code=MEMBER15');
    expect(firstCode(members.body)).toBe('1500');
    const quoted = await api.request(
      'GET',
      `/book/hotels/demo-kyoto/rooms/price?checkin=${stay.checkin}&checkout=${stay.checkout}&room_plan_codes=KY-STD-TWIN-RO&rooms=2-0&coupon_code=MEMBER15`,
      undefined,
      bearer,
    );
    expect(quoted.status).toBe(200);
    expect(quoted.body.price_summary.coupon_discount_amount).toBeGreaterThan(0);
    const booked = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      booking({
        coupon_code: 'MEMBER15',
        expected_total_price: quoted.body.price_summary.total_price,
        guest: { first_name: 'Hanako', last_name: 'Yamada', email, phone: '+81300000000' },
      }),
      bearer,
    );
    expect(booked.status).toBe(201);
    expect(booked.body.price_summary.coupon_discount_amount).toBe(quoted.body.price_summary.coupon_discount_amount);

    const coupons = await api.request('GET', m('discount_coupons'), undefined, bearer);
    expect(coupons.status).toBe(200);
    expect(coupons.body.data.find((c: any) => c.code === 'MEMBER15')).toMatchObject({
      ui_status: 'consumed',
      reservation_number: booked.body.confirmation_number,
    });
    expect((await api.request('GET', m('discount_coupons'))).status).toBe(401);
  });
});
