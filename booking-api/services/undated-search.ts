import { Temporal } from 'temporal-polyfill';
import type { z } from 'zod';
import type { RoomSearchReply } from '../../contract';
import {
  ErrorCode,
  UNDATED_SEARCH_DAYS,
  parseRoomOccupancies,
  roomSearchQuerySchema,
  undatedSearchQuerySchema,
} from '../../contract';
import { localToday, type Clock } from '../clock';
import type { AppDb } from '../db/database';
import { BookingFailure, failures } from '../domain/booking-failure';
import type { HotelWithBrand } from '../repositories/hotels';
import { zodFailure } from '../http/errors';
import { searchRooms } from './room-search';

/**
 * Undated search (SPEC.md sections 2 and 4): the first check-in from `from` (default today, at most
 * UNDATED_SEARCH_DAYS days) where `nights` nights find rooms for the guests, answered like a dated
 * search of that stay with `booking_start_date` set. Refused when guest counts differ between rooms.
 */
export async function searchUndated(
  db: AppDb,
  hotel: HotelWithBrand,
  raw: Record<string, string>,
  clock: Clock,
  /** The language names and descriptions are read in (request-locale.ts). */
  locale?: string,
): Promise<RoomSearchReply> {
  // Day use is one day by definition; an undated search looks for a stay of `nights` nights.
  if (raw.is_day_use === 'true')
    throw failures.invalidField('is_day_use', 'cannot be combined with an undated search (search_type=undated)');
  const undated = parseWith(undatedSearchQuerySchema, raw);
  const today = localToday(clock, hotel.timeZone);
  const from = undated.from ?? today.toString();
  const stayOf = (checkin: string) => ({
    checkin,
    checkout: Temporal.PlainDate.from(checkin).add({ days: undated.nights }).toString(),
  });
  const query = parseWith(roomSearchQuerySchema, { ...raw, ...stayOf(from) });
  if (query.rooms !== undefined) {
    const rooms = parseRoomOccupancies(query.rooms);
    const tiers = query.kids_tiers?.split(';') ?? [];
    const options = query.kids_meal_bed?.split(';') ?? [];
    if (
      rooms.some((room) => room.adults !== rooms[0]!.adults || room.children !== rooms[0]!.children) ||
      new Set(tiers).size > 1 ||
      new Set(options).size > 1
    ) {
      throw failures.invalidField('rooms', 'an undated search cannot be used when guest counts differ between rooms');
    }
  }
  for (let day = 0; day < UNDATED_SEARCH_DAYS; day += 1) {
    const checkin = Temporal.PlainDate.from(from).add({ days: day }).toString();
    let reply: RoomSearchReply;
    try {
      reply = await searchRooms(db, hotel, { ...query, ...stayOf(checkin) }, clock, { memberId: null, locale });
    } catch (error) {
      // Past the reservable window nothing later can be found either.
      if (error instanceof BookingFailure && error.code === ErrorCode.outsideReservablePeriod) break;
      throw error;
    }
    if (reply.rooms.length > 0) return { ...reply, booking_start_date: checkin };
  }
  return { rooms: [], booking_start_date: null };
}

function parseWith<T>(schema: z.ZodType<T>, raw: Record<string, string>): T {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}
