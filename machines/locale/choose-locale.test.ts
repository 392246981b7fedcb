import { describe, expect, it } from 'vitest';
import { chooseLocale, fallbackLocale, localeFromBrowserLanguage } from './choose-locale';

const all = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant'];

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
  ])('%s -> %s', (tag, locale) => expect(localeFromBrowserLanguage(tag)).toBe(locale));
});

describe('chooseLocale', () => {
  it('prefers stored > URL > browser', () => {
    expect(chooseLocale({ stored: 'ko', fromUrl: 'ja', browserLanguages: ['zh-TW'], bookLanguages: all })).toBe('ko');
    expect(chooseLocale({ stored: null, fromUrl: 'ja', browserLanguages: ['zh-TW'], bookLanguages: all })).toBe('ja');
    expect(chooseLocale({ stored: null, fromUrl: null, browserLanguages: ['zh-TW'], bookLanguages: all })).toBe('zh_Hant');
  });

  it('skips a locale the hotel does not book in', () => {
    const book = ['ko', 'en', 'ja'];
    expect(chooseLocale({ stored: 'zh_Hant', fromUrl: 'zh_Hans', browserLanguages: ['zh-TW', 'ja'], bookLanguages: book })).toBe('ja');
  });

  it('falls back to en, or the first book language when en is not offered', () => {
    expect(chooseLocale({ stored: null, fromUrl: null, browserLanguages: [], bookLanguages: ['ja', 'en'] })).toBe('en');
    expect(chooseLocale({ stored: 'xx', fromUrl: 'de', browserLanguages: ['fr'], bookLanguages: ['ja', 'ko'] })).toBe('ja');
    expect(fallbackLocale(['ko', 'ja'])).toBe('ko');
  });

  it('reads URL spellings like zh-hant', () => {
    expect(chooseLocale({ stored: null, fromUrl: 'zh-hant', browserLanguages: [], bookLanguages: all })).toBe('zh_Hant');
  });
});
