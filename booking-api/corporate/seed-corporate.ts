import { Temporal } from 'temporal-polyfill';
import type { Clock } from '../clock';
import { members, organizationAllowances, organizationUsers, organizations } from '../db/schema';
import type { AppTx } from '../db/transactions';
import { hashPassword } from '../security/passwords';
import { randomUnambiguousCode } from '../security/secrets';

/** Demo corporate accounts: an organization with an admin and a member, and a second organization. */
export const DEMO_CORPORATE = {
  admin: { email: 'corp.admin@example.com', password: 'DemoCorpAdmin2026', role: 'admin' },
  member: { email: 'corp.member@example.com', password: 'DemoCorpUser2026', role: 'member' },
  otherAdmin: { email: 'other.admin@example.com', password: 'DemoOtherAdmin2026', role: 'admin' },
} as const;

export async function seedCorporate(tx: AppTx, brandId: number, clock: Clock): Promise<void> {
  const now = new Date(clock.now().epochMilliseconds);
  const [demo] = await tx
    .insert(organizations)
    .values({ brandId, name: 'demo-trading', displayName: 'Demo Trading Co.', createdAt: now })
    .returning();
  const [other] = await tx
    .insert(organizations)
    .values({ brandId, name: 'other-industries', displayName: 'Other Industries Ltd.', createdAt: now })
    .returning();
  const people = [
    { ...DEMO_CORPORATE.admin, organizationId: demo!.id, firstName: 'Akiko', lastName: 'Admin' },
    { ...DEMO_CORPORATE.member, organizationId: demo!.id, firstName: 'Kenji', lastName: 'Sato' },
    { ...DEMO_CORPORATE.otherAdmin, organizationId: other!.id, firstName: 'Olivia', lastName: 'Other' },
  ];
  for (const person of people) {
    const [member] = await tx
      .insert(members)
      .values({
        brandId,
        email: person.email,
        passwordHash: await hashPassword(person.password),
        firstName: person.firstName,
        lastName: person.lastName,
        status: 'active',
        membershipId: randomUnambiguousCode(12),
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(organizationUsers).values({
      memberId: member!.id,
      organizationId: person.organizationId,
      organizationRole: person.role,
      createdAt: now,
    });
  }
  // Allowances for this quarter and the next, in Japan's calendar (the demo brand's home).
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO('Asia/Tokyo').toPlainDate();
  const quarterStart = today.with({ month: Math.floor((today.month - 1) / 3) * 3 + 1, day: 1 });
  for (const [index, start] of [quarterStart, quarterStart.add({ months: 3 })].entries()) {
    const end = start.add({ months: 3 }).subtract({ days: 1 });
    await tx.insert(organizationAllowances).values({
      organizationId: demo!.id,
      periodStart: start.toString(),
      periodEnd: end.toString(),
      maxStays: index === 0 ? 20 : 30,
    });
    await tx
      .insert(organizationAllowances)
      .values({ organizationId: other!.id, periodStart: start.toString(), periodEnd: end.toString(), maxStays: 5 });
  }
}
