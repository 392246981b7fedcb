import { z } from 'zod';
import { isoDateSchema } from './dates';

/**
 * Every payment method of SPEC.md section 9 with its rules, and receipts (SPEC.md
 * sections 3 "Receipt", 5 "Receipt", 7 GET .../receipt).
 *
 * - credit_card / credit_card_full: the whole amount is charged at booking.
 * - credit_card_deposit: only the deposit is charged at booking; the rest is paid at the facility.
 *   deposit_amount = floor(total_price x percentage / 100) in the currency's minor unit (integers
 *   only, rounded down, so the deposit never exceeds the stated share); remain_amount = total - deposit.
 * - bank_transfer: the reservation waits in payment_pending until the facility marks the transfer
 *   paid; unpaid at the deadline it is cancelled with no fee and its rooms are released.
 * - credit_card_krw_domestic / credit_card_krw_international: card payment in KRW (KRW facilities
 *   only). A domestic card is verified by the issuer with the holder's birth date and the first two
 *   PIN digits at tokenization: they go to the provider with the card number and are never stored.
 */

/** Card methods that charge money at booking. */
export const CHARGED_CARD_METHODS: readonly string[] = [
  'credit_card',
  'credit_card_full',
  'credit_card_deposit',
  'credit_card_krw_domestic',
  'credit_card_krw_international',
];
export const KRW_CARD_METHODS: readonly string[] = ['credit_card_krw_domestic', 'credit_card_krw_international'];

/** floor(total x percentage / 100) with integers only: the documented rounding of the deposit. */
export function depositAmountOf(totalPrice: number, percentage: number): number {
  return Math.floor((totalPrice * percentage) / 100);
}

// ---- Korean domestic cards (SPEC.md section 3 "Saved card", 5) ----------------------------------
export const koreanDomesticCardSchema = z.object({
  /** The holder's birth date (a real date in the past). */
  birth_date: isoDateSchema.refine((value) => value >= '1900-01-01', 'is not a plausible birth date'),
  /** The first two digits of the card PIN. */
  pin_prefix: z.string().regex(/^[0-9]{2}$/, 'must be exactly 2 digits'),
});
export type KoreanDomesticCard = z.infer<typeof koreanDomesticCardSchema>;
/** Spread into the sandbox tokenization request: the Korean check travels with the card, never to the reservation route. */
export const cardTokenKoreanShape = { korean_domestic: koreanDomesticCardSchema.optional() };

// ---- what a reservation pays how ----------------------------------------------------------------
export const bankTransferInstructionsSchema = z.object({
  bank_name: z.string(),
  bank_branch: z.string(),
  account_type: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
  /** Put this in the transfer so the facility can match it: the confirmation number. */
  transfer_reference: z.string(),
  amount: z.number().int(),
  currency: z.string().length(3),
  /** The transfer must have arrived by this instant; unpaid then, the reservation is cancelled. */
  due_at: z.string(),
  paid_at: z.string().nullable(),
});
export type BankTransferInstructions = z.infer<typeof bankTransferInstructionsSchema>;

export const paymentTermsSchema = z.object({
  method: z.string(),
  deposit_percentage: z.number().int().nullable(),
  deposit_amount: z.number().int(),
  remain_amount: z.number().int(),
  bank_transfer: bankTransferInstructionsSchema.nullable(),
});
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;

/** Spread into the reservation reply (SPEC.md section 3 summary fields deposit_amount, remain_amount). */
export const reservationPaymentTermsShape = {
  deposit_amount: z.number().int().optional(),
  remain_amount: z.number().int().optional(),
  payment_terms: paymentTermsSchema.nullable().optional(),
};

/** Spread into the plan of a room search: the deposit share a credit_card_deposit booking of this plan charges. */
export const roomPlanDepositShape = {
  deposit_percentage: z.number().int().optional(),
  /** The deposit of `total_price` (depositAmountOf) and, searched with `mcp_currency`, that deposit converted. */
  deposit_amount: z.number().int().optional(),
  mcp_deposit_amount: z.number().int().optional(),
};

/** POST /api/staff/hotels/{h}/reservations/{n}/bank_transfer/paid (HTTP Basic, like the pay-by-link staff API). */
export const markBankTransferPaidRequestSchema = z.object({
  /** What arrived; must be the amount due. */
  amount: z.number().int().positive(),
  reference: z.string().trim().max(100).optional(),
});
export type MarkBankTransferPaidRequest = z.infer<typeof markBankTransferPaidRequestSchema>;

// ---- receipts -----------------------------------------------------------------------------------
/** Taiwan receipt tax id (unified business number): exactly 8 digits. */
export const taiwanTaxIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{8}$/, 'must be exactly 8 digits');

/** GET /book/hotels/{h}/reservations/{n}/receipt: the owner's e-mail or bypass token (or the booking member), and the name to print. */
export const receiptQuerySchema = z.object({
  email: z.string().optional(),
  bypass_token: z.string().optional(),
  /** receipt_title: the name the receipt is made out to. */
  name: z.string().trim().min(1, 'is required').max(100),
  /** receipt_unicode: a Taiwan tax id, when the receipt is for a company in Taiwan. */
  tax_id: z.preprocess((value) => (value === '' ? undefined : value), taiwanTaxIdSchema.optional()),
  locale: z.string().max(10).optional(),
});
export type ReceiptQuery = z.infer<typeof receiptQuerySchema>;

export const receiptSchema = z.object({
  receipt_number: z.string(),
  receipt_title: z.string(),
  receipt_unicode: z.string().nullable(),
  issued_at: z.string(),
  hotel: z.object({
    code: z.string(),
    hotel_name: z.string(),
    post_code: z.string(),
    full_address: z.string(),
    country: z.string(),
  }),
  confirmation_number: z.string(),
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  nights: z.number().int(),
  payment_type: z.string(),
  currency: z.string().length(3),
  /** What the facility received online and what this receipt is for. */
  amount: z.number().int(),
  /** The consumption tax contained in amount (pro rata of the stay's tax). */
  tax: z.number().int(),
  /** Left to pay at the facility (a deposit booking): receipted at the front desk. */
  remain_amount: z.number().int(),
  /** How many receipts were issued for this reservation before this one (0 for the first: a later one is a reissue). */
  reissue_count: z.number().int(),
  locale: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptReplySchema = z.object({ receipt: receiptSchema });

// ---- staff settings ----------------------------------------------------------------------------
/** GET/PUT /api/staff/hotels/{h}/payment_settings (HTTP Basic): the facility's deposit share, transfer terms and receipt hour. */
export const hotelPaymentSettingsSchema = z.object({
  deposit_percentage: z.number().int().min(1).max(99),
  bank_transfer_due_days: z.number().int().min(1).max(30),
  bank_name: z.string().trim().max(100),
  bank_branch: z.string().trim().max(100),
  bank_account_type: z.string().trim().max(40),
  bank_account_number: z.string().trim().max(40),
  bank_account_holder: z.string().trim().max(100),
  receipt_available_hour: z.number().int().min(0).max(23),
});
export type HotelPaymentSettings = z.infer<typeof hotelPaymentSettingsSchema>;
/** PUT /api/staff/hotels/{h}/plans/{room_plan_code}/payment_settings: a plan's own deposit share (null: the facility's). */
export const planPaymentSettingsRequestSchema = z.object({
  deposit_percentage: z.number().int().min(1).max(99).nullable(),
});
