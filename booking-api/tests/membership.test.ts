import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberSessionReplySchema, memberReservationsReplySchema, userMeReplySchema } from '../../contract';
import { memberSessions, memberTokens, members, membershipSettings, outbox, reservations } from '../db/schema';
import {
  LOOPBACK_CALLER,
  TEST_PUBLIC_URL,
  describeOnTestDatabases,
  firstCode,
  reservationRequest,
} from './support/test-api';

// Membership against a real database: sign-up through the e-mailed link, sign-in (never locked),
// sessions, GET /user/me, the member's reservations, password reset.
describeOnTestDatabases('membership on $name', (api) => {
  const PASSWORD = 'Kyoto2026pass';
  const m = (path: string, hotel = 'demo-kyoto') => `/book/hotels/${hotel}/memberships/${path}`;
  const origin = { Origin: 'http://widget.example' };
  const signUp = (email: string, overrides: Record<string, unknown> = {}, hotel = 'demo-kyoto') =>
    api.request(
      'POST',
      m('sign_up', hotel),
      { email, password: PASSWORD, first_name: 'Hanako', last_name: 'Yamada', ...overrides },
      origin,
    );
  const signIn = (email: string, password = PASSWORD, hotel = 'demo-kyoto', headers: Record<string, string> = {}) =>
    api.request('POST', m('sign_in', hotel), { email, password }, headers);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function mails(to: string) {
    const reply = await api.request('GET', `/api/dev/outbox?format=json&to=${encodeURIComponent(to)}`);
    return reply.body.messages as {
      kind: string;
      to: string;
      subject: string;
      body: string;
      links: { url: string }[];
    }[];
  }
  async function linkToken(to: string, kind: string, param: string): Promise<string> {
    const mail = (await mails(to)).find((x) => x.kind === kind);
    if (!mail) throw new Error(`no ${kind} mail to ${to}`);
    const url = new URL(mail.links[0]!.url);
    return url.searchParams.get(param)!;
  }
  async function activeMember(email: string): Promise<string> {
    expect((await signUp(email)).status).toBe(201);
    const token = await linkToken(email, 'sign_up_confirmation', 'confirmation_token');
    expect((await api.request('POST', m('confirm'), { confirmation_token: token })).status).toBe(200);
    const signedIn = await signIn(email);
    expect(signedIn.status).toBe(200);
    return memberSessionReplySchema.parse(signedIn.body).data.token;
  }

  it('signs up provisionally, mails a confirmation link, confirms once and then signs in', async () => {
    const email = 'Hanako.Member@Example.com';
    const created = await signUp(email, { first_name_kana: 'はなこ', last_name_kana: 'やまだ', locale: 'ja' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ data: { email: 'hanako.member@example.com', status: 'provisional' } });

    const [mail] = await mails('hanako.member@example.com');
    expect(mail!.kind).toBe('sign_up_confirmation');
    const link = new URL(mail!.links[0]!.url);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/member-confirmation`);
    expect(link.searchParams.get('code')).toBe('demo-kyoto');
    expect(mail!.body).toContain(link.toString());

    // Provisional: the right password is refused with its own code, a wrong one like any other.
    expect(firstCode((await signIn(email)).body)).toBe('1404');
    expect(firstCode((await signIn(email, 'Wrong-pass1')).body)).toBe('1000');

    const token = link.searchParams.get('confirmation_token')!;
    const confirmed = await api.request('POST', m('confirm'), { confirmation_token: token });
    expect(confirmed).toEqual({
      status: 200,
      body: { data: { email: 'hanako.member@example.com', status: 'active' } },
    });
    const again = await api.request('POST', m('confirm'), { confirmation_token: token });
    expect([again.status, firstCode(again.body)]).toEqual([409, '1402']);

    const session = memberSessionReplySchema.parse((await signIn('HANAKO.member@example.com')).body);
    expect(session.data.user).toMatchObject({
      email: 'hanako.member@example.com',
      first_name: 'Hanako',
      last_name: 'Yamada',
      first_name_kana: 'はなこ',
      last_name_kana: 'やまだ',
      // The demo brand's default program has points (booking-api/points/seed-points.ts); a new member starts at its first rank.
      provider: 'tripla',
      organization: null,
      locale: 'ja',
      point_program_enabled: true,
      rank: 'Regular',
    });
    expect(session.data.user.membership_id).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
    // 14 days from the test clock.
    expect(session.data.expires_at).toBe('2026-03-16T03:00:00.000Z');

    const me = await api.request('GET', '/book/user/me', undefined, bearer(session.data.token));
    expect(me.status).toBe(200);
    expect(userMeReplySchema.parse(me.body).data.id).toBe(session.data.user.id);
  });

  it('refuses weak passwords with 1300, bad names and e-mails with 1000, and sign-up when the brand disallows it', async () => {
    for (const password of ['Short1a', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const reply = await signUp('weak@example.com', { password });
      expect([reply.status, firstCode(reply.body)]).toEqual([422, '1300']);
    }
    const badName = await signUp('name@example.com', { first_name: 'R2-D2' });
    expect([badName.status, firstCode(badName.body), Object.keys(badName.body.errors[0].details)]).toEqual([
      400,
      '1000',
      ['base', 'first_name'],
    ]);
    expect(firstCode((await signUp('name@example.com', { last_name: '<script>' })).body)).toBe('1000');
    expect(firstCode((await signUp('name@example.com', { first_name_kana: 'Hanako' })).body)).toBe('1000');
    expect((await signUp('name@example.com', { first_name: '花子', last_name: '山田' })).status).toBe(201);
    expect((await signUp('not-an-email')).status).toBe(400);
    expect((await api.request('POST', m('sign_up'), '{"email":')).status).toBe(400);
    expect(await mails('weak@example.com')).toEqual([]);

    const [brand] = await api.database.db.select({ brandId: members.brandId }).from(members).limit(1);
    await api.database.db.insert(membershipSettings).values({ brandId: brand!.brandId, allowSignup: false });
    try {
      const closed = await signUp('closed@example.com');
      expect([closed.status, closed.body.errors[0].title]).toEqual([422, 'Sign-up not available']);
      expect(await mails('closed@example.com')).toEqual([]);
    } finally {
      await api.database.db.delete(membershipSettings);
    }
  });

  it('never tells whether an address is registered: a second sign-up mails the owner instead', async () => {
    await activeMember('owner@example.com');
    const before = await api.database.db.select().from(members).where(eq(members.email, 'owner@example.com'));
    const reply = await signUp('owner@example.com', { first_name: 'Mallory', password: 'Attacker123' });
    expect(reply).toEqual({ status: 201, body: { data: { email: 'owner@example.com', status: 'provisional' } } });
    const after = await api.database.db.select().from(members).where(eq(members.email, 'owner@example.com'));
    expect(after[0]!.passwordHash).toBe(before[0]!.passwordHash);
    expect(after[0]!.firstName).toBe('Hanako');
    expect((await mails('owner@example.com'))[0]!.kind).toBe('already_registered');
    expect((await signIn('owner@example.com', 'Attacker123')).status).toBe(422);
  });

  it('expires the confirmation link after 24 hours (1401) and resends a new one, once per minute', async () => {
    const email = 'late@example.com';
    await signUp(email);
    const old = await linkToken(email, 'sign_up_confirmation', 'confirmation_token');
    await api.travelTo('2026-03-03T03:00:01Z');
    const expired = await api.request('POST', m('confirm'), { confirmation_token: old });
    expect([expired.status, firstCode(expired.body)]).toEqual([422, '1401']);

    const resend = () => api.request('POST', m('resend_confirmation'), { email });
    expect((await resend()).status).toBe(202);
    expect((await resend()).status).toBe(202); // a double click
    expect((await mails(email)).filter((x) => x.kind === 'sign_up_confirmation')).toHaveLength(2);
    // Unknown addresses get the same answer and no mail.
    expect(await api.request('POST', m('resend_confirmation'), { email: 'nobody@example.com' })).toEqual({
      status: 202,
      body: { data: { accepted: true } },
    });

    const fresh = await linkToken(email, 'sign_up_confirmation', 'confirmation_token');
    expect(fresh).not.toBe(old);
    // The older link was replaced by the new one.
    expect(firstCode((await api.request('POST', m('confirm'), { confirmation_token: old })).body)).toBe('1000');
    expect((await api.request('POST', m('confirm'), { confirmation_token: fresh })).status).toBe(200);
    expect(firstCode((await api.request('POST', m('confirm'), { confirmation_token: 'made-up' })).body)).toBe('1000');
  });

  it('confirms exactly once when the link is followed twice at the same time', async () => {
    await signUp('twice@example.com');
    const token = await linkToken('twice@example.com', 'sign_up_confirmation', 'confirmation_token');
    const replies = await Promise.all(
      [1, 2, 3].map(() => api.request('POST', m('confirm'), { confirmation_token: token })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('never locks the account on wrong passwords: the right one still signs in (limits per caller: sign-in-limits.test.ts)', async () => {
    const email = 'locked@example.com';
    await activeMember(email);
    const codes: string[] = [];
    for (let i = 0; i < 6; i += 1) codes.push(firstCode((await signIn(email, `Wrong-pass${i}`)).body));
    expect(codes).toEqual(Array(6).fill('1000'));
    expect((await signIn(email)).status).toBe(200);
  });

  it('signs out (the token stops working), expires sessions after 14 days, and answers 401 with 1400', async () => {
    const token = await activeMember('session@example.com');
    expect((await api.request('GET', '/book/user/me', undefined, bearer(token))).status).toBe(200);
    for (const headers of [{}, bearer('not-a-token'), { Authorization: `Basic ${token}` }]) {
      const reply = await api.request('GET', '/book/user/me', undefined, headers);
      expect([reply.status, firstCode(reply.body)]).toEqual([401, '1400']);
    }
    const other = await signIn('session@example.com');
    const otherToken = other.body.data.token as string;
    expect((await api.request('POST', m('sign_out'), undefined, bearer(token))).status).toBe(200);
    expect((await api.request('POST', m('sign_out'), undefined, bearer(token))).status).toBe(200); // twice is fine
    expect((await api.request('GET', '/book/user/me', undefined, bearer(token))).status).toBe(401);
    // Only that session ended.
    expect((await api.request('GET', '/book/user/me', undefined, bearer(otherToken))).status).toBe(200);

    await api.travelTo('2026-03-16T03:00:01Z');
    // Expired: 403 4000 while it can still be refreshed (SPEC.md section 4 "Transport"), 401 after the refresh window.
    const expired = await api.request('GET', '/book/user/me', undefined, bearer(otherToken));
    expect([expired.status, firstCode(expired.body)]).toEqual([403, '4000']);
    await api.travelTo('2026-03-23T03:00:02Z');
    expect((await api.request('GET', '/book/user/me', undefined, bearer(otherToken))).status).toBe(401);
  });

  it('is brand-scoped: one account signs in at every facility of its brand', async () => {
    const token = await activeMember('brand@example.com');
    const atSeoul = await signIn('brand@example.com', PASSWORD, 'demo-seoul');
    expect(atSeoul.status).toBe(200);
    expect(atSeoul.body.data.user.id).toBe(
      (await api.request('GET', '/book/user/me', undefined, bearer(token))).body.data.id,
    );
  });

  it('stores no plaintext password or token anywhere', async () => {
    const token = await activeMember('hashed@example.com');
    const [member] = await api.database.db.select().from(members).where(eq(members.email, 'hashed@example.com'));
    expect(member!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    const dump = JSON.stringify([
      await api.database.db.select().from(members),
      await api.database.db.select().from(memberSessions),
      await api.database.db.select().from(memberTokens),
      await api.database.db.execute(sql`select * from member_password_history`),
    ]);
    expect(dump).not.toContain(PASSWORD);
    expect(dump).not.toContain(token);
    const confirmationToken = await linkToken('hashed@example.com', 'sign_up_confirmation', 'confirmation_token');
    expect(dump).not.toContain(confirmationToken);
    // Two members with the same password get different hashes (salted).
    await activeMember('hashed2@example.com');
    const hashes = (await api.database.db.select({ h: members.passwordHash }).from(members)).map((r) => r.h);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('resets a forgotten password through a link valid 10 minutes, refusing a password used before (1302)', async () => {
    const email = 'forgot@example.com';
    const oldSession = await activeMember(email);
    const start = () => api.request('POST', m('start_reset_password_process'), { email }, origin);
    expect(await start()).toEqual({ status: 202, body: { data: { accepted: true } } });
    expect((await api.request('POST', m('start_reset_password_process'), { email: 'nobody@example.com' })).status).toBe(
      202,
    );
    const token = await linkToken(email, 'password_reset', 'reset_password_token');
    const link = new URL((await mails(email)).find((x) => x.kind === 'password_reset')!.links[0]!.url);
    expect(link.pathname).toBe('/change-password');

    const update = (password: string, t = token) =>
      api.request('PUT', m('update_password'), { reset_password_token: t, password });
    expect(firstCode((await update('weakpass')).body)).toBe('1300');
    expect(firstCode((await update(PASSWORD)).body)).toBe('1302');
    const changed = await update('NewKyoto2027');
    expect(changed).toEqual({ status: 200, body: { data: { email } } });
    expect(firstCode((await update('Another2028')).body)).toBe('1000'); // used once
    // Every session ended with the old password.
    expect((await api.request('GET', '/book/user/me', undefined, bearer(oldSession))).status).toBe(401);
    expect((await signIn(email)).status).toBe(422);
    expect((await signIn(email, 'NewKyoto2027')).status).toBe(200);

    // A link older than 10 minutes: 1250.
    await api.travelTo('2026-03-02T05:00:00Z');
    await start();
    const late = await linkToken(email, 'password_reset', 'reset_password_token');
    await api.travelTo('2026-03-02T05:10:01Z');
    expect(firstCode((await update('Later2029pass', late)).body)).toBe('1250');
  });

  it("links bookings made while signed in and lists only the member's own reservations by tab", async () => {
    const alice = await activeMember('alice@example.com');
    const bob = await activeMember('bob@example.com');
    const book = (token: string | null, stay: { checkin_date: string; checkout_date: string }, hotel = 'demo-kyoto') =>
      api.request('POST', `/book/hotels/${hotel}/reservations`, reservationRequest(stay), token ? bearer(token) : {});

    const upcoming = await book(alice, { checkin_date: '2026-05-01', checkout_date: '2026-05-02' });
    const cancelled = await book(alice, { checkin_date: '2026-05-04', checkout_date: '2026-05-05' });
    const bobs = await book(bob, { checkin_date: '2026-05-01', checkout_date: '2026-05-02' });
    const guest = await book(null, { checkin_date: '2026-05-01', checkout_date: '2026-05-02' });
    expect([upcoming.status, cancelled.status, bobs.status, guest.status]).toEqual([201, 201, 201, 201]);
    const cancel = await api.request(
      'PUT',
      `/book/hotels/demo-kyoto/reservations/${cancelled.body.confirmation_number}/cancel?bypass_token=${cancelled.body.bypass_token}`,
      {
        reason: 'other',
        details: 'x',
        cancellation_fee_displayed: cancelled.body.cancellation.fee,
      },
      bearer(alice),
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    // A dead session books nothing: 401 rather than a silent guest booking.
    const dead = await book('expired-token', { checkin_date: '2026-05-01', checkout_date: '2026-05-02' });
    expect([dead.status, firstCode(dead.body)]).toEqual([401, '1400']);

    const list = async (token: string, query = '') =>
      memberReservationsReplySchema.parse(
        (await api.request('GET', `/book/user/reservations${query}`, undefined, bearer(token))).body,
      );
    const aliceUpcoming = await list(alice);
    expect(aliceUpcoming.data.map((r) => r.confirmation_number)).toEqual([upcoming.body.confirmation_number]);
    expect(aliceUpcoming).toMatchObject({ page: 1, total_pages: 1, total_entries: 1 });
    expect((await list(alice, '?status=cancelled')).data.map((r) => r.confirmation_number)).toEqual([
      cancelled.body.confirmation_number,
    ]);
    expect((await list(bob)).data.map((r) => r.confirmation_number)).toEqual([bobs.body.confirmation_number]);

    // After the stay it moves to completed (check-out 2026-05-02 has passed in Kyoto).
    await api.travelTo('2026-05-03T00:00:00Z');
    const later = (await signIn('alice@example.com')).body.data.token as string; // the old session lapsed after 14 days
    expect((await list(later)).data).toEqual([]);
    expect((await list(later, '?status=completed')).data.map((r) => r.confirmation_number)).toEqual([
      upcoming.body.confirmation_number,
    ]);

    const rows = await api.database.db
      .select({ n: reservations.confirmationNumber, memberId: reservations.memberId })
      .from(reservations);
    expect(rows.find((r) => r.n === guest.body.confirmation_number)!.memberId).toBeNull();
    expect((await api.request('GET', '/book/user/reservations')).status).toBe(401);
    expect((await api.request('GET', '/book/user/reservations?status=lottery', undefined, bearer(later))).status).toBe(
      400,
    );
  });

  it('writes every mail to the outbox in the same transaction and shows it on the development page', async () => {
    await signUp('page@example.com', { first_name: 'Eve' });
    const page = await api.app.request('/api/dev/outbox', {}, LOOPBACK_CALLER);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Confirm your membership');
    expect(html).toMatch(
      /href="https:\/\/booking\.hotel\.example\/member-confirmation\?confirmation_token=[^"]+&amp;code=demo-kyoto"/,
    );
    const rows = await api.database.db.select().from(outbox).where(eq(outbox.toAddress, 'page@example.com'));
    expect(rows.map((r) => r.status)).toEqual(['pending']);
  });
});
