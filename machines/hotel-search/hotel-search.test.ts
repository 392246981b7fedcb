import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ErrorCode } from '../../contract/error-codes';
import { failure } from '../failure';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';
import {
  applyEdit,
  childAgesPerRoom,
  criteriaFromQuery,
  criteriaProblems,
  criteriaQuery,
  hotelPagePath,
  searchedKidsAges,
  type HotelSearchCriteria,
} from './criteria';
import { selectHotelAreasLoading } from './selectors';
import { packageCriteriaFromQuery } from '../package-booking/package-criteria';
import {
  hotelSearchMachine,
  mergeFacilities,
  type AreaOption,
  type FacilityResult,
  type HotelSearchInput,
  type HotelSearchPage,
} from './machine';

const TODAY = '2026-11-26';

const facility = (code: string, overrides: Partial<FacilityResult> = {}): FacilityResult => ({
  code,
  name: code,
  area: { code: 'kyoto', name: 'Kyoto' },
  address: '',
  latitude: 35,
  longitude: 135.7,
  starRating: 3,
  features: [],
  rating: { average: 4.2, count: 10 },
  photo: null,
  soldOut: false,
  displayPrice: { total: 20000, perNight: 10000, currency: 'JPY' },
  lowestPlan: null,
  nextAvailable: [],
  ...overrides,
});

const page = (n: number, codes: string[], totalPages: number, totalEntries: number): HotelSearchPage => ({
  facilities: codes.map((code) => facility(code)),
  page: n,
  totalPages,
  totalEntries,
  nights: 2,
  currency: 'JPY',
});

const { criteria } = criteriaFromQuery(
  'area=kyoto&checkin=2026-12-04&checkout=2026-12-06&adults=2&room_count=1',
  TODAY,
);
const input: HotelSearchInput = { today: TODAY, criteria, page: 1 };

/** The chart with a fake search answering by page; every call and every address written is recorded. */
function hotelSearch(pages: Record<number, HotelSearchPage | 'fail'>, start: HotelSearchInput = input) {
  const asked: { criteria: HotelSearchCriteria; page: number }[] = [];
  const addresses: string[] = [];
  const areaReads = { count: 0 };
  const actor = createActor(
    hotelSearchMachine.provide({
      actors: {
        loadAreas: fromPromise<AreaOption[]>(async () => {
          areaReads.count++;
          return [{ code: 'kyoto', name: 'Kyoto', within: null }];
        }),
        searchHotels: fromPromise(async ({ input: request }) => {
          asked.push(request);
          const reply = pages[request.page];
          if (!reply || reply === 'fail') throw failure(ErrorCode.network, 'Network failure');
          return reply;
        }),
      },
      actions: { showCriteria: (_, params) => addresses.push(params.query) },
    }),
    { input: start },
  );
  actor.start();
  return { actor, asked, addresses, areaReads };
}

describe('the hotel search criteria', () => {
  it('reads the address the AI search and the package search build, and writes it back the same', () => {
    const query =
      'area=kyoto-station&checkin=2026-12-04&checkout=2026-12-06&adults=2&children=1&kids_ages=6&room_count=1&max_price=30000&currency=JPY&meal=breakfast&features=onsen';
    const read = criteriaFromQuery(query, TODAY);
    expect(read.criteria).toMatchObject({
      area: 'kyoto-station',
      checkin: '2026-12-04',
      checkout: '2026-12-06',
      rooms: [{ adults: 2, children: 1 }],
      maxPrice: 30000,
      currency: 'JPY',
      meal: 'breakfast',
      features: ['onsen'],
      kidsAges: '6',
      order: 'recommended',
    });
    expect(Object.fromEntries(new URLSearchParams(criteriaQuery(read.criteria)))).toEqual(
      Object.fromEntries(new URLSearchParams(query)),
    );
    const multi = criteriaFromQuery(
      'rooms=2-0,3-1&checkin=2026-12-04&checkout=2026-12-05&dynamic_package=1&origin=HND&page=3&order=rating',
      TODAY,
    );
    expect(multi.criteria.rooms).toEqual([
      { adults: 2, children: 0 },
      { adults: 3, children: 1 },
    ]);
    expect(multi.page).toBe(3);
    expect(criteriaQuery(multi.criteria, 3)).toBe(
      'checkin=2026-12-04&checkout=2026-12-05&rooms=2-0%2C3-1&order=rating&page=3&dynamic_package=1&origin=HND',
    );
    expect(hotelPagePath('agency-gion-01', multi.criteria, { checkin: '2026-12-10', checkout: '2026-12-11' })).toBe(
      '/packages?code=agency-gion-01&checkin=2026-12-10&checkout=2026-12-11&rooms=2-0%2C3-1&dynamic_package=1&origin=HND',
    );
    // The package page reads that address back as the same stay, rooms and airport.
    expect(
      packageCriteriaFromQuery(new URLSearchParams(hotelPagePath('agency-gion-01', multi.criteria).split('?')[1])),
    ).toEqual({
      checkin: '2026-12-04',
      checkout: '2026-12-05',
      rooms: [
        { adults: 2, children: 0 },
        { adults: 3, children: 1 },
      ],
      origin: 'HND',
      undated: false,
    });
  });

  it("sends the children's ages only when they give one age per child of each room", () => {
    const rooms = [
      { adults: 2, children: 2 },
      { adults: 1, children: 1 },
    ];
    expect(searchedKidsAges({ rooms, kidsAges: '1,8;5' })).toBe('1,8;5');
    expect(searchedKidsAges({ rooms, kidsAges: '1,8' })).toBeNull();
    expect(searchedKidsAges({ rooms: [rooms[0]!, rooms[0]!], kidsAges: '1,8' })).toBe('1,8');
    expect(searchedKidsAges({ rooms, kidsAges: '1,18;5' })).toBeNull();
    expect(searchedKidsAges({ rooms: [{ adults: 2, children: 0 }], kidsAges: '6' })).toBeNull();
    expect(searchedKidsAges({ rooms, kidsAges: null })).toBeNull();
  });

  it("keeps each child's age through the search bar's edits and asks for the ages it lacks", () => {
    const { criteria } = criteriaFromQuery('checkin=2026-12-04&checkout=2026-12-05&adults=2&room_count=2', TODAY);
    let edited = applyEdit(criteria, { field: 'children', index: 0, value: 2 });
    expect(childAgesPerRoom(edited)).toEqual([[null, null], []]);
    expect(criteriaProblems(edited, TODAY)).toEqual(['child_age_missing']);
    expect(searchedKidsAges(edited)).toBeNull();
    edited = applyEdit(edited, { field: 'childAge', room: 0, child: 1, value: 9 });
    expect(edited.kidsAges).toBe(',9;');
    edited = applyEdit(edited, { field: 'childAge', room: 0, child: 0, value: 4 });
    edited = applyEdit(edited, { field: 'children', index: 1, value: 1 });
    edited = applyEdit(edited, { field: 'childAge', room: 1, child: 0, value: 15 });
    expect(childAgesPerRoom(edited)).toEqual([[4, 9], [15]]);
    expect(criteriaProblems(edited, TODAY)).toEqual([]);
    expect(searchedKidsAges(edited)).toBe('4,9;15');
    // The address carries them, and reading it back gives the same ages.
    const query = criteriaQuery(edited);
    expect(new URLSearchParams(query).get('rooms')).toBe('2-2,2-1');
    expect(new URLSearchParams(query).get('kids_ages')).toBe('4,9;15');
    expect(childAgesPerRoom(criteriaFromQuery(query, TODAY).criteria)).toEqual([[4, 9], [15]]);
    expect(hotelPagePath('demo-hakone', edited)).toContain('kids_ages=4%2C9%3B15');
    // One child fewer keeps the first child's age; one room fewer keeps the first room's.
    const fewer = applyEdit(applyEdit(edited, { field: 'children', index: 0, value: 1 }), {
      field: 'roomCount',
      value: 1,
    });
    expect(childAgesPerRoom(fewer)).toEqual([[4]]);
    expect(searchedKidsAges(fewer)).toBe('4');
    // A list the address gives for every room alike fills each room.
    const alike = criteriaFromQuery('adults=2&children=1&room_count=2&kids_ages=6', TODAY).criteria;
    expect(childAgesPerRoom(alike)).toEqual([[6], [6]]);
    // An age the page cannot use is asked again, and the hotel page gets no partial list.
    const partial = criteriaFromQuery('adults=2&children=2&kids_ages=5,40', TODAY).criteria;
    expect(childAgesPerRoom(partial)).toEqual([[5, null]]);
    expect(hotelPagePath('demo-hakone', partial)).not.toContain('kids_ages');
  });

  it('falls back to its defaults for what it cannot use', () => {
    const read = criteriaFromQuery(
      'area=..%2Fadmin&checkin=2026-02-30&checkout=yesterday&adults=0&features=onsen,jacuzzi&meal=lunch&order=cheap&currency=XYZ&page=-1&min_price=9&max_price=1',
      TODAY,
    );
    expect(read.page).toBe(1);
    expect(read.criteria).toMatchObject({
      area: null,
      checkin: TODAY,
      checkout: '2026-11-27',
      rooms: [{ adults: 2, children: 0 }],
      features: ['onsen'],
      meal: null,
      order: 'recommended',
      currency: 'JPY',
      minPrice: null,
      maxPrice: 1,
    });
    expect(criteriaFromQuery('area=atlantis', TODAY, ['kyoto']).criteria.area).toBeNull();
    expect(criteriaProblems({ ...read.criteria, checkout: read.criteria.checkin }, TODAY)).toEqual([
      'checkout_not_after',
    ]);
  });
});

describe('the hotel search chart', () => {
  it('fetches page by page and merges the pages without repeating a facility', async () => {
    const { actor, asked, addresses } = hotelSearch({
      1: page(1, ['a', 'b'], 3, 5),
      2: page(2, ['b', 'c'], 3, 5),
      3: page(3, ['d', 'e'], 3, 5),
    });
    await waitFor(actor, (s) => s.matches({ Results: 'Showing' }));
    expect(actor.getSnapshot().context.facilities.map((f) => f.code)).toEqual(['a', 'b']);
    actor.send({ type: 'more.requested' });
    await waitFor(actor, (s) => s.matches({ Results: 'Showing' }) && s.context.loadedPage === 2);
    actor.send({ type: 'more.requested' });
    await waitFor(actor, (s) => s.matches({ Results: 'Showing' }) && s.context.loadedPage === 3);
    expect(actor.getSnapshot().context.facilities.map((f) => f.code)).toEqual(['a', 'b', 'c', 'd', 'e']);
    actor.send({ type: 'more.requested' });
    expect(asked.map((call) => call.page)).toEqual([1, 2, 3]);
    expect(addresses.at(-1)).toContain('page=3');
  });

  it('opens an address of a later page with every page up to it', async () => {
    const { actor, asked } = hotelSearch(
      { 1: page(1, ['a'], 3, 3), 2: page(2, ['b'], 3, 3), 3: page(3, ['c'], 3, 3) },
      { ...input, page: 3 },
    );
    await waitFor(actor, (s) => s.matches({ Results: 'Showing' }));
    expect(asked.map((call) => call.page)).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.facilities.map((f) => f.code)).toEqual(['a', 'b', 'c']);
  });

  it('searches again from the first page on a sort or filter change, and only with searchable criteria', async () => {
    const { actor, asked, addresses, areaReads } = hotelSearch({
      1: page(1, ['a', 'b'], 2, 3),
      2: page(2, ['c'], 2, 3),
    });
    expect(selectHotelAreasLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches({ Results: 'Showing' }) && !selectHotelAreasLoading(s));
    expect(actor.getSnapshot().context.areas).toEqual([{ code: 'kyoto', name: 'Kyoto', within: null }]);
    actor.send({ type: 'sort.changed', order: 'price_low_to_high' });
    actor.send({ type: 'filter.changed', edit: { field: 'feature', feature: 'onsen', on: true } });
    await waitFor(actor, (s) => s.matches({ Results: 'Showing' }));
    expect(asked.at(-1)).toMatchObject({ page: 1, criteria: { order: 'price_low_to_high', features: ['onsen'] } });
    expect(addresses.at(-1)).toBe(
      'area=kyoto&checkin=2026-12-04&checkout=2026-12-06&adults=2&room_count=1&features=onsen&order=price_low_to_high',
    );
    const calls = asked.length;
    actor.send({ type: 'criteria.edited', edit: { field: 'checkout', value: '2026-12-04' } });
    actor.send({ type: 'search.submitted' });
    expect(asked).toHaveLength(calls);
    expect(actor.getSnapshot().context.showProblems).toBe(true);
    actor.send({ type: 'criteria.edited', edit: { field: 'checkout', value: '2026-12-07' } });
    actor.send({ type: 'search.submitted' });
    await waitFor(actor, (s) => s.matches({ Results: 'Showing' }));
    expect(asked.at(-1)!.criteria.checkout).toBe('2026-12-07');
    // The areas were read once: a sort, a filter and a new search never read them again, and keep them.
    expect(areaReads.count).toBe(1);
    expect(actor.getSnapshot().context.areas).toHaveLength(1);
  });

  it('says when nothing matches, and keeps the shown facilities when a further page fails', async () => {
    const empty = hotelSearch({ 1: page(1, [], 1, 0) });
    await waitFor(empty.actor, (s) => s.matches('Empty'));
    const { actor } = hotelSearch({ 1: page(1, ['a'], 2, 2), 2: 'fail' });
    await waitFor(actor, (s) => s.matches({ Results: 'Showing' }));
    actor.send({ type: 'more.requested' });
    await waitFor(actor, (s) => s.matches({ Results: 'MoreFailed' }));
    expect(actor.getSnapshot().context.facilities.map((f) => f.code)).toEqual(['a']);
    const failed = hotelSearch({ 1: 'fail' });
    await waitFor(failed.actor, (s) => s.matches('Failed'));
    expect(failed.actor.getSnapshot().context.failure?.code).toBe(ErrorCode.network);
  });

  it('merges by code, keeping the first place of a facility seen twice', () => {
    expect(
      mergeFacilities([facility('a'), facility('b')], [facility('b'), facility('c'), facility('c')]).map((f) => f.code),
    ).toEqual(['a', 'b', 'c']);
  });

  const modelEvents = [
    doneEvent('searchFirstPage', page(1, ['a', 'b'], 2, 3)),
    doneEvent('searchFirstPage', page(1, [], 1, 0)),
    errorEvent('searchFirstPage', failure(ErrorCode.network, 'Network failure')),
    doneEvent('searchNextPage', page(2, ['b', 'c'], 2, 3)),
    errorEvent('searchNextPage', failure(ErrorCode.network, 'Network failure')),
    { type: 'more.requested' },
    { type: 'retry' },
    { type: 'sort.changed', order: 'rating' },
    { type: 'filter.changed', edit: { field: 'meal', value: 'breakfast' } },
    { type: 'criteria.edited', edit: { field: 'checkin', value: '2026-12-10' } },
    { type: 'search.submitted' },
  ];
  const paths = listModelPaths(hotelSearchMachine, {
    input,
    events: modelEvents,
    serializeState: (snapshot) =>
      `${JSON.stringify(snapshot.value)}|${snapshot.context.loadedPage}|${snapshot.context.facilities.length}`,
  });

  it('reaches every state of the chart on some model path', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(hotelSearchMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('replays every model path on a real actor', () => {
    const machine = hotelSearchMachine.provide({
      actors: {
        searchHotels: pendingActor<HotelSearchPage, { criteria: HotelSearchCriteria; page: number }>(),
        loadAreas: pendingActor<AreaOption[], unknown>(),
      },
    });
    for (const path of paths) {
      const snapshot = replayPath(machine, input, path);
      expect(stateKey(snapshot.value), path.description).toBe(path.target);
      const codes = snapshot.context.facilities.map((f) => f.code);
      expect(new Set(codes).size, path.description).toBe(codes.length);
    }
  });
});
