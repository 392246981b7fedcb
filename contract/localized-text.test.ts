import { describe, expect, it } from 'vitest';
import {
  contentLocaleOf,
  hotelOwnLocale,
  localizedTextFromInput,
  localizedTextInputSchema,
  resolveText,
  textIn,
} from './localized-text';

describe('hotel content per language', () => {
  const name = { ja: '素泊まり', en: 'Room only', ko: '객실 전용' };

  it('maps locales and browser tags to content locales, and nothing else', () => {
    expect(
      [
        'ja-JP',
        'ko_KR',
        'zh-TW',
        'zh-HK',
        'zh-mo',
        'zh-Hant',
        'zh',
        'zh-CN',
        'zh-SG',
        'zh_Hans',
        'id-ID',
        'in',
        'th-TH',
        'ar-SA',
        'EN',
      ].map(contentLocaleOf),
    ).toEqual([
      'ja',
      'ko',
      'zh_Hant',
      'zh_Hant',
      'zh_Hant',
      'zh_Hant',
      'zh_Hans',
      'zh_Hans',
      'zh_Hans',
      'zh_Hans',
      'id',
      'id',
      'th',
      'ar',
      'en',
    ]);
    expect([undefined, '', 'fr-FR', 'jp'].map(contentLocaleOf)).toEqual([null, null, null, null]);
  });

  it("resolves the language asked, else the hotel's own, else English, else the first written", () => {
    expect(resolveText(name, 'ko-KR', 'ja')).toEqual({ text: '객실 전용', locale: 'ko', fallback: false });
    expect(resolveText(name, 'zh_Hant', 'ja')).toEqual({ text: '素泊まり', locale: 'ja', fallback: true });
    expect(resolveText({ en: 'Room only', th: 'ห้องพัก' }, 'ko', 'ja')).toEqual({
      text: 'Room only',
      locale: 'en',
      fallback: true,
    });
    expect(resolveText({ ar: 'الغرفة فقط', th: 'ห้องพัก' }, 'ko', 'ja')).toEqual({
      text: 'ห้องพัก',
      locale: 'th',
      fallback: true,
    });
    // A blank text is a missing one; nothing at all is an empty text.
    expect(textIn({ ko: '  ', ja: '素泊まり' }, 'ko', 'ja')).toBe('素泊まり');
    expect(resolveText({}, 'ko', 'ja')).toEqual({ text: '', locale: null, fallback: true });
    expect(resolveText(null, 'ko')).toEqual({ text: '', locale: null, fallback: true });
    // Naming no language, or one outside the list, reads English first.
    expect(textIn(name, undefined, 'ja')).toBe('Room only');
    expect(textIn(name, 'fr', 'ja')).toBe('Room only');
  });

  it("takes the hotel's own language from its first book language", () => {
    expect(hotelOwnLocale(['ko', 'en', 'ja'])).toBe('ko');
    expect(hotelOwnLocale(['xx', 'zh-TW'])).toBe('zh_Hant');
    expect(hotelOwnLocale([])).toBe('en');
  });

  it('accepts a plain text or a map of known languages, and stores a plain text in the own language', () => {
    const schema = localizedTextInputSchema(10);
    expect(schema.parse(' Spa ')).toBe('Spa');
    expect(schema.parse({ en: 'Spa', th: 'สปา' })).toEqual({ en: 'Spa', th: 'สปา' });
    expect(schema.safeParse('').success).toBe(false);
    expect(schema.safeParse({ en: '', ja: ' ' }).success).toBe(false);
    expect(schema.safeParse({ jp: 'スパ' }).success).toBe(false);
    expect(schema.safeParse({ en: 'x'.repeat(11) }).success).toBe(false);
    expect(schema.safeParse(['Spa']).success).toBe(false);
    expect(localizedTextFromInput('スパ', 'ja')).toEqual({ ja: 'スパ' });
    expect(localizedTextFromInput({ en: 'Spa', ko: '' }, 'ja')).toEqual({ en: 'Spa' });
  });
});
