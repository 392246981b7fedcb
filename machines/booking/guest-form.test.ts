import { describe, expect, it } from 'vitest';
import {
  emptyGuestForm,
  isGuestFormValid,
  SPECIAL_REQUEST_MAX_LENGTH,
  validateGuestForm,
  type GuestField,
  type GuestForm,
} from './guest-form';

const valid: GuestForm = {
  firstName: 'Hanako',
  lastName: "O'Neil-Yamada",
  email: 'hanako@example.com',
  emailConfirmation: 'hanako@example.com',
  phone: '+81312345678',
  specialRequest: '',
  termsAccepted: true,
};

describe('guest form validation (SPEC.md section 5 codes)', () => {
  it('accepts a complete form, trimming around values', () => {
    expect(validateGuestForm(valid)).toEqual({});
    expect(
      validateGuestForm({
        ...valid,
        firstName: '  Hanako ',
        email: ' hanako@example.com ',
        emailConfirmation: 'hanako@example.com  ',
      }),
    ).toEqual({});
    expect(isGuestFormValid(valid)).toBe(true);
    // Roman names may have spaces, hyphens, apostrophes and dots.
    expect(validateGuestForm({ ...valid, firstName: "Mary-Jane O'Neil", lastName: 'Smith Jr.' })).toEqual({});
  });

  it('gives each empty field "required" and unaccepted terms their own code', () => {
    expect(validateGuestForm(emptyGuestForm)).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      emailConfirmation: 'required',
      phone: 'required',
      termsAccepted: 'terms_not_accepted',
    });
    expect(validateGuestForm({ ...valid, lastName: '   ' })).toEqual({ lastName: 'required' });
  });

  it('names the first problem of each field', () => {
    expect(
      validateGuestForm({
        ...valid,
        firstName: '花子',
        lastName: '1Smith',
        email: 'not-an-email',
        emailConfirmation: 'not-an-email',
        phone: 'tel 03-1234',
      }),
    ).toEqual({
      firstName: 'name_not_roman',
      lastName: 'name_not_roman',
      email: 'email_invalid',
      phone: 'phone_invalid',
    });
    expect(validateGuestForm({ ...valid, specialRequest: 'x'.repeat(SPECIAL_REQUEST_MAX_LENGTH + 1) })).toEqual({
      specialRequest: 'special_request_too_long',
    });
    expect(validateGuestForm({ ...valid, specialRequest: ` ${'x'.repeat(SPECIAL_REQUEST_MAX_LENGTH)} ` })).toEqual({});
  });

  it("reports a confirmation that differs beside the other fields' problems", () => {
    expect(validateGuestForm({ ...valid, emailConfirmation: 'other@example.com' })).toEqual({
      emailConfirmation: 'email_mismatch',
    });
    expect(validateGuestForm({ ...valid, phone: '', emailConfirmation: 'other@example.com' })).toEqual({
      phone: 'required',
      emailConfirmation: 'email_mismatch',
    });
    expect(isGuestFormValid({ ...valid, emailConfirmation: 'other@example.com' })).toBe(false);
  });

  it('takes phone numbers as people type them (the chart then reads them into E.164)', () => {
    for (const phone of ['+81 75-123-4567', '075-123-4567', '(03) 1234-5678', '090.1234.5678', '+81751234567']) {
      expect(validateGuestForm({ ...valid, phone }), phone).toEqual({});
    }
  });

  it.each<[Partial<GuestForm>, GuestField, string]>([
    [{ email: 'mary@', emailConfirmation: 'mary@' }, 'email', 'email_invalid'],
    [{ emailConfirmation: 'marie@example.com' }, 'emailConfirmation', 'email_mismatch'],
    [{ phone: 'call me' }, 'phone', 'phone_invalid'],
    [{ phone: '03-1234 ext. 5' }, 'phone', 'phone_invalid'],
    [{ phone: '81+3-1234' }, 'phone', 'phone_invalid'],
    [{ firstName: '花子' }, 'firstName', 'name_not_roman'],
    [{ lastName: 'Ｓｍｉｔｈ' }, 'lastName', 'name_not_roman'],
    [{ firstName: 'Zoë' }, 'firstName', 'name_not_roman'],
    [{ lastName: 'Smith2' }, 'lastName', 'name_not_roman'],
  ])('%o -> %s: %s', (change, field, code) => {
    expect(validateGuestForm({ ...valid, ...change })).toEqual({ [field]: code });
  });
});

describe('guest form names, kana readings and address by the hotel and the language (contract/names-addresses.ts)', () => {
  const ryokan = {
    settings: { kanjiNameRequired: true, customerAddressRequired: true, kanaNameMode: 'do_not_ask' as const },
    locale: 'ja',
  };
  const address = { postalCode: '250-0408', prefectureOrState: '神奈川県', streetAddress: '箱根町強羅1300' };

  it('asks the kana reading and the address at a kanji-name hotel in Japanese, and takes kanji names there', () => {
    expect(validateGuestForm({ ...valid, firstName: '花子', lastName: '山田' }, ryokan)).toEqual({
      lastNameKana: 'required',
      firstNameKana: 'required',
      postalCode: 'required',
      prefectureOrState: 'required',
      streetAddress: 'required',
    });
    expect(
      validateGuestForm(
        { ...valid, firstName: '花子', lastName: '山田', firstNameKana: 'ハナコ', lastNameKana: 'やまだ', ...address },
        ryokan,
      ),
    ).toEqual({});
    expect(
      validateGuestForm(
        { ...valid, firstNameKana: 'Hanako', lastNameKana: 'ヤマダ', ...address, postalCode: '250_0408' },
        ryokan,
      ),
    ).toEqual({ firstNameKana: 'kana_invalid', postalCode: 'post_code_invalid' });
    expect(
      validateGuestForm(
        {
          ...valid,
          firstName: '<b>',
          firstNameKana: 'ハナコ',
          lastNameKana: 'ヤマダ',
          ...address,
          streetAddress: 'x < y',
        },
        ryokan,
      ),
    ).toEqual({ firstName: 'name_kanji_kana', streetAddress: 'address_characters' });
  });

  it('takes the script of the language beside Roman letters, and asks no kana in another language', () => {
    const plain = { kanjiNameRequired: false, customerAddressRequired: false, kanaNameMode: 'do_not_ask' as const };
    expect(
      validateGuestForm({ ...valid, firstName: '민준', lastName: '김' }, { settings: plain, locale: 'ko' }),
    ).toEqual({});
    expect(validateGuestForm({ ...valid, firstName: '花子' }, { settings: plain, locale: 'ja' })).toEqual({
      firstName: 'name_script',
    });
    expect(validateGuestForm({ ...valid, ...address }, { ...ryokan, locale: 'en' })).toEqual({});
    expect(validateGuestForm({ ...valid }, { ...ryokan, locale: 'en' })).toEqual({
      postalCode: 'required',
      prefectureOrState: 'required',
      streetAddress: 'required',
    });
  });
});
