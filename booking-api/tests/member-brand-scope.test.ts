import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { hotelBrands, memberSessions, members } from '../db/schema';
import { hashSecret, sha256Hex } from '../security/secrets';
import { START, describeOnTestDatabases, firstCode, memberWithSession } from './support/test-api';

// The member's own calls (/book/user/*) name no hotel: the client session's brand is what they
// must match, as every hotel route requires the member session to be of its hotel's brand (3402).
const MEMBER_PATHS = ['/book/user/me', '/book/user/reservations', '/book/user/lottery_results'];

describeOnTestDatabases('member calls without a hotel keep to the client session brand on $name', (api) => {
  /** A second brand with its own widget client: a live client session of it. */
  async function otherBrandSession(): Promise<{ brandId: number; session: string }> {
    const code = `other-${Math.random().toString(36).slice(2, 8)}`;
    const [brand] = await api.database.db.insert(hotelBrands).values({ code, name: 'Other Brand' }).returning();
    const secretHash = await hashSecret('other-secret');
    await api.database.db.execute(
      sql`insert into api_clients (brand_id, key, secret_hash) values (${brand!.id}, ${code}, ${secretHash})`,
    );
    const created = await api.app.request('/api/client_sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: code, secret: 'other-secret' }),
    });
    expect(created.status).toBe(201);
    return {
      brandId: brand!.id,
      session: ((await created.json()) as { data: { client_session: string } }).data.client_session,
    };
  }

  it("refuses a member of one brand calling through another brand's client session with 3402, and serves each brand's own members", async () => {
    const demoMember = await memberWithSession(api, 'brand-scope');
    const other = await otherBrandSession();
    for (const path of MEMBER_PATHS) {
      const own = await api.request('GET', path, undefined, demoMember.headers);
      expect(own.status, path).toBe(200);
      const crossed = await api.request('GET', path, undefined, {
        ...demoMember.headers,
        'Client-Session': other.session,
      });
      expect([crossed.status, firstCode(crossed.body)], path).toEqual([401, '3402']);
      expect(crossed.body.errors[0].title, path).toBe('Brand mismatch');
    }

    // A member of the other brand is served through its own brand's widget and refused through the demo one.
    const now = new Date(Date.parse(START));
    const [otherMember] = await api.database.db
      .insert(members)
      .values({
        brandId: other.brandId,
        email: `other-${other.brandId}@example.com`,
        passwordHash: 'x',
        firstName: 'Mina',
        lastName: 'Park',
        status: 'active',
        membershipId: `other-${other.brandId}`,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const token = `session-other-${other.brandId}`;
    await api.database.db.insert(memberSessions).values({
      memberId: otherMember!.id,
      brandId: other.brandId,
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    const theirs = { Authorization: `Bearer ${token}` };
    const me = await api.request('GET', '/book/user/me', undefined, { ...theirs, 'Client-Session': other.session });
    expect([me.status, me.body.data?.email]).toEqual([200, otherMember!.email]);
    for (const path of MEMBER_PATHS) {
      const crossed = await api.request('GET', path, undefined, theirs);
      expect([crossed.status, firstCode(crossed.body)], path).toEqual([401, '3402']);
    }
  });

  it('still answers a missing or dead member session with 1400 whatever the client session', async () => {
    const other = await otherBrandSession();
    for (const headers of [{}, { Authorization: 'Bearer no-such-session' }] as Record<string, string>[]) {
      const reply = await api.request('GET', '/book/user/me', undefined, {
        ...headers,
        'Client-Session': other.session,
      });
      expect([reply.status, firstCode(reply.body)]).toEqual([401, '1400']);
    }
  });
});
