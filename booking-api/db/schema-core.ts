import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../contract/localized-text';
import { BOOKING_WIDGET_TYPES } from '../../contract/booking-widget-type';

/**
 * The booking API's tables. Money columns are integers in the currency's minor unit; stay dates are
 * `date` (the facility's local calendar), instants are `timestamptz`.
 * After a change run `npx drizzle-kit generate --config booking-api/drizzle.config.ts`.
 */

export interface CancellationTier {
  days_before: number;
  hours_after: number;
  percentage_of_cost: number;
}

/** The kinds of bed a room card names (the widget's dictionaries hold their words). */
export const BED_KINDS = ['single', 'semi_double', 'double', 'queen', 'king', 'futon', 'sofa_bed', 'bunk'] as const;
export type BedKind = (typeof BED_KINDS)[number];
export interface RoomBeds {
  kind: BedKind;
  count: number;
}

/** The meals a plan can include. */
export const MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

export const hotelBrands = pgTable('hotel_brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const hotels = pgTable(
  'hotels',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => hotelBrands.id),
    code: text('code').notNull().unique(),
    /** Hotel content is a locale map read through resolveText (contract/localized-text.ts; migration 0032). */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull(),
    bookLanguages: text('book_languages').array().notNull(),
    postCode: text('post_code').notNull().default(''),
    fullAddress: jsonb('full_address').$type<LocalizedText>().notNull().default({}),
    country: text('country').notNull(),
    /** Local check-in and check-out times (HH:MM) and the contact guests are given (migration 0030). */
    checkinTime: text('checkin_time').notNull().default('15:00'),
    checkoutTime: text('checkout_time').notNull().default('11:00'),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    buttonColour: text('button_colour').notNull().default('#c21e58'),
    headerColour: text('header_colour').notNull().default('#ffffff'),
    /** The travel agency button's colours (migration 0035); null keeps the default #c21e58 with white text. */
    otaButtonColour: text('ota_button_colour'),
    otaButtonTextColour: text('ota_button_text_colour'),
    maxGuestsPerRoom: integer('max_guests_per_room').notNull().default(20),
    reservablePeriodMonths: integer('reservable_period_months').notNull().default(12),
    maxNights: integer('max_nights').notNull().default(30),
    defaultAdults: integer('default_adults').notNull().default(2),
    checkinDateOffset: integer('checkin_date_offset').notNull().default(0),
    /** Online reservation changes (migration 0003): offered at all, and until `days_before` days before check-in at `hour`:00 local. */
    reservationChangesEnabled: boolean('reservation_changes_enabled').notNull().default(true),
    changeDeadlineDaysBefore: integer('change_deadline_days_before').notNull().default(1),
    changeDeadlineHour: integer('change_deadline_hour').notNull().default(18),
    /** What the guest form asks (migration 0031, contract/names-addresses.ts). */
    kanjiNameRequired: boolean('kanji_name_required').notNull().default(false),
    customerAddressRequired: boolean('customer_address_required').notNull().default(false),
    kanaNameMode: text('kana_name_mode', { enum: ['do_not_ask', 'optional', 'required'] })
      .notNull()
      .default('do_not_ask'),
    /**
     * SPEC.md sections 2 and 3 `booking_widget_type` (migration 0041): a brand-facility setup's widget
     * searches into the brand's facility list (`/facilities`) instead of its own rooms.
     */
    bookingWidgetType: text('booking_widget_type', { enum: BOOKING_WIDGET_TYPES }).notNull().default('standard'),
  },
  (t) => [
    check('hotels_kana_name_mode', sql`${t.kanaNameMode} IN ('do_not_ask', 'optional', 'required')`),
    check('hotels_booking_widget_type', sql`${t.bookingWidgetType} IN ('standard', 'brand_facility')`),
  ],
);

export const cancellationPolicies = pgTable('cancellation_policies', {
  id: serial('id').primaryKey(),
  hotelId: integer('hotel_id')
    .notNull()
    .references(() => hotels.id),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  noShowPercentage: integer('no_show_percentage').notNull(),
  tiers: jsonb('tiers').$type<CancellationTier[]>().notNull(),
});

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    maxOccupancy: integer('max_occupancy').notNull(),
    roomTotal: integer('room_total').notNull(),
    /** Lower comes first in the "recommended" order. */
    recommendationRank: integer('recommendation_rank').notNull(),
    /** What the room card shows (migration 0037): floor area in m², beds, and the view (hotel content). */
    sizeSqm: integer('size_sqm'),
    beds: jsonb('beds').$type<RoomBeds[]>().notNull().default([]),
    view: jsonb('view').$type<LocalizedText>().notNull().default({}),
  },
  (t) => [uniqueIndex('room_types_hotel_code_idx').on(t.hotelId, t.code)],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    /** room_plan_code on the wire: one plan of one room type. */
    code: text('code').notNull(),
    /** hotel_plan_code on the wire: the same offer across room types (room only, breakfast, ...). */
    hotelPlanCode: text('hotel_plan_code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    mealIncluded: boolean('meal_included').notNull(),
    refundable: boolean('refundable').notNull(),
    cancellationPolicyId: integer('cancellation_policy_id')
      .notNull()
      .references(() => cancellationPolicies.id),
    paymentMethods: text('payment_methods').array().notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** A stay (and a shortened stay) of this plan is at least this many nights (migration 0003). */
    minNights: integer('min_nights').notNull().default(1),
    /** The meals the plan includes (migration 0037); meal_included is true when there is any. */
    meals: text('meals').array().$type<Meal[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('plans_hotel_code_idx').on(t.hotelId, t.code), index('plans_room_type_idx').on(t.roomTypeId)],
);

/** Tax-included price of one room for one night: base (one adult) plus supplements per extra guest. */
export const rates = pgTable(
  'rates',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    basePrice: integer('base_price').notNull(),
    adultSupplement: integer('adult_supplement').notNull(),
    childSupplement: integer('child_supplement').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.stayDate] })],
);

export const inventory = pgTable(
  'inventory',
  {
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    stayDate: date('stay_date', { mode: 'string' }).notNull(),
    total: integer('total').notNull(),
    available: integer('available').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.stayDate] }),
    // The last line of defence: stock can never be negative whatever the code does.
    check('inventory_available_not_negative', sql`${t.available} >= 0`),
  ],
);

export const apiClients = pgTable('api_clients', {
  id: serial('id').primaryKey(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => hotelBrands.id),
  key: text('key').notNull().unique(),
  /** scrypt$<salt hex>$<hash hex> */
  secretHash: text('secret_hash').notNull(),
  /** Which site the client is: `widget` (a hotel's booking widget) or `agency` (the travel-agency site, AGENCY_CLIENT_KEY). */
  site: text('site').notNull().default('widget'),
});

export const clientSessions = pgTable('client_sessions', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .references(() => apiClients.id),
  /** sha256 of the token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    confirmationNumber: text('confirmation_number').notNull().unique(),
    bypassToken: text('bypass_token').notNull(),
    status: text('status', { enum: ['done', 'payment_pending', 'cancelled'] }).notNull(),
    checkinDate: date('checkin_date', { mode: 'string' }).notNull(),
    checkoutDate: date('checkout_date', { mode: 'string' }).notNull(),
    guestFirstName: text('guest_first_name').notNull(),
    guestLastName: text('guest_last_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    /** The kana reading and address the guest gave (migration 0031), null when not asked or blank. */
    guestFirstNameKana: text('guest_first_name_kana'),
    guestLastNameKana: text('guest_last_name_kana'),
    guestPostalCode: text('guest_postal_code'),
    guestPrefectureOrState: text('guest_prefecture_or_state'),
    guestStreetAddress: text('guest_street_address'),
    guestBuildingNameAndNumber: text('guest_building_name_and_number'),
    paymentType: text('payment_type').notNull(),
    currency: text('currency').notNull(),
    totalPrice: integer('total_price').notNull(),
    tax: integer('tax').notNull(),
    locale: text('locale'),
    specialRequest: text('special_request'),
    cancellationFee: integer('cancellation_fee'),
    cancelReason: text('cancel_reason'),
    cancelDetails: text('cancel_details'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The signed-in member who booked (members.id, migration 0002), null for guests. */
    memberId: integer('member_id'),
    /** Set when facility staff changed the booking: no online change or cancellation then (migration 0003). */
    staffEditedAt: timestamp('staff_edited_at', { withTimezone: true, mode: 'date' }),
    /** Fees charged by online changes so far; total_price = the rooms' totals + change_fees. */
    changeFees: integer('change_fees').notNull().default(0),
    /** The extras' totals, tax included and without (migration 0011); already part of total_price. */
    extraTotalPrice: integer('extra_total_price').notNull().default(0),
    extraPriceWithoutTax: integer('extra_price_without_tax').notNull().default(0),
    /** Points and member voucher taken off the total (migration 0015, booking-api/points/); total_price is before them. */
    spendingPointValue: integer('spending_point_value').notNull().default(0),
    voucherCouponDiscountAmount: integer('voucher_coupon_discount_amount').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    /** The organization of the corporate user who booked (migration 0017), null otherwise. */
    organizationId: integer('organization_id'),
    /** Where the booking came from (SPEC.md section 4 "Traffic sources", migration 0035). */
    trafficSource: text('traffic_source').notNull().default('booking_widget'),
  },
  (t) => [index('reservations_hotel_idx').on(t.hotelId), index('reservations_member_idx').on(t.memberId)],
);

export const reservationRooms = pgTable(
  'reservation_rooms',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    position: integer('position').notNull(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    totalPrice: integer('total_price').notNull(),
    tax: integer('tax').notNull(),
    /** The policy as booked: a later policy change must not alter the guest's terms. */
    cancellationTiers: jsonb('cancellation_tiers').$type<CancellationTier[]>().notNull(),
    /** The policy's no-show percentage as booked (migration 0003). */
    noShowPercentage: integer('no_show_percentage').notNull().default(100),
  },
  (t) => [index('reservation_rooms_reservation_idx').on(t.reservationId)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    key: text('key').notNull(),
    /** sha256 of the canonical request body. */
    requestHash: text('request_hash').notNull(),
    replyStatus: integer('reply_status').notNull(),
    replyBody: jsonb('reply_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.key] })],
);

export const schema = {
  hotelBrands,
  hotels,
  cancellationPolicies,
  roomTypes,
  plans,
  rates,
  inventory,
  apiClients,
  clientSessions,
  reservations,
  reservationRooms,
  idempotencyKeys,
};
export type Schema = typeof schema;
