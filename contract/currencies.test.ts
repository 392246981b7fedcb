import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  SUGGESTED_CURRENCIES,
  convertMinorUnits,
  currencyDecimals,
  currencySymbol,
  formatRate,
  isCurrencyCode,
  parseRate,
} from './currencies';

describe('currencies (SPEC.md section 9)', () => {
  it('lists the 34 currencies, the suggested six, decimals and symbols', () => {
    expect(CURRENCY_CODES).toHaveLength(34);
    expect(new Set(CURRENCY_CODES).size).toBe(34);
    expect(SUGGESTED_CURRENCIES).toEqual(['AUD', 'CNY', 'EUR', 'TWD', 'KRW', 'USD']);
    expect(CURRENCY_CODES.filter((c) => currencyDecimals(c) === 0)).toEqual(['JPY', 'IDR', 'TWD', 'KRW', 'VND']);
    expect(currencyDecimals('USD')).toBe(2);
    expect(['KRW', 'JPY', 'TWD', 'EUR', 'GBP', 'USD', 'CHF'].map(currencySymbol)).toEqual([
      '₩',
      '¥',
      'NT$',
      '€',
      '£',
      '$',
      'CHF',
    ]);
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
  });

  it('keeps rates exact as scaled integers', () => {
    expect(parseRate('0.0067')).toBe(67_000_000n);
    expect(formatRate(parseRate('149.25')!)).toBe('149.25');
    expect(parseRate('0')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('1e-3')).toBeNull();
    expect(parseRate('0.00000000001')).toBeNull();
  });

  it('converts minor units exactly, rounding half up on the target minor unit', () => {
    // 12,000 yen at 0.0067 USD per yen = 80.40 USD.
    expect(convertMinorUnits(12_000, 'JPY', 'USD', '0.0067')).toBe(8040);
    // 100 yen at 0.00675 = 0.675 USD -> 0.68 (half up), 0.00674 -> 0.674 -> 0.67.
    expect(convertMinorUnits(100, 'JPY', 'USD', '0.00675')).toBe(68);
    expect(convertMinorUnits(100, 'JPY', 'USD', '0.00674')).toBe(67);
    // Two-decimal source to zero-decimal target: 10.00 USD at 149.25 = 1,492.5 yen -> 1,493.
    expect(convertMinorUnits(1000, 'USD', 'JPY', '149.25')).toBe(1493);
    // Large amounts stay exact: 987,654,321 x 0.0061234567 = 6,047,858.469211... EUR -> 6,047,858.47.
    expect(convertMinorUnits(987_654_321, 'JPY', 'EUR', '0.0061234567')).toBe(604_785_847);
    expect(convertMinorUnits(-100, 'JPY', 'USD', '0.00675')).toBe(-68);
    expect(convertMinorUnits(5000, 'JPY', 'JPY', '1')).toBe(5000);
    expect(() => convertMinorUnits(1.5, 'JPY', 'USD', '0.0067')).toThrow(RangeError);
    expect(() => convertMinorUnits(100, 'JPY', 'USD', 'abc')).toThrow(RangeError);
  });
});
