import { describe, expect, it } from 'vitest';
import en from './en';
import ja from './ja';
import { i18nObject } from './i18n-util';
import { loadAllLocales } from './i18n-util.sync';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Keys whose Japanese text is legitimately free of Japanese script (names of other languages, symbols). */
const LANGUAGE_NEUTRAL = new Set(['languageNames.en', 'languageNames.id', 'languageNames.th', 'languageNames.ar', 'languageNames.ko', 'languageNames.zh_Hans', 'languageNames.zh_Hant', 'guest.planLine',
  // Channel brand names are written the same in every language.
  'reservationFilters.channels.tripla', 'reservationFilters.channels.wbf']);
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('locales', () => {
  const enLeaves = new Map(leaves(en as Tree));
  const jaLeaves = new Map(leaves(ja as Tree));

  it('ja has every key of en and no other', () => {
    expect([...jaLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it('ja is written in Japanese and keeps the arguments of en', () => {
    for (const [key, text] of jaLeaves) {
      expect(text.trim(), key).not.toBe('');
      if (!LANGUAGE_NEUTRAL.has(key)) expect(text, key).toMatch(JAPANESE);
      // Arguments only: typesafe-i18n's plural parts ({{s}} or {{night|nights}}) are not arguments.
      const args = (s: string) => [...s.matchAll(/(?<!\{)\{(\w+)(?::\w+)?\}(?!\})/g)].map((m) => m[1]).sort();
      expect(args(text), key).toEqual(args(enLeaves.get(key)!));
    }
  });

  it('has a message for every error code the flows show', () => {
    loadAllLocales();
    const LL = i18nObject('ja');
    expect(LL.errors.e1004()).toContain('満室');
    expect(LL.errors.e1903({ months: 12 })).toContain('12か月');
    expect(i18nObject('en').errors.e1903({ months: 1 })).toBe('Reservations are accepted only within 1 month from today.');
  });
});
