import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../locales/i18n-util';
import { loadAllLocales } from '../../locales/i18n-util.sync';
import { formatDayAndTime } from './dates';
import { averageNightly, bedsText, cancellationTermsText, mealsText } from './room-card-text';

loadAllLocales();
const en = i18nObject('en');
const ja = i18nObject('ja');
const tokyo = { timeZone: 'Asia/Tokyo' };

describe('cancellation terms in words', () => {
  it('names the free deadline at the hotel in the UI language, and the fee after it', () => {
    const text = cancellationTermsText(
      en,
      { kind: 'free', freeUntil: '2026-12-23T09:00:00Z', feePercentage: 50 },
      { locale: 'en', ...tokyo },
    );
    expect(text.headline).toBe('Free cancellation until Dec 23, 18:00');
    expect(text.detail).toBe('After that, 50% of the price');
    expect(text.free).toBe(true);
  });

  it('formats the deadline in the hotel time zone, not the browser one', () => {
    expect(formatDayAndTime('2026-12-23T09:00:00Z', 'ja', 'Asia/Tokyo')).toBe('12月23日 18:00');
    expect(formatDayAndTime('2026-12-23T09:00:00Z', 'ja', 'Asia/Seoul')).toBe('12月23日 18:00');
    expect(formatDayAndTime('2026-12-23T09:00:00Z', 'ja', 'Asia/Makassar')).toBe('12月23日 17:00');
  });

  it('writes the day and the 24-hour time the way each language does, with its own digits', () => {
    const deadline = (locale: string) => formatDayAndTime('2026-12-23T09:00:00Z', locale, 'Asia/Tokyo');
    expect(deadline('ko')).toBe('12월 23일 18:00');
    expect(deadline('zh_Hans')).toBe('12月23日 18:00');
    expect(deadline('zh_Hant')).toBe('12月23日 18:00');
    expect(deadline('th')).toBe('23 ธ.ค. 18:00');
    expect(deadline('id')).toBe('23 Des, 18.00');
    expect(deadline('ar')).toMatch(/^23 ديسمبر، 18:00$|^٢٣ ديسمبر، ١٨:٠٠$/);
    expect(formatDayAndTime('2026-12-23T09:00:00Z', 'en', 'Asia/Tokyo', { withYear: true })).toBe(
      'Dec 23, 2026, 18:00',
    );
  });

  it('says nothing after a free period that never costs anything', () => {
    expect(
      cancellationTermsText(
        en,
        { kind: 'free', freeUntil: '2026-12-23T15:00:00Z', feePercentage: 0 },
        { locale: 'en', ...tokyo },
      ).detail,
    ).toBeNull();
  });

  it('reads non-refundable, a fee from booking and no online cancellation plainly', () => {
    expect(
      cancellationTermsText(
        en,
        { kind: 'non_refundable', freeUntil: null, feePercentage: 100 },
        { locale: 'en', ...tokyo },
      ).headline,
    ).toBe('Non-refundable');
    expect(
      cancellationTermsText(en, { kind: 'fee', freeUntil: null, feePercentage: 30 }, { locale: 'en', ...tokyo })
        .headline,
    ).toBe('Cancellation fee of 30% from booking');
    expect(
      cancellationTermsText(ja, { kind: 'not_online', freeUntil: null, feePercentage: 0 }, { locale: 'ja', ...tokyo })
        .headline,
    ).toBe('オンラインではキャンセルできません');
    expect(
      cancellationTermsText(
        ja,
        { kind: 'free', freeUntil: '2026-12-23T09:00:00Z', feePercentage: 50 },
        { locale: 'ja', ...tokyo },
      ).headline,
    ).toBe('12月23日 18:00まで無料でキャンセルできます');
  });
});

describe('what a room and a plan include', () => {
  it('lists meals in the order of the day with the language list format', () => {
    expect(mealsText(en, ['dinner', 'breakfast'], 'en')).toBe('Includes breakfast and dinner');
    expect(mealsText(ja, ['breakfast'], 'ja')).toBe('朝食付き');
    expect(mealsText(en, [], 'en')).toBe('Room only, no meals');
  });

  it('counts beds per kind with plurals', () => {
    expect(
      bedsText(en, [
        { kind: 'queen', count: 1 },
        { kind: 'single', count: 2 },
      ]),
    ).toEqual(['1 queen bed', '2 single beds']);
    expect(bedsText(ja, [{ kind: 'futon', count: 4 }])).toEqual(['布団4組']);
  });

  it('averages the stay over its nights', () => {
    expect(averageNightly(38000, 2)).toBe(19000);
    expect(averageNightly(10001, 3)).toBe(3334);
    expect(averageNightly(5000, 0)).toBe(5000);
  });
});
