import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../contract/localized-text';
import { hotels, plans, reservations, roomTypes } from './schema-core';
import { members } from './schema-membership';

/** Room lotteries, kept in sync by hand with migrations/0017_corporate_lottery.sql. */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const LOTTERY_ENTRY_STATUSES = [
  'registered',
  'not_winner',
  'winner_reservation_pending',
  'winner_reservation_pending_declined',
  'winner_reservation_confirmed',
  'winner_reservation_cancelled',
  'registration_cancelled',
] as const;

/** One lottery of a hotel: a room type and plan over a stay window, with its settings. */
export const lotteryEvents = pgTable(
  'lottery_events',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    /** The public id in links (lottery_event query parameter). */
    uuid: text('uuid').notNull().unique(),
    /** Hotel content by language (migration 0039), like room and plan names. */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    /** Stays must lie within [stay_start, stay_end] (check-out at the latest on stay_end). */
    stayStart: date('stay_start', { mode: 'string' }).notNull(),
    stayEnd: date('stay_end', { mode: 'string' }).notNull(),
    minNights: integer('min_nights').notNull().default(1),
    maxNights: integer('max_nights').notNull().default(1),
    acceptFrom: instant('accept_from').notNull(),
    acceptUntil: instant('accept_until').notNull(),
    resultDate: instant('result_date').notNull(),
    reservationDeadline: instant('reservation_deadline').notNull(),
    /** How many entries the draw makes winners. */
    winners: integer('winners').notNull(),
    /** What entrants are told with the result, by language; {} for nothing. */
    notification: jsonb('notification').$type<LocalizedText>().notNull().default({}),
    /** Entered only through a lottery link carrying a lottery_access_token. */
    requiresAccessToken: boolean('requires_access_token').notNull().default(false),
    drawnAt: instant('drawn_at'),
  },
  (t) => [index('lottery_events_hotel_idx').on(t.hotelId)],
);

export const lotteryAccessTokens = pgTable('lottery_access_tokens', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .references(() => lotteryEvents.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
});

export const lotteryEntries = pgTable(
  'lottery_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => lotteryEvents.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    entryNumber: text('entry_number').notNull().unique(),
    status: text('status', { enum: LOTTERY_ENTRY_STATUSES }).notNull(),
    checkinDate: date('checkin_date', { mode: 'string' }).notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }).notNull(),
    adults: integer('adults').notNull(),
    guestFirstName: text('guest_first_name').notNull(),
    guestLastName: text('guest_last_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('lottery_entries_member_idx').on(t.memberId)],
);
