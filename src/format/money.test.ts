import { describe, expect, it } from 'vitest';
import { formatPlainDate } from './dates';
import { formatMoney, minorUnitDigits } from './money';

describe('formatMoney', () => {
  it('shows zero-decimal currencies without a fraction', () => {
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KRW')).toBe(0);
    expect(minorUnitDigits('TWD')).toBe(0);
    expect(formatMoney(12000, 'JPY', 'en')).toBe('¥12,000');
    expect(formatMoney(150000, 'KRW', 'en')).toBe('₩150,000');
  });
  it('divides two-decimal currencies by 100', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(formatMoney(12345, 'USD', 'en')).toBe('$123.45');
  });
});

describe('formatPlainDate', () => {
  it('formats a plain date in the UI language without shifting the day', () => {
    expect(formatPlainDate('2025-05-01', 'en')).toBe('Thu, May 1, 2025');
    expect(formatPlainDate('2025-05-01', 'ja')).toContain('2025');
    expect(formatPlainDate('not a date', 'en')).toBe('not a date');
  });
});
