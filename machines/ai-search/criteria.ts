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
import { isIsoDate } from '../../contract/calendar-dates';
import { addDays } from '../search/criteria-rooms';

/**
 * The AI search's criteria: what the guest's words meant, filled up with the search form's defaults
 * (SPEC.md section 9: check-in today, 2 adults, 1 room), which the guest edits before searching
 * hotels. Every child needs an age before the search runs: a text saying "2 kids" leaves the ages
 * to the guest.
 */
export interface AiSearchCriteria {
  /** An area code of the agency's gazetteer, or null for anywhere. */
  area: string | null;
  checkin: string;
  nights: number;
  adults: number;
  /** One entry per child; null until the guest (or the text) gives the age. */
  childAges: (number | null)[];
  rooms: number;
  /** The most the guest will pay, or null for no limit. */
  budgetMax: number | null;
  budgetCurrency: BudgetCurrency;
  budgetPer: 'night' | 'stay';
  meal: MealOption | null;
  features: StayFeature[];
}

/** What the interpreter read (GraphQL `InterpretedHotelSearch`), only the fields criteria take. */
export interface InterpretedSearch {
  checkin?: string | null;
  nights?: number | null;
  adults?: number | null;
  children?: { count: number; ages: number[] } | null;
  rooms?: number | null;
  area?: { code: string; name: string } | null;
  budget?: { max: number; currency: string; per: string } | null;
  meal?: string | null;
  features: string[];
}

export const MAX_ADULTS = 40;
export const MAX_CHILDREN = 20;
export const MAX_CHILD_AGE = 17;
export const DEFAULT_ADULTS = 2;

export type CriteriaProblem =
  | 'checkin_invalid'
  | 'checkin_past'
  | 'nights_invalid'
  | 'adults_invalid'
  | 'rooms_invalid'
  | 'rooms_above_adults'
  | 'child_age_missing'
  | 'budget_invalid';

export function defaultAiCriteria(today: string, currency: BudgetCurrency): AiSearchCriteria {
  return {
    area: null,
    checkin: today,
    nights: 1,
    adults: DEFAULT_ADULTS,
    childAges: [],
    rooms: 1,
    budgetMax: null,
    budgetCurrency: currency,
    budgetPer: 'night',
    meal: null,
    features: [],
  };
}

const isBudgetCurrency = (value: string): value is BudgetCurrency =>
  (BUDGET_CURRENCIES as readonly string[]).includes(value);
const isMeal = (value: string): value is MealOption => (MEAL_OPTIONS as readonly string[]).includes(value);
const isFeature = (value: string): value is StayFeature => (STAY_FEATURES as readonly string[]).includes(value);

/** The interpreter's reading over the defaults: what the text said wins, the rest stays default. */
export function criteriaFromInterpretation(read: InterpretedSearch, defaults: AiSearchCriteria): AiSearchCriteria {
  const childCount = read.children?.count ?? 0;
  const givenAges = read.children?.ages ?? [];
  const budget = read.budget && isBudgetCurrency(read.budget.currency) ? read.budget : null;
  return {
    area: read.area?.code ?? defaults.area,
    checkin: read.checkin && isIsoDate(read.checkin) ? read.checkin : defaults.checkin,
    nights: read.nights ?? defaults.nights,
    adults: read.adults ?? defaults.adults,
    childAges: Array.from({ length: childCount }, (_, i) => givenAges[i] ?? null),
    rooms: read.rooms ?? defaults.rooms,
    budgetMax: budget ? budget.max : defaults.budgetMax,
    budgetCurrency: budget ? (budget.currency as BudgetCurrency) : defaults.budgetCurrency,
    budgetPer: budget ? (budget.per === 'stay' ? 'stay' : 'night') : defaults.budgetPer,
    meal: read.meal && isMeal(read.meal) ? read.meal : defaults.meal,
    features: read.features.filter(isFeature),
  };
}

const wholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** What stops these criteria from being searched, in the order the form shows them. */
export function criteriaProblems(criteria: AiSearchCriteria, today: string): CriteriaProblem[] {
  const problems: CriteriaProblem[] = [];
  if (!isIsoDate(criteria.checkin)) problems.push('checkin_invalid');
  else if (criteria.checkin < today) problems.push('checkin_past');
  if (!wholeIn(criteria.nights, 1, MAX_NIGHTS)) problems.push('nights_invalid');
  if (!wholeIn(criteria.adults, 1, MAX_ADULTS)) problems.push('adults_invalid');
  if (!wholeIn(criteria.rooms, 1, MAX_SEARCH_ROOMS)) problems.push('rooms_invalid');
  else if (wholeIn(criteria.adults, 1, MAX_ADULTS) && criteria.rooms > criteria.adults)
    problems.push('rooms_above_adults');
  if (criteria.childAges.some((age) => age === null || !wholeIn(age, 0, MAX_CHILD_AGE)))
    problems.push('child_age_missing');
  if (criteria.budgetMax !== null && !(Number.isFinite(criteria.budgetMax) && criteria.budgetMax > 0))
    problems.push('budget_invalid');
  return problems;
}

/** A change the guest makes to one criterion (the form's fields). */
export type CriteriaEdit =
  | { field: 'area'; value: string | null }
  | { field: 'checkin'; value: string }
  | { field: 'nights' | 'adults' | 'rooms'; value: number }
  | { field: 'childCount'; value: number }
  | { field: 'childAge'; index: number; value: number | null }
  | { field: 'budgetMax'; value: number | null }
  | { field: 'budgetCurrency'; value: BudgetCurrency }
  | { field: 'budgetPer'; value: 'night' | 'stay' }
  | { field: 'meal'; value: MealOption | null }
  | { field: 'feature'; value: StayFeature; on: boolean };

export function applyEdit(criteria: AiSearchCriteria, edit: CriteriaEdit): AiSearchCriteria {
  switch (edit.field) {
    case 'childCount': {
      const count = Math.max(0, Math.min(MAX_CHILDREN, Math.trunc(edit.value)));
      return { ...criteria, childAges: Array.from({ length: count }, (_, i) => criteria.childAges[i] ?? null) };
    }
    case 'childAge':
      if (edit.index < 0 || edit.index >= criteria.childAges.length) return criteria;
      return { ...criteria, childAges: criteria.childAges.map((age, i) => (i === edit.index ? edit.value : age)) };
    case 'feature': {
      const without = criteria.features.filter((feature) => feature !== edit.value);
      return { ...criteria, features: edit.on ? [...without, edit.value] : without };
    }
    default:
      return { ...criteria, [edit.field]: edit.value };
  }
}

/** The stay the criteria ask for, check-in and check-out, or null while the check-in or the nights are not valid. */
export function stayOfCriteria(
  criteria: Pick<AiSearchCriteria, 'checkin' | 'nights'>,
): { checkin: string; checkout: string } | null {
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(criteria.checkin) ||
    !Number.isInteger(criteria.nights) ||
    criteria.nights < 1 ||
    criteria.nights > MAX_NIGHTS
  )
    return null;
  return { checkin: criteria.checkin, checkout: addDays(criteria.checkin, criteria.nights) };
}

/** Room `index`'s part of `total` guests shared over `rooms` rooms. */
const share = (total: number, rooms: number, index: number) =>
  Math.floor(total / rooms) + (index < total % rooms ? 1 : 0);

/**
 * The hotel search these criteria ask for: `/search-hotels` with its query (the hotel search page
 * reads it). A stay budget becomes a nightly one there, rounded down, since hotels are compared by
 * the night.
 */
export function hotelSearchPath(criteria: AiSearchCriteria): string {
  const query = new URLSearchParams();
  if (criteria.area) query.set('area', criteria.area);
  query.set('checkin', criteria.checkin);
  query.set('checkout', addDays(criteria.checkin, criteria.nights));
  const children = criteria.childAges.length;
  if (criteria.rooms > 1) {
    // Guests are per room in a search: the party is shared out, the first rooms taking any odd guest.
    query.set(
      'rooms',
      Array.from(
        { length: criteria.rooms },
        (_, i) => `${share(criteria.adults, criteria.rooms, i)}-${share(children, criteria.rooms, i)}`,
      ).join(','),
    );
  } else {
    query.set('adults', String(criteria.adults));
    if (children > 0) query.set('children', String(children));
    query.set('room_count', '1');
  }
  if (children > 0) {
    // Each room's children's ages, `;` between rooms (the widget's kids_ages), in the order the rooms took them.
    let next = 0;
    const perRoom = Array.from({ length: criteria.rooms }, (_, i) => {
      const ages = criteria.childAges.slice(next, next + share(children, criteria.rooms, i));
      next += ages.length;
      return ages.map((age) => String(age ?? '')).join(',');
    });
    query.set('kids_ages', perRoom.join(';'));
  }
  if (criteria.budgetMax !== null) {
    const nightly = criteria.budgetPer === 'stay' ? criteria.budgetMax / criteria.nights : criteria.budgetMax;
    query.set('max_price', String(Math.floor(nightly)));
    query.set('currency', criteria.budgetCurrency);
  }
  if (criteria.meal) query.set('meal', criteria.meal);
  if (criteria.features.length > 0) query.set('features', criteria.features.join(','));
  return `/search-hotels?${query.toString()}`;
}
