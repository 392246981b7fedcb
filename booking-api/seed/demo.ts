import { count, eq, sql } from 'drizzle-orm';
import { localToday, type Clock } from '../clock';
import type { Database } from '../db/database';
import {
  apiClients, cancellationPolicies, hotelBrands, hotels, inventory, plans, rates, roomTypes,
} from '../db/schema';
import type { AppTx } from '../db/transactions';
import { hashSecret, verifySecret } from '../security/secrets';
import { demoFacilities, demoMinNights, demoPlans, demoPolicies, type DemoFacility } from './demo-catalogue';
import { planNight, roomOnlyNight } from './demo-prices';
import { seedPaymentGatewaySettings } from '../payments/seed-payments';
import { seedPaymentMethods } from '../payment-methods/seed-payment-methods';
import { seedMembershipAccounts } from '../membership-accounts/seed-membership-accounts';
import { seedCorporate } from '../corporate/seed-corporate';
import { seedLottery } from '../lottery/seed-lottery';
import { seedPointsAndVouchers } from '../points/seed-points';
import { seedPayByLinks } from '../pay-by-link/seed-pay-by-links';
import { seedCurrencies } from '../currency/seed-currency';
import { seedPricing } from '../pricing/seed-pricing';
import { seedSearchBreadth } from './seed-search-breadth';
import { seedExtrasAndQuestions } from '../extras/seed-extras';

/** Nights of inventory and prices from the facility's local today: a year and the day after. */
const SEEDED_NIGHTS = 366;
// Rows per INSERT: well under PostgreSQL's 65535 bind parameters for five-column rows.
const CHUNK = 2000;
// "bw" + "seed"; a different lock from the migration runner's.
const SEED_LOCK_ID = 0x627773656564n;

/**
 * Seeds the demo brand on an empty database; on a non-empty one only makes sure the demo API
 * client accepts the configured secret. Safe to call on every start, also from two processes at
 * once (one transaction under an advisory lock).
 */
export async function seedDemo(
  database: Database,
  opts: { clock: Clock; clientKey: string; clientSecret: string },
): Promise<{ seeded: boolean }> {
  const secretHash = await hashSecret(opts.clientSecret);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(SEED_LOCK_ID.toString())})`);
    const [brands] = await tx.select({ n: count() }).from(hotelBrands);
    if ((brands?.n ?? 0) > 0) {
      await ensureClient(tx, opts.clientKey, opts.clientSecret, secretHash);
      return { seeded: false };
    }
    const [brand] = await tx.insert(hotelBrands).values({ code: 'demo', name: 'Demo Hotels' }).returning();
    for (const facility of demoFacilities) await seedFacility(tx, brand!.id, facility, opts.clock);
    await seedSearchBreadth(tx);
    await seedPaymentGatewaySettings(tx);
    await seedPaymentMethods(tx);
    await seedPayByLinks(tx, opts.clock);
    await seedCurrencies(tx, opts.clock);
    await seedPricing(tx, opts.clock);
    await seedExtrasAndQuestions(tx, opts.clock);
    await seedMembershipAccounts(tx, brand!.id, opts.clock);
    await seedCorporate(tx, brand!.id, opts.clock);
    await seedLottery(tx, opts.clock);
    await seedPointsAndVouchers(tx, brand!.id, opts.clock);
    await tx.insert(apiClients).values({ brandId: brand!.id, key: opts.clientKey, secretHash });
    return { seeded: true };
  });
}

async function ensureClient(tx: AppTx, key: string, secret: string, secretHash: string): Promise<void> {
  const [client] = await tx.select().from(apiClients).where(eq(apiClients.key, key));
  if (client) {
    if (!(await verifySecret(secret, client.secretHash))) await tx.update(apiClients).set({ secretHash }).where(eq(apiClients.id, client.id));
    return;
  }
  const [brand] = await tx.select().from(hotelBrands).where(eq(hotelBrands.code, 'demo'));
  if (brand) await tx.insert(apiClients).values({ brandId: brand.id, key, secretHash });
}

async function seedFacility(tx: AppTx, brandId: number, facility: DemoFacility, clock: Clock): Promise<void> {
  const [hotel] = await tx
    .insert(hotels)
    .values({
      brandId,
      code: facility.code,
      name: facility.name,
      timeZone: facility.timeZone,
      currency: facility.currency,
      bookLanguages: facility.bookLanguages,
      postCode: facility.postCode,
      fullAddress: facility.fullAddress,
      country: facility.country,
      buttonColour: facility.buttonColour,
      headerColour: facility.headerColour,
    })
    .returning();
  const hotelId = hotel!.id;

  const policyRows = await tx
    .insert(cancellationPolicies)
    .values(demoPolicies.map((p) => ({ hotelId, name: p.name, description: p.description, noShowPercentage: p.noShowPercentage, tiers: p.tiers })))
    .returning();
  const policyId = (key: string) => policyRows[demoPolicies.findIndex((p) => p.key === key)]!.id;

  const typeRows = await tx
    .insert(roomTypes)
    .values(facility.roomTypes.map((t) => ({
      hotelId, code: t.code, name: t.name, description: t.description, maxOccupancy: t.maxOccupancy, roomTotal: t.rooms,
      recommendationRank: t.recommendationRank,
    })))
    .returning();

  const planValues = facility.roomTypes.flatMap((type, typeIndex) =>
    demoPlans.map((plan, planIndex) => ({
      hotelId,
      roomTypeId: typeRows[typeIndex]!.id,
      code: `${type.code}-${plan.suffix}`,
      hotelPlanCode: plan.hotelPlanCode,
      name: `${plan.name} - ${type.name}`,
      description: plan.description,
      mealIncluded: plan.meal,
      refundable: plan.refundable,
      cancellationPolicyId: policyId(plan.policy),
      paymentMethods: plan.suffix === 'NR' ? facility.nonRefundablePaymentMethods : ['on_site', 'credit_card'],
      sortOrder: planIndex,
      minNights: demoMinNights[`${type.code}-${plan.suffix}`] ?? 1,
    })),
  );
  const planRows = await tx.insert(plans).values(planValues).returning();

  const today = localToday(clock, facility.timeZone);
  const nights = Array.from({ length: SEEDED_NIGHTS }, (_, i) => today.add({ days: i }));
  const inventoryValues: (typeof inventory.$inferInsert)[] = [];
  const rateValues: (typeof rates.$inferInsert)[] = [];
  facility.roomTypes.forEach((type, typeIndex) => {
    const typeRow = typeRows[typeIndex]!;
    for (const night of nights) {
      const stayDate = night.toString();
      inventoryValues.push({ roomTypeId: typeRow.id, stayDate, total: type.rooms, available: type.rooms });
      const roomOnly = roomOnlyNight(facility, type, night);
      demoPlans.forEach((plan, planIndex) => {
        const planRow = planRows[typeIndex * demoPlans.length + planIndex]!;
        rateValues.push({ planId: planRow.id, stayDate, ...planNight(facility, roomOnly, plan.suffix) });
      });
    }
  });
  for (let i = 0; i < inventoryValues.length; i += CHUNK) await tx.insert(inventory).values(inventoryValues.slice(i, i + CHUNK));
  for (let i = 0; i < rateValues.length; i += CHUNK) await tx.insert(rates).values(rateValues.slice(i, i + CHUNK));
}
