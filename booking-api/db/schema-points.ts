import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotelBrands, reservations } from './schema-core';
import { members } from './schema-membership';
import { membershipPrograms } from './schema-membership-accounts';

/**
 * Points, ranks, point exchanges and member vouchers, kept in sync by hand with
 * migrations/0015_points_vouchers.sql. Points are whole numbers; one point is worth one minor unit
 * of the facility's currency when spent.
 */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Ranks of a program: a member holds the highest rank whose threshold their ranking points reach. */
export const membershipRanks = pgTable(
  'membership_ranks',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => membershipPrograms.id),
    name: text('name').notNull(),
    rankingPointsThreshold: integer('ranking_points_threshold').notNull(),
    /** Points earned per 100 of the amount paid, at this rank. */
    pointRatePercent: integer('point_rate_percent').notNull(),
  },
  (t) => [index('membership_ranks_program_idx').on(t.programId)],
);

/**
 * One row per member with points: the spendable balance (never negative: the conditional update of
 * a spend and the CHECK constraint both guard it), lifetime ranking points and the chosen program
 * (null: the brand's default program).
 */
export const memberPointAccounts = pgTable('member_point_accounts', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  programId: integer('program_id').references(() => membershipPrograms.id),
  balance: integer('balance').notNull().default(0),
  rankingPoints: integer('ranking_points').notNull().default(0),
  updatedAt: instant('updated_at').notNull(),
});

/** Points exchanged for a points-exchange code (digico): irreversible, valid 180 days. */
export const pointExchanges = pgTable(
  'point_exchanges',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amount: integer('amount').notNull(),
    exchangeType: text('exchange_type', { enum: ['digico'] }).notNull(),
    code: text('code').notNull().unique(),
    /** The Idempotency-Key of the request: a retry returns this exchange instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    validUntil: instant('valid_until').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('point_exchanges_member_idx').on(t.memberId, t.id),
    uniqueIndex('point_exchanges_idempotency_idx')
      .on(t.memberId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);

/**
 * The point ledger. `gained` entries of a stay carry `credit_at` (3 days after check-out): until
 * then they are "future" points, credited lazily by the first read after that instant, and voided
 * if the stay is cancelled first. A reservation has at most one entry of each kind.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: ['gained', 'spent', 'refunded', 'expired'] }).notNull(),
    amount: integer('amount').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id),
    exchangeId: integer('exchange_id').references(() => pointExchanges.id),
    creditAt: instant('credit_at'),
    /** gained entries of a stay: the earning rate their amount was worked out with (migration 0025). */
    earningRatePercent: integer('earning_rate_percent'),
    creditedAt: instant('credited_at'),
    voidedAt: instant('voided_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('point_entries_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('point_entries_reservation_kind_idx')
      .on(t.reservationId, t.kind)
      .where(sql`${t.reservationId} IS NOT NULL`),
  ],
);

/** Vouchers owned by a member; consumed exactly once (conditional update on consumed_at). */
export const memberVouchers = pgTable(
  'member_vouchers',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    number: text('number').notNull().unique(),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
    targetStayFrom: date('target_stay_from', { mode: 'string' }),
    targetStayTo: date('target_stay_to', { mode: 'string' }),
    salesFrom: date('sales_from', { mode: 'string' }),
    salesTo: date('sales_to', { mode: 'string' }),
    excludedFrom: date('excluded_from', { mode: 'string' }),
    excludedTo: date('excluded_to', { mode: 'string' }),
    validThrough: date('valid_through', { mode: 'string' }).notNull(),
    consumedAt: instant('consumed_at'),
    reservationId: integer('reservation_id').references(() => reservations.id),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('member_vouchers_member_idx').on(t.memberId)],
);
