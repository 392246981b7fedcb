import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  lotteryAccessTokenReplySchema,
  lotteryEntriesReplySchema,
  lotteryEntryReplySchema,
  lotteryEventReplySchema,
  memberSessionReplySchema,
} from '../../contract';
import { DEMO_CORPORATE } from '../corporate/seed-corporate';
import { DEMO_LINE_MEMBER } from '../membership-accounts/seed-membership-accounts';
import { DEMO_LOTTERY_EVENT } from '../lottery/seed-lottery';
import { lotteryAccessTokens, lotteryEvents, members } from '../db/schema';
import { sha256Hex } from '../security/secrets';
import { testDatabaseTargets, type TestDatabase } from './support/test-databases';
import {
  DEMO_KEY,
  DEMO_SECRET,
  START,
  firstCode,
  reservationRequest,
  startTestApi,
  type TestApi,
} from './support/test-api';

// Room lotteries against a real database: the event, entering with every refusal of SPEC.md
// section 8 (3750-3783), the staff draw, the winner's booking before the deadline, the lottery tab.
describe.each(testDatabaseTargets)('room lotteries on $name', (target) => {
  if (target.skipReason) {
    it.skip(`skipped on ${target.name}: ${target.skipReason}`, () => {});
    return;
  }

  let handle: TestDatabase;
  let api: TestApi;
  let stayStart: string;
  beforeAll(async () => {
    handle = await target.openSeeded();
    api = await startTestApi(handle.database);
    const [event] = await handle.database.db
      .select()
      .from(lotteryEvents)
      .where(eq(lotteryEvents.uuid, DEMO_LOTTERY_EVENT));
    stayStart = event!.stayStart;
  });
  afterAll(async () => {
    await handle?.dispose();
  });
  beforeEach(() => api.travelTo(START));

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const staff = { Authorization: `Basic ${Buffer.from(`${DEMO_KEY}:${DEMO_SECRET}`).toString('base64')}` };
  const addDays = (date: string, days: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  async function signIn(user: { email: string; password: string }): Promise<string> {
    const reply = await api.request('POST', '/book/hotels/demo-kyoto/memberships/sign_in', {
      email: user.email,
      password: user.password,
    });
    return memberSessionReplySchema.parse(reply.body).data.token;
  }
  const entryBody = (overrides: Record<string, unknown> = {}) => ({
    lottery_event_uuid: DEMO_LOTTERY_EVENT,
    checkin_date: addDays(stayStart, 1),
    checkout_date: addDays(stayStart, 3),
    adults: 2,
    guest: { first_name: 'Taro', last_name: 'Line', email: 'taro@example.com', phone: '+819012345678' },
    ...overrides,
  });
  const enter = (token: string | null, overrides: Record<string, unknown> = {}) =>
    api.request('POST', '/book/hotels/demo-kyoto/lottery_results', entryBody(overrides), token ? bearer(token) : {});
  const wonRoom = (checkin: string, checkout: string) => ({
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: [{ room_type_code: 'KY-MACHIYA-SUITE', room_plan_code: 'KY-MACHIYA-SUITE-RO', adults: 2, children: 0 }],
  });

  it('shows the event, refuses bad entries with their codes, enters once, draws, and lets the winner book the won room', async () => {
    const event = lotteryEventReplySchema.parse(
      (await api.request('GET', `/book/hotels/demo-kyoto/lottery_events/${DEMO_LOTTERY_EVENT}`)).body,
    ).data;
    expect(event).toMatchObject({
      phase: 'accepting',
      min_nights: 1,
      max_nights: 3,
      room_type_code: 'KY-MACHIYA-SUITE',
      requires_access_token: false,
    });
    expect(
      (await api.request('GET', '/book/hotels/demo-kyoto/lottery_events/no-such-event')).body.errors[0].details.base[0]
        .code,
    ).toBe('3757');

    const taro = await signIn(DEMO_LINE_MEMBER);
    const kenji = await signIn(DEMO_CORPORATE.member);
    expect((await enter(null)).status).toBe(401);
    expect(
      firstCode(
        (await enter(taro, { checkin_date: addDays(stayStart, -1), checkout_date: addDays(stayStart, 1) })).body,
      ),
    ).toBe('3753');
    expect(firstCode((await enter(taro, { checkout_date: addDays(stayStart, 5) })).body)).toBe('3754');
    expect(firstCode((await enter(taro, { adults: 0 })).body)).toBe('1000');

    // A double click enters once.
    const [a, b] = await Promise.all([enter(taro), enter(taro)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(firstCode((a.status === 409 ? a : b).body)).toBe('3756');
    const taroEntry = lotteryEntryReplySchema.parse((a.status === 201 ? a : b).body).data;
    expect(taroEntry).toMatchObject({ status: 'registered', nights: 2, reservation: null });
    const kenjiEntry = lotteryEntryReplySchema.parse(
      (await enter(kenji, { checkin_date: addDays(stayStart, 4), checkout_date: addDays(stayStart, 5) })).body,
    ).data;

    // Lottery dates are not sold to anybody else (3750).
    const normal = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest(wonRoom(addDays(stayStart, 1), addDays(stayStart, 2))),
    );
    expect([normal.status, firstCode(normal.body)]).toEqual([422, '3750']);

    // Only the member who entered sees an entry.
    expect(
      (
        await api.request(
          'GET',
          `/book/hotels/demo-kyoto/lottery_results/${taroEntry.entry_number}`,
          undefined,
          bearer(kenji),
        )
      ).status,
    ).toBe(404);

    // Each entrant reads the result in the language chosen as a member: Taro Japanese, Kenji English.
    await handle.database.db.update(members).set({ locale: 'ja' }).where(eq(members.email, DEMO_LINE_MEMBER.email));
    await handle.database.db
      .update(members)
      .set({ locale: 'en' })
      .where(eq(members.email, DEMO_CORPORATE.member.email));

    // The draw needs the staff credentials and happens once; entries then close.
    expect(
      (await api.request('POST', `/api/staff/hotels/demo-kyoto/lottery_events/${DEMO_LOTTERY_EVENT}/draw`)).status,
    ).toBe(401);
    const drawn = await api.request(
      'POST',
      `/api/staff/hotels/demo-kyoto/lottery_events/${DEMO_LOTTERY_EVENT}/draw`,
      undefined,
      staff,
    );
    expect(drawn.body).toEqual({ data: { winners: 1, not_winners: 1 } });
    expect(
      firstCode(
        (
          await api.request(
            'POST',
            `/api/staff/hotels/demo-kyoto/lottery_events/${DEMO_LOTTERY_EVENT}/draw`,
            undefined,
            staff,
          )
        ).body,
      ),
    ).toBe('3757');
    expect(
      firstCode(
        (await enter(taro, { checkin_date: addDays(stayStart, 6), checkout_date: addDays(stayStart, 7) })).body,
      ),
    ).toBe('3752');

    const statuses = new Map<string, { token: string; entry: string; checkin: string; checkout: string }>();
    for (const [token, entry] of [
      [taro, taroEntry],
      [kenji, kenjiEntry],
    ] as const) {
      const mine = lotteryEntriesReplySchema.parse(
        (await api.request('GET', '/book/user/lottery_results', undefined, bearer(token))).body,
      ).data;
      expect(mine.map((e) => e.entry_number)).toEqual([entry.entry_number]);
      statuses.set(mine[0]!.status, {
        token,
        entry: entry.entry_number,
        checkin: entry.checkin_date,
        checkout: entry.checkout_date,
      });
    }
    expect([...statuses.keys()].sort()).toEqual(['not_winner', 'winner_reservation_pending']);
    const winner = statuses.get('winner_reservation_pending')!;
    const loser = statuses.get('not_winner')!;
    // Each entrant is told by e-mail, the winner with the link to book the won room.
    const outbox = (await api.request('GET', '/api/dev/outbox?format=json')).body.messages as {
      kind: string;
      subject: string;
      body: string;
      links: { url: string }[];
    }[];
    const wonMail = outbox.find((m) => m.kind === 'lottery_won')!;
    const lostMail = outbox.find((m) => m.kind === 'lottery_not_selected')!;
    expect(wonMail.links[0]!.url).toContain(`/room-lottery/reservation-incomplete/${winner.entry}?code=demo-kyoto`);
    expect(lostMail.body).toContain(loser.entry);
    // The event's name and notification are the hotel's content in the entrant's language.
    const [taroMail, kenjiMail] = winner.token === taro ? [wonMail, lostMail] : [lostMail, wonMail];
    expect(taroMail.subject).toContain('町家スイート 新春抽選');
    expect(taroMail.body).toContain('当選者にはメールとマイページの抽選タブでお知らせします。');
    expect(kenjiMail.subject).toContain('Machiya Suite New Year Lottery');
    expect(kenjiMail.body).toContain('Winners are told by e-mail');

    const bookWon = (token: string | null, entry: string, checkin = winner.checkin, checkout = winner.checkout) =>
      api.request(
        'POST',
        '/book/hotels/demo-kyoto/reservations',
        reservationRequest({ ...wonRoom(checkin, checkout), lottery_result: { entry_number: entry } }),
        token ? bearer(token) : {},
      );
    // The loser, somebody else's entry, other dates, no sign-in: all 3783.
    expect(firstCode((await bookWon(loser.token, loser.entry, loser.checkin, loser.checkout)).body)).toBe('3783');
    expect(firstCode((await bookWon(loser.token, winner.entry)).body)).toBe('3783');
    expect(
      firstCode((await bookWon(winner.token, winner.entry, winner.checkin, addDays(winner.checkout, 1))).body),
    ).toBe('3783');
    expect(firstCode((await bookWon(null, winner.entry)).body)).toBe('3783');

    const [first, second] = await Promise.all([
      bookWon(winner.token, winner.entry),
      bookWon(winner.token, winner.entry),
    ]);
    const booked = [first, second].filter((r) => r.status === 201);
    expect(booked).toHaveLength(1);
    // The loser of the race is refused by the entry (3783) or, with one suite, by the stock (1004).
    expect(['3783', '1004']).toContain(firstCode([first, second].find((r) => r.status !== 201)!.body));
    expect(firstCode((await bookWon(winner.token, winner.entry)).body)).toBe('3783');
    const confirmed = lotteryEntryReplySchema.parse(
      (
        await api.request(
          'GET',
          `/book/hotels/demo-kyoto/lottery_results/${winner.entry}`,
          undefined,
          bearer(winner.token),
        )
      ).body,
    ).data;
    expect(confirmed).toMatchObject({
      status: 'winner_reservation_confirmed',
      reservation: { reservation_number: booked[0]!.body.confirmation_number },
    });
  });

  it('names the event and its notification in the language asked, else the hotel’s own, as hotel content', async () => {
    const event = async (locale: string) =>
      lotteryEventReplySchema.parse(
        (
          await api.request('GET', `/book/hotels/demo-kyoto/lottery_events/${DEMO_LOTTERY_EVENT}`, undefined, {
            Locale: locale,
          })
        ).body,
      ).data;
    expect(await event('ja')).toMatchObject({
      name: '町家スイート 新春抽選',
      notification: '当選者にはメールとマイページの抽選タブでお知らせします。',
      room_type_name: expect.stringMatching(/町家/),
    });
    expect((await event('ko')).name).toBe('마치야 스위트 새해 추첨');
    expect((await event('zh_Hant')).name).toBe('町家套房新年抽選');
    expect((await event('en')).name).toBe('Machiya Suite New Year Lottery');
    // Not written in Thai: the hotel's own language (its first book language, ja).
    expect((await event('th')).name).toBe('町家スイート 新春抽選');
  });

  it('answers the lottery link rules (3780-3782), the acceptance period (3751) and the reservation deadline (3760)', async () => {
    const db = handle.database.db;
    const [seeded] = await db.select().from(lotteryEvents).where(eq(lotteryEvents.uuid, DEMO_LOTTERY_EVENT));
    const base = { ...seeded!, id: undefined, drawnAt: null };
    const now = Date.parse(START);
    const [privateEvent] = await db
      .insert(lotteryEvents)
      .values({
        ...base,
        uuid: 'private-event',
        requiresAccessToken: true,
        stayStart: addDays(stayStart, 20),
        stayEnd: addDays(stayStart, 25),
        winners: 5,
      })
      .returning();
    await db.insert(lotteryAccessTokens).values([
      { eventId: privateEvent!.id, tokenHash: sha256Hex('good-token'), expiresAt: new Date(now + 3_600_000) },
      { eventId: privateEvent!.id, tokenHash: sha256Hex('old-token'), expiresAt: new Date(now - 1000) },
    ]);
    await db.insert(lotteryEvents).values({
      ...base,
      uuid: 'later-event',
      acceptFrom: new Date(now + 86_400_000),
      stayStart: addDays(stayStart, 30),
      stayEnd: addDays(stayStart, 35),
    });
    const taro = await signIn(DEMO_LINE_MEMBER);
    const body = {
      lottery_event_uuid: 'private-event',
      checkin_date: addDays(stayStart, 20),
      checkout_date: addDays(stayStart, 21),
    };
    expect(firstCode((await enter(taro, body)).body)).toBe('3782');
    expect(firstCode((await enter(taro, { ...body, lottery_access_token: 'made-up' })).body)).toBe('3781');
    expect(firstCode((await enter(taro, { ...body, lottery_access_token: 'old-token' })).body)).toBe('3780');
    expect(
      firstCode(
        (
          await api.request(
            'GET',
            '/book/hotels/demo-kyoto/lottery_events/private-event?lottery_access_token=old-token',
          )
        ).body,
      ),
    ).toBe('3780');
    const entered = await enter(taro, { ...body, lottery_access_token: 'good-token' });
    expect(entered.status).toBe(201);
    expect(
      firstCode(
        (
          await enter(taro, {
            lottery_event_uuid: 'later-event',
            checkin_date: addDays(stayStart, 30),
            checkout_date: addDays(stayStart, 31),
          })
        ).body,
      ),
    ).toBe('3751');

    // While entries are open the registration can be cancelled and entered again.
    const number = entered.body.data.entry_number as string;
    const cancelled = await api.request(
      'PUT',
      `/book/hotels/demo-kyoto/lottery_results/${number}/cancel`,
      undefined,
      bearer(taro),
    );
    expect(cancelled.body.data.status).toBe('registration_cancelled');
    const again = await enter(taro, { ...body, lottery_access_token: 'good-token' });
    expect(again.status).toBe(201);

    // Drawn with room for everybody: the winner misses the reservation deadline (3760).
    await api.request('POST', '/api/staff/hotels/demo-kyoto/lottery_events/private-event/draw', undefined, staff);
    const entry = again.body.data.entry_number as string;
    await api.travelTo(new Date(privateEvent!.reservationDeadline.getTime() + 1000).toISOString());
    const late = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest({
        ...wonRoom(addDays(stayStart, 20), addDays(stayStart, 21)),
        lottery_result: { entry_number: entry },
      }),
      bearer(await signIn(DEMO_LINE_MEMBER)),
    );
    expect(firstCode(late.body)).toBe('3760');
  });

  it('issues lottery link access tokens to staff only, stores only their hash, and honours their expiry', async () => {
    const db = handle.database.db;
    const [seeded] = await db.select().from(lotteryEvents).where(eq(lotteryEvents.uuid, DEMO_LOTTERY_EVENT));
    const base = { ...seeded!, id: undefined, drawnAt: null, requiresAccessToken: true };
    const now = Date.parse(START);
    await db.insert(lotteryEvents).values([
      { ...base, uuid: 'linked-event', stayStart: addDays(stayStart, 40), stayEnd: addDays(stayStart, 45) },
      { ...base, uuid: 'other-linked-event', stayStart: addDays(stayStart, 50), stayEnd: addDays(stayStart, 55) },
      {
        ...base,
        uuid: 'closed-linked-event',
        acceptUntil: new Date(now - 1000),
        stayStart: addDays(stayStart, 60),
        stayEnd: addDays(stayStart, 65),
      },
    ]);
    const issue = (uuid: string, body: unknown, headers: Record<string, string> = staff) =>
      api.request('POST', `/api/staff/hotels/demo-kyoto/lottery_events/${uuid}/access_tokens`, body, headers);

    expect((await issue('linked-event', {}, {})).status).toBe(401);
    expect(
      (
        await issue(
          'linked-event',
          {},
          { Authorization: `Basic ${Buffer.from(`${DEMO_KEY}:wrong`).toString('base64')}` },
        )
      ).status,
    ).toBe(401);
    expect((await issue('linked-event', { valid_hours: 0 })).status).toBe(400);
    expect((await issue('linked-event', { valid_hours: 2, extra: true })).status).toBe(400);
    expect(firstCode((await issue('no-such-event', {})).body)).toBe('3757');
    expect(firstCode((await issue('closed-linked-event', {})).body)).toBe('3752');

    const byDefault = await issue('linked-event', {});
    expect(byDefault.status).toBe(201);
    const untilClose = lotteryAccessTokenReplySchema.parse(byDefault.body).data;
    expect(untilClose.expires_at).toBe(seeded!.acceptUntil.toISOString());
    const short = lotteryAccessTokenReplySchema.parse((await issue('linked-event', { valid_hours: 2 })).body).data;
    expect(short.expires_at).toBe(new Date(now + 2 * 3_600_000).toISOString());
    expect(short.lottery_access_token).not.toBe(untilClose.lottery_access_token);
    const link = new URL(short.lottery_url);
    expect(link.pathname).toBe('/room-lottery/guest-detail');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      code: 'demo-kyoto',
      lottery_event: 'linked-event',
      lottery_access_token: short.lottery_access_token,
    });

    // Hashed at rest: the plain token is nowhere in the table.
    const stored = await db.select().from(lotteryAccessTokens);
    expect(stored.some((row) => row.tokenHash === sha256Hex(short.lottery_access_token))).toBe(true);
    expect(
      stored.some(
        (row) => row.tokenHash === short.lottery_access_token || row.tokenHash === untilClose.lottery_access_token,
      ),
    ).toBe(false);

    const show = (uuid: string, token: string) =>
      api.request(
        'GET',
        `/book/hotels/demo-kyoto/lottery_events/${uuid}?lottery_access_token=${encodeURIComponent(token)}`,
      );
    expect(
      lotteryEventReplySchema.parse((await show('linked-event', short.lottery_access_token)).body).data
        .requires_access_token,
    ).toBe(true);
    expect(firstCode((await show('other-linked-event', short.lottery_access_token)).body)).toBe('3781');
    const taro = await signIn(DEMO_LINE_MEMBER);
    const body = {
      lottery_event_uuid: 'linked-event',
      checkin_date: addDays(stayStart, 40),
      checkout_date: addDays(stayStart, 41),
    };

    // Two hours later the short token has expired (3780); the default one still admits an entry.
    await api.travelTo(new Date(now + 2 * 3_600_000).toISOString());
    expect(firstCode((await show('linked-event', short.lottery_access_token)).body)).toBe('3780');
    expect(firstCode((await enter(taro, { ...body, lottery_access_token: short.lottery_access_token })).body)).toBe(
      '3780',
    );
    expect((await enter(taro, { ...body, lottery_access_token: untilClose.lottery_access_token })).status).toBe(201);
  });
});
