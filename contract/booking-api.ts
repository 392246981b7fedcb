import { z } from 'zod';
import { isoDateSchema } from './dates';
import { BOOKING_WIDGET_TYPES } from './booking-widget-type';
import { TYPED_PHONE, toE164 } from './phone-number';
import { bookablePaymentTypeSchema, needsCard, reservationPaymentSchema } from './payments';
import { reservationPaymentTermsShape, roomPlanDepositShape } from './payment-methods';
import { reservationMcpReplyShape } from './currencies';
import { occupancyPriceSchema, roomOccupanciesParamSchema } from './search';
import {
  discountCodeParamsSchema,
  discountCodeStatusSchema,
  paymentPromotionInfoSchema,
  priceSummarySchema,
  reservationPricingReplyShape,
  reservationPricingRequestShape,
} from './pricing';
import { reservationChildSchema } from './children-options';
import {
  reservationRoomKidsShape,
  roomPlanOptionsShape,
  roomSearchOptionsQuerySchema,
  roomSearchOptionsReplyShape,
} from './search-options';
import { updateSettingSchema } from './update-setting';
import { photoSchema } from './photos';
import { reservationFlightSchema } from './flights';
import { reservationAdditionsRequestSchema, reservationAdditionsSchema } from './extras';
import { reservationPointsReplyShape, reservationPointsRequestShape } from './points';
import {
  ADDRESS_LINE_MAX_LENGTH,
  KANA_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_FIELD_MODES,
  PREFECTURE_MAX_LENGTH,
  type NameFieldMode,
} from './names-addresses';

/**
 * The REST contract of SPEC.md section 7 as the booking API serves it and the gateway parses it.
 * Field names are snake_case as on the wire. Money is an integer in the currency's minor unit.
 */

export const CLIENT_SESSION_HEADER = 'Client-Session';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

// ---- client session -------------------------------------------------------------------------
export const clientSessionRequestSchema = z.object({ key: z.string().min(1), secret: z.string().min(1) });
export const clientSessionReplySchema = z.object({
  data: z.object({ client_session: z.string().min(1), expires_at: z.string() }),
});

// ---- hotel and settings ---------------------------------------------------------------------
export const addressSchema = z.object({ post_code: z.string(), full_address: z.string(), country: z.string() });

export const hotelReplySchema = z.object({
  hotel_id: z.number().int(),
  code: z.string(),
  hotel_name: z.string(),
  hotel_brand_id: z.number().int(),
  hotel_brand: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  currency: z.string().length(3),
  time_zone: z.string(),
  book_languages: z.array(z.string()),
  available_languages: z.array(z.string()),
  address: addressSchema,
  /** The hotel's own photos in order, the first its header (contract/photos.ts); absent from servers without photos. */
  photos: z.array(photoSchema).optional(),
});
export type HotelReply = z.infer<typeof hotelReplySchema>;

export const defaultSearchSettingSchema = z.object({
  adults: z.number().int().min(1),
  checkin_date_offset: z.number().int().min(0),
  yesterday_bookable: z.boolean(),
  available_rooms_only: z.boolean(),
});

export const bookingWidgetSettingsReplySchema = z.object({
  hotel_id: z.number().int(),
  hotel_name: z.string(),
  hotel_brand_id: z.number().int(),
  currency: z.string().length(3),
  time_zone: z.string(),
  /** The facility's local date now; clients compute "today" from this, never from the browser clock. */
  today: isoDateSchema,
  book_languages: z.array(z.string()),
  button_colour: z.string(),
  header_colour: z.string(),
  max_guests_per_room: z.number().int().min(1),
  default_search_setting: defaultSearchSettingSchema,
  multi_rooms_search_enabled: z.boolean(),
  show_prices_tax_included: z.boolean(),
  kanji_name_required: z.boolean(),
  customer_address_required: z.boolean(),
  /** The kana reading's mode when kanji names are not required (contract/names-addresses.ts); absent means do_not_ask. */
  kana_name_mode: z.enum(NAME_FIELD_MODES as [NameFieldMode, ...NameFieldMode[]]).optional(),
  coupon_active: z.boolean(),
  /** Pricing (contract/pricing.ts): the search bar offers a promo code field. */
  promo_code_active: z.boolean().optional(),
  plan_search_enabled: z.boolean(),
  /** SPEC.md section 3: `brand_facility` setups search into the brand's facility list (/facilities). */
  booking_widget_type: z.enum(BOOKING_WIDGET_TYPES),
  reservable_period_months: z.number().int().min(1),
  mcp_enabled: z.boolean(),
  /** Most rooms one multi-room search (`rooms=2-0,3-1`) may list (contract/search.ts). */
  multi_rooms_search_limit: z.number().int().min(1),
  /** Children per adult in one room at most (SPEC.md section 5). */
  max_children_per_adult: z.number().int().min(0),
  /** Whether the hotel sells any extra or asks any question today: bookings then have an Extras step. */
  sells_extras: z.boolean().optional(),
});
export type BookingWidgetSettingsReply = z.infer<typeof bookingWidgetSettingsReplySchema>;

// ---- room search ----------------------------------------------------------------------------
export const roomOrderSchema = z.enum(['price_low_to_high', 'price_high_to_low', 'recommended']);
export type RoomOrder = z.infer<typeof roomOrderSchema>;

export const paymentMethodCodeSchema = z.enum([
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
export type PaymentMethodCode = z.infer<typeof paymentMethodCodeSchema>;

/**
 * Query string of GET /book/hotels/{h}/rooms (strings on the wire, coerced here). Guests are either
 * `adults` + `children` for each of `room_count` identical rooms, or `rooms` with the guests of each
 * room (contract/search.ts, e.g. `rooms=2-0,3-1`), which then wins. With
 * `search_next_available_date_if_no_result=true` an empty reply carries `next_available_date`.
 */
export const roomSearchQuerySchema = z
  .object({
    checkin: isoDateSchema,
    checkout: isoDateSchema,
    adults: z.coerce.number().int().min(1).max(99).optional(),
    children: z.coerce.number().int().min(0).max(99).default(0),
    room_count: z.coerce.number().int().min(1).max(999).default(1),
    rooms: roomOccupanciesParamSchema.optional(),
    order: roomOrderSchema.default('price_low_to_high'),
    /** Pricing (contract/pricing.ts): one promo or coupon code prices the plans it applies to. */
    ...discountCodeParamsSchema.shape,
    search_next_available_date_if_no_result: z.enum(['true', 'false']).optional(),
    /** Multi-currency (contract/currencies.ts): also price every plan in this currency (mcp_* amounts). */
    mcp_currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'must be a currency code')
      .optional(),
    ...roomSearchOptionsQuerySchema.shape,
  })
  .refine((query) => query.adults !== undefined || query.rooms !== undefined, {
    path: ['adults'],
    message: 'is required (or rooms)',
  });
export type RoomSearchQuery = z.infer<typeof roomSearchQuerySchema>;

/**
 * A plan's cancellation policy for the searched stay booked now: `free` until `free_until` (ISO
 * instant), then `fee_percentage` %; `fee` of `fee_percentage` % from booking; `non_refundable`;
 * `not_online` (the stay starts today and cannot be cancelled online).
 */
export const cancellationTermsSchema = z.object({
  kind: z.enum(['free', 'fee', 'non_refundable', 'not_online']),
  free_until: z.string().nullable(),
  fee_percentage: z.number().int().min(0).max(100),
});
export type CancellationTermsReply = z.infer<typeof cancellationTermsSchema>;

/** A room's beds: kind and number. */
export const roomBedsSchema = z.object({
  kind: z.enum(['single', 'semi_double', 'double', 'queen', 'king', 'futon', 'sofa_bed', 'bunk']),
  count: z.number().int().min(1),
});

export const roomPlanSchema = z.object({
  room_plan_code: z.string(),
  hotel_plan_code: z.string(),
  room_plan_name: z.string(),
  room_plan_description: z.string(),
  /** Price of the whole stay for the searched rooms and guests, tax included. */
  total_price: z.number().int(),
  tax: z.number().int(),
  /**
   * One room of this plan for the whole stay and the searched guests per room, tax included;
   * `room_price` x `room_count` = `total_price`. Lets a client total any number of rooms.
   */
  room_price: z.number().int(),
  /** The tax contained in `room_price`. */
  room_tax: z.number().int(),
  currency: z.string().length(3),
  refundable: z.boolean(),
  meal_included: z.boolean(),
  cancellation_policy_id: z.number().int(),
  payment_method: z.array(z.object({ code: paymentMethodCodeSchema })),
  /**
   * One entry per searched room, in the order searched: its guests and the price of one room of
   * this plan for them. `total_price` is the sum of their `room_price`. Optional on the wire for
   * servers of the foundation contract (then every room costs `room_price`).
   */
  occupancy_prices: z.array(occupancyPriceSchema).optional(),
  ...roomPlanOptionsShape,
  ...roomPlanDepositShape,
  /** Only when searched with `mcp_currency`: the prices above converted (minor units of that currency). */
  mcp_total_price: z.number().int().optional(),
  mcp_tax: z.number().int().optional(),
  mcp_room_price: z.number().int().optional(),
  mcp_room_tax: z.number().int().optional(),
  /** Pricing: the full summary of this plan for the searched rooms (contract/pricing.ts); total_price equals its total_price. */
  price_summary: priceSummarySchema.optional(),
  /** The meals the plan includes (empty: room only). */
  meals: z.array(z.enum(['breakfast', 'lunch', 'dinner'])).optional(),
  /** The plan's cancellation policy for this stay booked now (booking-api/domain/cancellation-terms.ts). */
  cancellation_terms: cancellationTermsSchema.optional(),
});
export type RoomPlanReply = z.infer<typeof roomPlanSchema>;

export const roomSchema = z.object({
  room_type_code: z.string(),
  room_type_name: z.string(),
  room_type_description: z.string(),
  max_occupancy: z.number().int(),
  /** Rooms of this type still free on every night of the stay. */
  room_count: z.number().int().min(0),
  room_plan: z.array(roomPlanSchema),
  /** The room type's photos in order (contract/photos.ts); absent from servers without photos. */
  photos: z.array(photoSchema).optional(),
  /** Floor area in square metres (null: not given). */
  size_sqm: z.number().int().positive().nullable().optional(),
  beds: z.array(roomBedsSchema).optional(),
  /** The view, in the requested language (empty: not given). */
  view: z.string().optional(),
});
export type RoomReply = z.infer<typeof roomSchema>;

export const roomSearchReplySchema = z.object({
  rooms: z.array(roomSchema),
  /**
   * Only when asked (`search_next_available_date_if_no_result`) and `rooms` is empty: the first
   * check-in after the searched one, within the reservable window, where the same nights and
   * guests find rooms; null if there is none.
   */
  next_available_date: isoDateSchema.nullable().optional(),
  /** Undated search (contract/search-options.ts): the check-in the rooms were found for. */
  ...roomSearchOptionsReplyShape,
  /** Only when searched with `mcp_currency`: the currency, the hotel's rate and when it was set. */
  mcp_currency: z.object({ code: z.string(), rate: z.string(), rate_updated_at: z.string() }).optional(),
  /** Pricing: the card-payment promotion of SPEC.md section 3, when the hotel runs one. */
  payment_promotion_info: paymentPromotionInfoSchema.nullable().optional(),
  /** Pricing: how the searched promo or coupon code fared (absent without a code). */
  discount_code: discountCodeStatusSchema.nullable().optional(),
});
export type RoomSearchReply = z.infer<typeof roomSearchReplySchema>;

// ---- reservations ---------------------------------------------------------------------------
export const reservationStatusSchema = z.enum(['done', 'payment_pending', 'cancelled']);

/**
 * Phone (SPEC.md section 5): digits with a leading + for the country code, which may be typed with
 * spaces, hyphens, dots or parentheses ("+81 75-123-4567") and is then kept in E.164 ("+81751234567")
 * when it is a possible number of that country (contract/phone-number.ts); without a country code,
 * digits only, read as a number of the hotel's country when booking.
 */
export const phoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(TYPED_PHONE, 'may contain only digits, spaces, hyphens, parentheses and a leading +')
  .transform((typed, ctx) => {
    if (!typed.startsWith('+')) {
      if (/^[0-9]+$/.test(typed)) return typed;
      ctx.addIssue({ code: 'custom', message: 'without a country code may contain only digits' });
      return z.NEVER;
    }
    const e164 = toE164(typed, null, 'possible');
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: 'is not a phone number of the country code it starts with' });
    return z.NEVER;
  });

/**
 * The guest's name, e-mail and phone. Which letters a name may have depends on the booking's
 * language and the hotel (contract/names-addresses.ts); the booking API checks them with the
 * hotel's settings (booking-api/domain/guest-names.ts).
 */
export const guestSchema = z.object({
  first_name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  last_name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  email: z.email().max(254),
  phone: phoneSchema,
});

/** The kana reading and the address of a booking guest, asked as the hotel sets (contract/names-addresses.ts). */
export const guestReadingAddressShape = {
  first_name_kana: z.string().trim().max(KANA_MAX_LENGTH).optional(),
  last_name_kana: z.string().trim().max(KANA_MAX_LENGTH).optional(),
  postal_code: z.string().trim().max(30).optional(),
  prefecture_or_state: z.string().trim().max(PREFECTURE_MAX_LENGTH).optional(),
  street_address: z.string().trim().max(ADDRESS_LINE_MAX_LENGTH).optional(),
  building_name_and_number: z.string().trim().max(ADDRESS_LINE_MAX_LENGTH).optional(),
};
/** A booking's guest: name, contact, and the reading and address when the hotel asks for them. */
export const bookingGuestSchema = guestSchema.extend(guestReadingAddressShape);
export type BookingGuest = z.infer<typeof bookingGuestSchema>;

/** The guest as a reservation reply carries it (reading and address null when not given). */
export const reservationGuestReplySchema = guestSchema.extend({
  first_name_kana: z.string().nullable().optional(),
  last_name_kana: z.string().nullable().optional(),
  postal_code: z.string().nullable().optional(),
  prefecture_or_state: z.string().nullable().optional(),
  street_address: z.string().nullable().optional(),
  building_name_and_number: z.string().nullable().optional(),
});

export const reservationRoomRequestSchema = z.object({
  room_type_code: z.string().min(1).max(64),
  room_plan_code: z.string().min(1).max(64),
  adults: z.number().int().min(1).max(99),
  children: z.number().int().min(0).max(99).default(0),
  ...reservationRoomKidsShape,
});

export const createReservationRequestSchema = z
  .object({
    checkin_date: isoDateSchema,
    checkout_date: isoDateSchema,
    rooms: z.array(reservationRoomRequestSchema).min(1).max(999),
    guest: bookingGuestSchema,
    payment_type: bookablePaymentTypeSchema,
    /** Provider token of the card (contract/payments.ts); required for card methods, refused otherwise. */
    card_token: z.string().min(8).max(100).optional(),
    /** Payments slice 2: pay with one of the signed-in member's saved cards (contract/saved-cards.ts) instead of card_token. */
    saved_card_id: z.string().min(8).max(100).optional(),
    /** Payments slice 2: keep this card for the signed-in member once the payment succeeds. */
    save_card: z.boolean().optional(),
    /** Multi-currency (contract/currencies.ts): pay by card in this currency, at the rate stamped `mcp_rate_updated_at` as shown. */
    mcp_currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .optional(),
    mcp_rate_updated_at: z.string().max(40).optional(),
    locale: z.string().max(10).optional(),
    special_request: z.string().max(1000).optional(),
    /** Pricing: one promo or coupon code and the total the guest saw (contract/pricing.ts). */
    ...reservationPricingRequestShape,
    /** A lottery winner books the won room with the entry number (SPEC.md section 3, contract/lottery.ts). */
    lottery_result: z.object({ entry_number: z.string().trim().min(1).max(64) }).optional(),
    /** Extras, the total shown for them and answers to additional questions (contract/extras.ts). */
    ...reservationAdditionsRequestSchema.shape,
    /** Points and a member voucher (contract/points.ts). */
    ...reservationPointsRequestShape,
  })
  .superRefine((request, ctx) => {
    if (request.promo_code && request.coupon_code) {
      ctx.addIssue({
        code: 'custom',
        path: ['coupon_code'],
        message: 'only one code at a time (promo_code or coupon_code)',
      });
    }
    if (needsCard(request.payment_type) && !request.card_token && !request.saved_card_id) {
      ctx.addIssue({ code: 'custom', path: ['card_token'], message: `is required for ${request.payment_type}` });
    }
    if (request.card_token && request.saved_card_id) {
      ctx.addIssue({ code: 'custom', path: ['saved_card_id'], message: 'is not taken with card_token' });
    }
    if (request.save_card && !request.card_token) {
      ctx.addIssue({ code: 'custom', path: ['save_card'], message: 'needs a new card (card_token)' });
    }
    if (!needsCard(request.payment_type) && (request.card_token || request.saved_card_id)) {
      ctx.addIssue({
        code: 'custom',
        path: [request.card_token ? 'card_token' : 'saved_card_id'],
        message: `is not taken for ${request.payment_type}`,
      });
    }
  });
export type CreateReservationRequest = z.infer<typeof createReservationRequestSchema>;

export const reservationLookupQuerySchema = z
  .object({ email: z.string().optional(), bypass_token: z.string().optional() })
  .refine((q) => Boolean(q.email || q.bypass_token), 'email or bypass_token is required');

export const cancellationReasonSchema = z.enum([
  'change_of_plans',
  'found_another_hotel',
  'booked_by_mistake',
  'travel_restrictions',
  'illness',
  'other',
]);
export type CancellationReason = z.infer<typeof cancellationReasonSchema>;

export const cancelReservationRequestSchema = z.object({
  reason: cancellationReasonSchema,
  details: z.string().max(1000).default(''),
  /** The fee the guest saw; if the fee in force differs, the cancel is refused with 1010. */
  cancellation_fee_displayed: z.number().int().min(0),
});
export type CancelReservationRequest = z.infer<typeof cancelReservationRequestSchema>;

export const reservationReplySchema = z.object({
  confirmation_number: z.string(),
  status: reservationStatusSchema,
  /** Secret for look-ups without the e-mail; returned only to the guest who made or found it. */
  bypass_token: z.string(),
  hotel: z.object({
    hotel_id: z.number().int(),
    code: z.string(),
    hotel_name: z.string(),
    time_zone: z.string(),
    /** What the guest needs to arrive (absent from servers without them): address with post code, a map link, local times, contact. */
    address: z.string().optional(),
    map_url: z.string().optional(),
    checkin_time: z.string().optional(),
    checkout_time: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
  }),
  /**
   * The stay as an .ics file, a path on this API opened by a plain link (no Client-Session; the
   * bypass token in it is the access); null once cancelled.
   */
  calendar_path: z.string().nullable().optional(),
  checkin_date: isoDateSchema,
  checkout_date: isoDateSchema,
  nights: z.number().int(),
  rooms: z.array(
    z.object({
      /** Stable within the reservation (kept when other rooms are removed); removal names it. */
      position: z.number().int().optional(),
      room_type_code: z.string(),
      room_type_name: z.string(),
      room_plan_code: z.string(),
      room_plan_name: z.string(),
      adults: z.number().int(),
      children: z.number().int(),
      /** Each child as booked (tier, age, meal and bed option); empty for reservations without tiered children. */
      kids: z.array(reservationChildSchema).optional(),
      total_price: z.number().int(),
      tax: z.number().int(),
      /**
       * The plan's cancellation terms as agreed at booking (at `created_at`, for the stay's check-in, in the
       * hotel's time zone); null once cancelled, absent from servers without them.
       */
      cancellation_terms: cancellationTermsSchema.nullable().optional(),
    }),
  ),
  guest: reservationGuestReplySchema,
  /** The language the guest booked in (the guest's names follow its rules, SPEC.md section 5); null for bookings from before it was kept. */
  locale: z.string().nullable().optional(),
  payment_type: paymentMethodCodeSchema,
  currency: z.string().length(3),
  total_price: z.number().int(),
  tax: z.number().int(),
  /** What cancelling now would cost and whether it is allowed online (computed in facility local time). */
  cancellation: z.object({
    fee: z.number().int(),
    cancellable: z.boolean(),
    refusal_code: z.string().nullable(),
  }),
  cancellation_fee: z.number().int().nullable(),
  cancel_reason: cancellationReasonSchema.nullable(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
  /** SPEC.md section 3 "Update setting" (contract/update-setting.ts); absent from servers without online changes. */
  update_setting: updateSettingSchema.optional(),
  /** The card payment of a card method (contract/payments.ts); absent or null for on-site and deferred payment. */
  payment: reservationPaymentSchema.nullable().optional(),
  /** Where the booking came from (SPEC.md section 4 "Traffic sources"; contract/agency-hand-over.ts). */
  traffic_source: z.string().optional(),
  /** Pricing: the stored price summary and code (contract/pricing.ts). */
  ...reservationPricingReplyShape,
  /** Extras, their totals and the answers to additional questions (contract/extras.ts). */
  ...reservationAdditionsSchema.shape,
  /** Points and voucher in the price summary (contract/points.ts). */
  ...reservationPointsReplyShape,
  /** Deposit, remaining amount and bank-transfer instructions (contract/payment-methods.ts). */
  ...reservationPaymentTermsShape,
  /** Paid by card in another currency: the stored rate and the mcp amounts (contract/currencies.ts). */
  ...reservationMcpReplyShape,
  /** A hotel plus flight package: its outbound and return flights (contract/flights.ts); absent for a stay alone. */
  flights: z.array(reservationFlightSchema).optional(),
  /** The fares of those flights, part of total_price. */
  flight_total_price: z.number().int().optional(),
});
export type ReservationReply = z.infer<typeof reservationReplySchema>;

// ---- cancellation policies -----------------------------------------------------------------
export const cancellationPolicyPartSchema = z.object({
  /** The tier starts on the local day `days_before` days before check-in ... */
  days_before: z.number().int().min(0),
  /** ... at this local hour of that day (0-23). */
  hours_after: z.number().int().min(0).max(23),
  percentage_of_cost: z.number().int().min(0).max(100),
});
export const cancellationPolicySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  no_show_percentage_of_cost: z.number().int().min(0).max(100),
  cancellation_policy_parts: z.array(cancellationPolicyPartSchema),
});
export type CancellationPolicyReply = z.infer<typeof cancellationPolicySchema>;
export const cancellationPoliciesReplySchema = z.object({ cancellation_policies: z.array(cancellationPolicySchema) });
