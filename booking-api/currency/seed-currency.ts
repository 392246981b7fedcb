import { sql } from 'drizzle-orm';
import { formatRate, parseRate } from '../../contract';
import type { Clock } from '../clock';
import type { AppTx } from '../db/transactions';
import { DEMO_IP_RANGES } from './currency-by-ip';

/**
 * Demo exchange rates for a JPY hotel: units of each currency for one yen (fixed demo values, not
 * market data; the hotel maintains them with PUT /api/staff/hotels/{hotel}/exchange_rates/{code}).
 */
export const DEMO_JPY_RATES: Readonly<Record<string, string>> = {
  ARS: '6.45',
  AUD: '0.0102',
  BRL: '0.0365',
  CAD: '0.0093',
  CNY: '0.0478',
  CZK: '0.153',
  DKK: '0.0452',
  EUR: '0.0061',
  HKD: '0.0521',
  INR: '0.562',
  IDR: '105.3',
  ILS: '0.0247',
  MOP: '0.0537',
  MYR: '0.0294',
  MXN: '0.128',
  TWD: '0.213',
  NZD: '0.0112',
  NOK: '0.0716',
  PHP: '0.389',
  GBP: '0.0052',
  QAR: '0.0243',
  RUB: '0.61',
  SAR: '0.025',
  SGD: '0.0088',
  ZAR: '0.121',
  KRW: '9.21',
  LKR: '1.99',
  SEK: '0.0695',
  CHF: '0.0058',
  THB: '0.228',
  AED: '0.0245',
  USD: '0.0067',
  VND: '171.4',
};

/** The yen one unit buys, from the units one yen buys: 10 fractional digits, half up. */
export function yenPerUnit(unitsPerYen: string): string {
  const scale = 10n ** 10n;
  const scaled = parseRate(unitsPerYen);
  if (scaled === null) throw new RangeError(`not a usable exchange rate: ${unitsPerYen}`);
  return formatRate((scale * scale * 2n + scaled) / (2n * scaled));
}

/**
 * Multi-currency on for demo-kyoto (SPEC.md section 9 needs mcp_enabled), off elsewhere; rates for
 * JPY hotels and a yen rate for the others; currency by IP for the demo brand.
 */
export async function seedCurrencies(tx: AppTx, clock: Clock): Promise<void> {
  const now = new Date(clock.now().epochMilliseconds).toISOString();
  await tx.execute(sql`
    insert into hotel_currency_settings (hotel_id, mcp_enabled, updated_at)
    select id, code = 'demo-kyoto', ${now}::timestamptz from hotels
    on conflict do nothing`);
  for (const [currency, rate] of Object.entries(DEMO_JPY_RATES)) {
    await tx.execute(sql`
      insert into exchange_rates (hotel_id, currency, rate, updated_at)
      select id, ${currency}, ${rate}::numeric, ${now}::timestamptz from hotels where currency = 'JPY'
      on conflict do nothing`);
  }
  // Hotels selling in another currency keep a rate for yen (how many yen one unit buys): the
  // package fares, set in yen, are shown and charged in the hotel's currency (packages/fare-currency.ts).
  for (const [currency, rate] of Object.entries(DEMO_JPY_RATES)) {
    await tx.execute(sql`
      insert into exchange_rates (hotel_id, currency, rate, updated_at)
      select id, 'JPY', ${yenPerUnit(rate)}::numeric, ${now}::timestamptz from hotels where currency = ${currency}
      on conflict do nothing`);
  }
  // Currency by IP: on for the demo brand only, with documentation ranges (currency-by-ip.ts).
  await tx.execute(sql`
    insert into brand_currency_settings (brand_id, currency_by_ip, updated_at)
    select id, true, ${now}::timestamptz from hotel_brands where code = 'demo'
    on conflict do nothing`);
  for (const range of DEMO_IP_RANGES) {
    await tx.execute(sql`
      insert into ip_country_ranges (brand_id, network, country)
      select id, ${range.network}::cidr, ${range.country} from hotel_brands where code = 'demo'
      on conflict do nothing`);
  }
}
