import { isIP } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import { currencyOfCountry, type CurrenciesQuery, type HotelCurrenciesReply } from '../../contract';
import type { Clock } from '../clock';
import { brandCurrencySettings, ipCountryRanges } from '../db/schema';
import type { Queryable } from '../db/transactions';
import { failures } from '../domain/booking-failure';

/**
 * Currency by IP (SPEC.md section 3 "detected"): when the brand turned it on, the guest's country
 * (a trusted proxy's answer forwarded by the API client, else the longest matching range of the
 * brand's IP table) gives a currency (contract/country-currencies.ts), answered only when the
 * hotel offers it. Off for every brand unless set (the demo seed turns it on for `demo`).
 */
export async function isCurrencyByIpEnabled(db: Queryable, brandId: number): Promise<boolean> {
  const [row] = await db.select().from(brandCurrencySettings).where(eq(brandCurrencySettings.brandId, brandId));
  return row?.currencyByIp ?? false;
}

export async function setCurrencyByIp(db: Queryable, clock: Clock, brandId: number, enabled: boolean): Promise<void> {
  const now = new Date(clock.now().epochMilliseconds);
  await db
    .insert(brandCurrencySettings)
    .values({ brandId, currencyByIp: enabled, updatedAt: now })
    .onConflictDoUpdate({ target: brandCurrencySettings.brandId, set: { currencyByIp: enabled, updatedAt: now } });
}

/** The country of the most specific range holding `ip` (IPv4 or IPv6), or null. */
export async function countryOfIp(db: Queryable, brandId: number, ip: string): Promise<string | null> {
  const address = ip.trim();
  if (isIP(address) === 0) return null;
  const [row] = await db
    .select({ country: ipCountryRanges.country })
    .from(ipCountryRanges)
    .where(and(eq(ipCountryRanges.brandId, brandId), sql`${ipCountryRanges.network} >>= ${address}::inet`))
    .orderBy(desc(sql`masklen(${ipCountryRanges.network})`))
    .limit(1);
  return row?.country ?? null;
}

/** Adds (or re-labels) one range of the brand's table; 400 when `network` is not a CIDR range (no host bits set). */
export async function saveIpCountryRange(
  db: Queryable,
  brandId: number,
  network: string,
  country: string,
): Promise<{ network: string; country: string }> {
  const address = network.trim().split('/')[0] ?? '';
  // PostgreSQL's own cidr parser is the judge (it refuses host bits right of the mask).
  const normalised =
    isIP(address) === 0
      ? null
      : await db.execute(sql`select ${network.trim()}::cidr::text as network`).then(
          (result) => (result as unknown as { rows: { network: string }[] }).rows[0]?.network ?? null,
          () => null,
        );
  if (!normalised) throw failures.invalidField('network', 'must be an IPv4 or IPv6 range in CIDR notation');
  await db
    .insert(ipCountryRanges)
    .values({ brandId, network: normalised, country })
    .onConflictDoUpdate({ target: [ipCountryRanges.brandId, ipCountryRanges.network], set: { country } });
  return { network: normalised, country };
}

/**
 * The detected currency for the currencies reply: only with the brand's setting on, only one of
 * the 34 currencies, and only when the hotel offers it (it is on the reply's list).
 */
export async function detectedCurrency(
  db: Queryable,
  hotel: { brandId: number },
  offered: HotelCurrenciesReply,
  where: CurrenciesQuery,
): Promise<string | null> {
  if (!offered.mcp_enabled || (!where.country && !where.client_ip)) return null;
  if (!(await isCurrencyByIpEnabled(db, hotel.brandId))) return null;
  const country = where.country ?? (where.client_ip ? await countryOfIp(db, hotel.brandId, where.client_ip) : null);
  const currency = currencyOfCountry(country);
  return currency && offered.currencies.some((option) => option.code === currency) ? currency : null;
}

/** Demo documentation ranges (RFC 5737, RFC 3849): no real guest ever comes from them. */
export const DEMO_IP_RANGES: readonly { network: string; country: string }[] = [
  { network: '192.0.2.0/24', country: 'US' },
  { network: '198.51.100.0/24', country: 'DE' },
  { network: '203.0.113.0/24', country: 'KR' },
  { network: '2001:db8::/48', country: 'US' },
  { network: '2001:db8:1::/48', country: 'TW' },
];
