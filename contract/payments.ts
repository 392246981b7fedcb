import { z } from 'zod';
import { CARD_HOLDER_SCRIPTS, nameProblem, nameRuleText } from './names-addresses';
import { CHARGED_CARD_METHODS, cardTokenKoreanShape } from './payment-methods';

/**
 * The payment side of the REST contract (SPEC.md sections 4 "Payment transaction states", 5 "Card",
 * 9 payment kinds and methods). Card numbers never reach the reservation route: the browser first
 * exchanges the card for a provider token at the provider's tokenization endpoint (for the built-in
 * sandbox `POST /api/sandbox/tokens`), as a real gateway's JavaScript SDK does, and the reservation
 * carries only that token.
 */

/** Provider kinds and hosted kinds of SPEC.md section 9, plus the built-in sandbox (the only one that runs here). */
export const paymentProviderKindSchema = z.enum([
  'sandbox',
  'gmo',
  'gmo-paypal',
  'paygent',
  'paygent-paypal',
  'tappay',
  'paypal',
  'payment_hub',
  'adyen_gmo',
  'adyen_gmo_paypal',
]);
export type PaymentProviderKind = z.infer<typeof paymentProviderKindSchema>;
export const hostedPaymentKindSchema = z.enum(['adyen', 'payment_hub', 'gmo', 'paypal', 'paygent', 'tappay']);
export const paymentHubConfigSchema = z.enum(['none', 'default', 'surehigh', 'custom']);

/** Payment types a reservation can be made with: every method of SPEC.md section 9 (rules in contract/payment-methods.ts). */
export const bookablePaymentTypeSchema = z.enum([
  'on_site',
  'credit_card',
  'on_site_credit_card_required',
  'deferred_payment',
  'credit_card_full',
  'credit_card_deposit',
  'bank_transfer',
  'credit_card_krw_domestic',
  'credit_card_krw_international',
]);
export type BookablePaymentType = z.infer<typeof bookablePaymentTypeSchema>;
/** Methods that need a card token: charged now (all or a deposit) or kept as a guarantee (on_site_credit_card_required). */
export const CARD_PAYMENT_TYPES: readonly string[] = [...CHARGED_CARD_METHODS, 'on_site_credit_card_required'];
export const needsCard = (paymentType: string) => CARD_PAYMENT_TYPES.includes(paymentType);

/** SPEC.md section 5 accepted brands, as the sandbox names them. */
export const cardBrandSchema = z.enum(['visa', 'master', 'amex', 'jcb', 'diners']);
export type CardBrand = z.infer<typeof cardBrandSchema>;

export const paymentTransactionStatusSchema = z.enum([
  /** Written before the provider is called, so a crash leaves a trace the sweep resolves. */
  'initiated',
  'pre_3d_secure',
  'authorized',
  'capturing',
  'captured',
  'failed',
  'cancelled',
  /** The card was verified and kept as a guarantee (on_site_credit_card_required); nothing charged. */
  'persisted',
  /** After captured: part of the amount went back (a shorter stay, or a cancellation with a fee). */
  'partially_refunded',
  /** After captured: the whole amount went back. */
  'refunded',
]);
export type PaymentTransactionStatus = z.infer<typeof paymentTransactionStatusSchema>;

// ---- sandbox tokenization ------------------------------------------------------------------
export const cardTokenRequestSchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^[0-9 ]{12,23}$/, 'must be 12 to 19 digits'),
  /** The name on the card: English letters only (contract/names-addresses.ts). */
  holder_name: z
    .string()
    .trim()
    .min(1)
    .max(45)
    .refine((name) => nameProblem(name, CARD_HOLDER_SCRIPTS) === null, nameRuleText('name_not_roman')),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int().min(2000).max(2100),
  security_code: z.string().regex(/^[0-9]{3,4}$/, 'must be 3 or 4 digits'),
  ...cardTokenKoreanShape,
});
export type CardTokenRequest = z.infer<typeof cardTokenRequestSchema>;

export const cardSummarySchema = z.object({
  brand: cardBrandSchema,
  last4: z.string().regex(/^[0-9]{4}$/),
  expiry_month: z.number().int(),
  expiry_year: z.number().int(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const cardTokenReplySchema = z.object({ token: z.string(), card: cardSummarySchema, expires_at: z.string() });
export type CardTokenReply = z.infer<typeof cardTokenReplySchema>;

/**
 * A refund of a captured payment: planned in the same database transaction as the cancellation or
 * shorter stay that owes it, then settled with the provider. `failed` keeps the provider's code and
 * an explanation; the facility refunds by hand (the payment stays captured for the unrefunded part).
 */
export const paymentRefundSchema = z.object({
  refund_id: z.string(),
  cause: z.enum(['cancellation', 'itinerary_change']),
  amount: z.number().int().positive(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  failure_code: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

// ---- the payment of a reservation ----------------------------------------------------------
export const reservationPaymentSchema = z.object({
  /** Unguessable id; whoever holds it may complete, abort and read this payment. */
  transaction_id: z.string(),
  status: paymentTransactionStatusSchema,
  kind: z.enum(['charge', 'guarantee']),
  amount: z.number().int(),
  currency: z.string().length(3),
  card: cardSummarySchema.pick({ brand: true, last4: true }).nullable(),
  /** The provider's 3-D Secure page while the status is pre_3d_secure, else null. */
  challenge_url: z.string().nullable(),
  /** When an unfinished payment is aborted (15 minutes after it started, SPEC.md section 9). */
  expires_at: z.string(),
  /** Seconds left by the server's clock (0 when finished or past). */
  expires_in_seconds: z.number().int().min(0),
  /** Catalogue code of a failed or cancelled payment (3001-3252, three_d_secure_timeout), else null. */
  failure_code: z.string().nullable(),
  /** Sum of the refunds the provider confirmed, in minor units. */
  refunded_amount: z.number().int().min(0),
  /** Every refund of this payment, oldest first (payments slice 2). */
  refunds: z.array(paymentRefundSchema),
});
export type ReservationPayment = z.infer<typeof reservationPaymentSchema>;

export const paymentTransitionSchema = z.object({
  from: paymentTransactionStatusSchema.nullable(),
  to: paymentTransactionStatusSchema,
  reason: z.string(),
  at: z.string(),
});

/** GET /book/hotels/{h}/payments/{transaction} and the replies of complete_3ds / abort. */
export const paymentTransactionReplySchema = reservationPaymentSchema.extend({
  reservation: z.object({
    confirmation_number: z.string(),
    status: z.enum(['done', 'payment_pending', 'cancelled']),
    bypass_token: z.string(),
  }),
  transitions: z.array(paymentTransitionSchema),
});
export type PaymentTransactionReply = z.infer<typeof paymentTransactionReplySchema>;

/** GET /book/hotels/{h}/settings/payment_gateway: the hotel's payment_gateway_setting (SPEC.md section 3). */
export const paymentGatewaySettingReplySchema = z.object({
  payment_gateway_setting: z
    .object({
      provider: paymentProviderKindSchema,
      hosted_kind: hostedPaymentKindSchema.nullable(),
      payment_hub_config: paymentHubConfigSchema,
      /**
       * The card provider that takes this gateway's cards here (the key of the widget's tokenizer), null
       * when none runs: the sandbox; in the demo start it also stands in for the GMO-type gateways.
       */
      card_provider: z.string().nullable(),
      /** Whether card payments run here (card_provider is set); other kinds are recognised but refuse cards (3203). */
      runs_here: z.boolean(),
    })
    .nullable(),
});
