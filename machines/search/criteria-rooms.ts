import { Temporal } from 'temporal-polyfill';
import {
  DEFAULT_MAX_CHILDREN_PER_ADULT,
  DEFAULT_MULTI_ROOMS_SEARCH_LIMIT,
  ROOM_COUNT_CAP,
} from '../../contract/search-limits';
import { isIsoDate, nightsBetween } from '../../contract/calendar-dates';
import { isJsonObject, isWholeNumber } from '../plain-shapes';
import { DEFAULT_ORDER, type RoomGuests, type SearchCriteria, type SearchSettings } from './criteria-types';

/** The criteria's rooms and guests, their defaults, the `rooms` URL form, checks before a search, and nights. */

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

export const limitsOf = (settings: SearchSettings) => ({
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
export function roomsOf(
  criteria: Pick<SearchCriteria, 'adults' | 'children' | 'roomCount' | 'roomGuests'>,
): RoomGuests[] {
  if (criteria.roomGuests) return criteria.roomGuests.map((room) => ({ ...room }));
  return Array.from({ length: Math.max(0, criteria.roomCount) }, () => ({
    adults: criteria.adults,
    children: criteria.children,
  }));
}

/** A copy of one room's guests with its own lists (children by tier, ages, meal and bed options). */
export function copyRoomGuests(room: RoomGuests): RoomGuests {
  return {
    adults: room.adults,
    children: room.children,
    ...(room.kidsTiers ? { kidsTiers: { ...room.kidsTiers } } : {}),
    ...(room.kidsAges ? { kidsAges: [...room.kidsAges] } : {}),
    ...(room.kidsMealBed ? { kidsMealBed: [...room.kidsMealBed] } : {}),
  };
}

/**
 * Criteria with these rooms: identical rooms become the plain `roomCount` form, differing ones the
 * `roomGuests` form (its first room mirrored in `adults` and `children`).
 */
export function withRooms(criteria: SearchCriteria, rooms: readonly RoomGuests[]): SearchCriteria {
  const { roomGuests: _dropped, ...rest } = criteria;
  const first = rooms[0] ?? { adults: criteria.adults, children: criteria.children };
  const same = rooms.every(
    (room) =>
      room.adults === first.adults &&
      room.children === first.children &&
      !room.kidsTiers &&
      !room.kidsAges &&
      !room.kidsMealBed,
  );
  return {
    ...rest,
    adults: first.adults,
    children: first.children,
    roomCount: rooms.length,
    ...(same ? {} : { roomGuests: rooms.map(copyRoomGuests) }),
  };
}

export function parseCount(raw: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

export function roomFits(room: RoomGuests, settings: SearchSettings): boolean {
  const { maxGuests, childrenPerAdult } = limitsOf(settings);
  return (
    Number.isInteger(room.adults) &&
    room.adults >= 1 &&
    Number.isInteger(room.children) &&
    room.children >= 0 &&
    room.adults + room.children <= maxGuests &&
    room.children <= room.adults * childrenPerAdult
  );
}

/** The JSON list of rooms: each with whole adults and children (missing children: none), at least one room. */
function readRoomGuests(value: unknown): RoomGuests[] | null {
  if (!Array.isArray(value) || value.length < 1) return null;
  const rooms = value.map((room) => {
    if (!isJsonObject(room)) return null;
    const { adults, children = 0 } = room;
    return isWholeNumber(adults) && isWholeNumber(children) ? { adults, children } : null;
  });
  return rooms.includes(null) ? null : (rooms as RoomGuests[]);
}

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
    return readRoomGuests(JSON.parse(value));
  } catch {
    return null;
  }
}

export type CriteriaErrorCode =
  | 'checkout_not_after_checkin'
  | 'checkin_before_today'
  | 'adults_below_one'
  | 'children_invalid'
  | 'too_many_guests_per_room'
  | 'room_count_out_of_range'
  | 'too_many_children_per_adult'
  | 'too_many_rooms'
  /** A child of a tiers_with_meal_and_bed_as_extras hotel has no meal and bed option chosen yet. */
  | 'meal_bed_unchosen';

/** Checks before a search is sent; an empty list means the criteria may be searched. */
export function validateCriteria(
  criteria: SearchCriteria,
  settings: Pick<SearchSettings, 'today' | 'maxGuestsPerRoom' | 'multiRoomsSearchLimit' | 'maxChildrenPerAdult'>,
): CriteriaErrorCode[] {
  const errors = new Set<CriteriaErrorCode>();
  const limits = limitsOf(settings as SearchSettings);
  const datesValid = isIsoDate(criteria.checkin) && isIsoDate(criteria.checkout);
  if (!datesValid || Temporal.PlainDate.compare(criteria.checkout, criteria.checkin) <= 0)
    errors.add('checkout_not_after_checkin');
  if (datesValid && Temporal.PlainDate.compare(criteria.checkin, settings.today) < 0)
    errors.add('checkin_before_today');
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
    if (
      room.kidsAges &&
      (room.kidsAges.length !== room.children || room.kidsAges.some((age) => !Number.isInteger(age)))
    )
      errors.add('children_invalid');
    // Meal and bed options (criteria-breadth.ts): one for every child.
    if (room.kidsMealBed && room.kidsMealBed.length !== room.children) errors.add('children_invalid');
    // Not chosen yet (null): the option changes the price, so the guest chooses it before any search.
    if (room.kidsMealBed?.some((option) => option === null)) errors.add('meal_bed_unchosen');
    // Adults and children are per room: each room must hold them all, whatever the number of rooms.
    if (room.adults + Math.max(0, room.children) > limits.maxGuests) errors.add('too_many_guests_per_room');
    if (room.adults >= 1 && room.children > room.adults * limits.childrenPerAdult)
      errors.add('too_many_children_per_adult');
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
