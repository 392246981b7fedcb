import { describe, expect, it } from 'vitest';
import {
  CARD_HOLDER_SCRIPTS,
  MEMBER_NAME_SCRIPTS,
  NO_EXTRA_NAME_FIELDS,
  addressLineProblem,
  guestFieldModes,
  guestNameAddressProblems,
  guestNameScripts,
  kanaNameProblem,
  nameProblem,
  nameRuleText,
  normalizePostCode,
  postCodeProblem,
  type GuestNameSettings,
} from './names-addresses';

const kanjiHotel: GuestNameSettings = { ...NO_EXTRA_NAME_FIELDS, kanjiNameRequired: true };
const addressHotel: GuestNameSettings = { ...NO_EXTRA_NAME_FIELDS, customerAddressRequired: true };

describe('guest names per booking language', () => {
  // [locale, hotel, name, expected problem]
  const cases: [string | null, GuestNameSettings, string, string | null][] = [
    ['en', NO_EXTRA_NAME_FIELDS, 'Hanako', null],
    ['en', NO_EXTRA_NAME_FIELDS, "Mary-Jane O'Neil Jr.", null],
    [null, NO_EXTRA_NAME_FIELDS, 'Hanako', null],
    ['en', NO_EXTRA_NAME_FIELDS, 'はなこ', 'name_not_roman'],
    ['en', NO_EXTRA_NAME_FIELDS, '<script>alert(1)</script>', 'name_not_roman'],
    ['en', NO_EXTRA_NAME_FIELDS, 'Ｈａｎａｋｏ', 'name_not_roman'],
    ['en', NO_EXTRA_NAME_FIELDS, 'José', 'name_not_roman'],
    ['en', NO_EXTRA_NAME_FIELDS, 'R2-D2', 'name_not_roman'],
    ['en', NO_EXTRA_NAME_FIELDS, '-Hanako', 'name_not_roman'],
    ['th', NO_EXTRA_NAME_FIELDS, 'สมชาย', 'name_not_roman'],
    ['ar', NO_EXTRA_NAME_FIELDS, 'محمد', 'name_not_roman'],
    ['ja', NO_EXTRA_NAME_FIELDS, 'はなこ', null],
    ['ja', NO_EXTRA_NAME_FIELDS, 'Hanako', null],
    ['ja-JP', NO_EXTRA_NAME_FIELDS, 'やまだ', null],
    ['ja', NO_EXTRA_NAME_FIELDS, '花子', 'name_script'],
    ['ja', NO_EXTRA_NAME_FIELDS, 'ハナコ', 'name_script'],
    ['ja', NO_EXTRA_NAME_FIELDS, 'Hanaこ', 'name_script'],
    ['ja', kanjiHotel, '花子', null],
    ['ja', kanjiHotel, 'まり子', null],
    ['ja', kanjiHotel, '佐々木', null],
    ['ja', kanjiHotel, 'ハナコ', null],
    ['ja', kanjiHotel, 'Hanako', null],
    ['ja', kanjiHotel, 'ﾊﾅｺ', 'name_kanji_kana'],
    ['ja', kanjiHotel, '花子1', 'name_kanji_kana'],
    ['ja', kanjiHotel, '김민준', 'name_kanji_kana'],
    ['zh_Hans', NO_EXTRA_NAME_FIELDS, '王小明', null],
    ['zh_Hant', NO_EXTRA_NAME_FIELDS, '陳大文', null],
    ['zh_Hant', NO_EXTRA_NAME_FIELDS, 'Chan', null],
    ['zh_Hans', NO_EXTRA_NAME_FIELDS, 'はなこ', 'name_script'],
    ['zh_Hans', NO_EXTRA_NAME_FIELDS, '김민준', 'name_script'],
    ['ko', NO_EXTRA_NAME_FIELDS, '김민준', null],
    ['ko', NO_EXTRA_NAME_FIELDS, 'Minjun', null],
    ['ko', NO_EXTRA_NAME_FIELDS, '金敏俊', 'name_script'],
    ['ko', kanjiHotel, '김민준', null],
    ['en', kanjiHotel, '花子', 'name_not_roman'],
    ['en', NO_EXTRA_NAME_FIELDS, '', 'required'],
    ['ja', NO_EXTRA_NAME_FIELDS, '   ', 'required'],
    ['en', NO_EXTRA_NAME_FIELDS, 'A'.repeat(101), 'too_long'],
  ];
  it.each(cases)('%s %o: %s -> %s', (locale, hotel, name, expected) => {
    expect(nameProblem(name, guestNameScripts(hotel, locale))).toBe(expected);
  });

  it('takes only English for card holders and any served script for a member', () => {
    expect(nameProblem('HANAKO YAMADA', CARD_HOLDER_SCRIPTS)).toBeNull();
    expect(nameProblem('やまだ', CARD_HOLDER_SCRIPTS)).toBe('name_not_roman');
    for (const name of ['Hanako', 'はなこ', '山田', '김', '陳大文'])
      expect(nameProblem(name, MEMBER_NAME_SCRIPTS), name).toBeNull();
    for (const name of ['R2-D2', '<b>', 'Hana😀'])
      expect(nameProblem(name, MEMBER_NAME_SCRIPTS), name).toBe('name_kanji_kana');
  });
});

describe('kana readings, post codes and address lines', () => {
  it.each([
    ['ヤマダ', 'required', null],
    ['やまだ', 'required', null],
    ['ヤマダ　ハナコ', 'required', null],
    ['', 'required', 'required'],
    ['', 'optional', null],
    ['Yamada', 'optional', 'kana_invalid'],
    ['山田', 'required', 'kana_invalid'],
    ['ﾔﾏﾀﾞ', 'required', 'kana_invalid'],
    ['Yamada', 'do_not_ask', null],
  ] as const)('kana %s (%s) -> %s', (value, mode, expected) => {
    expect(kanaNameProblem(value, mode)).toBe(expected);
  });

  it.each([
    ['6008216', null],
    ['600-8216', null],
    ['６００－８２１６', null],
    ['SW1A 1AA', null],
    ['K1A0B1', null],
    ['600_8216', 'post_code_invalid'],
    ['〒600', 'post_code_invalid'],
    ['<b>1</b>', 'post_code_invalid'],
    ['12345678901', 'too_long'],
    ['', 'required'],
  ] as const)('post code %s -> %s', (value, expected) => {
    expect(postCodeProblem(value, 'required')).toBe(expected);
  });

  it('keeps post codes as letters and digits', () => {
    expect(normalizePostCode('６００－８２１６')).toBe('6008216');
    expect(normalizePostCode(' sw1a 1aa ')).toBe('sw1a1aa');
  });

  it.each([
    ['京都市下京区烏丸通七条下ル東塩小路町721-1', null],
    ['1-2-3 Shimogyo, Kyoto', null],
    ['서울특별시 중구 세종대로 110', null],
    ['Apt. #4B (rear), 5/F & 6/F', null],
    ['12 rue de l’Église'.replace('’', "'"), null],
    ['<script>alert(1)</script>', 'address_characters'],
    ['Main St 😀', 'address_characters'],
    ['Main St; DROP TABLE', 'address_characters'],
    ['x'.repeat(256), 'too_long'],
  ] as const)('address line %s -> %s', (value, expected) => {
    expect(addressLineProblem(value, 'required', 255)).toBe(expected);
  });
});

describe('the fields a hotel asks for', () => {
  it('asks kana readings only in Japanese: required by a kanji-name hotel, else as the hotel set them', () => {
    expect(guestFieldModes(kanjiHotel, 'ja').kanaNames).toBe('required');
    expect(guestFieldModes(kanjiHotel, 'en').kanaNames).toBe('do_not_ask');
    expect(guestFieldModes({ ...NO_EXTRA_NAME_FIELDS, kanaNameMode: 'optional' }, 'ja').kanaNames).toBe('optional');
    expect(guestFieldModes(NO_EXTRA_NAME_FIELDS, 'ja').kanaNames).toBe('do_not_ask');
    expect(guestFieldModes(addressHotel, 'ko').address).toBe('required');
    expect(guestFieldModes(NO_EXTRA_NAME_FIELDS, 'ko').address).toBe('do_not_ask');
  });

  it('reports every refused field of a guest, and nothing for a fine one', () => {
    const guest = {
      first_name: '花子',
      last_name: '<b>',
      first_name_kana: 'Hanako',
      postal_code: '600-8216',
      street_address: '',
    };
    expect(guestNameAddressProblems(guest, { ...kanjiHotel, customerAddressRequired: true }, 'ja')).toEqual({
      last_name: 'name_kanji_kana',
      first_name_kana: 'kana_invalid',
      last_name_kana: 'required',
      prefecture_or_state: 'required',
      street_address: 'required',
    });
    const fine = {
      first_name: '花子',
      last_name: '山田',
      first_name_kana: 'ハナコ',
      last_name_kana: 'ヤマダ',
      postal_code: '600-8216',
      prefecture_or_state: '京都府',
      street_address: '下京区1-2',
    };
    expect(guestNameAddressProblems(fine, { ...kanjiHotel, customerAddressRequired: true }, 'ja')).toEqual({});
    // Fields a hotel does not ask for are not looked at.
    expect(
      guestNameAddressProblems(
        { first_name: 'Hanako', last_name: 'Yamada', postal_code: '<x>' },
        NO_EXTRA_NAME_FIELDS,
        'en',
      ),
    ).toEqual({});
  });

  it('names the scripts a name may be written in', () => {
    expect(nameRuleText('name_script', guestNameScripts(NO_EXTRA_NAME_FIELDS, 'ko'))).toBe(
      'must be written in English (half-width Roman letters A-Z) or hangul (one of them, not mixed); other characters are not supported',
    );
  });
});
