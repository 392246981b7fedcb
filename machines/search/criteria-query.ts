import { Temporal } from 'temporal-polyfill';
import { isIsoDate } from '../../contract/calendar-dates';
import { isCurrencyCode } from '../../contract/currency-data';
import type { RoomOrder } from '../graphql/graphql';
import { withDayUseAndTiers, writeDayUseAndTiers } from './criteria-breadth';
import { withCodesFromQuery, writeCodes } from '../pricing/discount-code';
import {
  CAMPAIGN_PARAMETERS,
  ROOM_COUNT_CAP,
  ROOM_ORDERS,
  type Campaign,
  type QueryParameter,
  type QueryWarning,
  type QueryWarningCode,
  type SearchCriteria,
  type SearchSettings,
  type UnhonouredCriteria,
} from './criteria-types';
import {
  addDays,
  defaultCriteria,
  limitsOf,
  parseCount,
  parseRoomsParameter,
  roomFits,
  roomsOf,
  withRooms,
} from './criteria-rooms';

/** The criteria from the URL query and back (SPEC.md section 2 "Search query parameters read"). */

const list = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const flag = (raw: string) => raw === 'true' || raw === '1';

/** Reads the unhonoured parameters; each one present (and not at its no-op value) is a warning. */
function readUnhonoured(
  params: URLSearchParams,
  settings: SearchSettings,
  warn: (p: QueryParameter, c: QueryWarningCode) => void,
) {
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
    ['is_including_occupied', 'isIncludingOccupied'],
    ['price_displayed_total', 'priceDisplayedTotal'],
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
  if (searchType !== null && searchType !== '' && searchType !== 'undated' && searchType !== 'dated')
    warn('search_type', 'invalid_value');
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
    if (!isIsoDate(checkin)) warn('checkin', 'invalid_value');
    else if (Temporal.PlainDate.compare(checkin, settings.today) < 0) warn('checkin', 'date_in_past');
    else criteria.checkin = checkin;
  }
  if (checkout !== null && checkout !== '') {
    if (!isIsoDate(checkout)) warn('checkout', 'invalid_value');
    else if (Temporal.PlainDate.compare(checkout, criteria.checkin) <= 0)
      warn('checkout', 'checkout_not_after_checkin');
    else criteria.checkout = checkout;
  }
  // A checkout (from the base or refused) that is not after the check-in follows the check-in.
  if (Temporal.PlainDate.compare(criteria.checkout, criteria.checkin) <= 0)
    criteria.checkout = addDays(criteria.checkin, 1);

  const { maxGuests, roomsLimit } = limitsOf(settings);
  const adults = params.get('adults');
  if (adults !== null && adults !== '') {
    // Per room: more than a room holds cannot be searched.
    const value = parseCount(adults, 1, maxGuests);
    if (value === null) warn('adults', 'invalid_value');
    else
      criteria = withRooms(
        criteria,
        roomsOf(criteria).map((room) => ({ ...room, adults: value })),
      );
  }
  const children = params.get('children');
  if (children !== null && children !== '') {
    const value = parseCount(children, 0, maxGuests);
    if (value === null) warn('children', 'invalid_value');
    else
      criteria = withRooms(
        criteria,
        roomsOf(criteria).map((room) => ({ ...room, children: value })),
      );
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
    else
      criteria = withRooms(
        criteria,
        Array.from({ length: value }, () => ({ adults: criteria.adults, children: criteria.children })),
      );
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
/**
 * Where a brand-facility setup's search goes (SPEC.md section 2): the brand facility list with the
 * searched stay and this setup's hotel code, which names the brand.
 */
export function facilitiesPath(hotelCode: string, search: string, criteria: SearchCriteria): string {
  const params = new URLSearchParams(criteriaToQuery(search, criteria));
  params.delete('hotel_code');
  params.set('code', hotelCode);
  return `/facilities?${params.toString()}`;
}

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
