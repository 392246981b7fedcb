/**
 * The currencies of SPEC.md section 9 as plain data and arithmetic, with no zod: the browser
 * imports this module (the currency chart, the selector, price formatting) without pulling in the
 * contract's schemas; contract/currencies.ts re-exports it for the booking API and the gateway.
 * Amounts are always integers in the currency's minor unit.
 */
export const CURRENCY_CODES = [
  'JPY',
  'ARS',
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'INR',
  'IDR',
  'ILS',
  'MOP',
  'MYR',
  'MXN',
  'TWD',
  'NZD',
  'NOK',
  'PHP',
  'GBP',
  'QAR',
  'RUB',
  'SAR',
  'SGD',
  'ZAR',
  'KRW',
  'LKR',
  'SEK',
  'CHF',
  'THB',
  'AED',
  'USD',
  'VND',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = 'JPY';
export const SUGGESTED_CURRENCIES: readonly CurrencyCode[] = ['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD'];

const ZERO_DECIMAL: ReadonlySet<string> = new Set(['JPY', 'IDR', 'TWD', 'KRW', 'VND']);
const SYMBOLS: Readonly<Record<string, string>> = { KRW: '₩', JPY: '¥', TWD: 'NT$', EUR: '€', GBP: '£', USD: '$' };

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

/** Digits of the minor unit: 0 or 2. */
export function currencyDecimals(code: string): 0 | 2 {
  return ZERO_DECIMAL.has(code.toUpperCase()) ? 0 : 2;
}

/** The symbol SPEC.md section 9 gives, else the code itself. */
export function currencySymbol(code: string): string {
  return SYMBOLS[code.toUpperCase()] ?? code.toUpperCase();
}

/** Exchange rates are decimal strings with at most this many fractional digits (kept exact as integers). */
export const RATE_SCALE_DIGITS = 10;
const RATE_SCALE = 10n ** BigInt(RATE_SCALE_DIGITS);

/** "0.0067123" -> 67123000n (the rate times 10^10), or null when it is not a positive decimal of that precision. */
export function parseRate(rate: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,10}))?$/.exec(rate.trim());
  if (!match) return null;
  const scaled = BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(RATE_SCALE_DIGITS, '0'));
  return scaled > 0n ? scaled : null;
}

/** 67123000n -> "0.0067123" (no trailing zeros). */
export function formatRate(scaled: bigint): string {
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(RATE_SCALE_DIGITS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/**
 * Converts an amount in minor units of `from` into minor units of `to`, where `rate` is how many
 * units of `to` one unit of `from` buys (a decimal string, e.g. "0.0067" USD per JPY).
 *
 * Exact integer arithmetic with BigInt, one rounding at the end: HALF UP on the target's minor
 * unit (x.5 goes away from zero). amount * rate * 10^decimals(to) / 10^decimals(from).
 */
export function convertMinorUnits(amount: number, from: string, to: string, rate: string): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError('amount must be a safe integer of minor units');
  if (from === to) return amount;
  const scaled = parseRate(rate);
  if (scaled === null) throw new RangeError(`not a usable exchange rate: ${rate}`);
  const numerator = BigInt(Math.abs(amount)) * scaled * 10n ** BigInt(currencyDecimals(to));
  const denominator = RATE_SCALE * 10n ** BigInt(currencyDecimals(from));
  const rounded = (numerator * 2n + denominator) / (2n * denominator);
  const result = Number(rounded);
  return amount < 0 ? -result : result;
}
