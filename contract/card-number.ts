import cardValidator from 'card-validator';
import type { CardBrand } from './payments';

/**
 * Card number checks shared by the card form (machines/payment/card-form.ts) and the sandbox's
 * tokenization: brand detection, length and Luhn come from the `card-validator` library rather
 * than hand-written tables.
 */
const BRAND_OF_TYPE: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'master',
  'american-express': 'amex',
  jcb: 'jcb',
  'diners-club': 'diners',
};

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export interface CardNumberCheck {
  /** Complete, right length for its brand and passes Luhn. */
  valid: boolean;
  /** The brand the number belongs to (null when unknown or not one we accept). */
  brand: CardBrand | null;
  /** The library recognised a brand we do not accept (e.g. UnionPay, Discover). */
  unsupportedBrand: boolean;
  /** Digits of the security code for this brand (4 for amex, else 3). */
  securityCodeLength: 3 | 4;
}

export function checkCardNumber(number: string): CardNumberCheck {
  const digits = digitsOnly(number);
  const verification = /^[0-9]*$/.test(digits) ? cardValidator.number(digits) : cardValidator.number('');
  const type = verification.card?.type ?? null;
  const brand = type ? (BRAND_OF_TYPE[type] ?? null) : null;
  return {
    valid: verification.isValid && brand !== null,
    brand,
    unsupportedBrand: type !== null && brand === null,
    securityCodeLength: verification.card?.code.size === 4 ? 4 : 3,
  };
}
