import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { memberSessionReplySchema } from '../../contract';
import { DEMO_CORPORATE } from '../corporate/seed-corporate';
import {
  additionalQuestions,
  hotelNotifications,
  hotels,
  memberPointAccounts,
  members,
  membershipPrograms,
  membershipRanks,
  organizations,
} from '../db/schema';
import { DEMO_LINE_MEMBER } from '../membership-accounts/seed-membership-accounts';
import { describeOnTestDatabases, firstCode, reservationRequest } from './support/test-api';

// SPEC.md section 5 label filters found on the server from the session: the member's
// program and current rank, the corporate user's organization; a guest is all_users only, and the
// `q` a client sends narrows those labels but never widens them.
describeOnTestDatabases('label filters of the session on $name', (api) => {
  const ids = { program: 0, business: 0, silver: 0, gold: 0, demoOrg: 0, otherOrg: 0 };
  const base = '/book/hotels/demo-kyoto/additional_questions?checkin=2026-03-10&room_plan_codes[]=KY-STD-TWIN-RO';
  /** Titles of the questions this test adds, labelled as their title says. */
  const label = {
    everybody: () => 'all_users',
    program: () => `membership_program_${ids.program}`,
    business: () => `membership_program_${ids.business}`,
    silver: () => `membership_rank_${ids.silver}`,
    gold: () => `membership_rank_${ids.gold}`,
    members: () => 'membership_rank_all',
    demoOrg: () => `membership_organization_${ids.demoOrg}`,
    otherOrg: () => `membership_organization_${ids.otherOrg}`,
    corporate: () => 'membership_organization_all',
  };
  type Label = keyof typeof label;
  const questionIds: Partial<Record<Label, number>> = {};

  beforeAll(async () => {
    const db = api.database.db;
    const programs = await db.select().from(membershipPrograms);
    ids.program = programs.find((p) => p.isDefault)!.id;
    ids.business = programs.find((p) => p.name === 'Demo Business Travellers')!.id;
    const ranks = await db.select().from(membershipRanks).where(eq(membershipRanks.programId, ids.program));
    ids.silver = ranks.find((r) => r.name === 'Silver')!.id;
    ids.gold = ranks.find((r) => r.name === 'Gold')!.id;
    const orgs = await db.select().from(organizations);
    ids.demoOrg = orgs.find((o) => o.name === 'demo-trading')!.id;
    ids.otherOrg = orgs.find((o) => o.name === 'other-industries')!.id;
    const [kyoto] = await db.select().from(hotels).where(eq(hotels.code, 'demo-kyoto'));
    for (const [index, key] of (Object.keys(label) as Label[]).entries()) {
      const [row] = await db
        .insert(additionalQuestions)
        .values({
          hotelId: kyoto!.id,
          position: 100 + index,
          questionType: 'free',
          answerType: 'text',
          title: { en: `q-${key}`, ja: `質問-${key}` },
          description: {},
          options: [],
          required: false,
          labels: [label[key]()],
          hotelPlanCodes: [],
          displayStartDate: null,
          displayEndDate: null,
          ownableType: 'reservation',
          active: true,
        })
        .returning();
      questionIds[key] = row!.id;
      await db.insert(hotelNotifications).values({
        hotelId: kyoto!.id,
        title: { en: `n-${key}`, ja: `お知らせ-${key}` },
        body: { en: '.', ja: '。' },
        displayStartDate: null,
        displayEndDate: null,
        labelFilters: [label[key]()],
        sortOrder: 100 + index,
      });
    }
  });

  const bearer = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
  async function signIn(user: { email: string; password: string }): Promise<string> {
    const reply = await api.request('POST', '/book/hotels/demo-kyoto/memberships/sign_in', {
      email: user.email,
      password: user.password,
    });
    expect(reply.status).toBe(200);
    return memberSessionReplySchema.parse(reply.body).data.token;
  }
  /** The labels (keys of `label`) of the added questions and notifications the session is shown. */
  async function seen(token: string | null, q?: string[]): Promise<{ questions: string[]; notifications: string[] }> {
    const narrowed = q ? `&q=${encodeURIComponent(JSON.stringify({ label_filters: q }))}` : '';
    const questions = await api.request('GET', `${base}${narrowed}`, undefined, bearer(token));
    const notifications = await api.request(
      'GET',
      '/book/hotels/demo-kyoto/notifications?checkin=2026-03-10',
      undefined,
      bearer(token),
    );
    expect([questions.status, notifications.status]).toEqual([200, 200]);
    const ours = (titles: string[], prefix: string) =>
      titles
        .filter((t) => t.startsWith(prefix))
        .map((t) => t.slice(prefix.length))
        .sort();
    return {
      questions: ours(
        questions.body.additional_questions.map((x: { title: string }) => x.title),
        'q-',
      ),
      notifications: ours(
        notifications.body.notifications.map((x: { title: string }) => x.title),
        'n-',
      ),
    };
  }
  const both = (labels: Label[]) => ({ questions: [...labels].sort(), notifications: [...labels].sort() });

  it('shows a guest only what is for all users', async () => {
    expect(await seen(null)).toEqual(both(['everybody']));
  });

  it('shows a member their program and current rank, not another rank or program', async () => {
    // The demo LINE member is Silver (6,500 ranking points) in the default program.
    const token = await signIn(DEMO_LINE_MEMBER);
    expect(await seen(token)).toEqual(both(['everybody', 'members', 'program', 'silver']));
    // Reaching Gold changes the rank label at once; the session is the same.
    const [member] = await api.database.db.select().from(members).where(eq(members.email, DEMO_LINE_MEMBER.email));
    await api.database.db
      .update(memberPointAccounts)
      .set({ rankingPoints: 25_000 })
      .where(eq(memberPointAccounts.memberId, member!.id));
    try {
      expect(await seen(token)).toEqual(both(['everybody', 'gold', 'members', 'program']));
      // Switching to the business program: its label, and no rank of the other program.
      await api.database.db
        .update(memberPointAccounts)
        .set({ programId: ids.business })
        .where(eq(memberPointAccounts.memberId, member!.id));
      expect(await seen(token)).toEqual(both(['business', 'everybody', 'members']));
    } finally {
      await api.database.db
        .update(memberPointAccounts)
        .set({ rankingPoints: 6_500, programId: ids.program })
        .where(eq(memberPointAccounts.memberId, member!.id));
    }
  });

  it("shows a corporate user their own organization's items only, and its program", async () => {
    const kenji = await signIn(DEMO_CORPORATE.member);
    const other = await signIn(DEMO_CORPORATE.otherAdmin);
    expect(await seen(kenji)).toEqual(both(['corporate', 'demoOrg', 'everybody', 'members', 'program']));
    expect(await seen(other)).toEqual(both(['corporate', 'everybody', 'members', 'otherOrg', 'program']));
    await api.database.db
      .update(organizations)
      .set({ programId: ids.business })
      .where(eq(organizations.id, ids.demoOrg));
    try {
      expect((await seen(kenji)).questions).toEqual([
        'business',
        'corporate',
        'demoOrg',
        'everybody',
        'members',
        'program',
      ]);
    } finally {
      await api.database.db.update(organizations).set({ programId: null }).where(eq(organizations.id, ids.demoOrg));
    }
  });

  it('lets the q a client sends narrow the labels but never widen them', async () => {
    const everyLabel = (Object.keys(label) as Label[]).map((key) => label[key]());
    expect((await seen(null, everyLabel)).questions).toEqual(['everybody']);
    expect((await seen(null, [label.silver(), label.demoOrg()])).questions).toEqual([]);
    const token = await signIn(DEMO_LINE_MEMBER);
    expect((await seen(token, everyLabel)).questions).toEqual(['everybody', 'members', 'program', 'silver']);
    expect((await seen(token, ['all_users'])).questions).toEqual(['everybody']);
    expect((await seen(token, [label.gold(), label.silver()])).questions).toEqual(['silver']);
  });

  it("takes answers to the booker's own questions only", async () => {
    const answer = (key: Label) => ({ question_id: questionIds[key]!, answer: `for ${key}` });
    const book = (token: string | null, keys: Label[]) =>
      api.request(
        'POST',
        '/book/hotels/demo-kyoto/reservations',
        { ...reservationRequest(), answers: keys.map(answer) },
        bearer(token),
      );
    const refused = await book(null, ['silver']);
    expect([refused.status, firstCode(refused.body)]).toEqual([400, '1000']);
    expect(refused.body.errors[0].details[`answers.${questionIds.silver}`]).toBeDefined();
    const token = await signIn(DEMO_LINE_MEMBER);
    const wrongRank = await book(token, ['gold']);
    expect(wrongRank.body.errors[0].details[`answers.${questionIds.gold}`]).toBeDefined();
    const booked = await book(token, ['silver', 'program']);
    expect(booked.status).toBe(201);
    expect(booked.body.answers.map((a: { answer: string }) => a.answer)).toEqual(['for program', 'for silver']);
  });
});
