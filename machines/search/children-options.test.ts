import { describe, expect, it } from 'vitest';
import { buildReservationInput, type StayCriteria } from '../booking/reservation-request';
import { guestsDifferPerRoom } from '../booking/selected-rooms';
import { sameGuestsInEveryRoom } from './criteria-breadth';
import {
  copyRoomGuests,
  criteriaFromQuery,
  criteriaToQuery,
  validateCriteria,
  withRooms,
  type SearchSettings,
} from './search-criteria';
import { canSearchUndated, keepUndatedUsable } from './undated-search';

// Children's meal and bed options, copied guests and day use against undated search in the
// criteria.
const settings: SearchSettings = {
  today: '2026-03-02',
  defaultSearchSetting: { adults: 2, checkinDateOffset: 0 },
  maxGuestsPerRoom: 20,
  multiRoomsSearchLimit: 5,
};

describe('meal and bed options in the criteria', () => {
  it('reads kids_meal_bed per room with the tiers and writes both back', () => {
    const { criteria, warnings } = criteriaFromQuery(
      '?checkin=2026-03-10&checkout=2026-03-11&rooms=2-2,1-1&kids_tiers=A:1,C:1;B:1&kids_meal_bed=meal_no,meal_yes_bedding;meal_yes',
      settings,
    );
    expect(warnings).toEqual([]);
    expect(criteria.roomGuests).toEqual([
      { adults: 2, children: 2, kidsTiers: { A: 1, C: 1 }, kidsMealBed: ['meal_no', 'meal_yes_bedding'] },
      { adults: 1, children: 1, kidsTiers: { B: 1 }, kidsMealBed: ['meal_yes'] },
    ]);
    const query = new URLSearchParams(criteriaToQuery('?code=demo-hakone', criteria));
    expect(query.get('kids_meal_bed')).toBe('meal_no,meal_yes_bedding;meal_yes');
    expect(criteriaFromQuery(`?${query}`, settings).criteria.roomGuests).toEqual(criteria.roomGuests);
  });

  it('warns about options that are unknown, too many or for other rooms, and keeps the criteria without them', () => {
    for (const query of [
      '?adults=2&children=1&kids_tiers=B:1&kids_meal_bed=meal_no,meal_yes',
      '?adults=2&children=1&kids_tiers=B:1&kids_meal_bed=meal_maybe',
      '?rooms=2-1,2-1,2-1&kids_tiers=B:1&kids_meal_bed=meal_no;meal_no',
    ]) {
      const { criteria, warnings } = criteriaFromQuery(query, settings);
      expect(warnings, query).toEqual([{ parameter: 'kids_meal_bed', code: 'invalid_value' }]);
      expect(
        criteria.roomGuests?.some((room) => room.kidsMealBed),
        query,
      ).toBeFalsy();
    }
  });

  it('warns about too few options, keeps those given and leaves the other children unchosen (never a default)', () => {
    const { criteria, warnings } = criteriaFromQuery(
      '?adults=2&children=2&kids_tiers=B:2&kids_meal_bed=meal_no',
      settings,
    );
    expect(warnings).toEqual([{ parameter: 'kids_meal_bed', code: 'invalid_value' }]);
    expect(criteria.roomGuests?.[0]?.kidsMealBed).toEqual(['meal_no', null]);
  });

  it('needs an option for every child before searching', () => {
    const base = criteriaFromQuery(
      '?checkin=2026-03-10&checkout=2026-03-11&adults=2&children=2&kids_tiers=B:2&kids_meal_bed=meal_no,meal_yes',
      settings,
    ).criteria;
    expect(validateCriteria(base, settings)).toEqual([]);
    const missing = withRooms(base, [{ ...base.roomGuests![0]!, kidsMealBed: ['meal_no'] }]);
    expect(validateCriteria(missing, settings)).toContain('children_invalid');
    const unchosen = withRooms(base, [{ ...base.roomGuests![0]!, kidsMealBed: ['meal_no', null] }]);
    expect(validateCriteria(unchosen, settings)).toEqual(['meal_bed_unchosen']);
  });

  it('books and quotes each room with its options', () => {
    const stay: StayCriteria = {
      checkin: '2026-03-10',
      checkout: '2026-03-11',
      adults: 2,
      children: 1,
      rooms: [{ adults: 2, children: 1, kidsTiers: { C: 1 }, kidsMealBed: ['meal_yes_bedding'] }],
    };
    const guest = {
      firstName: 'Taro',
      lastName: 'Yamada',
      email: 'taro@example.com',
      emailConfirmation: 'taro@example.com',
      phone: '+81901234',
      specialRequest: '',
      termsAccepted: true,
    };
    const line = {
      roomTypeCode: 'HK-WASHITSU',
      roomPlanCode: 'HK-WASHITSU-RO',
      quantity: 1,
      roomPrice: 1,
      roomTax: 0,
      currency: 'JPY',
    };
    const input = buildReservationInput(stay, [line], guest, 'en');
    expect(input.rooms[0]).toMatchObject({ kidsTiers: [{ code: 'C', count: 1 }], kidsMealBed: ['meal_yes_bedding'] });
  });
});

describe('the same guests in every room', () => {
  it('copies the first room with its tiers, ages and options, as lists of its own', () => {
    const first = {
      adults: 2,
      children: 2,
      kidsTiers: { A: 1, C: 1 },
      kidsAges: [1, 8],
      kidsMealBed: ['meal_no' as const, 'meal_yes_bedding' as const],
    };
    const copy = copyRoomGuests(first);
    expect(copy).toEqual(first);
    copy.kidsMealBed!.push('meal_yes');
    copy.kidsTiers!.A = 2;
    expect(first.kidsMealBed).toHaveLength(2);
    expect(first.kidsTiers.A).toBe(1);
  });

  it('tells rooms apart by their options: the same tiers with other options are other guests', () => {
    const room = { adults: 2, children: 1, kidsTiers: { C: 1 } };
    const criteria = criteriaFromQuery('?adults=2', settings).criteria;
    const same = withRooms(criteria, [
      { ...room, kidsMealBed: ['meal_no'] },
      { ...room, kidsMealBed: ['meal_no'] },
    ]);
    const differ = withRooms(criteria, [
      { ...room, kidsMealBed: ['meal_no'] },
      { ...room, kidsMealBed: ['meal_yes_bedding'] },
    ]);
    expect(sameGuestsInEveryRoom(same)).toBe(true);
    expect(sameGuestsInEveryRoom(differ)).toBe(false);
    expect(guestsDifferPerRoom(differ.roomGuests)).toBe(true);
    expect(guestsDifferPerRoom(same.roomGuests)).toBe(false);
  });
});

describe('day use and undated search exclude each other', () => {
  it('keeps day use and warns when the URL asks for both', () => {
    const { criteria, warnings } = criteriaFromQuery(
      '?checkin=2026-03-10&checkout=2026-03-10&adults=2&is_day_use=true&search_type=undated&nights=2',
      settings,
    );
    expect(criteria.isDayUse).toBe(true);
    expect(criteria).not.toHaveProperty('undatedNights');
    expect(warnings).toContainEqual({ parameter: 'search_type', code: 'undated_with_day_use' });
    expect(new URLSearchParams(criteriaToQuery('', criteria)).get('search_type')).toBeNull();
  });

  it('makes undated search unusable with day use, and drops it when day use is chosen', () => {
    const undated = {
      ...criteriaFromQuery('?checkin=2026-03-10&checkout=2026-03-12&adults=2', settings).criteria,
      undatedNights: 2,
    };
    expect(canSearchUndated(undated)).toBe(true);
    expect(canSearchUndated({ ...undated, isDayUse: true })).toBe(false);
    expect(keepUndatedUsable({ ...undated, isDayUse: true })).not.toHaveProperty('undatedNights');
  });
});
