import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberSessionReplySchema, pointInfoReplySchema, pointsTimelineReplySchema } from '../../contract';
import { memberPointAccounts, members, membershipPrograms, pointEntries } from '../db/schema';
import { START, describeOnTestDatabases } from './support/test-api';

// Point expiry (R2-D) against a real database: lots of points expire after their programme's
// point_validity_days, oldest used first, lazily on the test clock; the "expired" entry is written
// once even when calls race.
describeOnTestDatabases('point expiry on $name', (api, target) => {
  const PASSWORD = 'Kyoto2026pass';
  const m = (path: string) => `/book/hotels/demo-kyoto/memberships/${path}`;
  const origin = { Origin: 'http://widget.example' };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, ...origin });
  const DAY = 24 * 60 * 60 * 1000;
  const t0 = Date.parse(START);
  const at = (days: number, extraMs = 0) => new Date(t0 + days * DAY + extraMs);

  let memberCount = 0;
  async function newMember(): Promise<{ email: string; id: number; brandId: number }> {
    memberCount += 1;
    const email = `expiry${memberCount}.${target.name}@example.com`;
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
    const [row] = await api.database.db
      .select({ id: members.id, brandId: members.brandId })
      .from(members)
      .where(eq(members.email, email));
    return { email, id: row!.id, brandId: row!.brandId };
  }
  /** Sessions last 14 days, so the member signs in again after each jump of the clock. */
  async function signIn(email: string): Promise<string> {
    const signedIn = await api.request('POST', m('sign_in'), { email, password: PASSWORD });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    return memberSessionReplySchema.parse(signedIn.body).data.token;
  }
  /** A ledger that adds up: 1000 credited at day 0, 300 spent at day 50, 800 credited at day 100. */
  async function ledger(memberId: number): Promise<void> {
    await api.database.db
      .insert(memberPointAccounts)
      .values({ memberId, balance: 1500, rankingPoints: 1800, updatedAt: at(100) });
    await api.database.db.insert(pointEntries).values([
      { memberId, kind: 'gained', amount: 1000, creditAt: at(0), creditedAt: at(0), createdAt: at(0) },
      { memberId, kind: 'spent', amount: 300, createdAt: at(50) },
      { memberId, kind: 'gained', amount: 800, creditAt: at(100), creditedAt: at(100), createdAt: at(100) },
    ]);
  }
  async function info(email: string) {
    const reply = await api.request('GET', m('point'), undefined, bearer(await signIn(email)));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return pointInfoReplySchema.parse(reply.body).data;
  }
  async function expiredEntries(memberId: number) {
    return api.database.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.memberId, memberId), eq(pointEntries.kind, 'expired')));
  }

  it('keeps the 730-day default of the demo programme', async () => {
    const [program] = await api.database.db
      .select()
      .from(membershipPrograms)
      .where(eq(membershipPrograms.isDefault, true))
      .limit(1);
    expect(program?.pointValidityDays).toBe(730);
  });

  it('expires what is left of each lot at the end of its programme validity, once, oldest first', async () => {
    const member = await newMember();
    await api.database.db
      .update(membershipPrograms)
      .set({ pointValidityDays: 200 })
      .where(eq(membershipPrograms.brandId, member.brandId));
    await ledger(member.id);

    // One minute before the first lot's validity ends nothing expires.
    await api.travelTo(at(200, -60_000).toISOString());
    expect(await info(member.email)).toMatchObject({ total_point: 1500, ranking_points_value: 1800 });
    expect(await expiredEntries(member.id)).toHaveLength(0);

    // The first lot: 1000 minus the 300 spent from it = 700 expire, dated at day 200.
    await api.travelTo(at(200).toISOString());
    expect(await info(member.email)).toMatchObject({ total_point: 800, ranking_points_value: 1800 });
    const timeline = pointsTimelineReplySchema.parse(
      (await api.request('GET', m('points_timeline'), undefined, bearer(await signIn(member.email)))).body,
    );
    expect(timeline.data[0]).toMatchObject({ type: 'expired', amount: 700, date: at(200).toISOString() });
    // Asking again writes nothing more.
    expect(await info(member.email)).toMatchObject({ total_point: 800 });
    expect((await expiredEntries(member.id)).map((e) => e.amount)).toEqual([700]);

    // Racing calls after the second lot's validity write its expiry exactly once.
    await api.travelTo(at(301).toISOString());
    const token = await signIn(member.email);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => api.request('GET', m('point'), undefined, bearer(token))),
    );
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await info(member.email)).toMatchObject({ total_point: 0, ranking_points_value: 1800 });
    const expired = await expiredEntries(member.id);
    expect(expired.map((e) => e.amount).sort((a, b) => a - b)).toEqual([700, 800]);
    expect(expired.find((e) => e.amount === 800)?.createdAt.toISOString()).toBe(at(300).toISOString());
  });

  it('expires nothing that was spent before the validity ended', async () => {
    const member = await newMember();
    await api.database.db
      .update(membershipPrograms)
      .set({ pointValidityDays: 200 })
      .where(eq(membershipPrograms.brandId, member.brandId));
    await ledger(member.id);
    // 1000 more spent at day 150: the first lot (700 left) and 300 of the second are used.
    await api.database.db
      .insert(pointEntries)
      .values({ memberId: member.id, kind: 'spent', amount: 1000, createdAt: at(150) });
    await api.database.db
      .update(memberPointAccounts)
      .set({ balance: 500 })
      .where(eq(memberPointAccounts.memberId, member.id));
    await api.travelTo(at(250).toISOString());
    expect(await info(member.email)).toMatchObject({ total_point: 500 });
    expect(await expiredEntries(member.id)).toHaveLength(0);
    await api.travelTo(at(300).toISOString());
    expect(await info(member.email)).toMatchObject({ total_point: 0 });
    expect((await expiredEntries(member.id)).map((e) => e.amount)).toEqual([500]);
  });
});
