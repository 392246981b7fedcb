import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../locales/i18n-util';
import { loadAllLocales } from '../../locales/i18n-util.sync';
import { messageForCode } from './messages';

loadAllLocales();

const CODES = ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010', '1011', '1012', '1013', '1903', '4000', 'error02', 'no_hotel_code'];

describe('messageForCode', () => {
  it('has its own sentence for every code the flows show, in en and ja', () => {
    for (const locale of ['en', 'ja'] as const) {
      const LL = i18nObject(locale);
      const unknown = LL.errors.unknown({ code: 'x' });
      const messages = CODES.map((code) => messageForCode(LL, code, { reservablePeriodMonths: 6 }));
      for (const message of messages) expect(message).not.toBe(unknown);
      expect(new Set(messages).size).toBe(CODES.length);
    }
  });
  it('names an unknown code', () => {
    expect(messageForCode(i18nObject('en'), '9999')).toContain('9999');
  });
});
