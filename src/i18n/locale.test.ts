import { describe, expect, it } from 'vitest';
import { appLocaleOf, langTag, selectableLocales, uiLocale } from './locale';

describe('app locale and translation', () => {
  it('shows each chosen locale in its own translation', () => {
    expect(uiLocale('ko')).toBe('ko');
    expect(uiLocale('zh_Hans')).toBe('zh-Hans');
    expect(uiLocale('zh_Hant')).toBe('zh-Hant');
    expect(uiLocale('zh-hant')).toBe('zh-Hant');
    expect(uiLocale('xx')).toBe('en');
    expect(uiLocale(null)).toBe('en');
  });

  it('speaks app locales back to the selector and the init chart', () => {
    expect(appLocaleOf('zh-Hant')).toBe('zh_Hant');
    expect(appLocaleOf('ko')).toBe('ko');
    expect(langTag('zh_Hans')).toBe('zh-Hans');
  });

  it('offers the hotel book languages that have translations, in the hotel order', () => {
    expect(selectableLocales(['ko', 'en', 'ja', 'zh_Hant', 'xx'])).toEqual(['ko', 'en', 'ja', 'zh_Hant']);
    expect(selectableLocales(['zh-Hans', 'ja'])).toEqual(['zh_Hans', 'ja']);
  });
});

describe('locale traits', () => {
  it('orders names and sets the direction from data, for any spelling of the locale', async () => {
    const { orderedName, localeTraits } = await import('../../machines/locale/locale-traits');
    expect(orderedName('Taro', 'Yamada', 'en')).toBe('Taro Yamada');
    expect(orderedName('Taro', 'Yamada', 'ja')).toBe('Yamada Taro');
    expect(orderedName('Minjun', 'Kim', 'ko')).toBe('Kim Minjun');
    expect(orderedName('Wei', 'Chen', 'zh-Hant')).toBe('Chen Wei');
    expect(localeTraits('ar').direction).toBe('rtl');
    expect(localeTraits('zh_Hans').direction).toBe('ltr');
    expect(localeTraits('xx')).toEqual(localeTraits('en'));
  });
});
