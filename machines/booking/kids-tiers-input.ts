import { isFullyChosen, tierList } from '../search/criteria-breadth';
import type { RoomGuests } from '../search/criteria-types';

// Apart from ./reservation-request.ts: the results page's price quotes (machines/pricing/quote-request.ts)
// send the children alike, without the rest of the reservation's request.
/** A searched room's children by tier or by age, as the reservation input takes them. */
export const kidsTiersInput = (room: Omit<RoomGuests, 'adults' | 'children'> | undefined) => ({
  ...(tierList(room?.kidsTiers).length > 0 ? { kidsTiers: tierList(room?.kidsTiers) } : {}),
  ...(room?.kidsAges && room.kidsAges.length > 0 ? { kidsAges: [...room.kidsAges] } : {}),
  // Searched rooms always have every option chosen (the search chart refuses otherwise).
  ...(room?.kidsMealBed && room.kidsMealBed.length > 0 && isFullyChosen(room.kidsMealBed)
    ? { kidsMealBed: [...room.kidsMealBed] }
    : {}),
});
