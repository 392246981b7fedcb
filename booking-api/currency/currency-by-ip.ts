import { isIP } from 'node:net';
import { currencyOfCountry, type CurrenciesQuery, type HotelCurrenciesReply } from '../../contract';
import type { Clock } from '../clock';
import type { Queryable } from '../db/transactions';
import { failures } from '../domain/booking-failure';
import {
  findCountryOfAddress,
  findCurrencyByIp,
  normaliseCidr,
  upsertCurrencyByIp,
  upsertIpCountryRange,
} from './currency-repository';

/**
 * Currency by IP (SPEC.md section 3 "detected"): when the brand turned it on, the guest's country
 * (a trusted proxy's answer forwarded by the API client, else the longest matching range of the
 * brand's IP table) gives a currency (contract/country-currencies.ts), answered only when the
 * hotel offers it. Off for every brand unless set (the demo seed turns it on for `demo`).
 */
export async function isCurrencyByIpEnabled(db: Queryable, brandId: number): Promise<boolean> {
  return findCurrencyByIp(db, brandId);
}

export async function setCurrencyByIp(db: Queryable, clock: Clock, brandId: number, enabled: boolean): Promise<void> {
  const now = new Date(clock.now().epochMilliseconds);
  await upsertCurrencyByIp(db, brandId, enabled, now);
}

/** The country of the most specific range holding `ip` (IPv4 or IPv6), or null. */
export async function countryOfIp(db: Queryable, brandId: number, ip: string): Promise<string | null> {
  const address = ip.trim();
  if (isIP(address) === 0) return null;
  return findCountryOfAddress(db, brandId, address);
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
  const normalised = isIP(address) === 0 ? null : await normaliseCidr(db, network.trim());
  if (!normalised) throw failures.invalidField('network', 'must be an IPv4 or IPv6 range in CIDR notation');
  await upsertIpCountryRange(db, brandId, normalised, country);
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
