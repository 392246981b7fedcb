import { Temporal } from 'temporal-polyfill';
import { checkCardNumber, digitsOnly } from '../../contract/card-number';
import type { CardBrand } from '../../contract/payments';

/**
 * The card form of SPEC.md section 5 as codes (the view shows the localized message for each):
 * number with brand detection and Luhn (the card-validator library), expiry valid through
 * check-out, security code 3 digits (4 for amex), the chosen brand matching the number, and
 * Visa / Mastercard refused online over 1,000,000 yen.
 */
export type CardErrorCode =
  | 'required'
  | 'card_number_invalid'
  | 'card_brand_unsupported'
  | 'card_brand_mismatch'
  | 'card_expiry_invalid'
  | 'card_expires_before_checkout'
  | 'security_code_invalid'
  | 'holder_name_invalid'
  | 'card_amount_over_brand_limit';

export interface CardForm {
  number: string;
  holderName: string;
  /** "1".."12" as typed or chosen. */
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
  securityCode: string;
  /** The brand the guest chose; must match the number. */
  brand: CardBrand | '';
}
export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, CardErrorCode>>;

export const emptyCardForm: CardForm = {
  number: '',
  holderName: '',
  expiryMonth: '',
  expiryYear: '',
  securityCode: '',
  brand: '',
};

export const ACCEPTED_CARD_BRANDS: readonly CardBrand[] = ['visa', 'master', 'amex', 'jcb', 'diners'];
/** SPEC.md section 5 / 9: the card-brand restriction above 1,000,000 (yen). */
export const VISA_MASTER_JPY_LIMIT = 1_000_000;

const HOLDER_NAME = /^[A-Za-z][A-Za-z .'-]*$/;

export interface CardContext {
  /** YYYY-MM-DD: the card must still be valid in the check-out month. */
  checkout: string;
  /** Amount to pay in the currency's minor unit. */
  amount: number;
  currency: string;
  /** Multi-currency mode (machines/currency): only these brands may pay in the chosen currency. */
  allowedBrands?: readonly string[];
}

/** The brand the number belongs to, for showing while the guest types (null until recognised). */
export function detectedBrand(number: string): CardBrand | null {
  return checkCardNumber(number).brand;
}

export function validateCardForm(form: CardForm, context: CardContext): CardErrors {
  const errors: CardErrors = {};
  const number = digitsOnly(form.number);
  const check = checkCardNumber(number);
  if (!number) errors.number = 'required';
  else if (check.unsupportedBrand) errors.number = 'card_brand_unsupported';
  else if (!check.valid) errors.number = 'card_number_invalid';

  if (!form.brand) errors.brand = 'required';
  else if (check.valid && check.brand !== form.brand) errors.brand = 'card_brand_mismatch';
  else if (
    check.valid &&
    context.currency === 'JPY' &&
    context.amount > VISA_MASTER_JPY_LIMIT &&
    (form.brand === 'visa' || form.brand === 'master')
  )
    errors.brand = 'card_amount_over_brand_limit';
  else if (context.allowedBrands && !context.allowedBrands.includes(form.brand))
    errors.brand = 'card_brand_unsupported';

  const name = form.holderName.trim();
  if (!name) errors.holderName = 'required';
  else if (!HOLDER_NAME.test(name)) errors.holderName = 'holder_name_invalid';

  const month = Number(form.expiryMonth);
  const year = Number(form.expiryYear);
  if (!form.expiryMonth || !form.expiryYear) errors.expiryMonth = 'required';
  else if (!Number.isInteger(month) || month < 1 || month > 12 || !/^\d{4}$/.test(form.expiryYear))
    errors.expiryMonth = 'card_expiry_invalid';
  else {
    const checkoutMonth = Temporal.PlainDate.from(context.checkout).toPlainYearMonth();
    if (Temporal.PlainYearMonth.compare(new Temporal.PlainYearMonth(year, month), checkoutMonth) < 0)
      errors.expiryMonth = 'card_expires_before_checkout';
  }

  const code = form.securityCode.trim();
  const length = check.brand ? check.securityCodeLength : null;
  if (!code) errors.securityCode = 'required';
  else if (!/^\d+$/.test(code) || (length ? code.length !== length : code.length < 3 || code.length > 4))
    errors.securityCode = 'security_code_invalid';
  return errors;
}

export const isCardFormValid = (form: CardForm, context: CardContext) =>
  Object.keys(validateCardForm(form, context)).length === 0;
