import { z } from 'zod';
import { cardBrandSchema, paymentTransactionStatusSchema } from './payments';
import { localizedTextInputSchema } from './localized-text';

/**
 * Pay-by-link (SPEC.md sections 2, 3 "Pay-by-link record", 4 "Pay-by-link results", 9 "Pay-by-link
 * 1 hour"). The hotel's staff system creates a record with an API-client secret; the guest opens
 * /payments/{paymentNumber}, which starts a visit of one hour, and pays it by card (sandbox,
 * 3-D Secure included). Amounts are integer minor units of the record's currency.
 */

/** SPEC.md section 9: a pay-by-link payment must be finished within one hour of opening the page. */
export const PAY_BY_LINK_VISIT_SECONDS = 60 * 60;

export const payByLinkStatusSchema = z.enum(['awaiting_payment', 'paid', 'completed', 'refunded', 'cancelled']);
export type PayByLinkStatus = z.infer<typeof payByLinkStatusSchema>;

/** What the page shows: paid (by this visit), already paid, failed (this visit's last card), completed, refunded, cancelled. */
export const payByLinkResultSchema = z.enum(['paid', 'already_paid', 'failed', 'completed', 'refunded', 'cancelled']);
export type PayByLinkResult = z.infer<typeof payByLinkResultSchema>;

export const paymentNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, 'is not a payment number');

const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'is not an ISO 4217 code');

// ---- staff side: /api/staff/hotels/{hotel}/pay_by_links, HTTP Basic with the API client's key and secret ----

export const createPayByLinkRequestSchema = z.strictObject({
  /** A text in the hotel's own language, or one per language (contract/localized-text.ts). */
  subject: localizedTextInputSchema(200),
  amount: z.number().int().positive().max(100_000_000),
  /** Defaults to the hotel's currency. */
  currency: currencyCodeSchema.optional(),
});
export type CreatePayByLinkRequest = z.infer<typeof createPayByLinkRequestSchema>;

export const updatePayByLinkRequestSchema = z
  .strictObject({
    subject: localizedTextInputSchema(200).optional(),
    amount: z.number().int().positive().max(100_000_000).optional(),
    /** completed: settled another way; refunded: only after paid; cancelled: only while awaiting payment. */
    status: z.enum(['completed', 'refunded', 'cancelled']).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to update' });
export type UpdatePayByLinkRequest = z.infer<typeof updatePayByLinkRequestSchema>;

export const payByLinkRecordSchema = z.object({
  payment_number: z.string(),
  hotel: z.object({ code: z.string(), name: z.string() }),
  subject: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: payByLinkStatusSchema,
  amount_version: z.number().int(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  created_at: z.string(),
});
export type PayByLinkRecord = z.infer<typeof payByLinkRecordSchema>;

// ---- guest side: /book/pay_by_links/{paymentNumber} (Client-Session) ----

export const payByLinkVisitRequestSchema = z.strictObject({ visit_id: z.string().min(8).max(100) });

export const payByLinkPaymentRequestSchema = z.strictObject({
  visit_id: z.string().min(8).max(100),
  /** The amount_version the page showed: a changed record is refused (pay_by_link_amount_changed). */
  amount_version: z.number().int().positive(),
  card_token: z.string().min(1).max(200),
});
export type PayByLinkPaymentRequest = z.infer<typeof payByLinkPaymentRequestSchema>;

export const payByLinkAttemptSchema = z.object({
  attempt_id: z.string(),
  status: paymentTransactionStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  card: z.object({ brand: cardBrandSchema, last4: z.string() }),
  challenge_url: z.string().nullable(),
  failure_code: z.string().nullable(),
  transitions: z.array(z.object({ from: z.string().nullable(), to: z.string(), reason: z.string(), at: z.string() })),
});

export const payByLinkViewSchema = payByLinkRecordSchema.extend({
  visit: z.object({
    visit_id: z.string(),
    opened_at: z.string(),
    expires_at: z.string(),
    expires_in_seconds: z.number().int(),
  }),
  result: payByLinkResultSchema.nullable(),
  /** This visit's latest card payment, if any. */
  attempt: payByLinkAttemptSchema.nullable(),
});
export type PayByLinkView = z.infer<typeof payByLinkViewSchema>;
