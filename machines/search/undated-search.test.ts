import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { SearchRoomsInput } from './actors';
import type { SearchResult } from './context';
import { searchMachine } from './machine';
import type { SearchCriteria, SearchSettings } from './search-criteria';
import { canSearchUndated, keepUndatedUsable } from './undated-search';

const settings: SearchSettings = {
  today: '2026-03-02',
  defaultSearchSetting: { adults: 2, checkinDateOffset: 0 },
  maxGuestsPerRoom: 20,
  multiRoomsSearchLimit: 5,
};
const base: SearchCriteria = {
  checkin: '2026-03-10',
  checkout: '2026-03-12',
  adults: 2,
  children: 0,
  roomCount: 1,
  order: 'price_low_to_high',
} as SearchCriteria;

describe('undated search criteria', () => {
  it('keeps valid nights while every room holds the same guests, and drops them otherwise', () => {
    expect(keepUndatedUsable({ ...base, undatedNights: 3 }).undatedNights).toBe(3);
    expect(keepUndatedUsable({ ...base, undatedNights: 0 })).not.toHaveProperty('undatedNights');
    expect(keepUndatedUsable({ ...base, undatedNights: 31 })).not.toHaveProperty('undatedNights');
    expect(keepUndatedUsable({ ...base, undatedNights: Number.NaN })).not.toHaveProperty('undatedNights');
    const differ = {
      ...base,
      roomGuests: [
        { adults: 2, children: 0 },
        { adults: 1, children: 0 },
      ],
      undatedNights: 3,
    };
    expect(canSearchUndated(differ)).toBe(false);
    expect(keepUndatedUsable(differ)).not.toHaveProperty('undatedNights');
    expect(
      keepUndatedUsable({
        ...differ,
        roomGuests: [
          { adults: 2, children: 0 },
          { adults: 2, children: 0 },
        ],
      }).undatedNights,
    ).toBe(3);
  });
});

describe('the search chart with the undated control', () => {
  const start = () => {
    const sent: (number | undefined)[] = [];
    const machine = searchMachine.provide({
      actors: {
        searchRooms: fromPromise<SearchResult, SearchRoomsInput>(async ({ input }) => {
          sent.push(input.criteria.undatedNights);
          return {
            rooms: [
              { roomTypeCode: 'T', name: 'Twin', description: '', maxOccupancy: 2, roomCount: 3, plans: [] },
            ] as unknown as SearchResult['rooms'],
            nextAvailableDate: null,
          };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { hotelCode: 'demo-kyoto', settings, search: '?checkin=2026-03-10&checkout=2026-03-12&adults=2' },
    }).start();
    return { actor, sent };
  };

  it('turns undated on and off, and sends the nights with the search', async () => {
    const { actor, sent } = start();
    await waitFor(actor, (s) => s.matches('ShowingResults'));
    actor.send({ type: 'criteria.changed', criteria: { undatedNights: 4 } });
    expect(actor.getSnapshot().context.criteria.undatedNights).toBe(4);
    actor.send({ type: 'search.submitted' });
    await waitFor(actor, (s) => s.matches('ShowingResults') && s.context.searchedCriteria?.undatedNights === 4);
    expect(sent).toEqual([undefined, 4]);
    actor.send({ type: 'criteria.changed', criteria: { undatedNights: undefined } });
    expect(actor.getSnapshot().context.criteria).not.toHaveProperty('undatedNights');
    actor.stop();
  });

  it('drops an undated search when the rooms come to hold different guests', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ShowingResults'));
    actor.send({ type: 'criteria.changed', criteria: { undatedNights: 2 } });
    actor.send({
      type: 'rooms.changed',
      rooms: [
        { adults: 2, children: 0 },
        { adults: 2, children: 0 },
      ],
    });
    expect(actor.getSnapshot().context.criteria.undatedNights).toBe(2);
    actor.send({
      type: 'rooms.changed',
      rooms: [
        { adults: 2, children: 0 },
        { adults: 1, children: 1 },
      ],
    });
    expect(actor.getSnapshot().context.criteria).not.toHaveProperty('undatedNights');
    // And cannot be turned on again while they differ.
    actor.send({ type: 'criteria.changed', criteria: { undatedNights: 2 } });
    expect(actor.getSnapshot().context.criteria).not.toHaveProperty('undatedNights');
    actor.stop();
  });
});
