import type { KidsSetting } from '../domain/kids-tiers';
import { kidsOfStoredChildren } from '../domain/reservation-children';
import type { PricedRoomGuests } from '../pricing/pricing-service';
import type { ReservationRoomDetail } from '../repositories/reservations';

/**
 * The pricing input of a booked room from what was stored with it: adults and children, and the
 * children by tier and option when they are still priceable by the hotel's kids setting (else the
 * plan's child supplement, as for a hotel that does not tier children).
 */
export function storedRoomGuests(
  room: Pick<ReservationRoomDetail, 'adults' | 'children' | 'kids'>,
  kidsSetting: KidsSetting | null,
): PricedRoomGuests {
  const occupancy = { adults: room.adults, children: room.children };
  const stored = kidsOfStoredChildren(kidsSetting, room.kids);
  if (!stored) return { occupancy };
  return { occupancy, kids: stored.kids, kidsSetting, mealBed: stored.mealBed };
}
