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
    expect(chooseLocale({ stored: null, fromUrl: null, browserLanguages: ['ar-SA'], bookLanguages: withArabic, appLocales: apps })).toBe('ar');
    expect(chooseLocale({ stored: null, fromUrl: null, browserLanguages: ['ar-SA'], bookLanguages: ['ko', 'ja'], appLocales: apps })).toBe('ko');
    expect(chooseLocale({ stored: null, fromUrl: 'th', browserLanguages: ['ar-SA'], bookLanguages: withArabic, appLocales: apps })).toBe('th');
  });

  it('prefers stored > URL > browser', () => {
    expect(chooseLocale({ stored: 'ko', fromUrl: 'ja', browserLanguages: ['zh-TW'], bookLanguages: all, appLocales: all })).toBe('ko');
    expect(chooseLocale({ stored: null, fromUrl: 'ja', browserLanguages: ['zh-TW'], bookLanguages: all, appLocales: all })).toBe('ja');
    expect(chooseLocale({ stored: null, fromUrl: null, browserLanguages: ['zh-TW'], bookLanguages: all, appLocales: all })).toBe('zh_Hant');
  });

  it('skips a locale the hotel does not book in', () => {
    const book = ['ko', 'en', 'ja'];
    expect(chooseLocale({ stored: 'zh_Hant', fromUrl: 'zh_Hans', browserLanguages: ['zh-TW', 'ja'], bookLanguages: book, appLocales: all })).toBe('ja');
  });

  it('skips a book language the app has no translations for', () => {
    // demo-seoul books in ko, en and ja; the app is translated into en and ja only.
    const seoul = ['ko', 'en', 'ja'];
    expect(chooseLocale({ stored: null, fromUrl: null, browserLanguages: ['ko-KR'], bookLanguages: seoul, appLocales: translated })).toBe('en');
    expect(chooseLocale({ stored: 'ko', fromUrl: 'ko', browserLanguages: ['ko-KR', 'ja-JP'], bookLanguages: seoul, appLocales: translated })).toBe('ja');
    expect(offeredLocales(seoul, translated)).toEqual(['en', 'ja']);
    // With a Korean translation the same browser gets Korean: the list is an input, not a constant.
    expect(chooseLocale({ stored: null, fromUrl: null, browserLanguages: ['ko-KR'], bookLanguages: seoul, appLocales: [...translated, 'ko'] })).toBe('ko');
  });

  it('falls back to en, or the first translated book language when en is not offered', () => {
    expect(chooseLocale({ stored: null, fromUrl: null, browserLanguages: [], bookLanguages: ['ja', 'en'], appLocales: translated })).toBe('en');
    expect(chooseLocale({ stored: 'xx', fromUrl: 'de', browserLanguages: ['fr'], bookLanguages: ['ja', 'ko'], appLocales: all })).toBe('ja');
    expect(fallbackLocale(['ko', 'ja'], all)).toBe('ko');
    expect(fallbackLocale(['ko', 'ja'], translated)).toBe('ja');
    // Nothing the hotel books in is translated: en.
    expect(chooseLocale({ stored: null, fromUrl: null, browserLanguages: ['ko-KR'], bookLanguages: ['ko', 'zh_Hant'], appLocales: translated })).toBe('en');
  });

  it('reads URL spellings like zh-hant', () => {
    expect(chooseLocale({ stored: null, fromUrl: 'zh-hant', browserLanguages: [], bookLanguages: all, appLocales: all })).toBe('zh_Hant');
  });
});
