import { and, desc, eq, sql } from 'drizzle-orm';
import {
  brandCurrencySettings,
  exchangeRates,
  hotelCurrencySettings,
  ipCountryRanges,
  reservationCurrencyRates,
} from '../db/schema';
import type { Queryable } from '../db/transactions';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type ReservationCurrencyRateRow = typeof reservationCurrencyRates.$inferSelect;

/** Whether the hotel turned multi-currency prices on (no settings row: off). */
export async function findMcpEnabled(db: Queryable, hotelId: number): Promise<boolean> {
  const [row] = await db.select().from(hotelCurrencySettings).where(eq(hotelCurrencySettings.hotelId, hotelId));
  return row?.mcpEnabled ?? false;
}

export async function upsertMcpEnabled(db: Queryable, hotelId: number, enabled: boolean, now: Date): Promise<void> {
  await db
    .insert(hotelCurrencySettings)
    .values({ hotelId, mcpEnabled: enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: hotelCurrencySettings.hotelId,
      set: { mcpEnabled: enabled, updatedAt: sql`excluded.updated_at` },
    });
}

/** Every rate the hotel keeps, by currency code. */
export async function listExchangeRates(db: Queryable, hotelId: number): Promise<ExchangeRateRow[]> {
  return db.select().from(exchangeRates).where(eq(exchangeRates.hotelId, hotelId)).orderBy(exchangeRates.currency);
}

export async function findExchangeRate(
  db: Queryable,
  hotelId: number,
  currency: string,
): Promise<ExchangeRateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.hotelId, hotelId), eq(exchangeRates.currency, currency)));
  return row;
}

/** Inserts or replaces the hotel's rate for `currency`. */
export async function upsertExchangeRate(
  db: Queryable,
  hotelId: number,
  currency: string,
  rate: string,
  now: Date,
): Promise<void> {
  await db
    .insert(exchangeRates)
    .values({ hotelId, currency, rate, updatedAt: now })
    .onConflictDoUpdate({
      target: [exchangeRates.hotelId, exchangeRates.currency],
      set: { rate, updatedAt: now },
    });
}

/** Whether the brand detects a guest's currency by IP (no settings row: off). */
export async function findCurrencyByIp(db: Queryable, brandId: number): Promise<boolean> {
  const [row] = await db.select().from(brandCurrencySettings).where(eq(brandCurrencySettings.brandId, brandId));
  return row?.currencyByIp ?? false;
}

export async function upsertCurrencyByIp(db: Queryable, brandId: number, enabled: boolean, now: Date): Promise<void> {
  await db
    .insert(brandCurrencySettings)
    .values({ brandId, currencyByIp: enabled, updatedAt: now })
    .onConflictDoUpdate({ target: brandCurrencySettings.brandId, set: { currencyByIp: enabled, updatedAt: now } });
}

/** The country of the brand's most specific range holding `address` (an IP address), or null. */
export async function findCountryOfAddress(db: Queryable, brandId: number, address: string): Promise<string | null> {
  const [row] = await db
    .select({ country: ipCountryRanges.country })
    .from(ipCountryRanges)
    .where(and(eq(ipCountryRanges.brandId, brandId), sql`${ipCountryRanges.network} >>= ${address}::inet`))
    .orderBy(desc(sql`masklen(${ipCountryRanges.network})`))
    .limit(1);
  return row?.country ?? null;
}

/** `network` as PostgreSQL's cidr parser writes it, or null when it refuses it (host bits right of the mask). */
export async function normaliseCidr(db: Queryable, network: string): Promise<string | null> {
  return db.execute(sql`select ${network}::cidr::text as network`).then(
    (result) => (result as unknown as { rows: { network: string }[] }).rows[0]?.network ?? null,
    () => null,
  );
}

/** Adds one range to the brand's IP table, or re-labels it. */
export async function upsertIpCountryRange(
  db: Queryable,
  brandId: number,
  network: string,
  country: string,
): Promise<void> {
  await db
    .insert(ipCountryRanges)
    .values({ brandId, network, country })
    .onConflictDoUpdate({ target: [ipCountryRanges.brandId, ipCountryRanges.network], set: { country } });
}

export async function insertReservationRate(
  tx: Queryable,
  reservationId: number,
  rate: { currency: string; rate: string; updatedAt: Date },
): Promise<void> {
  await tx
    .insert(reservationCurrencyRates)
    .values({ reservationId, currency: rate.currency, rate: rate.rate, rateUpdatedAt: rate.updatedAt });
}

export async function findReservationRate(
  db: Queryable,
  reservationId: number,
): Promise<ReservationCurrencyRateRow | undefined> {
  const [row] = await db
    .select()
    .from(reservationCurrencyRates)
    .where(eq(reservationCurrencyRates.reservationId, reservationId));
  return row;
}
