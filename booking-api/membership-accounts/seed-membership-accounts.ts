import type { Clock } from '../clock';
import { members, membershipPrograms } from '../db/schema';
import type { AppTx } from '../db/transactions';
import { hashPassword } from '../security/passwords';
import { randomUnambiguousCode } from '../security/secrets';

/** The demo LINE member: until LINE sign-in exists it is the way to see the profile edit of SPEC.md section 5. */
export const DEMO_LINE_MEMBER = { email: 'line.member@example.com', password: 'DemoLine2026' } as const;

/** Demo data of account management: a program that enables profile updates. */
export async function seedMembershipProgram(tx: AppTx, brandId: number): Promise<void> {
  await tx.insert(membershipPrograms).values({ brandId, name: 'Demo Members', updateMemberProfileEnabled: true });
}

/**
 * The demo start's active member of the LINE provider (members of the product's own provider
 * cannot edit their profile). Its password is published, so production never seeds it.
 */
export async function seedDemoLineMember(tx: AppTx, brandId: number, clock: Clock): Promise<void> {
  const now = new Date(clock.now().epochMilliseconds);
  await tx.insert(members).values({
    brandId,
    email: DEMO_LINE_MEMBER.email,
    passwordHash: await hashPassword(DEMO_LINE_MEMBER.password),
    firstName: 'Taro',
    lastName: 'Line',
    status: 'active',
    provider: 'line',
    membershipId: randomUnambiguousCode(12),
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
  });
}
