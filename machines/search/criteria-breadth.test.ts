import { describe, expect, it } from 'vitest';
import { buildReservationInput, type StayCriteria } from '../booking/reservation-request';
import { guestsDifferPerRoom } from '../booking/selected-rooms';
import { criteriaFromQuery, criteriaToQuery, withRooms, type SearchSettings } from './search-criteria';
import { datesFromStart, tierList, tierTotal } from './criteria-breadth';
import { criteriaNights } from './search-criteria';
import type { SearchResult } from './context';
import type { SearchRoomsInput } from './actors';

const settings: SearchSettings = {
  today: '2026-03-02',
  defaultSearchSetting: { adults: 2, checkinDateOffset: 0 },
  maxGuestsPerRoom: 20,
  multiRoomsSearchLimit: 5,
};
const guest = {
  firstName: 'Minji',
  lastName: 'Kim',
  email: 'minji@example.com',
  emailConfirmation: 'minji@example.com',
  phone: '+821012345678',
  specialRequest: '',
  termsAccepted: true,
};

describe('children by tier and day use in the criteria', () => {
  it('reads kids_tiers per room into the per-room form and writes it back', () => {
    const { criteria, warnings } = criteriaFromQuery(
      '?checkin=2026-03-10&checkout=2026-03-11&rooms=2-2,1-1&kids_tiers=A:1,B:1;C:1',
      settings,
    );
    expect(warnings).toEqual([]);
    expect(criteria.roomGuests).toEqual([
      { adults: 2, children: 2, kidsTiers: { A: 1, B: 1 } },
      { adults: 1, children: 1, kidsTiers: { C: 1 } },
    ]);
    const query = new URLSearchParams(criteriaToQuery('?code=demo-seoul', criteria));
    expect(query.get('kids_tiers')).toBe('A:1,B:1;C:1');
    expect(query.get('rooms')).toBe('2-2,1-1');
    expect(criteriaFromQuery(`?${query}`, settings).criteria.roomGuests).toEqual(criteria.roomGuests);
  });

  it('applies one kids_tiers entry to every room of a room_count search', () => {
    const { criteria } = criteriaFromQuery('?adults=2&children=1&room_count=2&kids_tiers=B:1', settings);
    expect(criteria.roomGuests).toEqual([
      { adults: 2, children: 1, kidsTiers: { B: 1 } },
      { adults: 2, children: 1, kidsTiers: { B: 1 } },
    ]);
  });

  it('warns about tiers that do not add up to the children, or are malformed, and keeps the plain criteria', () => {
    for (const query of [
      '?adults=2&children=2&kids_tiers=B:1',
      '?adults=2&children=1&kids_tiers=B1',
      '?rooms=2-1,2-1,2-1&kids_tiers=B:1;B:1',
    ]) {
      const { criteria, warnings } = criteriaFromQuery(query, settings);
      expect(warnings, query).toEqual([{ parameter: 'kids_tiers', code: 'invalid_value' }]);
      expect(criteria.roomGuests?.some((room) => room.kidsTiers)).toBeFalsy();
    }
  });

  it('honours is_day_use without a warning and writes it back', () => {
    const { criteria, warnings } = criteriaFromQuery(
      '?checkin=2026-03-10&checkout=2026-03-11&is_day_use=true',
      settings,
    );
    expect(warnings).toEqual([]);
    expect(criteria.isDayUse).toBe(true);
    expect(new URLSearchParams(criteriaToQuery('', criteria)).get('is_day_use')).toBe('true');
    expect(
      new URLSearchParams(criteriaToQuery('?is_day_use=true', { ...criteria, isDayUse: false })).has('is_day_use'),
    ).toBe(false);
  });

  it('honours search_type=undated with nights, only when every room holds the same guests', () => {
    const undated = criteriaFromQuery(
      '?checkin=2026-03-10&adults=2&room_count=2&search_type=undated&nights=3',
      settings,
    );
    expect(undated.warnings).toEqual([]);
    expect(undated.criteria.undatedNights).toBe(3);
    expect(criteriaNights(undated.criteria)).toBe(3);
    const query = new URLSearchParams(criteriaToQuery('', undated.criteria));
    expect([query.get('search_type'), query.get('nights')]).toEqual(['undated', '3']);
    const { undatedNights: _dropped, ...dated } = undated.criteria;
    expect(new URLSearchParams(criteriaToQuery(`?${query}`, dated)).has('search_type')).toBe(false);

    const differ = criteriaFromQuery('?rooms=2-0,3-1&search_type=undated&nights=3', settings);
    expect(differ.warnings).toEqual([{ parameter: 'search_type', code: 'undated_guests_differ' }]);
    expect(differ.criteria.undatedNights).toBeUndefined();
    const tiersDiffer = criteriaFromQuery('?rooms=2-1,2-1&kids_tiers=B:1;C:1&search_type=undated&nights=3', settings);
    expect(tiersDiffer.warnings).toEqual([{ parameter: 'search_type', code: 'undated_guests_differ' }]);
    expect(criteriaFromQuery('?search_type=undated&nights=0', settings).warnings).toEqual([
      { parameter: 'nights', code: 'invalid_value' },
    ]);
    expect(criteriaFromQuery('?search_type=sometime', settings).warnings).toEqual([
      { parameter: 'search_type', code: 'invalid_value' },
    ]);
  });

  it('takes the found check-in of an undated search as the stay', () => {
    const criteria = { checkin: '2026-03-10', checkout: '2026-03-11', undatedNights: 3 };
    expect(datesFromStart(criteria, '2026-03-14')).toEqual({
      checkin: '2026-03-14',
      checkout: '2026-03-17',
      undatedNights: 3,
    });
    expect(datesFromStart({ checkin: '2026-03-10', checkout: '2026-03-11' }, '2026-03-14')).toEqual({
      checkin: '2026-03-10',
      checkout: '2026-03-11',
    });
  });

  it('keeps tiers when rooms are set, even for identical guests', () => {
    const rooms = [
      { adults: 2, children: 1, kidsTiers: { B: 1 } },
      { adults: 2, children: 1, kidsTiers: { B: 1 } },
    ];
    expect(withRooms(criteriaFromQuery('', settings).criteria, rooms).roomGuests).toEqual(rooms);
  });

  it('tier helpers: totals and the GraphQL list without zero counts', () => {
    expect(tierTotal({ A: 1, C: 2 })).toBe(3);
    expect(tierList({ C: 2, A: 0, B: 1 })).toEqual([
      { code: 'B', count: 1 },
      { code: 'C', count: 2 },
    ]);
  });
});

describe('children by tier in the booking', () => {
  it('sends each searched room its own tiers, and identical rooms the first room’s', () => {
    const stay: StayCriteria & { rooms: NonNullable<StayCriteria['rooms']> } = {
      checkin: '2026-03-10',
      checkout: '2026-03-11',
      adults: 2,
      children: 1,
      rooms: [
        { adults: 2, children: 1, kidsTiers: { B: 1 } },
        { adults: 2, children: 1, kidsTiers: { C: 1 } },
      ],
    };
    // Same adults and children but other tiers: priced per room, so each room fills its own slot.
    expect(guestsDifferPerRoom(stay.rooms)).toBe(true);
    const line = {
      roomTypeCode: 'SE-EXEC',
      roomPlanCode: 'SE-EXEC-RO',
      quantity: 2,
      roomPrice: 1,
      roomTax: 0,
      currency: 'KRW',
      rooms: [
        { adults: 2, children: 1, roomPrice: 1, roomTax: 0, slot: 1 },
        { adults: 2, children: 1, roomPrice: 1, roomTax: 0, slot: 0 },
      ],
    };
    const input = buildReservationInput(stay, [line], guest, 'en');
    expect(input.rooms.map((room) => room.kidsTiers)).toEqual([[{ code: 'C', count: 1 }], [{ code: 'B', count: 1 }]]);

    const identical: StayCriteria = { ...stay, rooms: [{ adults: 2, children: 1, kidsTiers: { B: 1 } }] };
    const plain = buildReservationInput(identical, [{ ...line, rooms: undefined }], guest, 'en');
    expect(plain.rooms.map((room) => room.kidsTiers)).toEqual([[{ code: 'B', count: 1 }], [{ code: 'B', count: 1 }]]);
    expect(
      buildReservationInput({ ...stay, rooms: undefined }, [{ ...line, rooms: undefined }], guest, 'en').rooms[0],
    ).not.toHaveProperty('kidsTiers');
  });
});

describe('the search chart with an undated search', () => {
  it('sends the nights, and books the check-in found', async () => {
    const { createActor, fromPromise, waitFor } = await import('xstate');
    const { searchMachine } = await import('./machine');
    const { selectSearchedStay, selectUndatedFound } = await import('./selectors');
    const sent: unknown[] = [];
    const machine = searchMachine.provide({
      actors: {
        searchRooms: fromPromise<SearchResult, SearchRoomsInput>(async ({ input }) => {
          sent.push({ undatedNights: input.criteria.undatedNights, checkin: input.criteria.checkin });
          return {
            rooms: [
              { roomTypeCode: 'T', name: 'Twin', description: '', maxOccupancy: 2, roomCount: 3, plans: [] },
            ] as unknown as SearchResult['rooms'],
            nextAvailableDate: null,
            bookingStartDate: '2026-03-14',
          };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { hotelCode: 'demo-kyoto', settings, search: '?checkin=2026-03-10&adults=2&search_type=undated&nights=3' },
    }).start();
    const shown = await waitFor(actor, (s) => s.matches('ShowingResults'));
    expect(sent).toEqual([{ undatedNights: 3, checkin: '2026-03-10' }]);
    expect(selectUndatedFound(shown)).toEqual({ checkin: '2026-03-14', nights: 3 });
    expect(selectSearchedStay(shown)).toMatchObject({ checkin: '2026-03-14', checkout: '2026-03-17' });
    actor.stop();
  });
});

describe('children by age (the ages mode)', () => {
  it('reads kids_ages per room, writes it back, and refuses a search until every child has an age', async () => {
    const { validateCriteria } = await import('./search-criteria');
    const { criteria, warnings } = criteriaFromQuery('?rooms=2-2,1-1&kids_ages=1,8;15', settings);
    expect(warnings).toEqual([]);
    expect(criteria.roomGuests).toEqual([
      { adults: 2, children: 2, kidsAges: [1, 8] },
      { adults: 1, children: 1, kidsAges: [15] },
    ]);
    expect(new URLSearchParams(criteriaToQuery('', criteria)).get('kids_ages')).toBe('1,8;15');
    expect(criteriaFromQuery('?adults=2&children=2&kids_ages=4', settings).warnings).toEqual([
      { parameter: 'kids_ages', code: 'invalid_value' },
    ]);
    expect(criteriaFromQuery('?adults=2&children=1&kids_ages=40', settings).warnings).toEqual([
      { parameter: 'kids_ages', code: 'invalid_value' },
    ]);
    const unchosen = { ...criteria, roomGuests: [{ adults: 2, children: 2, kidsAges: [1, Number.NaN] }] };
    expect(validateCriteria(unchosen, settings)).toContain('children_invalid');
    expect(validateCriteria(criteria, settings)).toEqual([]);
  });

  it('sends each room its children’s ages in the booking', () => {
    const stay: StayCriteria = {
      checkin: '2026-03-10',
      checkout: '2026-03-11',
      adults: 2,
      children: 1,
      rooms: [{ adults: 2, children: 1, kidsAges: [5] }],
    };
    const line = { roomTypeCode: 'T', roomPlanCode: 'P', quantity: 1, roomPrice: 1, roomTax: 0, currency: 'JPY' };
    expect(buildReservationInput(stay, [line], guest, 'en').rooms[0]).toMatchObject({ kidsAges: [5] });
  });
});
