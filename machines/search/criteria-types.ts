import { ROOM_COUNT_CAP } from '../../contract/search-limits';
import type { MealBedOption } from '../../contract/meal-bed-params';
import type { RoomOrder } from '../graphql/graphql';

/**
 * The search criteria's types and constants: the guests of a room, the criteria, the settings the
 * search reads, and the URL parameters and warnings (SPEC.md sections 2 and 3).
 */

export const ROOM_ORDERS = [
  'price_low_to_high',
  'price_high_to_low',
  'recommended',
] as const satisfies readonly RoomOrder[];
/** SPEC.md section 9. */
export const DEFAULT_ORDER: RoomOrder = 'price_low_to_high';
export { ROOM_COUNT_CAP };
export const DEFAULT_MAX_GUESTS_PER_ROOM = 20;

/** A child's meal and bed option, or null while the guest has not chosen one (it changes the price: never defaulted). */
export type MealBedChoice = MealBedOption | null;

/** Guests of one room. */
export interface RoomGuests {
  adults: number;
  children: number;
  /** The room's children by tier code (hotels with a tiers kids setting); counts add up to children. */
  kidsTiers?: Record<string, number>;
  /** The room's children's ages (hotels with the ages kids setting), one per child. */
  kidsAges?: number[];
  /**
   * Each child's meal and bed option (hotels in the tiers_with_meal_and_bed_as_extras mode), one per
   * child; null for a child whose option is not chosen yet (the search chart refuses to search then).
   */
  kidsMealBed?: MealBedChoice[];
}

/**
 * Values of the URL (or the criteria cookie) the product reads but cannot honour yet. Each one
 * present gives a `not_supported` query-parameter warning; none of them changes the search.
 */
export interface UnhonouredCriteria {
  searchType?: 'undated';
  nights?: number;
  isDayUse?: boolean;
  isIncludingOccupied?: boolean;
  mode?: string;
  filter?: string;
  promoCode?: string;
  couponCode?: string;
  kidsAges?: number[];
  roomTypeCodes?: string[];
  hotelPlanCodes?: string[];
  roomPlanCodes?: string[];
  priceDisplayedTotal?: boolean;
  currency?: string;
  dynamicPackage?: string;
  lotteryEvent?: string;
  currentLotteryEntry?: string;
  lotteryAccessToken?: string;
  metasearchSource?: string;
}

export interface SearchCriteria {
  checkin: string;
  checkout: string;
  /** Adults in each room (the booking API's search takes guests per room). */
  adults: number;
  /** Children in each room. */
  children: number;
  roomCount: number;
  order: RoomOrder;
  /**
   * The guests of each room when they differ between rooms (a multi-room search; SPEC.md section 3
   * `rooms`). Absent: `roomCount` rooms of `adults` and `children`. When present, `adults`,
   * `children` and `roomCount` mirror its first room and its length.
   */
  roomGuests?: RoomGuests[];
  /** `plans`: the results grouped by plan (SPEC.md `type`); absent: by room. */
  type?: 'plans';
  /** Day use (SPEC.md `is_day_use`): same-day plans on the check-in date; the checkout shown is ignored. */
  isDayUse?: boolean;
  /** Undated search (SPEC.md `search_type=undated` with `nights`): the first check-in from `checkin` with rooms. */
  undatedNights?: number;
  /** SPEC.md section 2 `promo_code` / `coupon_code`: one code at a time prices the plans (machines/pricing/discount-code.ts). */
  promoCode?: string;
  couponCode?: string;
  /** SPEC.md section 2 `voucher_coupon_code`: a voucher of the signed-in member, preselected in the points-and-vouchers section (machines/point-spending). */
  voucherCouponCode?: string;
  unhonoured?: UnhonouredCriteria;
}

/** The settings the search needs (a subset of the booking-widget settings). */
export interface SearchSettings {
  /** The facility's local date, YYYY-MM-DD. */
  today: string;
  defaultSearchSetting: { adults: number; checkinDateOffset: number };
  maxGuestsPerRoom: number;
  /** Most rooms a multi-room search may list (hotel setting; contract default when absent). */
  multiRoomsSearchLimit?: number;
  /** Children per adult in a room at most (hotel setting; contract default when absent). */
  maxChildrenPerAdult?: number;
  /** The hotel's currency: `currency` in the URL is honoured only when it is this one... */
  currency?: string;
  /** ...or, with multi-currency payment on, any currency of SPEC.md section 9 (the currency chart, machines/currency, takes it as temporary). */
  multiCurrency?: boolean;
  /**
   * SPEC.md section 3 `booking_widget_type`: a brand-facility setup's search goes to the brand's
   * facility list (`/facilities`, section 2) with the searched stay, not to its own rooms.
   */
  bookingWidgetType?: 'standard' | 'brand_facility';
}

/** SPEC.md section 2 "Search query parameters read", the campaign ones apart. */
export const SEARCH_PARAMETERS = [
  'adults',
  'children',
  'checkin',
  'checkout',
  'type',
  'room_type_code',
  'room_type_codes',
  'hotel_plan_code',
  'hotel_plan_codes',
  'room_plan_code',
  'room_plan_codes',
  'mode',
  'promo_code',
  'order',
  'is_including_occupied',
  'kids_ages',
  'coupon_code',
  'voucher_coupon_code',
  'room_count',
  'rooms',
  'is_day_use',
  'filter',
  'search_type',
  'nights',
  'price_displayed_total',
  'currency',
  'dynamic_package',
  'lottery_event',
  'current_lottery_entry',
  'lottery_access_token',
  'metasearch_source',
  // The app's own: children by tier per room (machines/search/criteria-breadth.ts).
  'kids_tiers',
  // The app's own: each child's meal and bed option per room (SPEC.md section 3; criteria-breadth.ts).
  'kids_meal_bed',
] as const;
export type QueryParameter = (typeof SEARCH_PARAMETERS)[number];

/** Campaign parameters (SPEC.md section 2), kept in their own cookie for a day. */
export const CAMPAIGN_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'campaignid',
  'adgroupid',
  'keyword',
  'gclid',
  'yclid',
  'source',
  'medium',
  'email_id',
  'search_id',
] as const;
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];
export type Campaign = Partial<Record<CampaignParameter, string>>;

/** Why a URL value was not used; the query-parameter warning on the results page shows these. */
export type QueryWarningCode =
  | 'invalid_value'
  | 'date_in_past'
  | 'checkout_not_after_checkin'
  /** Read, but the product cannot honour it yet (promo codes, day use, undated search...). */
  | 'not_supported'
  /** A `rooms` list longer than the hotel's multi_rooms_search_limit. */
  | 'too_many_rooms'
  /** SPEC.md section 5: an undated search is not usable when guest counts differ between rooms. */
  | 'undated_guests_differ'
  /** Day use and undated search cannot be asked together: day use is kept. */
  | 'undated_with_day_use';
export interface QueryWarning {
  parameter: QueryParameter;
  code: QueryWarningCode;
}
