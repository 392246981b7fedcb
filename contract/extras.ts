import { z } from 'zod';
import { isoDateSchema } from './dates';
import { MAX_ATTACHMENTS, MAX_TEXTAREA_ANSWER_LENGTH } from './extras-limits';

/**
 * Extras (add-ons), additional questions and file attachments (SPEC.md sections 3, 5, 7,
 * 8 and 9). Money is an integer in the currency's minor unit; extra prices are per unit.
 */

// ---- limits (SPEC.md section 9): in contract/extras-limits.ts, without zod, for the widget ----
export {
  ATTACHMENT_CONTENT_TYPES,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MAX_TEXT_ANSWER_LENGTH,
  MAX_TEXTAREA_ANSWER_LENGTH,
} from './extras-limits';

// ---- extras --------------------------------------------------------------------------------------
export const extraTypeSchema = z.enum(['generic', 'dated']);
export type ExtraType = z.infer<typeof extraTypeSchema>;

export const extrasQuerySchema = z.object({
  checkin: isoDateSchema,
  checkout: isoDateSchema,
  locale: z.string().max(10).optional(),
});

export const extraDatePriceSchema = z.object({
  date: isoDateSchema,
  price: z.number().int(),
  price_without_tax: z.number().int(),
});

export const extraSchema = z.object({
  extra_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  extra_type: extraTypeSchema,
  /** Generic extras: the unit price; dated extras: the lowest price over the booking-available dates. */
  price: z.number().int(),
  price_without_tax: z.number().int(),
  min_quantity: z.number().int().min(1),
  max_quantity: z.number().int().min(1),
  /** Most units one reservation may buy; null: no limit. */
  purchase_limit: z.number().int().nullable(),
  /** Dated extras: the stay dates it can be delivered on (each has a price in prices_by_date). */
  booking_available_dates: z.array(isoDateSchema),
  prices_by_date: z.array(extraDatePriceSchema),
  /** When orders close for this stay (ISO instant; dated extras: for the first available date). */
  order_deadline: z.string(),
});
export type ExtraReply = z.infer<typeof extraSchema>;

export const extraInventorySchema = z.object({ extra_id: z.number().int(), inventory: z.number().int().nullable() });

export const extrasReplySchema = z.object({
  extras: z.array(extraSchema),
  /** Units left per extra (null: unlimited), as the search response's extra_inventories. */
  extra_inventories: z.array(extraInventorySchema),
});
export type ExtrasReply = z.infer<typeof extrasReplySchema>;

/** One line of the selection: an extra, a quantity and (dated extras) the delivery date. */
export const extraSelectionSchema = z.object({
  extra_id: z.number().int().min(1),
  quantity: z.number().int().min(0).max(999),
  date: isoDateSchema.optional(),
});
export type ExtraSelection = z.infer<typeof extraSelectionSchema>;

/**
 * The selection on a query string (GET .../rooms/price `extras`): `<extra_id>:<quantity>` per
 * generic extra, `<extra_id>:<quantity>:<date>` per dated extra and date, comma separated.
 */
export const extrasParamSchema = z
  .string()
  .max(4000)
  .regex(
    /^\d{1,9}:\d{1,3}(?::\d{4}-\d{2}-\d{2})?(?:,\d{1,9}:\d{1,3}(?::\d{4}-\d{2}-\d{2})?)*$/,
    'must be extra_id:quantity[:date] lines, comma separated',
  )
  .transform((value) =>
    value.split(',').map((line) => {
      const [id, quantity, date] = line.split(':');
      return { extra_id: Number(id), quantity: Number(quantity), ...(date ? { date } : {}) };
    }),
  )
  .pipe(z.array(extraSelectionSchema).max(200));
export function formatExtrasParam(selection: readonly ExtraSelection[]): string {
  return selection.map((line) => [line.extra_id, line.quantity, ...(line.date ? [line.date] : [])].join(':')).join(',');
}

// The selected-extras summary lives in a zod-free module the widget imports (contract/extras-summary.ts);
// the contract's index exports it.

// ---- additional questions ---------------------------------------------------------------------
export const questionTypeSchema = z.enum(['checkin', 'checkout', 'people_per_room', 'free', 'notification']);
/** text (one line, 255 characters), textarea, single_option, multiple_options, date, file (images), none (notification). */
export const answerTypeSchema = z.enum([
  'text',
  'textarea',
  'single_option',
  'multiple_options',
  'date',
  'file',
  'none',
]);
export type AnswerType = z.infer<typeof answerTypeSchema>;

export const questionOptionSchema = z.object({ value: z.string(), label: z.string() });

export const additionalQuestionSchema = z.object({
  id: z.number().int(),
  question_type: questionTypeSchema,
  answer_type: answerTypeSchema,
  title: z.string(),
  description: z.string(),
  options: z.array(questionOptionSchema),
  required: z.boolean(),
  labels: z.array(z.string()),
  hotel_plan_codes: z.array(z.string()),
  display_start_date: isoDateSchema.nullable(),
  display_end_date: isoDateSchema.nullable(),
  ownable_type: z.string(),
});
export type AdditionalQuestionReply = z.infer<typeof additionalQuestionSchema>;

export const additionalQuestionsReplySchema = z.object({ additional_questions: z.array(additionalQuestionSchema) });

/** `q` is JSON `{"label_filters": [...]}` (SPEC.md section 7); room_plan_codes may repeat. */
export const labelFilterSchema = z
  .string()
  .regex(/^(all_users|membership_rank_all|membership_organization_all|membership_(program|rank|organization)_\d+)$/);
export const questionsQuerySchema = z.object({
  checkin: isoDateSchema.optional(),
  room_plan_codes: z.array(z.string().min(1).max(64)).max(999).default([]),
  label_filters: z.array(labelFilterSchema).max(50).default(['all_users']),
  locale: z.string().max(10).optional(),
});

export const questionAnswerSchema = z.object({
  question_id: z.number().int().min(1),
  answer: z.string().max(MAX_TEXTAREA_ANSWER_LENGTH).optional(),
  options: z.array(z.string().max(100)).max(50).optional(),
  attachment_ids: z.array(z.string().min(8).max(64)).max(MAX_ATTACHMENTS).optional(),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

// ---- attachments ------------------------------------------------------------------------------
export const attachmentSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
});
export type AttachmentReply = z.infer<typeof attachmentSchema>;

// ---- what a reservation carries ----------------------------------------------------------------
export const reservationExtraSchema = z.object({
  extra_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  extra_type: extraTypeSchema,
  date: isoDateSchema.nullable(),
  quantity: z.number().int(),
  /** The line's total (unit price x quantity). */
  price: z.number().int(),
  price_without_tax: z.number().int(),
});

export const reservationAnswerSchema = z.object({
  question_id: z.number().int(),
  question_type: questionTypeSchema,
  answer_type: answerTypeSchema,
  title: z.string(),
  answer: z.string().nullable(),
  options: z.array(questionOptionSchema),
  attachments: z.array(attachmentSchema),
});

/** Added to the reservation reply; optional on the wire for servers without extras. */
export const reservationAdditionsSchema = z.object({
  extras: z.array(reservationExtraSchema).optional(),
  total_extra_price: z.number().int().optional(),
  extra_price_without_tax: z.number().int().optional(),
  answers: z.array(reservationAnswerSchema).optional(),
});
export type ReservationAdditions = z.infer<typeof reservationAdditionsSchema>;

/** Added to the booking request. */
export const reservationAdditionsRequestSchema = z.object({
  extras: z.array(extraSelectionSchema).max(200).optional(),
  /** The extras total the guest saw; a different total in force is refused with 1103. */
  total_extra_price: z.number().int().min(0).optional(),
  answers: z.array(questionAnswerSchema).max(100).optional(),
});
