import { Temporal } from 'temporal-polyfill';
import { checkCardNumber, digitsOnly } from '../../contract/card-number';
import { without } from '../form-errors';
import type { CardBrand } from '../../contract/payments';
import {
  VISA_MASTER_JPY_LIMIT,
  type CardContext,
  type CardErrors,
  type CardField,
  type CardForm,
} from './card-form-shape';

export * from './card-form-shape';

/**
 * The card form's checks of SPEC.md section 5 (number, brand, holder, expiry, security code) with the
 * card-validator library. The booking chart reaches them through ../booking/later-steps-loader.ts,
 * loaded with the steps past the room choice rather than with the results page.
 */

const HOLDER_NAME = /^[A-Za-z][A-Za-z .'-]*$/;

/** The brand the number belongs to, for showing while the guest types (null until recognised). */
export function detectedBrand(number: string): CardBrand | null {
  return checkCardNumber(number).brand;
}

/**
 * The card after the guest changed one field: a number of a known brand sets the brand too (no one
 * picks "Visa" by hand after typing a Visa number). The field's message goes, and the brand's with it
 * when the number set the brand.
 */
export function cardChanged(
  card: CardForm,
  errors: CardErrors,
  field: CardField,
  value: string,
): { card: CardForm; errors: CardErrors } {
  const changed = { ...card, [field]: value };
  const rest = without(errors, field);
  const brand = field === 'number' ? detectedBrand(value) : null;
  return brand ? { card: { ...changed, brand }, errors: without(rest, 'brand') } : { card: changed, errors: rest };
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
