import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './en';
import { i18nObject, locales } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Arguments only: typesafe-i18n's plural parts ({{s}} or {{night|nights}}) are not arguments. */
export function argumentsOf(text: string): string[] {
  return [...text.matchAll(/(?<!\{)\{(\w+)(?::\w+)?\}(?!\})/g)].map((m) => m[1]!).sort();
}

/** The letters a text shows once its arguments and plural parts are taken out. */
function visibleLetters(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\{\w+(?::\w+)?\}/g, '')
    .replace(/[^\p{L}]/gu, '');
}

/** Keys written the same in every language: names of languages in their own script, brand names. */
const LANGUAGE_NEUTRAL =
  /^(languageNames\.|payments\.brands\.|agency\.brand(Name|Mark)$|reservationFilters\.channels\.(tripla|wbf)$)/;

/** The script each dictionary must be written in, wherever its text has letters. */
const SCRIPT: Record<string, RegExp> = {
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
  ko: /[\uac00-\ud7af]/,
  'zh-Hans': /[\u4e00-\u9fff]/,
  'zh-Hant': /[\u4e00-\u9fff]/,
  th: /[\u0e00-\u0e7f]/,
  ar: /[\u0600-\u06ff]/,
};

/** Common characters that exist in one Chinese script only, to catch a dictionary written in the other. */
const SIMPLIFIED_ONLY = /[这们个为预订选择价电邮确认间现还时请输页关闭优点数额账号码费无过询详细变条儿设证发单两务]/;
const TRADITIONAL_ONLY = /[這們個為預訂選擇價電郵確認間現還時請輸頁關閉優點數額帳號碼費無過詢詳細變條兒設證發單兩務]/;

const here = dirname(fileURLToPath(import.meta.url));
const dictionaryFolders = readdirSync(here).filter((name) => statSync(join(here, name)).isDirectory());
const dictionaries = await Promise.all(
  dictionaryFolders.map(async (locale) => [locale, (await import(`./${locale}/index.ts`)).default as Tree] as const),
);
const enLeaves = new Map(leaves(en as Tree));

describe('locales', () => {
  it('every dictionary folder is a generated locale (npm run i18n was run)', () => {
    expect([...locales].sort()).toEqual([...dictionaryFolders].sort());
  });

  it('names every dictionary by a language tag Intl accepts (plural rules and dates use it)', () => {
    for (const locale of locales) {
      expect(Intl.getCanonicalLocales(locale), locale).toEqual([locale]);
      expect(() => new Intl.PluralRules(locale), locale).not.toThrow();
    }
  });

  describe.each(dictionaries.filter(([locale]) => locale !== 'en'))('%s', (locale, dictionary) => {
    const own = new Map(leaves(dictionary));

    it('has every key of en and no other', () => {
      const missing = [...enLeaves.keys()].filter((key) => !own.has(key));
      const extra = [...own.keys()].filter((key) => !enLeaves.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('keeps the arguments of en and leaves no text empty', () => {
      for (const [key, text] of own) {
        expect(text.trim(), key).not.toBe('');
        const base = enLeaves.get(key);
        if (base !== undefined) expect(argumentsOf(text), key).toEqual(argumentsOf(base));
      }
    });

    it('gives each plural part a form for every plural category of its language', () => {
      // typesafe-i18n reads one or two forms as (one,) other, three as zero, one, other and six as zero,
      // one, two, few, many, other: a language with a zero or two category needs all six, else 2 says nothing.
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      if (categories.every((category) => category === 'one' || category === 'other')) return;
      for (const [key, text] of own)
        for (const [, forms] of text.matchAll(/\{\{(?:\w+:)?([^}]*)\}\}/g))
          expect(forms!.split('|'), `${key}: ${text}`).toHaveLength(6);
    });

    it.runIf(locale in SCRIPT)('is written in its own script', () => {
      for (const [key, text] of own) {
        if (LANGUAGE_NEUTRAL.test(key) || visibleLetters(text) === '') continue;
        expect(text, key).toMatch(SCRIPT[locale]!);
        if (locale === 'zh-Hans') expect(text, key).not.toMatch(TRADITIONAL_ONLY);
        if (locale === 'zh-Hant') expect(text, key).not.toMatch(SIMPLIFIED_ONLY);
      }
    });
  });

  it('notices a dictionary that misses a key, adds one or changes an argument', () => {
    const en = { a: 'Hello {name:string}', b: { c: 'Bye' } };
    const broken = { a: 'Hallo {nom}', d: 'x' };
    const ownKeys = leaves(broken).map(([key]) => key);
    expect(
      leaves(en)
        .map(([key]) => key)
        .filter((key) => !ownKeys.includes(key)),
    ).toEqual(['b.c']);
    expect(argumentsOf(broken.a)).not.toEqual(argumentsOf(en.a));
  });

  it('has a message for every error code the flows show', () => {
    loadAllLocales();
    const LL = i18nObject('ja');
    expect(LL.errors.e1004()).toContain('満室');
    expect(LL.errors.e1903({ months: 12 })).toContain('12か月');
    expect(i18nObject('en').errors.e1903({ months: 1 })).toBe(
      'Reservations are accepted only within 1 month from today.',
    );
    expect(i18nObject('ko').errors.e1903({ months: 12 })).toContain('12개월');
    expect(i18nObject('zh-Hans').errors.e1004()).toContain('订满');
    expect(i18nObject('zh-Hant').errors.e1004()).toContain('訂滿');
  });
});
