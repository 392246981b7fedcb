import type { CardBrand } from '../../contract/payments';

/**
 * The card form's fields, codes and constants, apart from its checks (./card-form.ts) so that the
 * booking chart holds a card form without taking the card-validator library into the first page:
 * the checks come with the booking's later steps (../booking/later-steps-loader.ts).
 */

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

export interface CardContext {
  /** YYYY-MM-DD: the card must still be valid in the check-out month. */
  checkout: string;
  /** Amount to pay in the currency's minor unit. */
  amount: number;
  currency: string;
  /** Multi-currency mode (machines/currency): only these brands may pay in the chosen currency. */
  allowedBrands?: readonly string[];
}
