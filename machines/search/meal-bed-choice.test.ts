import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SearchResult } from './context';
import type { SearchRoomsInput } from './actors';
import { searchMachine } from './machine';
import { fitMealBed, mealBedSlots, withMealBedChosen, withTierCounts } from './criteria-breadth';
import { criteriaFromQuery, criteriaToQuery, validateCriteria, type SearchSettings } from './search-criteria';
import { selectCriteria, selectCriteriaErrors, selectRoomGuests } from './selectors';

// The children's meal and bed option is the guest's explicit choice (SPEC.md section 3): the search
// chart keeps it per child, never picks one, and refuses to search while one is unchosen.
const settings: SearchSettings = {
  today: '2030-04-01',
  defaultSearchSetting: { adults: 2, checkinDateOffset: 0 },
  maxGuestsPerRoom: 6,
  multiRoomsSearchLimit: 3,
};
const dates = 'code=demo-hakone&checkin=2030-04-10&checkout=2030-04-11';

function chart(search = dates) {
  const sent: SearchRoomsInput[] = [];
  const urls: string[] = [];
  const machine = searchMachine.provide({
    actors: {
      searchRooms: fromPromise<SearchResult, SearchRoomsInput>(async ({ input }) => {
        sent.push(input);
        return { rooms: [], nextAvailableDate: null };
      }),
    },
    actions: { syncUrl: (_, params) => void urls.push(params.query) },
  });
  const actor = createActor(machine, { input: { hotelCode: 'demo-hakone', settings, search } }).start();
  return { actor, sent, urls };
}

/** The chart at a hotel that asks the options, after its first search of two adults. */
async function extrasHotel() {
  const run = chart();
  await waitFor(run.actor, (s) => s.matches('NoRooms'));
  run.actor.send({ type: 'kids.settingLoaded', asksMealBed: true });
  // The bridge switches a tiering hotel to the per-room form (search-options-panels.tsx).
  run.actor.send({ type: 'rooms.changed', rooms: [{ adults: 2, children: 0 }] });
  return run;
}

describe('the options follow the children (pure helpers)', () => {
  it('keeps the options of the children still there, leaves new ones unchosen and drops removed ones', () => {
    expect(mealBedSlots(['meal_yes'], 3)).toEqual(['meal_yes', null, null]);
    expect(mealBedSlots(['meal_yes', 'meal_no', null], 2)).toEqual(['meal_yes', 'meal_no']);
    expect(mealBedSlots(undefined, Number.NaN)).toEqual([]);
    const room = { adults: 2, children: 1, kidsTiers: { B: 1 }, kidsMealBed: ['meal_yes_bedding' as const] };
    expect(withTierCounts(room, { B: 1, C: 1 }, true)).toEqual({
      adults: 2,
      children: 2,
      kidsTiers: { B: 1, C: 1 },
      kidsMealBed: ['meal_yes_bedding', null],
    });
    expect(withTierCounts(room, { B: 0 }, true)).toEqual({ adults: 2, children: 0, kidsTiers: { B: 0 } });
    // A hotel without options: none kept; unknown yet: left as they are.
    expect(fitMealBed(room, false)).toEqual({ adults: 2, children: 1, kidsTiers: { B: 1 } });
    expect(fitMealBed(room, null)).toBe(room);
    expect(
      withMealBedChosen([{ adults: 2, children: 2, kidsMealBed: [null, null] }], 0, 1, 'meal_no')[0]!.kidsMealBed,
    ).toEqual([null, 'meal_no']);
  });

  it('writes no partial kids_meal_bed into the URL while an option is unchosen', () => {
    const { criteria } = criteriaFromQuery(
      `?${dates}&adults=2&children=2&kids_tiers=B:2&kids_meal_bed=meal_no,meal_yes`,
      settings,
    );
    expect(new URLSearchParams(criteriaToQuery('', criteria)).get('kids_meal_bed')).toBe('meal_no,meal_yes');
    const partial = {
      ...criteria,
      roomGuests: [{ ...criteria.roomGuests![0]!, kidsMealBed: ['meal_no' as const, null] }],
    };
    const query = new URLSearchParams(criteriaToQuery('', partial));
    expect(query.get('kids_meal_bed')).toBeNull();
    expect(query.get('kids_tiers')).toBe('B:2');
    expect(validateCriteria(partial, settings)).toEqual(['meal_bed_unchosen']);
  });
});

describe('the search chart and the meal and bed options', () => {
  it('gives a new child no option: the tier count adds an unchosen slot, never a default', async () => {
    const { actor } = await extrasHotel();
    actor.send({ type: 'kids.tiersChanged', room: 0, kidsTiers: { B: 1 } });
    expect(selectRoomGuests(actor.getSnapshot())).toEqual([
      { adults: 2, children: 1, kidsTiers: { B: 1 }, kidsMealBed: [null] },
    ]);
    actor.send({ type: 'kids.mealBedChosen', room: 0, child: 0, option: 'meal_yes_bedding' });
    actor.send({ type: 'kids.tiersChanged', room: 0, kidsTiers: { B: 1, C: 1 } });
    expect(selectRoomGuests(actor.getSnapshot())![0]!.kidsMealBed).toEqual(['meal_yes_bedding', null]);
    actor.send({ type: 'kids.tiersChanged', room: 0, kidsTiers: { B: 1, C: 0 } });
    expect(selectRoomGuests(actor.getSnapshot())![0]!.kidsMealBed).toEqual(['meal_yes_bedding']);
  });

  it('refuses to search with an unchosen option (no request), and searches once it is chosen', async () => {
    const { actor, sent, urls } = await extrasHotel();
    const before = sent.length;
    actor.send({ type: 'kids.tiersChanged', room: 0, kidsTiers: { B: 1, C: 1 } });
    actor.send({ type: 'kids.mealBedChosen', room: 0, child: 1, option: 'meal_no' });
    actor.send({ type: 'search.submitted' });
    expect(actor.getSnapshot().value).toBe('Invalid');
    expect(selectCriteriaErrors(actor.getSnapshot())).toEqual(['meal_bed_unchosen']);
    expect(sent).toHaveLength(before);
    actor.send({ type: 'kids.mealBedChosen', room: 0, child: 0, option: 'meal_yes' });
    actor.send({ type: 'search.submitted' });
    await waitFor(actor, (s) => s.matches('NoRooms'));
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)!.criteria.roomGuests).toEqual([
      { adults: 2, children: 2, kidsTiers: { B: 1, C: 1 }, kidsMealBed: ['meal_yes', 'meal_no'] },
    ]);
    expect(new URLSearchParams(urls.at(-1)).get('kids_meal_bed')).toBe('meal_yes,meal_no');
  });

  it('fits rooms added or copied: the copy keeps the first room’s choices, a room without children has none', async () => {
    const { actor } = await extrasHotel();
    actor.send({ type: 'kids.tiersChanged', room: 0, kidsTiers: { C: 1 } });
    actor.send({ type: 'kids.mealBedChosen', room: 0, child: 0, option: 'meal_no_bedding' });
    const first = selectRoomGuests(actor.getSnapshot())![0]!;
    actor.send({ type: 'rooms.changed', rooms: [first, { adults: 1, children: 0 }] });
    expect(selectRoomGuests(actor.getSnapshot())![1]).toEqual({ adults: 1, children: 0 });
    actor.send({ type: 'rooms.changed', rooms: [first, first] });
    expect(selectRoomGuests(actor.getSnapshot())!.map((room) => room.kidsMealBed)).toEqual([
      ['meal_no_bedding'],
      ['meal_no_bedding'],
    ]);
  });

  it('from a URL without kids_meal_bed: waits for the kids setting, then leaves the children unchosen and sends nothing', () => {
    const { actor, sent, urls } = chart(`${dates}&adults=2&children=2&kids_tiers=B:1,C:1`);
    expect(actor.getSnapshot().value).toBe('AwaitingKidsSetting');
    actor.send({ type: 'kids.settingLoaded', asksMealBed: true });
    expect(actor.getSnapshot().value).toBe('Invalid');
    expect(selectCriteriaErrors(actor.getSnapshot())).toEqual(['meal_bed_unchosen']);
    expect(selectRoomGuests(actor.getSnapshot())![0]!.kidsMealBed).toEqual([null, null]);
    expect(sent).toHaveLength(0);
    expect(urls).toHaveLength(0);
  });

  it('from a URL with too few options: keeps those given, warns, and leaves the rest unchosen', () => {
    const { actor, sent } = chart(`${dates}&adults=2&children=2&kids_tiers=B:2&kids_meal_bed=meal_yes`);
    expect(actor.getSnapshot().context.warnings).toEqual([{ parameter: 'kids_meal_bed', code: 'invalid_value' }]);
    expect(selectCriteria(actor.getSnapshot()).roomGuests![0]!.kidsMealBed).toEqual(['meal_yes', null]);
    expect(actor.getSnapshot().value).toBe('AwaitingKidsSetting');
    actor.send({ type: 'kids.settingLoaded', asksMealBed: true });
    expect(actor.getSnapshot().value).toBe('Invalid');
    expect(sent).toHaveLength(0);
  });

  it('at a hotel without options, drops them and searches the children by tier alone', async () => {
    const { actor, sent } = chart(`${dates}&adults=2&children=1&kids_tiers=B:1&kids_meal_bed=meal_no`);
    expect(actor.getSnapshot().value).toBe('Searching');
    await waitFor(actor, (s) => s.matches('NoRooms'));
    actor.send({ type: 'kids.settingLoaded', asksMealBed: false });
    expect(selectRoomGuests(actor.getSnapshot())).toEqual([{ adults: 2, children: 1, kidsTiers: { B: 1 } }]);
    const tiersOnly = chart(`${dates}&adults=2&children=1&kids_tiers=B:1`);
    tiersOnly.actor.send({ type: 'kids.settingLoaded', asksMealBed: false });
    await waitFor(tiersOnly.actor, (s) => s.matches('NoRooms'));
    expect(tiersOnly.sent[0]!.criteria.roomGuests).toEqual([{ adults: 2, children: 1, kidsTiers: { B: 1 } }]);
    expect(sent).toHaveLength(1);
  });
});
