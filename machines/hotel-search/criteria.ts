import {
  BUDGET_CURRENCIES,
  MAX_NIGHTS,
  MAX_SEARCH_ROOMS,
  MEAL_OPTIONS,
  STAY_FEATURES,
  type BudgetCurrency,
  type MealOption,
  type StayFeature,
} from '../../contract/hotel-search-intent';
import { HOTEL_SEARCH_ORDERS, MAX_CHILD_AGE, type HotelSearchOrder } from '../../contract/hotel-search';

/**
 * The criteria of the agency's hotel search, as `/search-hotels?...` carries them (the AI search
 * and the package search build these addresses): area, keyword, checkin, checkout, rooms
 * (`2-0,3-1`) or adults/children/room_count, min_price, max_price (per night, all rooms),
 * currency, features (comma list), meal, order, page, and dynamic_package with origin, which this
 * page keeps for the hotel-plus-flight search. A value the page cannot use falls back to its default.
 */
export interface RoomGuests {
  adults: number;
  children: number;
}

export interface HotelSearchCriteria {
  area: string | null;
  keyword: string;
  checkin: string;
  checkout: string;
  rooms: RoomGuests[];
  minPrice: number | null;
  maxPrice: number | null;
  currency: BudgetCurrency;
  features: StayFeature[];
  meal: MealOption | null;
  order: HotelSearchOrder;
  /**
   * Each room's children's ages as `kids_ages` writes them (`4,9;1`; one list for every room alike),
   * from the address or the search bar; an age not chosen yet is left empty (`4,;1`).
   */
  kidsAges: string | null;
  /** Hotel plus flight (`dynamic_package=1`) and the departure airport. */
  dynamicPackage: boolean;
  origin: string | null;
}

export const MAX_ADULTS_PER_ROOM = 10;
export const MAX_CHILDREN_PER_ROOM = 6;
export const MAX_KEYWORD_LENGTH = 100;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

export function nightsBetween(checkin: string, checkout: string): number {
  return Math.round((Date.parse(`${checkout}T00:00:00Z`) - Date.parse(`${checkin}T00:00:00Z`)) / 86_400_000);
}

const isRealDate = (value: string | null): value is string =>
  value !== null && ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const intIn = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

const priceOf = (value: string | null): number | null => {
  if (value === null || !/^\d{1,10}(\.\d{1,2})?$/.test(value)) return null;
  return Number(value);
};

export function defaultCriteria(today: string): HotelSearchCriteria {
  return {
    area: null,
    keyword: '',
    checkin: today,
    checkout: addDays(today, 1),
    rooms: [{ adults: 2, children: 0 }],
    minPrice: null,
    maxPrice: null,
    currency: 'JPY',
    features: [],
    meal: null,
    order: 'recommended',
    kidsAges: null,
    dynamicPackage: false,
    origin: null,
  };
}

/** The criteria and the page asked for in a `/search-hotels` query; `areaCodes` are the gazetteer's. */
export function criteriaFromQuery(
  search: string,
  today: string,
  areaCodes?: readonly string[],
): { criteria: HotelSearchCriteria; page: number } {
  const params = new URLSearchParams(search);
  const get = (key: string) => params.get(key);
  const base = defaultCriteria(today);
  const area = get('area')?.trim().toLowerCase() ?? null;
  const checkin = isRealDate(get('checkin')) && get('checkin')! >= today ? get('checkin')! : base.checkin;
  const asked = get('checkout');
  const nights = isRealDate(asked) ? nightsBetween(checkin, asked) : 0;
  const checkout = nights >= 1 && nights <= MAX_NIGHTS ? asked! : addDays(checkin, 1);
  const rooms = roomsFromQuery(params) ?? base.rooms;
  const minPrice = priceOf(get('min_price'));
  const maxPrice = priceOf(get('max_price'));
  const currency = (BUDGET_CURRENCIES as readonly string[]).includes(get('currency') ?? '')
    ? (get('currency') as BudgetCurrency)
    : base.currency;
  const features = [...new Set((get('features') ?? '').split(',').map((part) => part.trim()))].filter(
    (part): part is StayFeature => (STAY_FEATURES as readonly string[]).includes(part),
  );
  const meal = (MEAL_OPTIONS as readonly string[]).includes(get('meal') ?? '') ? (get('meal') as MealOption) : null;
  const order = (HOTEL_SEARCH_ORDERS as readonly string[]).includes(get('order') ?? '')
    ? (get('order') as HotelSearchOrder)
    : base.order;
  const validArea =
    area && /^[a-z][a-z0-9-]{0,39}$/.test(area) && (!areaCodes || areaCodes.includes(area)) ? area : null;
  return {
    criteria: {
      area: validArea,
      keyword: (get('keyword') ?? '').trim().slice(0, MAX_KEYWORD_LENGTH),
      checkin,
      checkout,
      rooms,
      minPrice: minPrice !== null && maxPrice !== null && minPrice > maxPrice ? null : minPrice,
      maxPrice,
      currency,
      features,
      meal,
      order,
      kidsAges: get('kids_ages') && /^[\d,;]{1,60}$/.test(get('kids_ages')!) ? get('kids_ages') : null,
      dynamicPackage: get('dynamic_package') === '1',
      origin: get('origin') && /^[A-Z]{3}$/.test(get('origin')!) ? get('origin') : null,
    },
    page: intIn(get('page'), 1, 100) ?? 1,
  };
}

function roomsFromQuery(params: URLSearchParams): RoomGuests[] | null {
  const rooms = params.get('rooms');
  if (rooms) {
    if (!/^\d{1,2}-\d{1,2}(,\d{1,2}-\d{1,2})*$/.test(rooms)) return null;
    const list = rooms.split(',').map((part) => {
      const [adults, children] = part.split('-').map(Number);
      return { adults: adults!, children: children! };
    });
    const fits =
      list.length <= MAX_SEARCH_ROOMS &&
      list.every(
        (room) => room.adults >= 1 && room.adults <= MAX_ADULTS_PER_ROOM && room.children <= MAX_CHILDREN_PER_ROOM,
      );
    return fits ? list : null;
  }
  const adults = intIn(params.get('adults'), 1, MAX_ADULTS_PER_ROOM);
  if (adults === null) return null;
  const children = intIn(params.get('children'), 0, MAX_CHILDREN_PER_ROOM) ?? 0;
  const count = intIn(params.get('room_count'), 1, MAX_SEARCH_ROOMS) ?? 1;
  return Array.from({ length: count }, () => ({ adults, children }));
}

export const roomsParam = (rooms: readonly RoomGuests[]) =>
  rooms.map((room) => `${room.adults}-${room.children}`).join(',');

/** The `/search-hotels` query of the criteria (page 1 is left out). */
export function criteriaQuery(criteria: HotelSearchCriteria, page = 1): string {
  const query = new URLSearchParams();
  if (criteria.area) query.set('area', criteria.area);
  if (criteria.keyword) query.set('keyword', criteria.keyword);
  query.set('checkin', criteria.checkin);
  query.set('checkout', criteria.checkout);
  const same = criteria.rooms.every(
    (room) => room.adults === criteria.rooms[0]!.adults && room.children === criteria.rooms[0]!.children,
  );
  if (same) {
    query.set('adults', String(criteria.rooms[0]!.adults));
    if (criteria.rooms[0]!.children > 0) query.set('children', String(criteria.rooms[0]!.children));
    query.set('room_count', String(criteria.rooms.length));
  } else {
    query.set('rooms', roomsParam(criteria.rooms));
  }
  if (criteria.kidsAges) query.set('kids_ages', criteria.kidsAges);
  if (criteria.minPrice !== null) query.set('min_price', String(criteria.minPrice));
  if (criteria.maxPrice !== null) query.set('max_price', String(criteria.maxPrice));
  if (criteria.minPrice !== null || criteria.maxPrice !== null || criteria.currency !== 'JPY')
    query.set('currency', criteria.currency);
  if (criteria.features.length > 0) query.set('features', criteria.features.join(','));
  if (criteria.meal) query.set('meal', criteria.meal);
  if (criteria.order !== 'recommended') query.set('order', criteria.order);
  if (page > 1) query.set('page', String(page));
  if (criteria.dynamicPackage) {
    query.set('dynamic_package', '1');
    if (criteria.origin) query.set('origin', criteria.origin);
  }
  return query.toString();
}

/**
 * The children's ages the search sends (`kids_ages`: rooms separated by `;`, one list for every
 * room alike): only when they give one age (0-17) per child of each room, else null (then a facility
 * pricing children by age lists why it shows no price).
 */
export function searchedKidsAges(criteria: Pick<HotelSearchCriteria, 'rooms' | 'kidsAges'>): string | null {
  if (!criteria.kidsAges || !criteria.rooms.some((room) => room.children > 0)) return null;
  const lists = criteria.kidsAges.split(';').map((room) => room.split(',').filter(Boolean).map(Number));
  const perRoom = lists.length === 1 ? criteria.rooms.map(() => lists[0]!) : lists;
  const fits =
    perRoom.length === criteria.rooms.length &&
    perRoom.every((ages, i) => ages.length === criteria.rooms[i]!.children && ages.every((age) => age <= 17));
  return fits ? criteria.kidsAges : null;
}

/** Each room's children's ages as the search bar shows them: one entry per child, null until chosen. */
export function childAgesPerRoom(criteria: Pick<HotelSearchCriteria, 'rooms' | 'kidsAges'>): (number | null)[][] {
  const lists = criteria.kidsAges === null ? [] : criteria.kidsAges.split(';').map((room) => room.split(','));
  return criteria.rooms.map((room, index) => {
    const given = lists.length === 1 ? lists[0]! : (lists[index] ?? []);
    return Array.from({ length: room.children }, (_, child) => {
      const text = given[child] ?? '';
      const age = Number(text);
      return /^\d{1,2}$/.test(text) && age <= MAX_CHILD_AGE ? age : null;
    });
  });
}

/** The `kids_ages` value of each room's ages (empty where an age is not chosen), null without children. */
export function kidsAgesValue(perRoom: readonly (readonly (number | null)[])[]): string | null {
  if (perRoom.every((ages) => ages.length === 0)) return null;
  return perRoom.map((ages) => ages.map((age) => (age === null ? '' : String(age))).join(',')).join(';');
}

/**
 * The hotel page of one facility with the same stay and guests (`/hotels/{code}?...`); a hotel plus
 * flight search (dynamic_package=1) opens the facility's package page instead (`/packages?code=...`).
 */
export function hotelPagePath(
  code: string,
  criteria: HotelSearchCriteria,
  dates?: { checkin: string; checkout: string },
): string {
  const query = new URLSearchParams();
  if (criteria.dynamicPackage) query.set('code', code);
  query.set('checkin', dates?.checkin ?? criteria.checkin);
  query.set('checkout', dates?.checkout ?? criteria.checkout);
  const same = criteria.rooms.every(
    (room) => room.adults === criteria.rooms[0]!.adults && room.children === criteria.rooms[0]!.children,
  );
  if (same) {
    query.set('adults', String(criteria.rooms[0]!.adults));
    if (criteria.rooms[0]!.children > 0) query.set('children', String(criteria.rooms[0]!.children));
    query.set('room_count', String(criteria.rooms.length));
  } else {
    query.set('rooms', roomsParam(criteria.rooms));
  }
  const ages = searchedKidsAges(criteria);
  if (ages) query.set('kids_ages', ages);
  if (criteria.currency !== 'JPY') query.set('currency', criteria.currency);
  if (criteria.dynamicPackage) {
    query.set('dynamic_package', '1');
    if (criteria.origin) query.set('origin', criteria.origin);
    return `/packages?${query.toString()}`;
  }
  return `/hotels/${encodeURIComponent(code)}?${query.toString()}`;
}

export type CriteriaProblem =
  'checkin_past' | 'checkout_not_after' | 'too_many_nights' | 'price_range' | 'child_age_missing';

export function criteriaProblems(criteria: HotelSearchCriteria, today: string): CriteriaProblem[] {
  const problems: CriteriaProblem[] = [];
  if (!isRealDate(criteria.checkin) || criteria.checkin < today) problems.push('checkin_past');
  const nights =
    isRealDate(criteria.checkout) && isRealDate(criteria.checkin)
      ? nightsBetween(criteria.checkin, criteria.checkout)
      : 0;
  if (nights < 1) problems.push('checkout_not_after');
  else if (nights > MAX_NIGHTS) problems.push('too_many_nights');
  if (criteria.minPrice !== null && criteria.maxPrice !== null && criteria.minPrice > criteria.maxPrice)
    problems.push('price_range');
  // Facilities pricing children by age or tier need every child's age to quote a price.
  if (childAgesPerRoom(criteria).some((ages) => ages.includes(null))) problems.push('child_age_missing');
  return problems;
}

/** One change the filter panel or the search bar makes. */
export type CriteriaEdit =
  | { field: 'area'; value: string | null }
  | { field: 'keyword'; value: string }
  | { field: 'checkin'; value: string }
  | { field: 'checkout'; value: string }
  | { field: 'roomCount'; value: number }
  | { field: 'adults'; index: number; value: number }
  | { field: 'children'; index: number; value: number }
  | { field: 'childAge'; room: number; child: number; value: number | null }
  | { field: 'minPrice'; value: number | null }
  | { field: 'maxPrice'; value: number | null }
  | { field: 'currency'; value: BudgetCurrency }
  | { field: 'feature'; feature: StayFeature; on: boolean }
  | { field: 'meal'; value: MealOption | null };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

export function applyEdit(criteria: HotelSearchCriteria, edit: CriteriaEdit): HotelSearchCriteria {
  switch (edit.field) {
    case 'area':
      return { ...criteria, area: edit.value };
    case 'keyword':
      return { ...criteria, keyword: edit.value.slice(0, MAX_KEYWORD_LENGTH) };
    case 'checkin': {
      const nights = Math.max(1, nightsBetween(criteria.checkin, criteria.checkout));
      // Moving the check-in keeps the stay's length when the check-out would no longer follow it.
      const checkout =
        isRealDate(edit.value) && criteria.checkout <= edit.value ? addDays(edit.value, nights) : criteria.checkout;
      return { ...criteria, checkin: edit.value, checkout };
    }
    case 'checkout':
      return { ...criteria, checkout: edit.value };
    case 'roomCount': {
      const count = clamp(edit.value, 1, MAX_SEARCH_ROOMS);
      const rooms = Array.from({ length: count }, (_, i) => criteria.rooms[i] ?? { adults: 2, children: 0 });
      // The rooms kept keep their children's ages.
      return { ...criteria, rooms, kidsAges: kidsAgesValue(childAgesPerRoom({ rooms, kidsAges: criteria.kidsAges })) };
    }
    case 'adults':
    case 'children': {
      const rooms = criteria.rooms.map((room, i) =>
        i === edit.index
          ? {
              ...room,
              [edit.field]:
                edit.field === 'adults'
                  ? clamp(edit.value, 1, MAX_ADULTS_PER_ROOM)
                  : clamp(edit.value, 0, MAX_CHILDREN_PER_ROOM),
            }
          : room,
      );
      // Each room keeps the ages of the children it still has; a child added has no age yet.
      const ages = childAgesPerRoom(criteria).map((list, i) => list.slice(0, rooms[i]!.children));
      return {
        ...criteria,
        rooms,
        kidsAges: kidsAgesValue(childAgesPerRoom({ rooms, kidsAges: kidsAgesValue(ages) })),
      };
    }
    case 'childAge': {
      const ages = childAgesPerRoom(criteria).map((list, room) =>
        room === edit.room
          ? list.map((age, child) =>
              child === edit.child ? (edit.value === null ? null : clamp(edit.value, 0, MAX_CHILD_AGE)) : age,
            )
          : list,
      );
      return { ...criteria, kidsAges: kidsAgesValue(ages) };
    }
    case 'minPrice':
      return {
        ...criteria,
        minPrice: edit.value === null || !Number.isFinite(edit.value) || edit.value < 0 ? null : edit.value,
      };
    case 'maxPrice':
      return {
        ...criteria,
        maxPrice: edit.value === null || !Number.isFinite(edit.value) || edit.value < 0 ? null : edit.value,
      };
    case 'currency':
      return { ...criteria, currency: edit.value };
    case 'feature': {
      const features = edit.on
        ? [...new Set([...criteria.features, edit.feature])]
        : criteria.features.filter((f) => f !== edit.feature);
      return { ...criteria, features: STAY_FEATURES.filter((f) => features.includes(f)) };
    }
    case 'meal':
      return { ...criteria, meal: edit.value };
  }
}
