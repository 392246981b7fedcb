import { describe, expect, it } from 'vitest';
import { i18nObject } from '../../locales/i18n-util';
import { loadAllLocales } from '../../locales/i18n-util.sync';
import { messageForCode } from './messages';

loadAllLocales();

const PAYMENT_CODES = [
  '3001',
  '3002',
  '3003',
  '3004',
  '3005',
  '3006',
  '3007',
  '3008',
  '3009',
  '3201',
  '3203',
  '3204',
  '3252',
  'three_d_secure_timeout',
  'payment_methods_differ',
];

describe('messageForCode: payment codes (SPEC.md section 8)', () => {
  it('has its own sentence for every payment code in en and ja, and the spec aliases share them', () => {
    for (const locale of ['en', 'ja'] as const) {
      const LL = i18nObject(locale);
      const messages = PAYMENT_CODES.map((code) => messageForCode(LL, code));
      for (const message of messages) expect(message).not.toBe(LL.errors.unknown({ code: 'x' }));
      expect(new Set(messages).size).toBe(PAYMENT_CODES.length);
      expect(messageForCode(LL, '3011')).toBe(messageForCode(LL, '3001'));
      expect(messageForCode(LL, '3250')).toBe(messageForCode(LL, '3006'));
      expect(messageForCode(LL, '3205')).toBe(messageForCode(LL, '3003'));
      expect(messageForCode(LL, '3251')).toBe(messageForCode(LL, '3203'));
    }
  });
});
