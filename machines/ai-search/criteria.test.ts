import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  criteriaFromInterpretation,
  criteriaProblems,
  defaultAiCriteria,
  hotelSearchPath,
} from './criteria';

const today = '2026-11-26';
const defaults = defaultAiCriteria(today, 'JPY');
const query = (path: string) => Object.fromEntries(new URL(path, 'https://agency.example').searchParams);

describe('AI search criteria', () => {
  it('keeps what the text said over the defaults and drops what the page cannot show', () => {
    const criteria = criteriaFromInterpretation(
      {
        checkin: 'not a date',
        nights: 3,
        children: { count: 2, ages: [4] },
        budget: { max: 500, currency: 'XYZ', per: 'stay' },
        meal: 'lunch',
        features: ['onsen', 'rooftop_bar'],
      },
      defaults,
    );
    expect(criteria).toEqual({ ...defaults, nights: 3, childAges: [4, null], features: ['onsen'] });
  });

  it('shares a party over several rooms and turns a stay budget into a nightly one', () => {
    const criteria = {
      ...defaults,
      area: 'hakone',
      adults: 5,
      childAges: [3, 9, 12],
      rooms: 2,
      nights: 3,
      budgetMax: 100000,
      budgetPer: 'stay' as const,
      budgetCurrency: 'USD' as const,
    };
    expect(query(hotelSearchPath(criteria))).toEqual({
      area: 'hakone',
      checkin: today,
      checkout: '2026-11-29',
      rooms: '3-2,2-1',
      kids_ages: '3,9;12',
      max_price: '33333',
      currency: 'USD',
    });
  });

  it('names every problem that stops a search', () => {
    expect(criteriaProblems(defaults, today)).toEqual([]);
    expect(
      criteriaProblems(
        { ...defaults, checkin: '2026-11-25', nights: 0, adults: 1, rooms: 2, childAges: [null], budgetMax: -5 },
        today,
      ),
    ).toEqual(['checkin_past', 'nights_invalid', 'rooms_above_adults', 'child_age_missing', 'budget_invalid']);
    expect(criteriaProblems({ ...defaults, checkin: '2026-02-30', adults: 41, rooms: 11, nights: 31 }, today)).toEqual([
      'checkin_invalid',
      'nights_invalid',
      'adults_invalid',
      'rooms_invalid',
    ]);
  });

  it('edits children, features and plain fields', () => {
    let criteria = applyEdit(defaults, { field: 'childCount', value: 2 });
    criteria = applyEdit(criteria, { field: 'childAge', index: 1, value: 7 });
    criteria = applyEdit(criteria, { field: 'childAge', index: 5, value: 7 });
    criteria = applyEdit(criteria, { field: 'feature', value: 'pool', on: true });
    criteria = applyEdit(criteria, { field: 'feature', value: 'pool', on: true });
    criteria = applyEdit(criteria, { field: 'nights', value: 4 });
    expect(criteria).toMatchObject({ childAges: [null, 7], features: ['pool'], nights: 4 });
    expect(applyEdit(criteria, { field: 'childCount', value: 1 }).childAges).toEqual([null]);
    expect(applyEdit(criteria, { field: 'feature', value: 'pool', on: false }).features).toEqual([]);
  });
});
