import { and, eq } from 'drizzle-orm';
import { PointRules } from '../../contract';
import type { Clock } from '../clock';
import {
  memberPointAccounts,
  memberVouchers,
  members,
  membershipPrograms,
  membershipRanks,
  pointEntries,
  pointExchanges,
} from '../db/schema';
import type { AppTx } from '../db/transactions';
import { randomUnambiguousCode, sha256Hex } from '../security/secrets';
import { DEMO_LINE_MEMBER } from '../membership-accounts/seed-membership-accounts';

/**
 * Demo data of points and vouchers: the brand's program becomes the default one with three ranks,
 * a second program without points is there to switch to, and the demo LINE member gets a point
 * history (gained, expired, exchanged), 3,000 points, the Silver rank and four vouchers, one in
 * each state. The ledger adds up: balance = gained - expired - spent.
 */
export async function seedPointsAndVouchers(tx: AppTx, brandId: number, clock: Clock): Promise<void> {
  const now = clock.now();
  const at = (daysAgo: number) => new Date(now.subtract({ hours: 24 * daysAgo }).epochMilliseconds);
  const today = now.toZonedDateTimeISO('Asia/Tokyo').toPlainDate();
  const day = (offset: number) => today.add({ days: offset }).toString();

  let [program] = await tx.select().from(membershipPrograms).where(eq(membershipPrograms.brandId, brandId)).limit(1);
  if (!program) [program] = await tx.insert(membershipPrograms).values({ brandId, name: 'Demo Members' }).returning();
  await tx
    .update(membershipPrograms)
    .set({ isDefault: true, pointProgramEnabled: true, pointRatePercent: 1 })
    .where(eq(membershipPrograms.id, program!.id));
  await tx.insert(membershipRanks).values([
    { programId: program!.id, name: 'Regular', rankingPointsThreshold: 0, pointRatePercent: 1 },
    { programId: program!.id, name: 'Silver', rankingPointsThreshold: 5000, pointRatePercent: 2 },
    { programId: program!.id, name: 'Gold', rankingPointsThreshold: 20000, pointRatePercent: 3 },
  ]);
  await tx
    .insert(membershipPrograms)
    .values({ brandId, name: 'Demo Business Travellers', pointProgramEnabled: false, pointRatePercent: 0 });

  const [member] = await tx
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.email, DEMO_LINE_MEMBER.email)));
  if (!member) return;
  await tx
    .insert(memberPointAccounts)
    .values({ memberId: member.id, programId: program!.id, balance: 3000, rankingPoints: 6500, updatedAt: at(0) });
  const [exchange] = await tx
    .insert(pointExchanges)
    .values({
      memberId: member.id,
      amount: 3000,
      exchangeType: 'digico',
      code: `DG-${randomUnambiguousCode(12)}`,
      requestHash: sha256Hex('digico:3000'),
      validUntil: new Date(
        now.subtract({ hours: 24 * 10 }).add({ hours: 24 * PointRules.exchangeValidityDays }).epochMilliseconds,
      ),
      createdAt: at(10),
    })
    .returning();
  await tx.insert(pointEntries).values([
    { memberId: member.id, kind: 'gained', amount: 4500, creditAt: at(400), creditedAt: at(400), createdAt: at(405) },
    { memberId: member.id, kind: 'expired', amount: 500, createdAt: at(35) },
    { memberId: member.id, kind: 'gained', amount: 2000, creditAt: at(20), creditedAt: at(20), createdAt: at(25) },
    { memberId: member.id, kind: 'spent', amount: 3000, exchangeId: exchange!.id, createdAt: at(10) },
  ]);
  const voucher = (name: string, amount: number, extra: Partial<typeof memberVouchers.$inferInsert>) => ({
    brandId,
    memberId: member.id,
    number: `V-${randomUnambiguousCode(10)}`,
    name,
    amount,
    validThrough: day(365),
    createdAt: at(30),
    ...extra,
  });
  await tx.insert(memberVouchers).values([
    voucher('Welcome voucher', 2000, {
      number: 'DEMO-WELCOME-2000',
      targetStayFrom: day(0),
      targetStayTo: day(365),
      excludedFrom: day(40),
      excludedTo: day(42),
    }),
    voucher('Spring stay voucher', 5000, { salesFrom: day(60), salesTo: day(200), validThrough: day(200) }),
    voucher("Last year's voucher", 1000, { validThrough: day(-5) }),
    voucher('Birthday voucher', 1500, { consumedAt: at(15) }),
  ]);
}
