import { Temporal } from 'temporal-polyfill';
import { isoDateSchema, nightsBetween } from '../../contract/dates';
import type { RoomOrder } from '../graphql/graphql';

export const ROOM_ORDERS = ['price_low_to_high', 'price_high_to_low', 'recommended'] as const satisfies readonly RoomOrder[];
/** SPEC.md section 9. */
export const DEFAULT_ORDER: RoomOrder = 'price_low_to_high';
export const ROOM_COUNT_CAP = 999;
export const DEFAULT_MAX_GUESTS_PER_ROOM = 20;

export interface SearchCriteria {
  checkin: string;
  checkout: string;
  /** Adults in each room (the booking API's search takes guests per room). */
  adults: number;
  /** Children in each room. */
  children: number;
  roomCount: number;
  order: RoomOrder;
}

/** The settings the search needs (a subset of the booking-widget settings). */
export interface SearchSettings {
  /** The facility's local date, YYYY-MM-DD. */
  today: string;
  defaultSearchSetting: { adults: number; checkinDateOffset: number };
  maxGuestsPerRoom: number;
}

export type QueryParameter = 'checkin' | 'checkout' | 'adults' | 'children' | 'room_count' | 'order';
/** Why a URL value was replaced by its default; the query-parameter warning shows these. */
export type QueryWarningCode = 'invalid_value' | 'date_in_past' | 'checkout_not_after_checkin';
export interface QueryWarning {
  parameter: QueryParameter;
  code: QueryWarningCode;
}

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

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

function parseCount(raw: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/**
 * Criteria from the URL query (SPEC.md section 2): checkin, checkout, adults, children,
 * room_count (or rooms), order. An absent value takes its default silently; a present but invalid
 * value takes its default and is recorded as a warning.
 */
export function criteriaFromQuery(search: string, settings: SearchSettings): { criteria: SearchCriteria; warnings: QueryWarning[] } {
  const params = new URLSearchParams(search);
  const defaults = defaultCriteria(settings);
  const criteria = { ...defaults };
  const warnings: QueryWarning[] = [];
  const warn = (parameter: QueryParameter, code: QueryWarningCode) => warnings.push({ parameter, code });

  const checkin = params.get('checkin');
  if (checkin !== null && checkin !== '') {
    if (!isoDateSchema.safeParse(checkin).success) warn('checkin', 'invalid_value');
    else if (Temporal.PlainDate.compare(checkin, settings.today) < 0) warn('checkin', 'date_in_past');
    else criteria.checkin = checkin;
  }
  // The default checkout follows the (possibly URL-given) checkin.
  criteria.checkout = addDays(criteria.checkin, 1);
  const checkout = params.get('checkout');
  if (checkout !== null && checkout !== '') {
    if (!isoDateSchema.safeParse(checkout).success) warn('checkout', 'invalid_value');
    else if (Temporal.PlainDate.compare(checkout, criteria.checkin) <= 0) warn('checkout', 'checkout_not_after_checkin');
    else criteria.checkout = checkout;
  }

  const adults = params.get('adults');
  if (adults !== null && adults !== '') {
    // Per room: more than a room holds cannot be searched.
    const value = parseCount(adults, 1, settings.maxGuestsPerRoom);
    if (value === null) warn('adults', 'invalid_value');
    else criteria.adults = value;
  }
  const children = params.get('children');
  if (children !== null && children !== '') {
    const value = parseCount(children, 0, settings.maxGuestsPerRoom);
    if (value === null) warn('children', 'invalid_value');
    else criteria.children = value;
  }
  const roomCount = params.get('room_count') ?? params.get('rooms');
  if (roomCount !== null && roomCount !== '') {
    const value = parseCount(roomCount, 1, ROOM_COUNT_CAP);
    if (value === null) warn('room_count', 'invalid_value');
    else criteria.roomCount = value;
  }
  const order = params.get('order');
  if (order !== null && order !== '') {
    if ((ROOM_ORDERS as readonly string[]).includes(order)) criteria.order = order as RoomOrder;
    else warn('order', 'invalid_value');
  }
  return { criteria, warnings };
}

/**
 * The URL query for the criteria, keeping every other parameter of `search` (code, locale,
 * campaign parameters...). `rooms` is folded into `room_count`.
 */
export function criteriaToQuery(search: string, criteria: SearchCriteria): string {
  const params = new URLSearchParams(search);
  params.delete('rooms');
  params.set('checkin', criteria.checkin);
  params.set('checkout', criteria.checkout);
  params.set('adults', String(criteria.adults));
  if (criteria.children > 0) params.set('children', String(criteria.children));
  else params.delete('children');
  params.set('room_count', String(criteria.roomCount));
  params.set('order', criteria.order);
  return params.toString();
}

export type CriteriaErrorCode =
  | 'checkout_not_after_checkin'
  | 'checkin_before_today'
  | 'adults_below_one'
  | 'children_invalid'
  | 'too_many_guests_per_room'
  | 'room_count_out_of_range';

/** Checks before a search is sent; an empty list means the criteria may be searched. */
export function validateCriteria(criteria: SearchCriteria, settings: Pick<SearchSettings, 'today' | 'maxGuestsPerRoom'>): CriteriaErrorCode[] {
  const errors: CriteriaErrorCode[] = [];
  const datesValid = isoDateSchema.safeParse(criteria.checkin).success && isoDateSchema.safeParse(criteria.checkout).success;
  if (!datesValid || Temporal.PlainDate.compare(criteria.checkout, criteria.checkin) <= 0) errors.push('checkout_not_after_checkin');
  if (datesValid && Temporal.PlainDate.compare(criteria.checkin, settings.today) < 0) errors.push('checkin_before_today');
  if (!Number.isInteger(criteria.roomCount) || criteria.roomCount < 1 || criteria.roomCount > ROOM_COUNT_CAP) {
    errors.push('room_count_out_of_range');
  }
  if (!Number.isInteger(criteria.adults) || criteria.adults < 1) errors.push('adults_below_one');
  // An emptied field is NaN: it must be a number of children, 0 or more, never sent as NaN.
  if (!Number.isInteger(criteria.children) || criteria.children < 0) errors.push('children_invalid');
  // Adults and children are per room: each room must hold them all, whatever the number of rooms.
  if (criteria.adults + Math.max(0, criteria.children) > settings.maxGuestsPerRoom) errors.push('too_many_guests_per_room');
  return errors;
}

/** SPEC.md section 3. */
export function criteriaNights(criteria: Pick<SearchCriteria, 'checkin' | 'checkout'>): number {
  try {
    return nightsBetween(criteria.checkin, criteria.checkout);
  } catch {
    return 0;
  }
}
