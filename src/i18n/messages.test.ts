import { describe, expect, it } from 'vitest';
import { CARD_ISSUE_CODES, ERROR_CATALOGUE } from '../../contract/error-catalogue';
import { ErrorCode } from '../../contract/error-codes';
import { i18nObject, locales } from '../../locales/i18n-util';
import { loadAllLocales } from '../../locales/i18n-util.sync';
import { hasMessage, messageForCode } from './messages';

loadAllLocales();

const FOUNDATION = [
  '1000',
  '1001',
  '1002',
  '1003',
  '1004',
  '1005',
  '1006',
  '1007',
  '1008',
  '1009',
  '1010',
  '1011',
  '1012',
  '1013',
  '1903',
  '4000',
  'error02',
  'no_hotel_code',
];

describe('messageForCode', () => {
  it('words every code of the catalogue (contract/error-catalogue.ts) in every language', () => {
    expect(ERROR_CATALOGUE).toEqual(
      expect.arrayContaining([
        '1200',
        '1403',
        '2101',
        '2201',
        '2304',
        '3013',
        '3014',
        '3016',
        '3601',
        '3602',
        '3603',
        '3604',
        ...CARD_ISSUE_CODES,
      ]),
    );
    expect(ERROR_CATALOGUE).toEqual(expect.arrayContaining(Object.values(ErrorCode)));
    const unworded = ERROR_CATALOGUE.filter((code) => !hasMessage(code));
    expect(unworded).toEqual([]);
    for (const locale of locales) {
      const LL = i18nObject(locale);
      for (const code of ERROR_CATALOGUE) {
        const message = messageForCode(LL, code, { reservablePeriodMonths: 6 });
        expect(message.trim(), `${locale} ${code}`).not.toBe('');
        expect(message, `${locale} ${code}`).not.toBe(LL.errors.unknown({ code }));
      }
    }
  });

  it('has its own sentence for each foundation code, in every language', () => {
    for (const locale of locales) {
      const LL = i18nObject(locale);
      expect(
        new Set(FOUNDATION.map((code) => messageForCode(LL, code, { reservablePeriodMonths: 6 }))).size,
        locale,
      ).toBe(FOUNDATION.length);
    }
  });

  it('gives the spec aliases one sentence: 3013 and 3016, 3202 and 3502', () => {
    const LL = i18nObject('ar');
    expect(messageForCode(LL, '3016')).toBe(messageForCode(LL, '3013'));
    expect(messageForCode(LL, '3202')).toBe(messageForCode(LL, '3502'));
    expect(messageForCode(i18nObject('en'), '3013')).toBe(
      'This reservation is being updated or paid elsewhere. Please try again in about 5 minutes.',
    );
    expect(messageForCode(i18nObject('ja'), 'Invalid_card_number')).toBe(
      'カード番号が正しくありません。ご確認ください。',
    );
  });

  it('words a code as its context means it', () => {
    const LL = i18nObject('en');
    expect(messageForCode(LL, '1000')).toBe(LL.errors.e1000());
    expect(messageForCode(LL, '1000', { context: 'memberSignIn' })).toBe(LL.membership.errors.e1000());
    expect(messageForCode(LL, '1000', { context: 'memberLink' })).toBe(LL.membership.errors.e1000link());
    expect(messageForCode(LL, '1250')).toBe(LL.membership.errors.e1250());
    expect(messageForCode(LL, '1250', { context: 'sso' })).toBe(LL.sso.errors.expired());
    expect(messageForCode(LL, '1250', { context: 'points' })).toBe(LL.vouchers.errors.e1250());
    expect(messageForCode(LL, '1500')).toBe(LL.pricing.errors.e1500());
    expect(messageForCode(LL, '1500', { context: 'points' })).toBe(LL.vouchers.errors.e1500());
    expect(messageForCode(LL, '2401', { context: 'points' })).toBe(LL.points.errors.e2401());
    // The corporate sign-in stays vague about accounts; the lottery and the extras step word only their own codes.
    expect(messageForCode(LL, '1000', { context: 'corporateSignIn' })).toBe(LL.corporate.signIn.failed());
    expect(messageForCode(LL, '1301', { context: 'corporateSignIn' })).toBe(LL.corporate.signIn.locked());
    expect(messageForCode(LL, '1303', { context: 'corporateSignIn' })).toBe(LL.corporate.signIn.tooMany());
    expect(messageForCode(LL, '1004', { context: 'corporateSignIn' })).toBe(LL.corporate.signIn.error());
    expect(messageForCode(LL, '3756', { context: 'lottery' })).toBe(LL.lottery.codes.e3756());
    expect(messageForCode(LL, '1000', { context: 'lottery' })).toBe(LL.lottery.codes.generic());
    expect(messageForCode(LL, '1102', { context: 'extras' })).toBe(LL.extras.code1102());
    expect(messageForCode(LL, '9999', { context: 'extras' })).toBe(LL.extras.code1106());
    expect(messageForCode(LL, '1903', { reservablePeriodMonths: 3 })).toBe(
      'Reservations are accepted only within 3 months from today.',
    );
  });

  it('names an unknown code', () => {
    expect(messageForCode(i18nObject('en'), '9999')).toContain('9999');
    expect(hasMessage('9999')).toBe(false);
  });
});
