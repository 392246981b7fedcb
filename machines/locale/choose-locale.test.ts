import { describe, expect, it } from 'vitest';
import { chooseLocale, fallbackLocale, localeFromBrowserLanguage, offeredLocales } from './choose-locale';

const all = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant'];
/** What the app ships translations for today (locales/). */
const translated = ['en', 'ja'];

describe('browser language mapping (SPEC.md section 1)', () => {
  it.each([
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['ja-JP', 'ja'],
    ['zh', 'zh_Hans'],
    ['zh-CN', 'zh_Hans'],
    ['zh-SG', 'zh_Hans'],
    ['zh-Hans', 'zh_Hans'],
    ['zh-TW', 'zh_Hant'],
    ['zh-MO', 'zh_Hant'],
    ['zh-HK', 'zh_Hant'],
    ['zh-Hant-TW', 'zh_Hant'],
    ['fr-FR', 'en'],
    ['en-US', 'en'],
    ['id-ID', 'id'],
    ['th-TH', 'th'],
    ['ar', 'ar'],
    ['ar-SA', 'ar'],
  ])('%s -> %s', (tag, locale) => expect(localeFromBrowserLanguage(tag)).toBe(locale));
});

describe('chooseLocale', () => {
  it('gives an Arabic browser Arabic only where the hotel books in ar', () => {
    const withArabic = ['en', 'ja', 'id', 'th', 'ar'];
    const apps = [...withArabic, 'ko'];
    expect(
      chooseLocale({
        stored: null,
        fromUrl: null,
        browserLanguages: ['ar-SA'],
        bookLanguages: withArabic,
        appLocales: apps,
      }),
    ).toBe('ar');
    expect(
      chooseLocale({
        stored: null,
        fromUrl: null,
        browserLanguages: ['ar-SA'],
        bookLanguages: ['ko', 'ja'],
        appLocales: apps,
      }),
    ).toBe('ko');
    expect(
      chooseLocale({
        stored: null,
        fromUrl: 'th',
        browserLanguages: ['ar-SA'],
        bookLanguages: withArabic,
        appLocales: apps,
      }),
    ).toBe('th');
  });

  it('prefers stored > URL > browser', () => {
    expect(
      chooseLocale({ stored: 'ko', fromUrl: 'ja', browserLanguages: ['zh-TW'], bookLanguages: all, appLocales: all }),
    ).toBe('ko');
    expect(
      chooseLocale({ stored: null, fromUrl: 'ja', browserLanguages: ['zh-TW'], bookLanguages: all, appLocales: all }),
    ).toBe('ja');
    expect(
      chooseLocale({ stored: null, fromUrl: null, browserLanguages: ['zh-TW'], bookLanguages: all, appLocales: all }),
    ).toBe('zh_Hant');
  });

  it('skips a locale the hotel does not book in', () => {
    const book = ['ko', 'en', 'ja'];
    expect(
      chooseLocale({
        stored: 'zh_Hant',
        fromUrl: 'zh_Hans',
        browserLanguages: ['zh-TW', 'ja'],
        bookLanguages: book,
        appLocales: all,
      }),
    ).toBe('ja');
  });

  it('skips a book language the app has no translations for', () => {
    // demo-seoul books in ko, en and ja; the app is translated into en and ja only.
    const seoul = ['ko', 'en', 'ja'];
    expect(
      chooseLocale({
        stored: null,
        fromUrl: null,
        browserLanguages: ['ko-KR'],
        bookLanguages: seoul,
        appLocales: translated,
      }),
    ).toBe('en');
    expect(
      chooseLocale({
        stored: 'ko',
        fromUrl: 'ko',
        browserLanguages: ['ko-KR', 'ja-JP'],
        bookLanguages: seoul,
        appLocales: translated,
      }),
    ).toBe('ja');
    expect(offeredLocales(seoul, translated)).toEqual(['en', 'ja']);
    // With a Korean translation the same browser gets Korean: the list is an input, not a constant.
    expect(
      chooseLocale({
        stored: null,
        fromUrl: null,
        browserLanguages: ['ko-KR'],
        bookLanguages: seoul,
        appLocales: [...translated, 'ko'],
      }),
    ).toBe('ko');
  });

  it('falls back to en, or the first translated book language when en is not offered', () => {
    expect(
      chooseLocale({
        stored: null,
        fromUrl: null,
        browserLanguages: [],
        bookLanguages: ['ja', 'en'],
        appLocales: translated,
      }),
    ).toBe('en');
    expect(
      chooseLocale({
        stored: 'xx',
        fromUrl: 'de',
        browserLanguages: ['fr'],
        bookLanguages: ['ja', 'ko'],
        appLocales: all,
      }),
    ).toBe('ja');
    expect(fallbackLocale(['ko', 'ja'], all)).toBe('ko');
    expect(fallbackLocale(['ko', 'ja'], translated)).toBe('ja');
    // Nothing the hotel books in is translated: en.
    expect(
      chooseLocale({
        stored: null,
        fromUrl: null,
        browserLanguages: ['ko-KR'],
        bookLanguages: ['ko', 'zh_Hant'],
        appLocales: translated,
      }),
    ).toBe('en');
  });

  it('reads URL spellings like zh-hant', () => {
    expect(
      chooseLocale({ stored: null, fromUrl: 'zh-hant', browserLanguages: [], bookLanguages: all, appLocales: all }),
    ).toBe('zh_Hant');
  });
});

describe('fallback in agency mode (SPEC.md section 1)', () => {
  const seoul = ['ko', 'en', 'ja'];
  it('is ja in agency mode and en otherwise, when the hotel books in it', () => {
    expect(
      chooseLocale({
        stored: null,
        fromUrl: null,
        browserLanguages: ['fr-FR'],
        bookLanguages: ['ko', 'ja', 'en'],
        appLocales: all,
        agencyMode: true,
      }),
    ).toBe('ja');
    expect(
      chooseLocale({
        stored: null,
        fromUrl: null,
        browserLanguages: ['fr-FR'],
        bookLanguages: ['ko', 'ja', 'en'],
        appLocales: all,
      }),
    ).toBe('en');
    expect(fallbackLocale(seoul, all, true)).toBe('ja');
    expect(fallbackLocale(seoul, all, false)).toBe('en');
  });

  it('is the first book language when the hotel does not book in the fallback', () => {
    expect(fallbackLocale(['ko', 'en'], all, true)).toBe('ko');
    expect(fallbackLocale(['zh_Hant', 'ko'], all, false)).toBe('zh_Hant');
    expect(fallbackLocale([], all, true)).toBe('en');
  });

  it('still honours the stored, URL and browser choices in agency mode', () => {
    expect(
      chooseLocale({
        stored: 'ko',
        fromUrl: null,
        browserLanguages: [],
        bookLanguages: seoul,
        appLocales: all,
        agencyMode: true,
      }),
    ).toBe('ko');
    expect(
      chooseLocale({
        stored: null,
        fromUrl: 'en',
        browserLanguages: [],
        bookLanguages: seoul,
        appLocales: all,
        agencyMode: true,
      }),
    ).toBe('en');
    expect(
      chooseLocale({
        stored: null,
        fromUrl: null,
        browserLanguages: ['ko-KR'],
        bookLanguages: seoul,
        appLocales: all,
        agencyMode: true,
      }),
    ).toBe('ko');
  });
});

describe('with every dictionary the app ships (locales/)', () => {
  it('maps the browsers of SPEC.md section 1 to their translations, among the hotel book languages', async () => {
    const { locales } = await import('../../locales/i18n-util');
    const kyoto = ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant'];
    const choose = (browser: string, book = kyoto) =>
      chooseLocale({
        stored: null,
        fromUrl: null,
        browserLanguages: [browser],
        bookLanguages: book,
        appLocales: locales,
      });
    expect(choose('ko-KR')).toBe('ko');
    expect(choose('zh-TW')).toBe('zh_Hant');
    expect(choose('zh-HK')).toBe('zh_Hant');
    expect(choose('zh-MO')).toBe('zh_Hant');
    expect(choose('zh-SG')).toBe('zh_Hans');
    expect(choose('zh-CN')).toBe('zh_Hans');
    expect(choose('zh')).toBe('zh_Hans');
    expect(choose('ja-JP')).toBe('ja');
    expect(choose('de-DE')).toBe('en');
    // The hotel does not book in Arabic: en, the fallback.
    expect(choose('ar-SA')).toBe('en');
    // demo-seoul books in ko, en and ja: a Traditional Chinese browser gets the fallback.
    expect(choose('zh-TW', ['ko', 'en', 'ja'])).toBe('en');
    expect(
      chooseLocale({
        stored: 'zh_Hant',
        fromUrl: null,
        browserLanguages: ['ko-KR'],
        bookLanguages: ['ko', 'en', 'ja'],
        appLocales: locales,
      }),
    ).toBe('ko');
  });
});
