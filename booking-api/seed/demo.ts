import { count, eq, inArray, sql } from 'drizzle-orm';
import type { ServerMode } from '../app';
import { localToday, type Clock } from '../clock';
import type { Database } from '../db/database';
import {
  apiClients,
  cancellationPolicies,
  hotelBrands,
  hotels,
  inventory,
  members,
  plans,
  rates,
  roomTypes,
} from '../db/schema';
import type { AppTx } from '../db/transactions';
import { sellBrands, type ApiClientSite } from '../repositories/client-sessions';
import { updateMember } from '../repositories/members';
import { endWhatTheOldPasswordOpened } from '../services/member-password';
import { hashPassword, verifyPassword } from '../security/passwords';
import { hashSecret, randomToken, verifySecret } from '../security/secrets';
import { DEMO_AGENCY_CLIENT_SECRET, DEMO_CLIENT_SECRET } from './demo-client';
import type { LocalizedText } from '../../contract/localized-text';
import {
  demoFacilities,
  demoMinNights,
  demoPlans,
  demoPolicies,
  demoRoomFacts,
  type DemoFacility,
} from './demo-catalogue';
import { planNight, roomOnlyNight } from './demo-prices';
import { seedPaymentGatewaySettings } from '../payments/seed-payments';
import { seedAgencyHandOver } from '../agency/seed-hand-over';
import { seedPaymentMethods } from '../payment-methods/seed-payment-methods';
import {
  DEMO_LINE_MEMBER,
  seedDemoLineMember,
  seedMembershipProgram,
} from '../membership-accounts/seed-membership-accounts';
import { DEMO_CORPORATE, seedCorporate } from '../corporate/seed-corporate';
import { seedLottery } from '../lottery/seed-lottery';
import { seedPointsAndVouchers } from '../points/seed-points';
import { seedPayByLinks } from '../pay-by-link/seed-pay-by-links';
import { seedCurrencies } from '../currency/seed-currency';
import { seedPricing } from '../pricing/seed-pricing';
import { seedSearchOptions } from './seed-search-options';
import { seedExtrasAndQuestions } from '../extras/seed-extras';
import { seedDemoPhotos } from '../photos/seed-photos';
import { demoHotelsExist, seedDemoFlights } from '../packages/seed-flights';
import { PARTNER_BRAND_CODE, agencyListingsExist, seedAgencyHotels } from '../agency/seed-agency-hotels';

/** Nights of inventory and prices from the facility's local today: a year and the day after. */
const SEEDED_NIGHTS = 366;
// Rows per INSERT: well under PostgreSQL's 65535 bind parameters for five-column rows.
const CHUNK = 2000;
// "bw" + "seed"; a different lock from the migration runner's.
const SEED_LOCK_ID = 0x627773656564n;

/** The accounts the demo start seeds, whose passwords are published in the code and the docs. */
export const DEMO_ACCOUNTS: readonly { email: string; password: string }[] = [
  DEMO_LINE_MEMBER,
  ...Object.values(DEMO_CORPORATE),
];

/**
 * The brands the demo's travel-agency client sells (agency_client_brands): the demo brand and the
 * generated partner facilities' brand, so that every facility its hotel search lists can be opened
 * and booked from the agency site. A real deployment writes its own rows.
 */
export const DEMO_AGENCY_SOLD_BRANDS = ['demo', PARTNER_BRAND_CODE] as const;

export interface SeedOptions {
  clock: Clock;
  clientKey: string;
  clientSecret: string;
  /**
   * 'demo' (the default): the demo hotels with demo accounts of known passwords. 'production': no
   * account with a known password; the demo hotels' catalogue only when `demoHotels` is set.
   */
  mode?: ServerMode;
  demoHotels?: boolean;
  /** The agency site's generated partner facilities (booking-api/agency/seed-agency-hotels.ts): the demo start seeds them. */
  agencyPartners?: boolean;
  /** The travel-agency site's own API client, kept in the brand `brandCode` (none: no agency site). */
  agencyClient?: { key: string; secret: string; brandCode: string } | undefined;
}

/**
 * Seeds the demo brand on an empty database; on a non-empty one only makes sure the API client
 * accepts the configured secret (and, in production, that no demo account keeps its published
 * password). Safe to call on every start, also from two processes at once (one transaction under
 * an advisory lock).
 */
export async function seedDemo(database: Database, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const production = opts.mode === 'production';
  if (production && opts.clientSecret === DEMO_CLIENT_SECRET) {
    throw new Error('Production never seeds the API client with the demo secret.');
  }
  if (production && opts.agencyClient?.secret === DEMO_AGENCY_CLIENT_SECRET) {
    throw new Error('Production never seeds the agency API client with the demo secret.');
  }
  const agency = opts.agencyClient
    ? { ...opts.agencyClient, secretHash: await hashSecret(opts.agencyClient.secret) }
    : undefined;
  const secretHash = await hashSecret(opts.clientSecret);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(SEED_LOCK_ID.toString())})`);
    const [brands] = await tx.select({ n: count() }).from(hotelBrands);
    if ((brands?.n ?? 0) > 0) {
      await ensureClient(tx, opts.clientKey, opts.clientSecret, secretHash);
      if (agency) await ensureClient(tx, agency.key, agency.secret, agency.secretHash, agency.brandCode, 'agency');
      if (production) await retireDemoPasswords(tx, opts.clock);
      // A demo database seeded before the flights existed (migration 0034) gets them now.
      if (await demoHotelsExist(tx)) await seedDemoFlights(tx, opts.clock);
      // A demo database seeded before the agency's listings (migration 0033) gets them now.
      if ((await demoHotelsExist(tx)) && !(await agencyListingsExist(tx))) {
        await seedAgencyHotels(tx, opts.clock, { partners: opts.agencyPartners ?? false });
      }
      // A demo database seeded before agencies sold brands (migration 0040) gets the demo's sales now.
      if (agency && !production) await sellBrands(tx, agency.key, DEMO_AGENCY_SOLD_BRANDS);
      return { seeded: false };
    }
    if (production && !opts.demoHotels) return { seeded: false };
    const [brand] = await tx.insert(hotelBrands).values({ code: 'demo', name: 'Demo Hotels' }).returning();
    for (const facility of demoFacilities) await seedFacility(tx, brand!.id, facility, opts.clock);
    await seedSearchOptions(tx);
    await seedDemoPhotos(tx, opts.clock);
    await seedDemoFlights(tx, opts.clock);
    await seedPaymentGatewaySettings(tx);
    await seedAgencyHandOver(tx);
    await seedPaymentMethods(tx);
    await seedPayByLinks(tx, opts.clock);
    await seedCurrencies(tx, opts.clock);
    await seedPricing(tx, opts.clock);
    await seedExtrasAndQuestions(tx, opts.clock);
    await seedMembershipProgram(tx, brand!.id);
    if (!production) {
      await seedDemoLineMember(tx, brand!.id, opts.clock);
      await seedCorporate(tx, brand!.id, opts.clock);
    }
    await seedLottery(tx, opts.clock);
    // Without the demo member, only the program's ranks and points settings.
    await seedPointsAndVouchers(tx, brand!.id, opts.clock);
    // The agency site's listings and its partner facilities (after the demo brand's own seeds, which they do not join).
    await seedAgencyHotels(tx, opts.clock, { partners: opts.agencyPartners ?? false });
    await tx.insert(apiClients).values({ brandId: brand!.id, key: opts.clientKey, secretHash });
    if (agency) await ensureClient(tx, agency.key, agency.secret, agency.secretHash, agency.brandCode, 'agency');
    if (agency && !production) await sellBrands(tx, agency.key, DEMO_AGENCY_SOLD_BRANDS);
    return { seeded: true };
  });
}

/**
 * A database a demo start seeded, now opened in production: the demo accounts get a random
 * password nobody knows and lose their sessions, reset links and one-time tokens (a new reset link
 * still lets a real owner back in).
 */
async function retireDemoPasswords(tx: AppTx, clock: Clock): Promise<void> {
  const rows = await tx
    .select()
    .from(members)
    .where(
      inArray(
        members.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const now = new Date(clock.now().epochMilliseconds);
  for (const member of rows) {
    const account = DEMO_ACCOUNTS.find((known) => known.email === member.email)!;
    if (!(await verifyPassword(account.password, member.passwordHash))) continue;
    await updateMember(tx, member.id, { passwordHash: await hashPassword(randomToken()), updatedAt: now });
    // As any password change: reset links, one-time tokens and every session minted before it end.
    await endWhatTheOldPasswordOpened(tx, member.id, now);
  }
}

/**
 * The API client `key` with this secret and site (widget, or agency: its bookings are tripla_ota),
 * in the brand `brandCode` when it has to be created.
 */
async function ensureClient(
  tx: AppTx,
  key: string,
  secret: string,
  secretHash: string,
  brandCode = 'demo',
  site: ApiClientSite = 'widget',
): Promise<void> {
  const [client] = await tx.select().from(apiClients).where(eq(apiClients.key, key));
  if (client) {
    if (!(await verifySecret(secret, client.secretHash)))
      await tx.update(apiClients).set({ secretHash }).where(eq(apiClients.id, client.id));
    // A client created before sites were told apart (migration 0038) learns its site.
    if (client.site !== site) await tx.update(apiClients).set({ site }).where(eq(apiClients.id, client.id));
    return;
  }
  const [brand] = await tx.select().from(hotelBrands).where(eq(hotelBrands.code, brandCode));
  if (brand) await tx.insert(apiClients).values({ brandId: brand.id, key, secretHash, site });
}

/** A plan's name with its room type's ("Room only - Standard Twin"), in each language both are written in. */
export function planOfRoomName(plan: LocalizedText, roomType: LocalizedText): LocalizedText {
  return Object.fromEntries(
    Object.entries(plan).flatMap(([locale, name]) =>
      roomType[locale] ? [[locale, `${name} - ${roomType[locale]}`]] : [],
    ),
  );
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
      checkinTime: facility.checkinTime,
      checkoutTime: facility.checkoutTime,
      phone: facility.phone,
      email: facility.email,
      bookLanguages: facility.bookLanguages,
      postCode: facility.postCode,
      fullAddress: facility.fullAddress,
      country: facility.country,
      buttonColour: facility.buttonColour,
      headerColour: facility.headerColour,
      ...facility.guestFields,
      ...(facility.bookingWidgetType ? { bookingWidgetType: facility.bookingWidgetType } : {}),
    })
    .returning();
  const hotelId = hotel!.id;
  // The shared policies and plans keep only the facility's book languages, as a real hotel writes them.
  const inBookLanguages = (text: LocalizedText): LocalizedText =>
    Object.fromEntries(Object.entries(text).filter(([locale]) => facility.bookLanguages.includes(locale)));

  const policyRows = await tx
    .insert(cancellationPolicies)
    .values(
      demoPolicies.map((p) => ({
        hotelId,
        name: inBookLanguages(p.name),
        description: inBookLanguages(p.description),
        noShowPercentage: p.noShowPercentage,
        tiers: p.tiers,
      })),
    )
    .returning();
  const policyId = (key: string) => policyRows[demoPolicies.findIndex((p) => p.key === key)]!.id;

  const typeRows = await tx
    .insert(roomTypes)
    .values(
      facility.roomTypes.map((t) => ({
        hotelId,
        code: t.code,
        name: t.name,
        description: t.description,
        maxOccupancy: t.maxOccupancy,
        roomTotal: t.rooms,
        recommendationRank: t.recommendationRank,
        ...(demoRoomFacts[t.code]
          ? {
              sizeSqm: demoRoomFacts[t.code]!.sizeSqm,
              beds: demoRoomFacts[t.code]!.beds,
              view: inBookLanguages(demoRoomFacts[t.code]!.view),
            }
          : {}),
      })),
    )
    .returning();

  const planValues = facility.roomTypes.flatMap((type, typeIndex) =>
    demoPlans.map((plan, planIndex) => ({
      hotelId,
      roomTypeId: typeRows[typeIndex]!.id,
      code: `${type.code}-${plan.suffix}`,
      hotelPlanCode: plan.hotelPlanCode,
      name: planOfRoomName(inBookLanguages(plan.name), type.name),
      description: inBookLanguages(plan.description),
      mealIncluded: plan.meal,
      meals: plan.meal ? ['breakfast' as const] : [],
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
  for (let i = 0; i < inventoryValues.length; i += CHUNK)
    await tx.insert(inventory).values(inventoryValues.slice(i, i + CHUNK));
  for (let i = 0; i < rateValues.length; i += CHUNK) await tx.insert(rates).values(rateValues.slice(i, i + CHUNK));
}
