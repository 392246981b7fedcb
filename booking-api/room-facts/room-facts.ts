import {
  hotelOwnLocale,
  localizedTextFromInput,
  type StaffRoomFactsReply,
  type UpdateRoomFactsRequest,
} from '../../contract';
import type { Queryable } from '../db/transactions';
import { BookingFailure, failures } from '../domain/booking-failure';
import { ErrorCode } from '../../contract';
import type { HotelWithBrand } from '../repositories/hotels';
import { findRoomFacts, saveRoomFacts, type RoomFactChanges, type RoomFactsRow } from './room-facts-repository';

/**
 * The facts a room card shows of a room type (size, beds, view, capacity), as staff read and set
 * them. The guest reads them with each room of a search (services/room-search.ts).
 */

const roomTypeNotFound = () =>
  new BookingFailure(404, ErrorCode.notFound, 'Room type not found', 'This hotel has no room type with this code.');

function toReply(row: RoomFactsRow): StaffRoomFactsReply {
  return {
    room_type_code: row.code,
    size_sqm: row.sizeSqm,
    beds: row.beds,
    view: { ...row.view },
    max_occupancy: row.maxOccupancy,
  };
}

export async function readRoomFacts(db: Queryable, hotel: HotelWithBrand, code: string): Promise<StaffRoomFactsReply> {
  const row = await findRoomFacts(db, hotel.id, code);
  if (!row) throw roomTypeNotFound();
  return toReply(row);
}

/**
 * Changes the facts sent, keeps the others. A room never sleeps more guests than the hotel lets
 * one room hold (its max_guests_per_room), so a search could never ask for them.
 */
export async function updateRoomFacts(
  db: Queryable,
  hotel: HotelWithBrand,
  code: string,
  request: UpdateRoomFactsRequest,
): Promise<StaffRoomFactsReply> {
  if (request.max_occupancy !== undefined && request.max_occupancy > hotel.maxGuestsPerRoom) {
    throw failures.invalidField(
      'max_occupancy',
      `must be at most ${hotel.maxGuestsPerRoom}, the most guests this hotel takes in one room`,
    );
  }
  const changes: RoomFactChanges = {};
  if (request.size_sqm !== undefined) changes.sizeSqm = request.size_sqm;
  if (request.beds !== undefined) changes.beds = request.beds;
  if (request.view !== undefined)
    changes.view =
      request.view === null ? {} : localizedTextFromInput(request.view, hotelOwnLocale(hotel.bookLanguages));
  if (request.max_occupancy !== undefined) changes.maxOccupancy = request.max_occupancy;
  const row = await saveRoomFacts(db, hotel.id, code, changes);
  if (!row) throw roomTypeNotFound();
  return toReply(row);
}
