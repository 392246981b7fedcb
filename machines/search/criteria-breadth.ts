import {
  formatKidsAgesParam, formatKidsTiersParam, isKidsAgesParam, isKidsTiersParam, parseKidsAgesParam, parseKidsTiersParam,
} from '../../contract/kids-params';
import { formatKidsMealBedParam, isKidsMealBedParam, parseKidsMealBedParam } from '../../contract/meal-bed-params';
import type { QueryParameter, QueryWarningCode, RoomGuests, SearchCriteria } from './criteria-types';
import { addDays, roomsOf } from './criteria-rooms';

/**
 * Children by tier and day use in the search criteria (issue 3, H3). The URL carries the tiers as
 * the booking API does (`kids_tiers=A:1,B:1;C:2`, one entry per room, or one for every room), each
 * child's meal and bed option likewise (`kids_meal_bed=meal_yes_bedding,meal_no;meal_yes`) and day
 * use as `is_day_use=true`. Day use and undated search exclude each other: day use wins.
 */

const flag = (raw: string | null) => raw === 'true' || raw === '1';

/** Reads `is_day_use`, `kids_tiers` and `search_type=undated` with `nights`; what cannot be used is a warning. */
export function withDayUseAndTiers(
  criteria: SearchCriteria,
  params: URLSearchParams,
  warn: (parameter: QueryParameter, code: QueryWarningCode) => void,
): SearchCriteria {
  const next = withTiers({ ...criteria }, params, warn);
  return withUndated(next, params, warn);
}

function withTiers(criteria: SearchCriteria, params: URLSearchParams, warn: (parameter: QueryParameter, code: QueryWarningCode) => void): SearchCriteria {
  let next: SearchCriteria = { ...criteria };
  if (flag(params.get('is_day_use'))) next.isDayUse = true;
  else delete next.isDayUse;
  next = withAges(next, params, warn);
  const raw = params.get('kids_tiers');
  if (raw === null || raw.trim() === '') return next;
  if (!isKidsTiersParam(raw.trim())) {
    warn('kids_tiers', 'invalid_value');
    return next;
  }
  const tiers = parseKidsTiersParam(raw.trim());
  const rooms = roomsOf(next);
  if (tiers.length !== 1 && tiers.length !== rooms.length) {
    warn('kids_tiers', 'invalid_value');
    return next;
  }
  const withTiers: RoomGuests[] = rooms.map((room, index) => ({ ...room, kidsTiers: { ...(tiers.length === 1 ? tiers[0]! : tiers[index]!) } }));
  if (withTiers.some((room) => tierTotal(room.kidsTiers) !== room.children)) {
    warn('kids_tiers', 'invalid_value');
    return next;
  }
  next = { ...next, roomGuests: withTiers, adults: withTiers[0]!.adults, children: withTiers[0]!.children, roomCount: withTiers.length };
  return withMealBed(next, params, warn);
}

/** `kids_meal_bed`: each room's children's meal and bed options (one list for every room); the count must match the children. */
function withMealBed(criteria: SearchCriteria, params: URLSearchParams, warn: (parameter: QueryParameter, code: QueryWarningCode) => void): SearchCriteria {
  const raw = params.get('kids_meal_bed')?.trim();
  if (!raw) return criteria;
  const options = isKidsMealBedParam(raw) ? parseKidsMealBedParam(raw) : [];
  const rooms = roomsOf(criteria);
  const perRoom = rooms.map((room, index) => ({ ...room, kidsMealBed: [...((options.length === 1 ? options[0] : options[index]) ?? [])] }));
  if ((options.length !== 1 && options.length !== rooms.length) || perRoom.some((room) => room.kidsMealBed.length !== room.children)) {
    warn('kids_meal_bed', 'invalid_value');
    return criteria;
  }
  return { ...criteria, roomGuests: perRoom };
}

/** `kids_ages=4,9;1`: each room's children's ages (one list for every room); the count must match the children. */
function withAges(criteria: SearchCriteria, params: URLSearchParams, warn: (parameter: QueryParameter, code: QueryWarningCode) => void): SearchCriteria {
  const raw = params.get('kids_ages');
  if (raw === null || raw.trim() === '') return criteria;
  if (!isKidsAgesParam(raw.trim()) || parseKidsAgesParam(raw.trim()).flat().some((age) => age > 17)) {
    warn('kids_ages', 'invalid_value');
    return criteria;
  }
  const ages = parseKidsAgesParam(raw.trim());
  const rooms = roomsOf(criteria);
  if (ages.length !== 1 && ages.length !== rooms.length) {
    warn('kids_ages', 'invalid_value');
    return criteria;
  }
  const withAgesList: RoomGuests[] = rooms.map((room, index) => ({ ...room, kidsAges: [...(ages.length === 1 ? ages[0]! : ages[index]!)] }));
  if (withAgesList.some((room) => room.kidsAges!.length !== room.children)) {
    warn('kids_ages', 'invalid_value');
    return criteria;
  }
  return { ...criteria, roomGuests: withAgesList, adults: withAgesList[0]!.adults, children: withAgesList[0]!.children, roomCount: withAgesList.length };
}

/** SPEC.md sections 2 and 5: `search_type=undated` with 1 to 30 `nights`, only when every room holds the same guests. */
function withUndated(criteria: SearchCriteria, params: URLSearchParams, warn: (parameter: QueryParameter, code: QueryWarningCode) => void): SearchCriteria {
  const next: SearchCriteria = { ...criteria };
  delete next.undatedNights;
  if (params.get('search_type') !== 'undated') return next;
  if (next.isDayUse) {
    warn('search_type', 'undated_with_day_use');
    return next;
  }
  const raw = (params.get('nights') ?? '').trim();
  const nights = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(nights >= 1 && nights <= 30)) {
    warn('nights', 'invalid_value');
    return next;
  }
  if (!sameGuestsInEveryRoom(next)) {
    warn('search_type', 'undated_guests_differ');
    return next;
  }
  return { ...next, undatedNights: nights };
}

export function sameGuestsInEveryRoom(criteria: SearchCriteria): boolean {
  const rooms = roomsOf(criteria);
  const first = rooms[0];
  return rooms.every((room) => !first || roomGuestsKey(room) === roomGuestsKey(first));
}

/** Rooms of equal keys hold the same guests: adults, children, and the children's tiers, ages and options. */
export function roomGuestsKey(room: RoomGuests): string {
  return [room.adults, room.children, tiersKey(room.kidsTiers), (room.kidsAges ?? []).join(), [...(room.kidsMealBed ?? [])].sort().join()].join('|');
}

/** After an undated search found rooms: its dates are the found check-in and the searched nights. */
export function datesFromStart<C extends Pick<SearchCriteria, 'checkin' | 'checkout' | 'undatedNights'>>(criteria: C, start: string | null | undefined): C {
  if (!start || criteria.undatedNights === undefined) return criteria;
  return { ...criteria, checkin: start, checkout: addDays(start, criteria.undatedNights) };
}

export function writeDayUseAndTiers(params: URLSearchParams, criteria: SearchCriteria): void {
  if (criteria.undatedNights !== undefined) {
    params.set('search_type', 'undated');
    params.set('nights', String(criteria.undatedNights));
  } else if (params.get('search_type') === 'undated') {
    params.delete('search_type');
    params.delete('nights');
  }
  if (criteria.isDayUse) params.set('is_day_use', 'true');
  else params.delete('is_day_use');
  const rooms = criteria.roomGuests;
  if (rooms?.some((room) => room.kidsTiers && tierTotal(room.kidsTiers) > 0)) {
    params.set('kids_tiers', formatKidsTiersParam(rooms.map((room) => room.kidsTiers ?? {})));
  } else params.delete('kids_tiers');
  if (rooms?.some((room) => room.kidsAges && room.kidsAges.length > 0)) {
    params.set('kids_ages', formatKidsAgesParam(rooms.map((room) => room.kidsAges ?? [])));
  } else params.delete('kids_ages');
  if (rooms?.some((room) => room.kidsMealBed && room.kidsMealBed.length > 0)) {
    params.set('kids_meal_bed', formatKidsMealBedParam(rooms.map((room) => room.kidsMealBed ?? [])));
  } else params.delete('kids_meal_bed');
}

export function tierTotal(tiers: Record<string, number> | undefined): number {
  return Object.values(tiers ?? {}).reduce((sum, count) => sum + count, 0);
}

/** The GraphQL form: `[{ code, count }]` without zero counts, in code order. */
export function tierList(tiers: Record<string, number> | undefined): { code: string; count: number }[] {
  return Object.entries(tiers ?? {})
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, count]) => ({ code, count }));
}

/** Rooms with the same adults and children but other tiers are priced apart. */
export function tiersKey(tiers: Record<string, number> | undefined): string {
  return tierList(tiers).map((tier) => `${tier.code}${tier.count}`).join('');
}
