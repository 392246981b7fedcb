import type { RoomOccupancy } from '../../contract';
import { failures } from './booking-failure';

/** What one room may hold: max_guests_per_room in all and the hotel's children per adult. */
export interface RoomGuestLimits {
  maxGuestsPerRoom: number;
  maxChildrenPerAdult: number;
}

/** SPEC.md section 5: max_guests_per_room and the maximum number of children per adult, per room. */
export function assertRoomGuests(limits: RoomGuestLimits, room: RoomOccupancy): void {
  if (room.adults + room.children > limits.maxGuestsPerRoom) {
    throw failures.invalidField('adults', `adults and children per room must be at most ${limits.maxGuestsPerRoom}`);
  }
  if (room.children > room.adults * limits.maxChildrenPerAdult) {
    throw failures.invalidField('children', `must be at most ${limits.maxChildrenPerAdult} per adult in each room`);
  }
}
