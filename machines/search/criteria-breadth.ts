import {
  formatKidsAgesParam,
  formatKidsTiersParam,
  isKidsAgesParam,
  isKidsTiersParam,
  parseKidsAgesParam,
  parseKidsTiersParam,
} from '../../contract/kids-params';
import {
  formatKidsMealBedParam,
  isKidsMealBedParam,
  parseKidsMealBedParam,
  type MealBedOption,
} from '../../contract/meal-bed-params';
import type { MealBedChoice, QueryParameter, QueryWarningCode, RoomGuests, SearchCriteria } from './criteria-types';
import { addDays, roomsOf } from './criteria-rooms';

/**
 * Children by tier and day use in the search criteria. The URL carries the tiers as
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

function withTiers(
  criteria: SearchCriteria,
  params: URLSearchParams,
  warn: (parameter: QueryParameter, code: QueryWarningCode) => void,
): SearchCriteria {
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
  const withTiers: RoomGuests[] = rooms.map((room, index) => ({
    ...room,
    kidsTiers: { ...(tiers.length === 1 ? tiers[0]! : tiers[index]!) },
  }));
  if (withTiers.some((room) => tierTotal(room.kidsTiers) !== room.children)) {
    warn('kids_tiers', 'invalid_value');
    return next;
  }
  next = {
    ...next,
    roomGuests: withTiers,
    adults: withTiers[0]!.adults,
    children: withTiers[0]!.children,
    roomCount: withTiers.length,
  };
  return withMealBed(next, params, warn);
}

/**
 * `kids_meal_bed`: each room's children's meal and bed options (one list for every room). Missing, the
 * children stay unchosen (the search chart gives them empty slots once it knows the hotel asks for
 * options); a list shorter than a room's children keeps its options and leaves the other children
 * unchosen, with a warning; a malformed list, one with more options than children, or one whose
 * rooms do not match is dropped with a warning. Never a default option: it changes the price.
 */
function withMealBed(
  criteria: SearchCriteria,
  params: URLSearchParams,
  warn: (parameter: QueryParameter, code: QueryWarningCode) => void,
): SearchCriteria {
  const raw = params.get('kids_meal_bed')?.trim();
  if (!raw) return criteria;
  const options = isKidsMealBedParam(raw) ? parseKidsMealBedParam(raw) : [];
  const rooms = roomsOf(criteria);
  const given = (index: number) => (options.length === 1 ? options[0] : options[index]) ?? [];
  if (
    (options.length !== 1 && options.length !== rooms.length) ||
    rooms.some((room, index) => given(index).length > room.children)
  ) {
    warn('kids_meal_bed', 'invalid_value');
    return criteria;
  }
  if (rooms.some((room, index) => given(index).length !== room.children)) warn('kids_meal_bed', 'invalid_value');
  return {
    ...criteria,
    roomGuests: rooms.map((room, index) => ({ ...room, kidsMealBed: mealBedSlots(given(index), room.children) })),
  };
}

/** Every child's option is chosen (no null left). */
export const isFullyChosen = (options: readonly MealBedChoice[]): options is MealBedOption[] =>
  options.every((option) => option !== null);

/** One slot per child: the options of the children still there (by position), null (not chosen) for new ones. */
export function mealBedSlots(given: readonly MealBedChoice[] | undefined, children: number): MealBedChoice[] {
  const count = Number.isInteger(children) && children > 0 ? children : 0;
  return Array.from({ length: count }, (_, child) => given?.[child] ?? null);
}

/**
 * A room's meal and bed options fitted to its children: when the hotel asks for them, one slot per
 * child (kept, new ones unchosen, removed ones dropped); when it does not, none. `asks` null (the
 * kids setting is not known yet) leaves the room as it is.
 */
export function fitMealBed(room: RoomGuests, asks: boolean | null): RoomGuests {
  if (asks === null) return room;
  const { kidsMealBed, ...rest } = room;
  if (!asks || !(room.children > 0)) return rest;
  return { ...rest, kidsMealBed: mealBedSlots(kidsMealBed, room.children) };
}

/** The criteria's rooms with their options fitted to their children (see fitMealBed); the plain form has no options. */
export function withMealBedFitted(criteria: SearchCriteria, asks: boolean | null): SearchCriteria {
  if (!criteria.roomGuests || asks === null) return criteria;
  return { ...criteria, roomGuests: criteria.roomGuests.map((room) => fitMealBed(room, asks)) };
}

/** A room's children by tier changed: the children are their total, and their options follow (fitMealBed). */
export function withTierCounts(room: RoomGuests, kidsTiers: Record<string, number>, asks: boolean | null): RoomGuests {
  const tiers = Object.fromEntries(
    Object.entries(kidsTiers).map(([code, count]) => [
      code,
      Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0,
    ]),
  );
  return fitMealBed({ ...room, kidsTiers: tiers, children: tierTotal(tiers) }, asks);
}

/** One child's option chosen; out-of-range rooms or children change nothing. */
export function withMealBedChosen(
  rooms: readonly RoomGuests[],
  roomIndex: number,
  child: number,
  option: MealBedOption,
): RoomGuests[] {
  return rooms.map((room, index) => {
    if (index !== roomIndex || !room.kidsMealBed || child < 0 || child >= room.kidsMealBed.length) return { ...room };
    return { ...room, kidsMealBed: room.kidsMealBed.map((given, i) => (i === child ? option : given)) };
  });
}

/**
 * Before the kids setting is known, children by tier without a full list of options may be children
 * of a hotel that asks for them: searching them could send unchosen options, so the chart waits.
 */
export function mayNeedMealBed(criteria: Pick<SearchCriteria, 'roomGuests'>): boolean {
  return (criteria.roomGuests ?? []).some(
    (room) =>
      room.children > 0 &&
      room.kidsTiers !== undefined &&
      !(room.kidsMealBed && room.kidsMealBed.length === room.children && isFullyChosen(room.kidsMealBed)),
  );
}

/** `kids_ages=4,9;1`: each room's children's ages (one list for every room); the count must match the children. */
function withAges(
  criteria: SearchCriteria,
  params: URLSearchParams,
  warn: (parameter: QueryParameter, code: QueryWarningCode) => void,
): SearchCriteria {
  const raw = params.get('kids_ages');
  if (raw === null || raw.trim() === '') return criteria;
  if (
    !isKidsAgesParam(raw.trim()) ||
    parseKidsAgesParam(raw.trim())
      .flat()
      .some((age) => age > 17)
  ) {
    warn('kids_ages', 'invalid_value');
    return criteria;
  }
  const ages = parseKidsAgesParam(raw.trim());
  const rooms = roomsOf(criteria);
  if (ages.length !== 1 && ages.length !== rooms.length) {
    warn('kids_ages', 'invalid_value');
    return criteria;
  }
  const withAgesList: RoomGuests[] = rooms.map((room, index) => ({
    ...room,
    kidsAges: [...(ages.length === 1 ? ages[0]! : ages[index]!)],
  }));
  if (withAgesList.some((room) => room.kidsAges!.length !== room.children)) {
    warn('kids_ages', 'invalid_value');
    return criteria;
  }
  return {
    ...criteria,
    roomGuests: withAgesList,
    adults: withAgesList[0]!.adults,
    children: withAgesList[0]!.children,
    roomCount: withAgesList.length,
  };
}

/** SPEC.md sections 2 and 5: `search_type=undated` with 1 to 30 `nights`, only when every room holds the same guests. */
function withUndated(
  criteria: SearchCriteria,
  params: URLSearchParams,
  warn: (parameter: QueryParameter, code: QueryWarningCode) => void,
): SearchCriteria {
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
  return [
    room.adults,
    room.children,
    tiersKey(room.kidsTiers),
    (room.kidsAges ?? []).join(),
    [...(room.kidsMealBed ?? [])].sort().join(),
  ].join('|');
}

/**
 * A stay's guests per room as a key: one room holding the stay's own guests, with no children's
 * tiers, ages or options, is the plain stay (a hotel that asks children per room switches the search
 * bar to one such room; the stay is the same).
 */
export function stayRoomsKey(stay: { adults: number; children: number; rooms?: readonly RoomGuests[] | null }): string {
  const rooms = stay.rooms ?? [];
  const plain = roomGuestsKey({ adults: stay.adults, children: stay.children });
  if (rooms.length === 1 && roomGuestsKey(rooms[0]!) === plain) return '';
  return rooms.map(roomGuestsKey).join(',');
}

/** After an undated search found rooms: its dates are the found check-in and the searched nights. */
export function datesFromStart<C extends Pick<SearchCriteria, 'checkin' | 'checkout' | 'undatedNights'>>(
  criteria: C,
  start: string | null | undefined,
): C {
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
  // Never a partial list: while any option is unchosen, kids_meal_bed is left out (the children read back unchosen).
  const mealBed = rooms?.map((room) => room.kidsMealBed ?? []) ?? [];
  if (mealBed.some((options) => options.length > 0) && mealBed.every(isFullyChosen)) {
    params.set('kids_meal_bed', formatKidsMealBedParam(mealBed));
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
  return tierList(tiers)
    .map((tier) => `${tier.code}${tier.count}`)
    .join('');
}
