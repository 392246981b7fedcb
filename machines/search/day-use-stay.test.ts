import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { SearchRoomsInput } from './actors';
import type { SearchResult } from './context';
import { searchMachine } from './machine';
import type { SearchSettings } from './search-criteria';
import { selectSearchedDayUse, selectSearchedStay } from './selectors';

const settings: SearchSettings = {
  today: '2026-03-02',
  defaultSearchSetting: { adults: 2, checkinDateOffset: 0 },
  maxGuestsPerRoom: 20,
  multiRoomsSearchLimit: 5,
};
const found = {
  rooms: [
    { roomTypeCode: 'T', name: 'Twin', description: '', maxOccupancy: 2, roomCount: 3, plans: [] },
  ] as unknown as SearchResult['rooms'],
  nextAvailableDate: null,
};

/** Day use (SPEC.md `is_day_use`): the searched stay handed to the booking is a same-day one. */
describe('the search chart with a day-use search', () => {
  const run = async (search: string) => {
    const sent: { checkin: string; isDayUse: boolean | undefined }[] = [];
    const machine = searchMachine.provide({
      actors: {
        searchRooms: fromPromise<SearchResult, SearchRoomsInput>(async ({ input }) => {
          sent.push({ checkin: input.criteria.checkin, isDayUse: input.criteria.isDayUse });
          return found;
        }),
      },
    });
    const actor = createActor(machine, { input: { hotelCode: 'demo-kyoto', settings, search } }).start();
    const shown = await waitFor(actor, (s) => s.matches('ShowingResults'));
    actor.stop();
    return { shown, sent };
  };

  it('books the check-in day as checkout, whatever checkout the bar shows', async () => {
    const { shown, sent } = await run('?checkin=2026-03-10&checkout=2026-03-12&adults=2&is_day_use=true');
    expect(sent).toEqual([{ checkin: '2026-03-10', isDayUse: true }]);
    expect(selectSearchedDayUse(shown)).toBe(true);
    expect(selectSearchedStay(shown)).toMatchObject({ checkin: '2026-03-10', checkout: '2026-03-10', adults: 2 });
  });

  it('keeps an overnight search an overnight stay', async () => {
    const { shown } = await run('?checkin=2026-03-10&checkout=2026-03-12&adults=2');
    expect(selectSearchedDayUse(shown)).toBe(false);
    expect(selectSearchedStay(shown)).toMatchObject({ checkin: '2026-03-10', checkout: '2026-03-12' });
  });
});
