import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { DEFAULT_MAX_CHILDREN_PER_ADULT, DEFAULT_MULTI_ROOMS_SEARCH_LIMIT, ROOM_COUNT_CAP } from '../../contract/search';
import { isoDateSchema, nightsBetween } from '../../contract/dates';
import { isCurrencyCode } from '../../contract/currency-data';
import type { RoomOrder } from '../graphql/graphql';
import { withDayUseAndTiers, writeDayUseAndTiers } from './criteria-breadth';
import { withCodesFromQuery, writeCodes } from '../pricing/discount-code';

export const ROOM_ORDERS = ['price_low_to_high', 'price_high_to_low', 'recommended'] as const satisfies readonly RoomOrder[];
/** SPEC.md section 9. */
export const DEFAULT_ORDER: RoomOrder = 'price_low_to_high';
export { ROOM_COUNT_CAP };
export const DEFAULT_MAX_GUESTS_PER_ROOM = 20;

/** Guests of one room. */
export interface RoomGuests {
  adults: number;
  children: number;
  /** The room's children by tier code (hotels with a tiers kids setting); counts add up to children. */
  kidsTiers?: Record<string, number>;
  /** The room's children's ages (hotels with the ages kids setting), one per child. */
  kidsAges?: number[];
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
}

/** SPEC.md section 2 "Search query parameters read", the campaign ones apart. */
export const SEARCH_PARAMETERS = [
  'adults', 'children', 'checkin', 'checkout', 'type', 'room_type_code', 'room_type_codes', 'hotel_plan_code',
  'hotel_plan_codes', 'room_plan_code', 'room_plan_codes', 'mode', 'promo_code', 'order', 'is_including_occupied',
  'kids_ages', 'coupon_code', 'voucher_coupon_code', 'room_count', 'rooms', 'is_day_use', 'filter', 'search_type',
  'nights', 'price_displayed_total', 'currency', 'dynamic_package', 'lottery_event', 'current_lottery_entry',
  'lottery_access_token', 'metasearch_source',
  // The app's own: children by tier per room (machines/search/criteria-breadth.ts).
  'kids_tiers',
] as const;
export type QueryParameter = (typeof SEARCH_PARAMETERS)[number];

/** Campaign parameters (SPEC.md section 2), kept in their own cookie for a day. */
export const CAMPAIGN_PARAMETERS = [
  'utm_source', 'utm_medium', 'utm_campaign', 'campaignid', 'adgroupid', 'keyword', 'gclid', 'yclid', 'source', 'medium',
  'email_id', 'search_id',
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
  | 'undated_guests_differ';
export interface QueryWarning {
  parameter: QueryParameter;
  code: QueryWarningCode;
}

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

const limitsOf = (settings: SearchSettings) => ({
  maxGuests: settings.maxGuestsPerRoom,
  roomsLimit: settings.multiRoomsSearchLimit ?? DEFAULT_MULTI_ROOMS_SEARCH_LIMIT,
  childrenPerAdult: settings.maxChildrenPerAdult ?? DEFAULT_MAX_CHILDREN_PER_ADULT,
});

export function defaultCriteria(settings: SearchSettings): SearchCriteria {
  const checkin = addDays(settings.today, settings.defaultSearchSetting.checkinDateOffset);
  return {
    checkin,
    checkout: addDays(checkin, 1),
    adults: Math.max(1, settings.defaultSearchSetting.adults),
    children: 0,
    roomCount: 1,
    order: DEFAULT_ORDER,
  };
}

/** The guests of every searched room, in order. */
export function roomsOf(criteria: Pick<SearchCriteria, 'adults' | 'children' | 'roomCount' | 'roomGuests'>): RoomGuests[] {
  if (criteria.roomGuests) return criteria.roomGuests.map((room) => ({ ...room }));
  return Array.from({ length: Math.max(0, criteria.roomCount) }, () => ({ adults: criteria.adults, children: criteria.children }));
}

/**
 * Criteria with these rooms: identical rooms become the plain `roomCount` form, differing ones the
 * `roomGuests` form (its first room mirrored in `adults` and `children`).
 */
export function withRooms(criteria: SearchCriteria, rooms: readonly RoomGuests[]): SearchCriteria {
  const { roomGuests: _dropped, ...rest } = criteria;
  const first = rooms[0] ?? { adults: criteria.adults, children: criteria.children };
  const same = rooms.every((room) => room.adults === first.adults && room.children === first.children && !room.kidsTiers && !room.kidsAges);
  return {
    ...rest,
    adults: first.adults,
    children: first.children,
    roomCount: rooms.length,
    ...(same ? {} : { roomGuests: rooms.map((room) => ({ adults: room.adults, children: room.children, ...(room.kidsTiers ? { kidsTiers: { ...room.kidsTiers } } : {}), ...(room.kidsAges ? { kidsAges: [...room.kidsAges] } : {}) })) }),
  };
}

function parseCount(raw: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

function roomFits(room: RoomGuests, settings: SearchSettings): boolean {
  const { maxGuests, childrenPerAdult } = limitsOf(settings);
  return (
    Number.isInteger(room.adults) && room.adults >= 1 && Number.isInteger(room.children) && room.children >= 0 &&
    room.adults + room.children <= maxGuests && room.children <= room.adults * childrenPerAdult
  );
}

const roomGuestsSchema = z.array(z.object({ adults: z.number().int(), children: z.number().int().default(0) })).min(1);

/**
 * `rooms` of the URL: a room count (`rooms=2`), per-room guests as `adults-children` pairs
 * (`rooms=2-0,3-1`, the booking API's own form) or the SPEC.md section 3 JSON list
 * (`rooms=[{"adults":2,"children":0}]`). Null when it is none of these.
 */
export function parseRoomsParameter(raw: string): number | RoomGuests[] | null {
  const value = raw.trim();
  if (/^\d+$/.test(value)) return Number(value);
  if (/^\d{1,2}-\d{1,2}(,\d{1,2}-\d{1,2})*$/.test(value)) {
    return value.split(',').map((pair) => {
      const [adults, children] = pair.split('-');
      return { adults: Number(adults), children: Number(children) };
    });
  }
  try {
    const parsed = roomGuestsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const list = (raw: string) => raw.split(',').map((item) => item.trim()).filter(Boolean);
const flag = (raw: string) => raw === 'true' || raw === '1';

/** Reads the unhonoured parameters; each one present (and not at its no-op value) is a warning. */
function readUnhonoured(params: URLSearchParams, settings: SearchSettings, warn: (p: QueryParameter, c: QueryWarningCode) => void) {
  const unhonoured: UnhonouredCriteria = {};
  const text = (name: QueryParameter, set: (value: string) => void) => {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') {
      set(value.trim());
      warn(name, 'not_supported');
    }
  };
  const codes = (names: QueryParameter[], set: (value: string[]) => void) => {
    const values = names.flatMap((name) => params.getAll(name).flatMap(list));
    if (values.length > 0) {
      set(values);
      warn(names[0]!, 'not_supported');
    }
  };
  text('mode', (v) => (unhonoured.mode = v));
  text('filter', (v) => (unhonoured.filter = v));
  text('dynamic_package', (v) => (unhonoured.dynamicPackage = v));
  text('lottery_event', (v) => (unhonoured.lotteryEvent = v));
  text('current_lottery_entry', (v) => (unhonoured.currentLotteryEntry = v));
  text('lottery_access_token', (v) => (unhonoured.lotteryAccessToken = v));
  text('metasearch_source', (v) => (unhonoured.metasearchSource = v));
  codes(['room_type_codes', 'room_type_code'], (v) => (unhonoured.roomTypeCodes = v));
  codes(['hotel_plan_codes', 'hotel_plan_code'], (v) => (unhonoured.hotelPlanCodes = v));
  codes(['room_plan_codes', 'room_plan_code'], (v) => (unhonoured.roomPlanCodes = v));
  // Flags warn only when they ask for something: `false` is what the product does anyway.
  for (const [name, key] of [
    ['is_including_occupied', 'isIncludingOccupied'], ['price_displayed_total', 'priceDisplayedTotal'],
  ] as const) {
    const value = params.get(name);
    if (value !== null && flag(value)) {
      unhonoured[key] = true;
      warn(name, 'not_supported');
    }
  }
  // kids_ages is honoured per room (criteria-breadth.ts).
  const currency = params.get('currency');
  if (currency !== null && currency.trim() !== '') {
    const code = currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) warn('currency', 'invalid_value');
    else if (code !== settings.currency && !(settings.multiCurrency && isCurrencyCode(code))) {
      unhonoured.currency = code;
      warn('currency', 'not_supported');
    }
  }
  // search_type=undated with nights is honoured (criteria-breadth.ts); only other values warn here.
  const searchType = params.get('search_type');
  if (searchType !== null && searchType !== '' && searchType !== 'undated' && searchType !== 'dated') warn('search_type', 'invalid_value');
  return Object.keys(unhonoured).length > 0 ? unhonoured : undefined;
}

/**
 * Criteria from the URL query (SPEC.md section 2), over a base (the defaults, or the criteria
 * cookie over the defaults). An absent value keeps the base silently; a present but invalid value
 * keeps the base and is recorded as a warning; a value the product cannot honour yet is kept in
 * `unhonoured` with a `not_supported` warning.
 */
export function criteriaFromQuery(
  search: string,
  settings: SearchSettings,
  base: SearchCriteria = defaultCriteria(settings),
): { criteria: SearchCriteria; warnings: QueryWarning[] } {
  const params = new URLSearchParams(search);
  let criteria: SearchCriteria = { ...base };
  const warnings: QueryWarning[] = [];
  const warn = (parameter: QueryParameter, code: QueryWarningCode) => warnings.push({ parameter, code });

  const checkin = params.get('checkin');
  const checkout = params.get('checkout');
  if (checkin !== null && checkin !== '') {
    if (!isoDateSchema.safeParse(checkin).success) warn('checkin', 'invalid_value');
    else if (Temporal.PlainDate.compare(checkin, settings.today) < 0) warn('checkin', 'date_in_past');
    else criteria.checkin = checkin;
  }
  if (checkout !== null && checkout !== '') {
    if (!isoDateSchema.safeParse(checkout).success) warn('checkout', 'invalid_value');
    else if (Temporal.PlainDate.compare(checkout, criteria.checkin) <= 0) warn('checkout', 'checkout_not_after_checkin');
    else criteria.checkout = checkout;
  }
  // A checkout (from the base or refused) that is not after the check-in follows the check-in.
  if (Temporal.PlainDate.compare(criteria.checkout, criteria.checkin) <= 0) criteria.checkout = addDays(criteria.checkin, 1);

  const { maxGuests, roomsLimit } = limitsOf(settings);
  const adults = params.get('adults');
  if (adults !== null && adults !== '') {
    // Per room: more than a room holds cannot be searched.
    const value = parseCount(adults, 1, maxGuests);
    if (value === null) warn('adults', 'invalid_value');
    else criteria = withRooms(criteria, roomsOf(criteria).map((room) => ({ ...room, adults: value })));
  }
  const children = params.get('children');
  if (children !== null && children !== '') {
    const value = parseCount(children, 0, maxGuests);
    if (value === null) warn('children', 'invalid_value');
    else criteria = withRooms(criteria, roomsOf(criteria).map((room) => ({ ...room, children: value })));
  }
  const roomsParam = params.get('rooms');
  const rooms = roomsParam !== null && roomsParam !== '' ? parseRoomsParameter(roomsParam) : undefined;
  if (rooms === null) warn('rooms', 'invalid_value');
  const roomCount = params.get('room_count') ?? (typeof rooms === 'number' ? roomsParam : null);
  if (Array.isArray(rooms)) {
    // Guests per room: the list wins over adults, children and room_count.
    if (rooms.length > roomsLimit) warn('rooms', 'too_many_rooms');
    else if (!rooms.every((room) => roomFits(room, settings))) warn('rooms', 'invalid_value');
    else criteria = withRooms(criteria, rooms);
  } else if (roomCount !== null && roomCount !== '') {
    const value = parseCount(roomCount, 1, ROOM_COUNT_CAP);
    if (value === null) warn(params.has('room_count') ? 'room_count' : 'rooms', 'invalid_value');
    else criteria = withRooms(criteria, Array.from({ length: value }, () => ({ adults: criteria.adults, children: criteria.children })));
  }
  if (criteria.roomGuests === undefined && criteria.children > criteria.adults * limitsOf(settings).childrenPerAdult) {
    warn('children', 'invalid_value');
    criteria = { ...criteria, children: 0 };
  }

  const order = params.get('order');
  if (order !== null && order !== '') {
    if ((ROOM_ORDERS as readonly string[]).includes(order)) criteria.order = order as RoomOrder;
    else warn('order', 'invalid_value');
  }
  const type = params.get('type');
  if (type !== null && type !== '') {
    if (type === 'plans') criteria.type = 'plans';
    else if (type === 'rooms') delete criteria.type;
    else warn('type', 'invalid_value');
  }
  criteria = withDayUseAndTiers(criteria, params, warn);
  criteria = withCodesFromQuery(criteria, params);
  const voucher = params.get('voucher_coupon_code')?.trim();
  if (voucher) criteria.voucherCouponCode = voucher;
  else delete criteria.voucherCouponCode;
  const unhonoured = readUnhonoured(params, settings, warn);
  if (unhonoured) criteria.unhonoured = unhonoured;
  else delete criteria.unhonoured;
  return { criteria, warnings };
}

/** The campaign parameters of the URL (SPEC.md section 2); empty when there are none. */
export function campaignFromQuery(search: string): Campaign {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') campaign[name] = value.trim().slice(0, 200);
  }
  return campaign;
}

/**
 * The URL query for the criteria, keeping every other parameter of `search` (code, locale,
 * campaign parameters, unhonoured ones...). A numeric `rooms` is folded into `room_count`; guests
 * that differ between rooms are written as `rooms=2-0,3-1`.
 */
export function criteriaToQuery(search: string, criteria: SearchCriteria): string {
  const params = new URLSearchParams(search);
  params.delete('rooms');
  params.set('checkin', criteria.checkin);
  params.set('checkout', criteria.checkout);
  if (criteria.roomGuests) {
    params.delete('adults');
    params.delete('children');
    params.set('rooms', criteria.roomGuests.map((room) => `${room.adults}-${room.children}`).join(','));
  } else {
    params.set('adults', String(criteria.adults));
    if (criteria.children > 0) params.set('children', String(criteria.children));
    else params.delete('children');
  }
  params.set('room_count', String(criteria.roomCount));
  params.set('order', criteria.order);
  if (criteria.type === 'plans') params.set('type', 'plans');
  else params.delete('type');
  writeDayUseAndTiers(params, criteria);
  writeCodes(params, criteria);
  return params.toString();
}

export type CriteriaErrorCode =
  | 'checkout_not_after_checkin'
  | 'checkin_before_today'
  | 'adults_below_one'
  | 'children_invalid'
  | 'too_many_guests_per_room'
  | 'room_count_out_of_range'
  | 'too_many_children_per_adult'
  | 'too_many_rooms';

/** Checks before a search is sent; an empty list means the criteria may be searched. */
export function validateCriteria(
  criteria: SearchCriteria,
  settings: Pick<SearchSettings, 'today' | 'maxGuestsPerRoom' | 'multiRoomsSearchLimit' | 'maxChildrenPerAdult'>,
): CriteriaErrorCode[] {
  const errors = new Set<CriteriaErrorCode>();
  const limits = limitsOf(settings as SearchSettings);
  const datesValid = isoDateSchema.safeParse(criteria.checkin).success && isoDateSchema.safeParse(criteria.checkout).success;
  if (!datesValid || Temporal.PlainDate.compare(criteria.checkout, criteria.checkin) <= 0) errors.add('checkout_not_after_checkin');
  if (datesValid && Temporal.PlainDate.compare(criteria.checkin, settings.today) < 0) errors.add('checkin_before_today');
  if (criteria.roomGuests) {
    if (criteria.roomGuests.length < 1) errors.add('room_count_out_of_range');
    if (criteria.roomGuests.length > limits.roomsLimit) errors.add('too_many_rooms');
  } else if (!Number.isInteger(criteria.roomCount) || criteria.roomCount < 1 || criteria.roomCount > ROOM_COUNT_CAP) {
    errors.add('room_count_out_of_range');
  }
  const rooms = criteria.roomGuests ?? [{ adults: criteria.adults, children: criteria.children }];
  for (const room of rooms) {
    if (!Number.isInteger(room.adults) || room.adults < 1) errors.add('adults_below_one');
    // An emptied field is NaN: it must be a number of children, 0 or more, never sent as NaN.
    if (!Number.isInteger(room.children) || room.children < 0) errors.add('children_invalid');
    // Ages mode (criteria-breadth.ts): an age chosen for every child.
    if (room.kidsAges && (room.kidsAges.length !== room.children || room.kidsAges.some((age) => !Number.isInteger(age)))) errors.add('children_invalid');
    // Adults and children are per room: each room must hold them all, whatever the number of rooms.
    if (room.adults + Math.max(0, room.children) > limits.maxGuests) errors.add('too_many_guests_per_room');
    if (room.adults >= 1 && room.children > room.adults * limits.childrenPerAdult) errors.add('too_many_children_per_adult');
  }
  return [...errors];
}

/** SPEC.md section 3: the day difference, 0 when equal or checkout is missing, or `nights` when undated. */
export function nightsOf(checkin: string, checkout: string | null | undefined, undatedNights?: number): number {
  if (undatedNights !== undefined) return undatedNights;
  try {
    return nightsBetween(checkin, checkout);
  } catch {
    return 0;
  }
}

/** Nights of the criteria: the dates' difference, or the nights of an undated search. */
export function criteriaNights(criteria: Pick<SearchCriteria, 'checkin' | 'checkout' | 'undatedNights'>): number {
  return nightsOf(criteria.checkin, criteria.checkout, criteria.undatedNights);
}
