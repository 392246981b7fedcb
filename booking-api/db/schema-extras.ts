import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  boolean,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels, reservations } from './schema-core';

/**
 * Extras (add-ons), additional questions, their answers and file attachments (migration
 * 0011_extras_questions.sql, written by hand). Names and titles are per locale ({ en, ja, ... }).
 */
import type { LocalizedText } from '../../contract/localized-text';
export type { LocalizedText };

export interface QuestionOption {
  value: string;
  label: LocalizedText;
}

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const extras = pgTable(
  'extras',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    extraType: text('extra_type', { enum: ['generic', 'dated'] }).notNull(),
    /** Tax-included price of one unit (generic extras; dated ones are priced per date). */
    price: integer('price').notNull(),
    priceWithoutTax: integer('price_without_tax').notNull(),
    /** Quantity of one line (one date of a dated extra) within [min, max] (code 1102). */
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    /** Most units one reservation may buy over all its dates (code 1104); null: no limit. */
    purchaseLimit: integer('purchase_limit'),
    /** Units left to sell, taken in the booking transaction (code 1105); null: unlimited. */
    inventory: integer('inventory'),
    /** Orders close at this local hour, this many days before the check-in (or delivery) day (code 1101). */
    deadlineDaysBefore: integer('deadline_days_before').notNull(),
    deadlineHour: integer('deadline_hour').notNull(),
    /** Not sold after this local date (code 1106), as when inactive. */
    saleEndDate: date('sale_end_date', { mode: 'string' }),
    active: boolean('active').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('extras_hotel_code_idx').on(t.hotelId, t.code)],
);

export const extraDatePrices = pgTable(
  'extra_date_prices',
  {
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    price: integer('price').notNull(),
    priceWithoutTax: integer('price_without_tax').notNull(),
  },
  (t) => [primaryKey({ name: 'extra_date_prices_pk', columns: [t.extraId, t.deliveryDate] })],
);

export const reservationExtras = pgTable(
  'reservation_extras',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    /** The line's total (unit price x quantity), tax included, and without tax. */
    price: integer('price').notNull(),
    priceWithoutTax: integer('price_without_tax').notNull(),
  },
  (t) => [index('reservation_extras_reservation_idx').on(t.reservationId)],
);

export const additionalQuestions = pgTable(
  'additional_questions',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    position: integer('position').notNull(),
    questionType: text('question_type', {
      enum: ['checkin', 'checkout', 'people_per_room', 'free', 'notification'],
    }).notNull(),
    answerType: text('answer_type', {
      enum: ['text', 'textarea', 'single_option', 'multiple_options', 'date', 'file', 'none'],
    }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    required: boolean('required').notNull(),
    labels: text('labels').array().notNull(),
    hotelPlanCodes: text('hotel_plan_codes').array().notNull(),
    displayStartDate: date('display_start_date', { mode: 'string' }),
    displayEndDate: date('display_end_date', { mode: 'string' }),
    ownableType: text('ownable_type').notNull(),
    active: boolean('active').notNull(),
  },
  (t) => [index('additional_questions_hotel_idx').on(t.hotelId)],
);

export const reservationAnswers = pgTable(
  'reservation_answers',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => additionalQuestions.id),
    answer: text('answer'),
    options: jsonb('options').$type<string[]>().notNull(),
  },
  (t) => [index('reservation_answers_reservation_idx').on(t.reservationId)],
);

export const fileAttachments = pgTable(
  'file_attachments',
  {
    id: serial('id').primaryKey(),
    /** Random, unguessable; what clients name the file by. */
    publicId: text('public_id').notNull().unique(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    /** Null until a booking claims it (in the booking transaction); unclaimed files are purged. */
    reservationId: integer('reservation_id').references(() => reservations.id),
    answerId: integer('answer_id').references(() => reservationAnswers.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** The bytes of files uploaded before the upload folder (migration 0026); null for newer files, kept on disk. */
    content: bytea('content'),
    /** The uploader for the quota of unclaimed uploads: an outside caller's address, a hash of the client session. */
    uploaderAddress: text('uploader_address'),
    uploaderSession: text('uploader_session'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('file_attachments_reservation_idx').on(t.reservationId),
    index('file_attachments_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.reservationId} is null`),
  ],
);
