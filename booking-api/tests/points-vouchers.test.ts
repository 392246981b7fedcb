import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { expect, it } from 'vitest';
import {
  memberSessionReplySchema,
  pointInfoReplySchema,
  pointsTimelineReplySchema,
  vouchersReplySchema,
} from '../../contract';
import { additionalQuestions, memberPointAccounts, memberVouchers, members, pointEntries } from '../db/schema';
import { describeOnTestDatabases, START, firstCode, reservationRequest } from './support/test-api';

// Points, ranks, programs, point exchanges and member vouchers against a real database:
// every rule of SPEC.md sections 4, 5 and 9 for them, the lazy credit 3 days after check-out on
// the test clock, and races that must not overspend a balance or use a voucher twice.
describeOnTestDatabases('points and vouchers on $name', (api, target) => {
  const PASSWORD = 'Kyoto2026pass';
  const m = (path: string, hotel = 'demo-kyoto') => `/book/hotels/${hotel}/memberships/${path}`;
  const origin = { Origin: 'http://widget.example' };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, ...origin });
  /** The demo hotel asks a required arrival-time question (extras slice); a booking answers it. */
  const answers = async () => {
    const [arrival] = await api.database.db
      .select()
      .from(additionalQuestions)
      .where(eq(additionalQuestions.required, true))
      .limit(1);
    return arrival ? { answers: [{ question_id: arrival.id, options: [arrival.options[0]!.value] }] } : {};
  };
  const book = async (
    token: string | null,
    overrides: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      { ...reservationRequest(), ...(await answers()), ...overrides },
      { ...(token ? bearer(token) : {}), ...headers },
    );

  let memberCount = 0;
  /** A confirmed, signed-in member of the demo brand and its id. */
  async function newMember(): Promise<{ token: string; id: number }> {
    memberCount += 1;
    const email = `points${memberCount}.${target.name}@example.com`;
    expect(
      (
        await api.request(
          'POST',
          m('sign_up'),
          { email, password: PASSWORD, first_name: 'Hanako', last_name: 'Yamada' },
          origin,
        )
      ).status,
    ).toBe(201);
    const outbox = await api.request('GET', `/api/dev/outbox?format=json&to=${encodeURIComponent(email)}`);
    const mail = (outbox.body.messages as { kind: string; links: { url: string }[] }[]).find(
      (x) => x.kind === 'sign_up_confirmation',
    )!;
    const confirmation = new URL(mail.links[0]!.url).searchParams.get('confirmation_token');
    expect((await api.request('POST', m('confirm'), { confirmation_token: confirmation })).status).toBe(200);
    const signedIn = await api.request('POST', m('sign_in'), { email, password: PASSWORD });
    const [row] = await api.database.db.select({ id: members.id }).from(members).where(eq(members.email, email));
    return { token: memberSessionReplySchema.parse(signedIn.body).data.token, id: row!.id };
  }
  /** Credits points as a past stay would have (a gained, credited entry), keeping the ledger balanced. */
  async function grant(memberId: number, amount: number): Promise<void> {
    const now = new Date(Date.parse(START));
    await api.database.db
      .insert(memberPointAccounts)
      .values({ memberId, balance: 0, updatedAt: now })
      .onConflictDoNothing();
    const [account] = await api.database.db
      .select()
      .from(memberPointAccounts)
      .where(eq(memberPointAccounts.memberId, memberId));
    await api.database.db
      .update(memberPointAccounts)
      .set({ balance: account!.balance + amount, rankingPoints: account!.rankingPoints + amount })
      .where(eq(memberPointAccounts.memberId, memberId));
    await api.database.db
      .insert(pointEntries)
      .values({ memberId, kind: 'gained', amount, creditAt: now, creditedAt: now, createdAt: now });
  }
  async function info(token: string) {
    const reply = await api.request('GET', m('point'), undefined, bearer(token));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return pointInfoReplySchema.parse(reply.body).data;
  }
  async function timeline(token: string, query = '') {
    const reply = await api.request('GET', `${m('points_timeline')}${query}`, undefined, bearer(token));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return pointsTimelineReplySchema.parse(reply.body);
  }
  async function giveVoucher(
    memberId: number,
    number: string,
    values: Partial<typeof memberVouchers.$inferInsert> = {},
  ) {
    const [brand] = await api.database.db
      .select({ brandId: members.brandId })
      .from(members)
      .where(eq(members.id, memberId));
    await api.database.db.insert(memberVouchers).values({
      brandId: brand!.brandId,
      memberId,
      number,
      name: 'Test voucher',
      amount: 3000,
      validThrough: '2026-12-31',
      createdAt: new Date(Date.parse(START)),
      ...values,
    });
  }
  let stayDay = 0;
  /** A one-night stay of its own in April, so tests never compete for the same stock. */
  const stay = () => {
    stayDay += 1;
    const start = new Date(Date.UTC(2026, 3, stayDay));
    const end = new Date(Date.UTC(2026, 3, stayDay + 1));
    return { checkin_date: start.toISOString().slice(0, 10), checkout_date: end.toISOString().slice(0, 10) };
  };

  it("refuses anonymous callers and another brand's session on every points and voucher call", async () => {
    for (const [method, path, body] of [
      ['GET', m('point')],
      ['GET', m('points_timeline')],
      ['GET', m('point_exchanges')],
      ['POST', m('point_exchanges'), { amount: 500 }],
      ['GET', m('vouchers')],
      ['PUT', m('vouchers/DEMO-WELCOME-2000/consume')],
      ['GET', m('program')],
      ['POST', m('switch'), { program_id: 1 }],
    ] as const) {
      const reply = await api.request(method, path, body);
      expect(reply.status, `${method} ${path}`).toBe(401);
      expect(firstCode(reply.body)).toBe('1400');
      const forged = await api.request(method, path, body, { Authorization: 'Bearer not-a-session-token-at-all' });
      expect(forged.status).toBe(401);
    }
  });

  it('shows the demo member their balance, rank and a history paged by 5 with every kind of entry', async () => {
    const signedIn = await api.request('POST', m('sign_in'), {
      email: 'line.member@example.com',
      password: 'DemoLine2026',
    });
    const token = memberSessionReplySchema.parse(signedIn.body).data.token;
    const point = await info(token);
    expect(point).toMatchObject({
      total_point: 3000,
      ranking_points_value: 6500,
      point_program_enabled: true,
      exchange_available: true,
    });
    expect(point.rank?.name).toBe('Silver');
    expect(point.next_rank?.name).toBe('Gold');
    const first = await timeline(token);
    expect(first).toMatchObject({ page: 1, total_entries: 4, total_pages: 1, program_enabled: true });
    expect(first.data.map((e) => e.type)).toEqual(['spent', 'gained', 'expired', 'gained']);
    expect(first.data[0]!.exchange_code).toMatch(/^DG-/);
    const vouchers = vouchersReplySchema.parse(
      (await api.request('GET', m('vouchers'), undefined, bearer(token))).body,
    ).data;
    expect(vouchers.map((v) => v.ui_status).sort()).toEqual(['available', 'consumed', 'expired', 'pending']);
  });

  it('spends points on a booking: reduced total, spent entry, future points, refunded on cancellation', async () => {
    const member = await newMember();
    await grant(member.id, 3000);
    const dates = stay();
    const booked = await book(member.token, { ...dates, spending_point_value: 1200 });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const before = booked.body.total_price_before_point_discount as number;
    expect(booked.body.spending_point_value).toBe(1200);
    expect(booked.body.total_price).toBe(before - 1200);
    expect((await info(member.token)).total_point).toBe(1800);
    // 1% of what is left to pay, credited 3 days after check-out; until then "future".
    const point = await info(member.token);
    expect(point.future_points).toBe(Math.floor((before - 1200) / 100));
    const history = await timeline(member.token);
    expect(history.data.map((e) => e.type)).toEqual(expect.arrayContaining(['spent', 'future', 'gained']));
    expect(history.data.find((e) => e.type === 'spent')).toMatchObject({
      amount: 1200,
      reservation_number: booked.body.confirmation_number,
    });
    const future = await timeline(member.token, '?scope=future');
    expect(future.data).toHaveLength(1);
    expect(future.data[0]!.date).toBe(
      Temporal.PlainDate.from(dates.checkout_date)
        .add({ days: 3 })
        .toZonedDateTime('Asia/Tokyo')
        .toInstant()
        .toString({ smallestUnit: 'millisecond' }),
    );

    const number = booked.body.confirmation_number as string;
    const cancelled = await api.request(
      'PUT',
      `/book/hotels/demo-kyoto/reservations/${number}/cancel?bypass_token=${booked.body.bypass_token}`,
      { reason: 'change_of_plans', cancellation_fee_displayed: booked.body.cancellation.fee },
      bearer(member.token),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const after = await info(member.token);
    expect(after.total_point).toBe(3000);
    expect(after.future_points).toBe(0);
    const types = (await timeline(member.token)).data.map((e) => e.type);
    expect(types).toContain('refunded');
    expect(types).not.toContain('future');
    // A second read never refunds twice.
    expect((await info(member.token)).total_point).toBe(3000);
  });

  it('a shorter stay earns its future points on what is left to pay, at the booked rate, credited after the new check-out', async () => {
    const member = await newMember();
    await grant(member.id, 2000);
    const booked = await book(member.token, {
      checkin_date: '2026-05-11',
      checkout_date: '2026-05-14',
      spending_point_value: 1000,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const number = booked.body.confirmation_number as string;
    const access = `?bypass_token=${booked.body.bypass_token}`;
    expect((await info(member.token)).future_points).toBe(Math.floor((booked.body.total_price as number) / 100));

    const change = { checkin_date: '2026-05-11', checkout_date: '2026-05-12' };
    const path = `/book/hotels/demo-kyoto/reservations/${number}${access}`;
    const quoted = await api.request('PUT', `${path}&dry_run=true`, change, bearer(member.token));
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect((await info(member.token)).future_points).toBe(Math.floor((booked.body.total_price as number) / 100)); // a dry run changes nothing
    const committed = await api.request(
      'PUT',
      path,
      { ...change, quoted_total_price: quoted.body.quote.new_total_price },
      bearer(member.token),
    );
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    const payable = (quoted.body.quote.new_total_price as number) - 1000;
    expect((await info(member.token)).future_points).toBe(Math.floor(payable / 100));
    const future = await timeline(member.token, '?scope=future');
    expect(future.data.map((e) => [e.amount, e.date])).toEqual([
      [
        Math.floor(payable / 100),
        Temporal.PlainDate.from('2026-05-12')
          .add({ days: 3 })
          .toZonedDateTime('Asia/Tokyo')
          .toInstant()
          .toString({ smallestUnit: 'millisecond' }),
      ],
    ]);
    // The balance is untouched: the spent points stay spent on the shorter stay.
    expect((await info(member.token)).total_point).toBe(1000);
  });

  it('scales the future points of an entry written without its rate in proportion, never up', async () => {
    const member = await newMember();
    const booked = await book(member.token, { checkin_date: '2026-05-21', checkout_date: '2026-05-23' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const before = (await info(member.token)).future_points;
    expect(before).toBeGreaterThan(0);
    await api.database.db
      .update(pointEntries)
      .set({ earningRatePercent: null })
      .where(eq(pointEntries.memberId, member.id));
    const path = `/book/hotels/demo-kyoto/reservations/${booked.body.confirmation_number}?bypass_token=${booked.body.bypass_token}`;
    const change = { checkin_date: '2026-05-21', checkout_date: '2026-05-22' };
    const quoted = await api.request('PUT', `${path}&dry_run=true`, change, bearer(member.token));
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const committed = await api.request(
      'PUT',
      path,
      { ...change, quoted_total_price: quoted.body.quote.new_total_price },
      bearer(member.token),
    );
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    expect((await info(member.token)).future_points).toBe(
      Math.floor((before * (quoted.body.quote.new_total_price as number)) / (booked.body.total_price as number)),
    );
  });

  it('credits the future points of a stay 3 days after check-out, not before, on the clock', async () => {
    const member = await newMember();
    const dates = { checkin_date: '2026-03-05', checkout_date: '2026-03-06' };
    const booked = await book(member.token, dates);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const expected = Math.floor((booked.body.total_price as number) / 100);
    expect(expected).toBeGreaterThan(0);
    expect((await info(member.token)).future_points).toBe(expected);
    // 2026-03-09 00:00 in Kyoto is 2026-03-08T15:00Z.
    await api.travelTo('2026-03-08T14:59:00Z');
    expect(await info(member.token)).toMatchObject({ total_point: 0, future_points: expected });
    await api.travelTo('2026-03-08T15:00:00Z');
    expect(await info(member.token)).toMatchObject({
      total_point: expected,
      ranking_points_value: expected,
      future_points: 0,
    });
    expect((await timeline(member.token)).data[0]).toMatchObject({ type: 'gained', amount: expected });
  });

  it('refuses point spends that break the rules, each with its code, and writes nothing', async () => {
    const member = await newMember();
    await grant(member.id, 2000);
    const cases: [Record<string, unknown>, string][] = [
      [{ spending_point_value: 550 }, 'point_step_invalid'],
      [{ spending_point_value: 400 }, 'point_below_minimum'],
      [{ spending_point_value: 2500 }, '2401'],
    ];
    for (const [overrides, code] of cases) {
      const reply = await book(member.token, { ...stay(), ...overrides });
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      expect(firstCode(reply.body)).toBe(code);
    }
    await grant(member.id, 1_000_000);
    const abovePrice = await book(member.token, { ...stay(), spending_point_value: 900_000 });
    expect(firstCode(abovePrice.body)).toBe('point_above_price');
    const probe = await book(null, stay());
    const price = probe.body.total_price as number;
    const zeroByCard = await book(member.token, {
      ...stay(),
      spending_point_value: price,
      payment_type: 'credit_card',
      card_token: 'tok_sandbox_unused',
    });
    expect(firstCode(zeroByCard.body)).toBe('zero_total_with_card');
    const guest = await book(null, { ...stay(), spending_point_value: 500 });
    expect(guest.status).toBe(401);
    expect((await info(member.token)).total_point).toBe(1_002_000);
    // The whole price in points, paid on site, is fine.
    const allPoints = await book(member.token, { ...stay(), spending_point_value: price });
    expect(allPoints.status, JSON.stringify(allPoints.body)).toBe(201);
    expect(allPoints.body.total_price).toBe(0);
  });

  it('never overspends when five bookings race for one balance', async () => {
    const member = await newMember();
    await grant(member.id, 3000);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => book(member.token, { ...stay(), spending_point_value: 1000 })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 422).map((r) => firstCode(r.body))).toEqual(['2401', '2401']);
    expect((await info(member.token)).total_point).toBe(0);
  });

  it('lets only one of two racing bookings spend the same points', async () => {
    const member = await newMember();
    await grant(member.id, 3000);
    const replies = await Promise.all([
      book(member.token, { ...stay(), spending_point_value: 2000 }),
      book(member.token, { ...stay(), spending_point_value: 2000 }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(firstCode(replies.find((r) => r.status === 422)!.body)).toBe('2401');
    expect((await info(member.token)).total_point).toBe(1000);
    const spent = (await timeline(member.token)).data.filter((e) => e.type === 'spent');
    expect(spent).toHaveLength(1);
  });

  it('pages the history by 5 by default', async () => {
    const member = await newMember();
    for (let i = 0; i < 6; i += 1) await grant(member.id, 100 + i);
    const first = await timeline(member.token);
    expect(first).toMatchObject({ page: 1, total_pages: 2, total_entries: 6 });
    expect(first.data).toHaveLength(5);
    const second = await timeline(member.token, '?page=2');
    expect(second.data).toHaveLength(1);
    expect(new Set([...first.data, ...second.data].map((e) => e.id)).size).toBe(6);
    const bad = await api.request('GET', `${m('points_timeline')}?page=0`, undefined, bearer(member.token));
    expect(bad.status).toBe(400);
  });

  it('exchanges points for a digico code valid 180 days, once per Idempotency-Key, in Japan only', async () => {
    const member = await newMember();
    await grant(member.id, 2000);
    const key = { 'Idempotency-Key': `exchange-${target.name}-1` };
    const first = await api.request(
      'POST',
      m('point_exchanges'),
      { amount: 1000, exchange_type: 'digico' },
      { ...bearer(member.token), ...key },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.code).toMatch(/^DG-/);
    expect(Date.parse(first.body.data.valid_until) - Date.parse(START)).toBe(180 * 86_400_000);
    const retry = await api.request(
      'POST',
      m('point_exchanges'),
      { amount: 1000, exchange_type: 'digico' },
      { ...bearer(member.token), ...key },
    );
    expect(retry.status).toBe(200);
    expect(retry.body.data.code).toBe(first.body.data.code);
    expect((await info(member.token)).total_point).toBe(1000);
    const reused = await api.request(
      'POST',
      m('point_exchanges'),
      { amount: 500 },
      { ...bearer(member.token), ...key },
    );
    expect(firstCode(reused.body)).toBe('1008');
    expect(
      firstCode((await api.request('POST', m('point_exchanges'), { amount: 600 }, bearer(member.token))).body),
    ).toBe('point_exchange_invalid');
    expect(
      firstCode((await api.request('POST', m('point_exchanges'), { amount: 1500 }, bearer(member.token))).body),
    ).toBe('2401');
    const seoul = await api.request('POST', m('point_exchanges', 'demo-seoul'), { amount: 500 }, bearer(member.token));
    expect(firstCode(seoul.body)).toBe('point_exchange_not_available');
    const list = await api.request('GET', m('point_exchanges'), undefined, bearer(member.token));
    expect(list.body).toMatchObject({ total_entries: 1, data: [{ code: first.body.data.code, amount: 1000 }] });
    expect((await info(member.token)).total_point).toBe(1000);
  });

  it('applies a voucher at booking, consumes it exactly once, and keeps other members out', async () => {
    const member = await newMember();
    const other = await newMember();
    await giveVoucher(member.id, `VC-${target.name}-A`);
    const booked = await book(member.token, { ...stay(), voucher_coupon_code: `VC-${target.name}-A` });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.voucher_coupon_discount_amount).toBe(3000);
    expect(booked.body.total_price).toBe(booked.body.total_price_before_point_discount - 3000);
    const list = vouchersReplySchema.parse(
      (await api.request('GET', m('vouchers'), undefined, bearer(member.token))).body,
    ).data;
    expect(list).toEqual([
      expect.objectContaining({
        number: `VC-${target.name}-A`,
        ui_status: 'consumed',
        reservation_number: booked.body.confirmation_number,
      }),
    ]);
    const again = await book(member.token, { ...stay(), voucher_coupon_code: `VC-${target.name}-A` });
    expect(firstCode(again.body)).toBe('1501');
    // Another member neither sees nor uses it.
    expect((await api.request('GET', m('vouchers'), undefined, bearer(other.token))).body.data).toEqual([]);
    await giveVoucher(member.id, `VC-${target.name}-B`);
    expect(firstCode((await book(other.token, { ...stay(), voucher_coupon_code: `VC-${target.name}-B` })).body)).toBe(
      '1500',
    );
    expect(
      firstCode(
        (await api.request('PUT', m(`vouchers/VC-${target.name}-B/consume`), undefined, bearer(other.token))).body,
      ),
    ).toBe('1500');
    // Racing double use: one wins.
    const race = await Promise.all([
      book(member.token, { ...stay(), voucher_coupon_code: `VC-${target.name}-B` }),
      api.request('PUT', m(`vouchers/VC-${target.name}-B/consume`), undefined, bearer(member.token)),
    ]);
    expect(race.filter((r) => r.status === 200 || r.status === 201)).toHaveLength(1);
    expect(firstCode(race.find((r) => r.status === 409)!.body)).toBe('1501');
  });

  it('refuses vouchers that are expired, pending or outside their stay periods', async () => {
    const member = await newMember();
    await giveVoucher(member.id, `VX-${target.name}-1`, { validThrough: '2026-03-01' });
    await giveVoucher(member.id, `VX-${target.name}-2`, { salesFrom: '2026-03-20' });
    await giveVoucher(member.id, `VX-${target.name}-3`, { excludedFrom: '2026-04-01', excludedTo: '2026-04-30' });
    await giveVoucher(member.id, `VX-${target.name}-4`, { targetStayFrom: '2026-06-01', targetStayTo: '2026-06-30' });
    const use = (n: number) => book(member.token, { ...stay(), voucher_coupon_code: `VX-${target.name}-${n}` });
    expect(firstCode((await use(1)).body)).toBe('1250');
    expect(firstCode((await use(2)).body)).toBe('1500');
    expect(firstCode((await use(3)).body)).toBe('1500');
    expect(firstCode((await use(4)).body)).toBe('1500');
    const states = vouchersReplySchema.parse(
      (await api.request('GET', m('vouchers'), undefined, bearer(member.token))).body,
    ).data;
    expect(states.map((v) => [v.number, v.ui_status])).toEqual(
      expect.arrayContaining([
        [`VX-${target.name}-1`, 'expired'],
        [`VX-${target.name}-2`, 'pending'],
        [`VX-${target.name}-3`, 'available'],
      ]),
    );
  });

  it("lists the brand's programs and ranks, and switching to a program without points stops point use", async () => {
    const member = await newMember();
    await grant(member.id, 1000);
    const programs = await api.request('GET', '/book/hotel_brands/demo/membership_programs');
    expect(programs.status).toBe(200);
    const [main, business] = programs.body.data;
    expect(main).toMatchObject({ default: true, point_program_enabled: true });
    expect(main.ranks.map((r: { name: string }) => r.name)).toEqual(['Regular', 'Silver', 'Gold']);
    expect(business).toMatchObject({ default: false, point_program_enabled: false });
    expect((await api.request('GET', '/book/hotel_brands/other-brand/membership_programs')).status).toBe(404);
    expect((await info(member.token)).rank?.name).toBe('Regular');

    const switched = await api.request('POST', m('switch'), { program_id: business.id }, bearer(member.token));
    expect(switched.status).toBe(200);
    expect(await info(member.token)).toMatchObject({
      point_program_enabled: false,
      total_point: 1000,
      exchange_available: false,
    });
    expect(firstCode((await book(member.token, { ...stay(), spending_point_value: 500 })).body)).toBe('3501');
    expect((await api.request('POST', m('switch'), { program_id: 999999 }, bearer(member.token))).status).toBe(404);
    expect((await api.request('POST', m('switch'), { program_id: main.id }, bearer(member.token))).status).toBe(200);
    expect((await info(member.token)).point_program_enabled).toBe(true);
  });
});
