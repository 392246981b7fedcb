import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  CAMPAIGN_COOKIE_NAME,
  decodeCampaignCookie,
  decodeCriteriaCookie,
  encodeCampaignCookie,
  encodeCriteriaCookie,
} from './criteria-cookie';
import type { Room, SearchResult } from './context';
import type { SearchRoomsInput } from './actors';
import { searchMachine } from './machine';
import { groupByPlan } from './plan-groups';
import {
  campaignFromQuery,
  criteriaFromQuery,
  criteriaToQuery,
  defaultCriteria,
  nightsOf,
  parseRoomsParameter,
  validateCriteria,
  type SearchSettings,
} from './search-criteria';
import { selectNextAvailableDate, selectPlanGroups, selectResultsView, selectSearchedStay } from './selectors';

const settings: SearchSettings = {
  today: '2030-04-01',
  defaultSearchSetting: { adults: 2, checkinDateOffset: 0 },
  maxGuestsPerRoom: 6,
  multiRoomsSearchLimit: 3,
  maxChildrenPerAdult: 2,
  currency: 'JPY',
};

describe('every query parameter of SPEC.md section 2 is read', () => {
  it('reads guests per room from rooms=2-0,3-1 and from the JSON list of SPEC.md section 3', () => {
    const compact = criteriaFromQuery('?checkin=2030-05-01&checkout=2030-05-03&rooms=2-0,3-1', settings);
    expect(compact.warnings).toEqual([]);
    expect(compact.criteria).toMatchObject({
      roomGuests: [
        { adults: 2, children: 0 },
        { adults: 3, children: 1 },
      ],
      adults: 2,
      children: 0,
      roomCount: 2,
    });
    const json = criteriaFromQuery(
      `?rooms=${encodeURIComponent('[{"adults":1},{"adults":2,"children":2}]')}`,
      settings,
    );
    expect(json.criteria.roomGuests).toEqual([
      { adults: 1, children: 0 },
      { adults: 2, children: 2 },
    ]);
    // Identical rooms are the plain form.
    const same = criteriaFromQuery('?rooms=2-1,2-1', settings).criteria;
    expect(same).toMatchObject({ adults: 2, children: 1, roomCount: 2 });
    expect(same.roomGuests).toBeUndefined();
    expect(parseRoomsParameter('3')).toBe(3);
    expect(parseRoomsParameter('2-x')).toBeNull();
    expect(parseRoomsParameter('[]')).toBeNull();
    expect(parseRoomsParameter('[{"adults":1.5}]')).toBeNull();
    expect(parseRoomsParameter('[{"adults":2,"children":"1"}]')).toBeNull();
    expect(parseRoomsParameter('{"adults":2}')).toBeNull();
  });

  it('refuses a rooms list over multi_rooms_search_limit or breaking a room rule, with a warning, keeping the defaults', () => {
    const tooMany = criteriaFromQuery('?rooms=1-0,1-0,2-0,2-0', settings);
    expect(tooMany.warnings).toEqual([{ parameter: 'rooms', code: 'too_many_rooms' }]);
    expect(tooMany.criteria).toEqual(defaultCriteria(settings));
    // Three children for one adult: the hotel allows two per adult.
    expect(criteriaFromQuery('?rooms=2-0,1-3', settings).warnings).toEqual([
      { parameter: 'rooms', code: 'invalid_value' },
    ]);
    expect(criteriaFromQuery('?rooms=2-0,0-1', settings).warnings).toEqual([
      { parameter: 'rooms', code: 'invalid_value' },
    ]);
    expect(criteriaFromQuery('?rooms=abc', settings).warnings).toEqual([{ parameter: 'rooms', code: 'invalid_value' }]);
    expect(criteriaFromQuery('?adults=1&children=3', settings).warnings).toEqual([
      { parameter: 'children', code: 'invalid_value' },
    ]);
  });

  it('reads type=plans and honours it; type=rooms is the default', () => {
    expect(criteriaFromQuery('?type=plans', settings).criteria.type).toBe('plans');
    expect(criteriaFromQuery('?type=rooms', settings).criteria.type).toBeUndefined();
    expect(criteriaFromQuery('?type=hotels', settings).warnings).toEqual([
      { parameter: 'type', code: 'invalid_value' },
    ]);
  });

  it('keeps every value it cannot honour yet in the criteria and warns about each, never silently', () => {
    const query = new URLSearchParams({
      mode: 'member',
      filter: 'smoking',
      is_including_occupied: '1',
      price_displayed_total: 'true',
      room_type_codes: 'A,B',
      hotel_plan_code: 'BF',
      room_plan_codes: 'X',
      currency: 'USD',
      dynamic_package: 'wbf',
      lottery_event: 'L1',
      current_lottery_entry: 'E1',
      lottery_access_token: 'T',
      metasearch_source: 'google',
    });
    const { criteria, warnings } = criteriaFromQuery(`?${query}`, settings);
    expect(criteria.unhonoured).toEqual({
      mode: 'member',
      filter: 'smoking',
      isIncludingOccupied: true,
      priceDisplayedTotal: true,
      roomTypeCodes: ['A', 'B'],
      hotelPlanCodes: ['BF'],
      roomPlanCodes: ['X'],
      currency: 'USD',
      dynamicPackage: 'wbf',
      lotteryEvent: 'L1',
      currentLotteryEntry: 'E1',
      lotteryAccessToken: 'T',
      metasearchSource: 'google',
    });
    expect(warnings.every((warning) => warning.code === 'not_supported')).toBe(true);
    expect(warnings.map((warning) => warning.parameter).sort()).toEqual([
      'currency',
      'current_lottery_entry',
      'dynamic_package',
      'filter',
      'hotel_plan_codes',
      'is_including_occupied',
      'lottery_access_token',
      'lottery_event',
      'metasearch_source',
      'mode',
      'price_displayed_total',
      'room_plan_codes',
      'room_type_codes',
    ]);
    // The search itself is unchanged by them.
    const { unhonoured: _kept, ...searched } = criteria;
    expect(searched).toEqual(defaultCriteria(settings));
  });

  it('honours voucher_coupon_code: kept in the criteria for the points-and-vouchers section, no warning', () => {
    const { criteria, warnings } = criteriaFromQuery('?voucher_coupon_code=%20DEMO-WELCOME-2000%20', settings);
    expect(criteria.voucherCouponCode).toBe('DEMO-WELCOME-2000');
    expect(criteria.unhonoured).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(criteriaFromQuery('?voucher_coupon_code=', settings).criteria.voucherCouponCode).toBeUndefined();
  });

  it('does not warn about values that ask for nothing: false flags, dated search, the hotel currency', () => {
    expect(
      criteriaFromQuery('?is_day_use=false&is_including_occupied=0&search_type=dated&currency=jpy', settings).warnings,
    ).toEqual([]);
    expect(criteriaFromQuery('?kids_ages=4,x', settings).warnings).toEqual([
      { parameter: 'kids_ages', code: 'invalid_value' },
    ]);
  });

  it('nights: the day difference, 0 when equal or missing, or the nights field when undated (SPEC.md section 3)', () => {
    expect(nightsOf('2030-05-01', '2030-05-04')).toBe(3);
    expect(nightsOf('2030-05-01', '2030-05-01')).toBe(0);
    expect(nightsOf('2030-05-01', null)).toBe(0);
    expect(nightsOf('2030-05-01', '2030-05-04', 5)).toBe(5);
  });

  it('writes guests per room and the results view back into the URL', () => {
    const { criteria } = criteriaFromQuery('?rooms=2-0,3-1&type=plans&promo_code=X', settings);
    const params = new URLSearchParams(criteriaToQuery('code=demo&adults=2&promo_code=X', criteria));
    expect(params.get('rooms')).toBe('2-0,3-1');
    expect(params.get('adults')).toBeNull();
    expect(params.get('type')).toBe('plans');
    expect(params.get('promo_code')).toBe('X');
    expect(criteriaFromQuery(`?${params}`, settings).criteria.roomGuests).toEqual(criteria.roomGuests);
  });

  it('collects the campaign parameters', () => {
    expect(campaignFromQuery('?utm_source=news&utm_medium=mail&gclid=abc&adults=2&utm_campaign=')).toEqual({
      utm_source: 'news',
      utm_medium: 'mail',
      gclid: 'abc',
    });
  });
});

describe('criteria validation of a multi-room search', () => {
  const base = { ...defaultCriteria(settings), checkin: '2030-04-10', checkout: '2030-04-11' };
  it('checks every room and the number of rooms', () => {
    expect(
      validateCriteria(
        {
          ...base,
          roomGuests: [
            { adults: 2, children: 0 },
            { adults: 3, children: 1 },
          ],
        },
        settings,
      ),
    ).toEqual([]);
    expect(
      validateCriteria(
        {
          ...base,
          roomGuests: [
            { adults: 2, children: 0 },
            { adults: 0, children: 1 },
          ],
        },
        settings,
      ),
    ).toContain('adults_below_one');
    expect(
      validateCriteria(
        {
          ...base,
          roomGuests: [
            { adults: 2, children: 0 },
            { adults: 1, children: 3 },
          ],
        },
        settings,
      ),
    ).toEqual(['too_many_children_per_adult']);
    expect(
      validateCriteria(
        {
          ...base,
          roomGuests: [
            { adults: 5, children: 2 },
            { adults: 1, children: 0 },
          ],
        },
        settings,
      ),
    ).toEqual(['too_many_guests_per_room']);
    const four = Array.from({ length: 4 }, () => ({ adults: 1, children: 0 }));
    expect(validateCriteria({ ...base, roomGuests: four }, settings)).toEqual(['too_many_rooms']);
    expect(
      validateCriteria(
        {
          ...base,
          roomGuests: [
            { adults: 1, children: Number.NaN },
            { adults: 1, children: 0 },
          ],
        },
        settings,
      ),
    ).toEqual(['children_invalid']);
  });
});

describe('the criteria cookie: base64 JSON, URL over cookie over defaults', () => {
  it('round-trips the criteria, guests per room included', () => {
    const { criteria } = criteriaFromQuery(
      '?checkin=2030-05-01&checkout=2030-05-03&rooms=2-0,3-1&order=recommended&type=plans',
      settings,
    );
    const value = encodeCriteriaCookie(criteria);
    expect(JSON.parse(atob(value))).toMatchObject({
      checkin: '2030-05-01',
      checkout: '2030-05-03',
      type: 'plans',
      adults: 2,
      room_count: 2,
      rooms: [
        { adults: 2, children: 0 },
        { adults: 3, children: 1 },
      ],
      order: 'recommended',
    });
    expect(decodeCriteriaCookie(value, settings)).toEqual(criteria);
    const plain = criteriaFromQuery('?adults=1&children=1&room_count=4', settings).criteria;
    expect(decodeCriteriaCookie(encodeCriteriaCookie(plain), settings)).toEqual(plain);
  });

  it('ignores a cookie that is unreadable or no longer valid', () => {
    expect(decodeCriteriaCookie('not base64!', settings)).toBeNull();
    expect(decodeCriteriaCookie(btoa('{"checkin":1}'), settings)).toBeNull();
    // A cookie of the right fields with a wrong one: a fractional guest count, an unknown order or type, a long code.
    const good = JSON.parse(
      atob(encodeCriteriaCookie({ ...defaultCriteria(settings), checkin: '2030-05-01', checkout: '2030-05-03' })),
    );
    expect(decodeCriteriaCookie(btoa(JSON.stringify(good)), settings)).not.toBeNull();
    expect(decodeCriteriaCookie(btoa(JSON.stringify({ ...good, type: undefined })), settings)).not.toBeNull();
    for (const wrong of [
      { adults: 1.5 },
      { room_count: '1' },
      { rooms: [] },
      { rooms: [{ adults: 2 }] },
      { rooms: [{ adults: 2, children: 0.5 }] },
      { order: 'cheapest' },
      { type: 'hotels' },
      { checkout: '2030-02-30' },
      { promo_code: 'x'.repeat(41) },
      { coupon_code: 7 },
    ]) {
      expect(
        decodeCriteriaCookie(btoa(JSON.stringify({ ...good, ...wrong })), settings),
        JSON.stringify(wrong),
      ).toBeNull();
    }
    expect(decodeCampaignCookie(btoa(JSON.stringify({ utm_source: 'news', utm_medium: 3 })))).toEqual({});
    expect(decodeCampaignCookie(btoa(JSON.stringify(['utm_source'])))).toEqual({});
    const past = encodeCriteriaCookie({ ...defaultCriteria(settings), checkin: '2030-03-30', checkout: '2030-03-31' });
    expect(decodeCriteriaCookie(past, settings)).toBeNull();
  });

  it('the URL wins value by value; the cookie fills what the URL leaves out', async () => {
    const cookie = encodeCriteriaCookie({
      ...defaultCriteria(settings),
      checkin: '2030-05-01',
      checkout: '2030-05-04',
      order: 'recommended',
      adults: 3,
      children: 1,
    });
    const sent: SearchRoomsInput[] = [];
    const saved: { name: string; value: string }[] = [];
    const campaigns: string[] = [];
    const machine = searchMachine.provide({
      actors: {
        searchRooms: fromPromise<SearchResult, SearchRoomsInput>(
          async ({ input }) => (sent.push(input), { rooms: [], nextAvailableDate: null }),
        ),
      },
      actions: {
        saveCriteriaCookie: (_, params) => void saved.push(params),
        saveCampaignCookie: (_, params) => void campaigns.push(params.value),
      },
    });
    const actor = createActor(machine, {
      input: {
        hotelCode: 'demo-kyoto',
        settings,
        search: '?checkout=2030-05-02&adults=1&utm_source=news',
        storedCriteria: cookie,
      },
    }).start();
    await waitFor(actor, (s) => s.matches('NoRooms'));
    expect(sent[0]!.criteria).toEqual({
      checkin: '2030-05-01',
      checkout: '2030-05-02',
      adults: 1,
      children: 1,
      roomCount: 1,
      order: 'recommended',
    });
    // Saved under the hotel code after the search, and the campaign for a day.
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('demo-kyoto');
    expect(decodeCriteriaCookie(saved[0]!.value, settings)).toEqual(sent[0]!.criteria);
    expect(campaigns.map((value) => decodeCampaignCookie(value))).toEqual([{ utm_source: 'news' }]);
    expect(CAMPAIGN_COOKIE_NAME).toBe('booking_campaign');
  });

  it('does not write the campaign cookie without campaign parameters', async () => {
    const campaigns: string[] = [];
    const machine = searchMachine.provide({
      actors: {
        searchRooms: fromPromise<SearchResult, SearchRoomsInput>(async () => ({ rooms: [], nextAvailableDate: null })),
      },
      actions: { saveCampaignCookie: (_, params) => void campaigns.push(params.value) },
    });
    const actor = createActor(machine, { input: { hotelCode: 'h', settings, search: '' } }).start();
    await waitFor(actor, (s) => s.matches('NoRooms'));
    expect(campaigns).toEqual([]);
    expect(decodeCampaignCookie(encodeCampaignCookie({ gclid: 'g' }))).toEqual({ gclid: 'g' });
    expect(decodeCampaignCookie(btoa('{"evil":"x","gclid":"g"}'))).toEqual({ gclid: 'g' });
  });
});

const plan = (code: string, hotelPlanCode: string, totalPrice: number) => ({
  roomPlanCode: code,
  hotelPlanCode,
  name: hotelPlanCode,
  description: '',
  totalPrice,
  tax: 0,
  roomPrice: totalPrice,
  roomTax: 0,
  currency: 'JPY',
  refundable: true,
  mealIncluded: false,
  meals: [],
  cancellationTerms: null,
  cancellationPolicyId: 1,
  paymentMethods: ['on_site'],
  occupancyPrices: null,
});
const rooms: Room[] = [
  {
    roomTypeCode: 'TWN',
    name: 'Twin',
    description: '',
    maxOccupancy: 2,
    sizeSquareMetres: null,
    beds: [],
    view: '',
    roomCount: 3,
    photos: [],
    plans: [plan('TWN-RO', 'RO', 10000), plan('TWN-BF', 'BF', 13000)],
  },
  {
    roomTypeCode: 'STE',
    name: 'Suite',
    description: '',
    maxOccupancy: 4,
    sizeSquareMetres: null,
    beds: [],
    view: '',
    roomCount: 1,
    photos: [],
    plans: [plan('STE-RO', 'RO', 30000), plan('STE-BF', 'BF', 12000)],
  },
];

describe('results by plan', () => {
  it('groups by hotel plan code, ordered by price both ways, rooms inside too', () => {
    const low = groupByPlan(rooms, 'price_low_to_high');
    expect(low.map((group) => [group.hotelPlanCode, group.fromPrice])).toEqual([
      ['RO', 10000],
      ['BF', 12000],
    ]);
    expect(low[0]!.rooms.map((entry) => entry.plan.roomPlanCode)).toEqual(['TWN-RO', 'STE-RO']);
    const high = groupByPlan(rooms, 'price_high_to_low');
    // RO's dearest room is 30000, BF's 13000.
    expect(high.map((group) => group.hotelPlanCode)).toEqual(['RO', 'BF']);
    expect(high[1]!.rooms.map((entry) => entry.plan.roomPlanCode)).toEqual(['TWN-BF', 'STE-BF']);
    expect(groupByPlan(rooms, 'recommended').map((group) => group.hotelPlanCode)).toEqual(['RO', 'BF']);
  });

  it('view.changed switches the same results between rooms and plans without searching again', async () => {
    let calls = 0;
    const machine = searchMachine.provide({
      actors: {
        searchRooms: fromPromise<SearchResult, SearchRoomsInput>(
          async () => (calls++, { rooms, nextAvailableDate: null }),
        ),
      },
    });
    const actor = createActor(machine, { input: { hotelCode: 'h', settings, search: '?type=plans' } }).start();
    const shown = await waitFor(actor, (s) => s.matches('ShowingResults'));
    expect(selectResultsView(shown)).toBe('plans');
    expect(selectPlanGroups(shown).map((group) => group.hotelPlanCode)).toEqual(['RO', 'BF']);
    actor.send({ type: 'view.changed', view: 'rooms' });
    expect(selectResultsView(actor.getSnapshot())).toBe('rooms');
    expect(actor.getSnapshot().matches('ShowingResults')).toBe(true);
    expect(calls).toBe(1);
  });
});

describe('multi-room search in the chart', () => {
  it('sends the guests of each room, keeps the next available date of an empty result, hands the rooms to the booking', async () => {
    const sent: SearchRoomsInput[] = [];
    const machine = searchMachine.provide({
      actors: {
        searchRooms: fromPromise<SearchResult, SearchRoomsInput>(
          async ({ input }) => (sent.push(input), { rooms: [], nextAvailableDate: '2030-04-20' }),
        ),
      },
    });
    const actor = createActor(machine, {
      input: { hotelCode: 'h', settings, search: '?checkin=2030-04-10&checkout=2030-04-12' },
    }).start();
    await waitFor(actor, (s) => s.matches('NoRooms'));
    actor.send({
      type: 'rooms.changed',
      rooms: [
        { adults: 2, children: 0 },
        { adults: 3, children: 1 },
      ],
    });
    actor.send({ type: 'search.submitted' });
    const s = await waitFor(actor, (snap) => snap.matches('NoRooms') && sent.length === 2);
    expect(sent[1]!.criteria.roomGuests).toEqual([
      { adults: 2, children: 0 },
      { adults: 3, children: 1 },
    ]);
    expect(selectNextAvailableDate(s)).toBe('2030-04-20');
    expect(selectSearchedStay(s)).toEqual({
      checkin: '2030-04-10',
      checkout: '2030-04-12',
      adults: 2,
      children: 0,
      rooms: [
        { adults: 2, children: 0 },
        { adults: 3, children: 1 },
      ],
    });
    // Too many rooms for the hotel: nothing is sent.
    actor.send({ type: 'rooms.changed', rooms: Array.from({ length: 4 }, () => ({ adults: 1, children: 0 })) });
    actor.send({ type: 'search.submitted' });
    expect(actor.getSnapshot().value).toBe('Invalid');
    expect(actor.getSnapshot().context.criteriaErrors).toEqual(['too_many_rooms']);
    // Back to the plain form: the same guests in every room.
    actor.send({ type: 'criteria.changed', criteria: { adults: 2, children: 0, roomCount: 2 } });
    expect(actor.getSnapshot().context.criteria.roomGuests).toBeUndefined();
  });
});
