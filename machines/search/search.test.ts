import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { searchMachine } from './machine';
import { criteriaFromQuery, criteriaToQuery, validateCriteria, type SearchSettings } from './search-criteria';
import type { Room, SearchResult } from './context';
import type { SearchRoomsInput } from './actors';
import { failure, type Failure } from '../failure';
import { selectCriteriaErrors, selectIsSearching, selectNights, selectQueryWarnings, selectRooms } from './selectors';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';

const settings: SearchSettings = {
  today: '2030-04-01',
  defaultSearchSetting: { adults: 2, checkinDateOffset: 0 },
  maxGuestsPerRoom: 4,
};

const room: Room = {
  roomTypeCode: 'TWN',
  name: 'Twin',
  description: '',
  maxOccupancy: 2,
  sizeSquareMetres: null,
  beds: [],
  view: '',
  roomCount: 3,
  photos: [],
  plans: [
    {
      roomPlanCode: 'TWN-RO',
      hotelPlanCode: 'RO',
      name: 'Room only',
      description: '',
      totalPrice: 20000,
      tax: 1818,
      roomPrice: 20000,
      roomTax: 1818,
      currency: 'JPY',
      refundable: true,
      mealIncluded: false,
      meals: [],
      cancellationTerms: null,
      cancellationPolicyId: 1,
      paymentMethods: ['on_site'],
      occupancyPrices: null,
    },
  ],
};

describe('criteria from the URL', () => {
  it('defaults: checkin today + offset, checkout +1, settings adults, 1 room, price_low_to_high', () => {
    const { criteria, warnings } = criteriaFromQuery('?code=demo', {
      ...settings,
      defaultSearchSetting: { adults: 3, checkinDateOffset: 2 },
    });
    expect(criteria).toEqual({
      checkin: '2030-04-03',
      checkout: '2030-04-04',
      adults: 3,
      children: 0,
      roomCount: 1,
      order: 'price_low_to_high',
    });
    expect(warnings).toEqual([]);
  });

  it('reads valid values, rooms as an alias of room_count', () => {
    const { criteria, warnings } = criteriaFromQuery(
      '?checkin=2030-05-01&checkout=2030-05-04&adults=3&children=1&rooms=2&order=recommended',
      settings,
    );
    expect(criteria).toEqual({
      checkin: '2030-05-01',
      checkout: '2030-05-04',
      adults: 3,
      children: 1,
      roomCount: 2,
      order: 'recommended',
    });
    expect(warnings).toEqual([]);
    expect(criteriaFromQuery('?room_count=3&rooms=2', settings).criteria.roomCount).toBe(3);
  });

  it('replaces invalid values by defaults and records a warning for each', () => {
    const { criteria, warnings } = criteriaFromQuery(
      '?checkin=2030-02-30&checkout=yesterday&adults=0&children=-1&room_count=abc&order=cheapest',
      settings,
    );
    expect(criteria).toEqual({
      checkin: '2030-04-01',
      checkout: '2030-04-02',
      adults: 2,
      children: 0,
      roomCount: 1,
      order: 'price_low_to_high',
    });
    expect(warnings.map((w) => `${w.parameter}:${w.code}`)).toEqual([
      'checkin:invalid_value',
      'checkout:invalid_value',
      'adults:invalid_value',
      'children:invalid_value',
      'room_count:invalid_value',
      'order:invalid_value',
    ]);
  });

  it('a past checkin and a checkout not after checkin are replaced', () => {
    const past = criteriaFromQuery('?checkin=2030-03-31&checkout=2030-04-05', settings);
    expect(past.criteria.checkin).toBe('2030-04-01');
    expect(past.criteria.checkout).toBe('2030-04-05');
    expect(past.warnings).toEqual([{ parameter: 'checkin', code: 'date_in_past' }]);
    const backwards = criteriaFromQuery('?checkin=2030-05-03&checkout=2030-05-03', settings);
    expect(backwards.criteria.checkout).toBe('2030-05-04');
    expect(backwards.warnings).toEqual([{ parameter: 'checkout', code: 'checkout_not_after_checkin' }]);
  });

  it('writes the criteria back, keeping other parameters', () => {
    const query = criteriaToQuery('code=demo&rooms=4&utm_source=x', {
      checkin: '2030-05-01',
      checkout: '2030-05-03',
      adults: 2,
      children: 0,
      roomCount: 1,
      order: 'recommended',
    });
    const params = new URLSearchParams(query);
    expect(params.get('code')).toBe('demo');
    expect(params.get('utm_source')).toBe('x');
    expect(params.get('rooms')).toBeNull();
    expect(params.get('room_count')).toBe('1');
    expect(params.get('checkout')).toBe('2030-05-03');
  });
});

describe('criteria validation', () => {
  const ok = {
    checkin: '2030-04-01',
    checkout: '2030-04-02',
    adults: 2,
    children: 0,
    roomCount: 1,
    order: 'price_low_to_high' as const,
  };
  it('accepts valid criteria', () => expect(validateCriteria(ok, settings)).toEqual([]));
  it.each([
    [{ checkout: '2030-04-01' }, 'checkout_not_after_checkin'],
    [{ checkin: '2030-03-31' }, 'checkin_before_today'],
    [{ adults: 0 }, 'adults_below_one'],
    [{ children: Number.NaN }, 'children_invalid'],
    [{ children: -1 }, 'children_invalid'],
    [{ adults: 4, children: 1 }, 'too_many_guests_per_room'],
  ] as const)('%o -> %s', (change, code) => expect(validateCriteria({ ...ok, ...change }, settings)).toContain(code));
  it('adults and children are per room: more rooms never make room for more guests', () => {
    // maxGuestsPerRoom is 4: 4 + 4 per room is too many whatever the number of rooms.
    expect(validateCriteria({ ...ok, adults: 4, children: 4, roomCount: 2 }, settings)).toEqual([
      'too_many_guests_per_room',
    ]);
    expect(validateCriteria({ ...ok, adults: 3, children: 1, roomCount: 5 }, settings)).toEqual([]);
  });
  it('more rooms than adults is fine: every room gets the searched adults', () => {
    expect(validateCriteria({ ...ok, adults: 1, roomCount: 3 }, settings)).toEqual([]);
    expect(validateCriteria({ ...ok, adults: 2, roomCount: 3 }, settings)).toEqual([]);
  });
  it('URL adults or children beyond what one room holds are replaced by defaults', () => {
    const { criteria, warnings } = criteriaFromQuery('?adults=5&children=5&room_count=3', settings);
    expect(criteria).toMatchObject({ adults: 2, children: 0, roomCount: 3 });
    expect(warnings).toEqual([
      { parameter: 'adults', code: 'invalid_value' },
      { parameter: 'children', code: 'invalid_value' },
    ]);
    expect(criteriaFromQuery('?adults=4&room_count=3', settings).criteria).toMatchObject({ adults: 4, roomCount: 3 });
  });
});

function searching(replies: Array<Room[] | Failure>) {
  const sent: SearchRoomsInput[] = [];
  const urls: string[] = [];
  const calls = { unavailable: 0, restart: 0 };
  const machine = searchMachine.provide({
    actors: {
      searchRooms: fromPromise<SearchResult, SearchRoomsInput>(async ({ input }) => {
        sent.push(input);
        const reply = replies.shift() ?? [room];
        if (!Array.isArray(reply)) throw reply;
        return { rooms: reply, nextAvailableDate: null };
      }),
    },
    actions: {
      syncUrl: (_, params) => void urls.push(params.query),
      goToServiceUnavailable: () => void calls.unavailable++,
      restartSession: () => void calls.restart++,
    },
  });
  return { machine, sent, urls, calls };
}

describe('search chart', () => {
  it('searches the URL criteria at once, syncs the URL, shows results and nights', async () => {
    const { machine, sent, urls } = searching([[room]]);
    const actor = createActor(machine, {
      input: {
        hotelCode: 'demo-kyoto',
        settings,
        search: 'code=demo-kyoto&checkin=2030-04-10&checkout=2030-04-13&adults=bad',
      },
    }).start();
    expect(selectIsSearching(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('ShowingResults'));
    expect(sent[0]).toEqual({
      hotelCode: 'demo-kyoto',
      criteria: {
        checkin: '2030-04-10',
        checkout: '2030-04-13',
        adults: 2,
        children: 0,
        roomCount: 1,
        order: 'price_low_to_high',
      },
    });
    expect(selectRooms(s)).toEqual([room]);
    expect(selectNights(s)).toBe(3);
    expect(selectQueryWarnings(s)).toEqual([{ parameter: 'adults', code: 'invalid_value' }]);
    expect(new URLSearchParams(urls[0]).get('adults')).toBe('2');
    expect(new URLSearchParams(urls[0]).get('code')).toBe('demo-kyoto');
  });

  it('criteria.changed does not query; submit does; invalid criteria send nothing', async () => {
    const { machine, sent } = searching([[room], [room]]);
    const actor = createActor(machine, { input: { hotelCode: 'h', settings, search: '' } }).start();
    await waitFor(actor, (snap) => snap.matches('ShowingResults'));
    actor.send({ type: 'criteria.changed', criteria: { checkin: '2030-04-05', checkout: '2030-04-05' } });
    expect(sent).toHaveLength(1);
    actor.send({ type: 'search.submitted' });
    expect(actor.getSnapshot().value).toBe('Invalid');
    expect(selectCriteriaErrors(actor.getSnapshot())).toEqual(['checkout_not_after_checkin']);
    expect(sent).toHaveLength(1);
    actor.send({ type: 'criteria.changed', criteria: { checkout: '2030-04-07' } });
    actor.send({ type: 'search.submitted' });
    await waitFor(actor, (snap) => snap.matches('ShowingResults'));
    expect(sent).toHaveLength(2);
    expect(sent[1]!.criteria.checkout).toBe('2030-04-07');
  });

  it("a brand-facility setup's search goes to the brand facility list with the stay; invalid criteria stay; a standard setup searches its rooms", async () => {
    const { machine, sent } = searching([[room]]);
    const paths: string[] = [];
    const actor = createActor(machine.provide({ actions: { goTo: (_, params) => void paths.push(params.path) } }), {
      input: {
        hotelCode: 'demo-bali',
        settings: { ...settings, bookingWidgetType: 'brand_facility' },
        search: 'code=demo-bali&utm_source=mail',
      },
    }).start();
    // The address's own search still shows this facility's rooms (a facility of the list lands here).
    await waitFor(actor, (snap) => snap.matches('ShowingResults'));
    actor.send({ type: 'criteria.changed', criteria: { checkin: '2030-04-10', checkout: '2030-04-10' } });
    actor.send({ type: 'search.submitted' });
    expect(actor.getSnapshot().value).toBe('Invalid');
    expect(paths).toEqual([]);
    actor.send({ type: 'criteria.changed', criteria: { checkout: '2030-04-12', adults: 3 } });
    actor.send({ type: 'search.submitted' });
    expect(sent).toHaveLength(1);
    expect(paths).toHaveLength(1);
    const [path, query] = paths[0]!.split('?');
    expect(path).toBe('/facilities');
    expect(Object.fromEntries(new URLSearchParams(query))).toMatchObject({
      code: 'demo-bali',
      checkin: '2030-04-10',
      checkout: '2030-04-12',
      adults: '3',
      room_count: '1',
      utm_source: 'mail',
    });
    expect(selectCriteriaErrors(actor.getSnapshot())).toEqual([]);

    const standard = searching([[room], [room]]);
    const moved: string[] = [];
    const widget = createActor(
      standard.machine.provide({ actions: { goTo: (_, params) => void moved.push(params.path) } }),
      { input: { hotelCode: 'demo-kyoto', settings: { ...settings, bookingWidgetType: 'standard' }, search: '' } },
    ).start();
    await waitFor(widget, (snap) => snap.matches('ShowingResults'));
    widget.send({ type: 'search.submitted' });
    await waitFor(widget, (snap) => snap.matches('ShowingResults'));
    expect([standard.sent.length, moved]).toEqual([2, []]);
  });

  it('order.changed re-queries with the new order', async () => {
    const { machine, sent } = searching([[room], [room]]);
    const actor = createActor(machine, { input: { hotelCode: 'h', settings, search: '' } }).start();
    await waitFor(actor, (snap) => snap.matches('ShowingResults'));
    actor.send({ type: 'order.changed', order: 'price_high_to_low' });
    await waitFor(actor, (snap) => snap.matches('ShowingResults'));
    expect(sent.map((input) => input.criteria.order)).toEqual(['price_low_to_high', 'price_high_to_low']);
  });

  it('no rooms (empty list or 1003) -> NoRooms', async () => {
    const empty = searching([[]]);
    const a = createActor(empty.machine, { input: { hotelCode: 'h', settings, search: '' } }).start();
    await waitFor(a, (snap) => snap.matches('NoRooms'));
    const coded = searching([failure('1003', 'No rooms', 422)]);
    const b = createActor(coded.machine, { input: { hotelCode: 'h', settings, search: '' } }).start();
    await waitFor(b, (snap) => snap.matches('NoRooms'));
  });

  it('retry after a failure checks the criteria first: an invalid search bar sends nothing', async () => {
    const { machine, sent } = searching([failure('error02', 'Network failure')]);
    const actor = createActor(machine, { input: { hotelCode: 'h', settings, search: '' } }).start();
    await waitFor(actor, (snap) => snap.matches('Failed'));
    actor.send({ type: 'criteria.changed', criteria: { adults: 4, children: 1 } });
    actor.send({ type: 'search.retried' });
    expect(actor.getSnapshot().value).toBe('Invalid');
    expect(selectCriteriaErrors(actor.getSnapshot())).toEqual(['too_many_guests_per_room']);
    expect(sent).toHaveLength(1);
  });

  it('a network failure -> Failed with error02; retry searches again', async () => {
    const { machine, sent } = searching([failure('error02', 'Network failure'), [room]]);
    const actor = createActor(machine, { input: { hotelCode: 'h', settings, search: '' } }).start();
    const failed = await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(failed.context.failure?.code).toBe('error02');
    actor.send({ type: 'search.retried' });
    await waitFor(actor, (snap) => snap.matches('ShowingResults'));
    expect(sent).toHaveLength(2);
  });

  it('503 goes to the service-unavailable page; 1009 restarts the session', async () => {
    const down = searching([failure('error02', 'Service Unavailable', 503)]);
    const a = createActor(down.machine, { input: { hotelCode: 'h', settings, search: '' } }).start();
    await waitFor(a, (snap) => snap.matches('Failed'));
    expect(down.calls).toEqual({ unavailable: 1, restart: 0 });
    const dead = searching([failure('1009', 'Invalid Client-Session', 401)]);
    const b = createActor(dead.machine, { input: { hotelCode: 'h', settings, search: '' } }).start();
    await waitFor(b, (snap) => snap.matches('Failed'));
    expect(dead.calls).toEqual({ unavailable: 0, restart: 1 });
  });
});

describe('search paths generated from the chart (xstate/graph)', () => {
  type Snap = ReturnType<typeof searchMachine.transition>;
  // A URL with a bad value, so the warning can be dismissed on some paths.
  const input = {
    hotelCode: 'demo-kyoto',
    settings,
    search: 'code=demo-kyoto&checkin=2030-04-10&checkout=2030-04-12&adults=bad',
  };
  const serializeState = (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.criteria,
      s.context.searchedCriteria,
      s.context.rooms.length,
      s.context.warnings.length,
      s.context.failure?.code ?? null,
      s.context.asksKidsMealBed,
    ]);
  const baseEvents = [
    { type: 'criteria.changed', criteria: { checkout: '2030-04-10' } },
    { type: 'criteria.changed', criteria: { checkout: '2030-04-12' } },
    { type: 'criteria.changed', criteria: { adults: 3, children: 2 } },
    { type: 'criteria.changed', criteria: { adults: 1, children: 0, roomCount: 3 } },
    { type: 'search.submitted' },
    { type: 'order.changed', order: 'price_high_to_low' },
    { type: 'search.retried' },
    { type: 'warnings.dismissed' },
    doneEvent('searchRooms', { rooms: [room], nextAvailableDate: null }),
    doneEvent('searchRooms', { rooms: [], nextAvailableDate: '2030-04-20' }),
    errorEvent('searchRooms', failure('1003', 'No rooms', 422)),
    errorEvent('searchRooms', failure('error02', 'Network failure')),
    errorEvent('searchRooms', failure('error02', 'Service Unavailable', 503)),
  ];
  // A child by tier before the kids setting is known, then a hotel that asks its meal and bed option,
  // then the choice; the plain bar's edits only on the plain form, to keep the graph small.
  const events = (s: Snap) => {
    const rooms = s.context.criteria.roomGuests;
    const unknown = s.context.asksKidsMealBed === null;
    return [
      ...(rooms ? baseEvents.filter((e) => e.type !== 'criteria.changed') : baseEvents),
      ...(!rooms && unknown ? [{ type: 'kids.tiersChanged', room: 0, kidsTiers: { B: 1 } }] : []),
      ...(rooms && unknown ? [{ type: 'kids.settingLoaded', asksMealBed: true }] : []),
      ...(rooms?.[0]?.kidsMealBed?.[0] === null
        ? [{ type: 'kids.mealBedChosen', room: 0, child: 0, option: 'meal_yes' }]
        : []),
    ];
  };
  const paths = listModelPaths(searchMachine, { input, events, serializeState });

  it('reaches every resting state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(searchMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('searches only valid criteria (guests per room within the limit), and shows results only with rooms', () => {
    for (const path of paths) {
      const { context } = path.snapshot;
      // What was sent (the searched criteria) was valid; the search bar may have changed since.
      if (path.target === 'Searching' || path.target === 'ShowingResults') {
        expect(validateCriteria(context.searchedCriteria!, settings), path.description).toEqual([]);
      }
      if (path.target === 'Invalid') expect(context.criteriaErrors.length, path.description).toBeGreaterThan(0);
      if (path.target === 'ShowingResults') expect(context.rooms.length, path.description).toBeGreaterThan(0);
    }
    // 3 adults + 2 children per room is over the 4 a room holds; 1 adult in each of 3 rooms is fine.
    expect(
      paths.some(
        (p) => p.target === 'Invalid' && p.snapshot.context.criteriaErrors.includes('too_many_guests_per_room'),
      ),
    ).toBe(true);
    expect(paths.some((p) => p.target === 'Searching' && p.snapshot.context.searchedCriteria?.roomCount === 3)).toBe(
      true,
    );
  });

  it('replaying each path on a real actor reaches the same state and context', () => {
    const machine = searchMachine.provide({ actors: { searchRooms: pendingActor<SearchResult, SearchRoomsInput>() } });
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) {
      const snapshot = replayPath(machine, input, path);
      expect(stateKey(snapshot.value), path.description).toBe(path.target);
      expect(serializeState(snapshot as Snap), path.description).toBe(serializeState(path.snapshot));
    }
  });
});
