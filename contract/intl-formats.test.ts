import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl-formats';

describe('Intl formatters made once', () => {
  it('answers the same formatter for the same language and options, another for others', () => {
    const yen = numberFormat('ja', { style: 'currency', currency: 'JPY' });
    expect(numberFormat('ja', { style: 'currency', currency: 'JPY' })).toBe(yen);
    expect(numberFormat('ja', { style: 'currency', currency: 'USD' })).not.toBe(yen);
    expect(numberFormat('en', { style: 'currency', currency: 'JPY' })).not.toBe(yen);
    const tokyo = dateTimeFormat('en', { timeZone: 'Asia/Tokyo', hour: 'numeric' });
    expect(dateTimeFormat('en', { timeZone: 'Asia/Tokyo', hour: 'numeric' })).toBe(tokyo);
    expect(dateTimeFormat('en', { timeZone: 'UTC', hour: 'numeric' })).not.toBe(tokyo);
  });

  it('writes what a new Intl formatter writes', () => {
    const at = new Date(Date.UTC(2026, 11, 23, 9, 0));
    const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'Asia/Tokyo' };
    expect(dateTimeFormat('ja', options).format(at)).toBe(new Intl.DateTimeFormat('ja', options).format(at));
    expect(numberFormat('en', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(listFormat('en', { type: 'conjunction' }).format(['breakfast', 'dinner'])).toBe('breakfast and dinner');
  });
});
