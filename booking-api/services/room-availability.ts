import { hotelContentReader } from '../domain/hotel-content';
import { Temporal } from 'temporal-polyfill';
import {
  AVAILABILITY_MAX_DAYS,
  FEW_ROOMS_THRESHOLD,
  type AvailabilityQuery,
  type AvailabilityReply,
  type InventoryQuery,
  type InventoryReply,
  type RoomOccupancy,
} from '../../contract';
import type { Clock } from '../clock';
import { localToday } from '../clock';
import type { AppDb } from '../db/database';
import { failures } from '../domain/booking-failure';
import { nightlyPrice, type NightlyRate } from '../domain/pricing';
import { assertRoomGuests } from '../domain/room-guests';
import { stayNights } from '../domain/stay-dates';
import { listPlans, listRoomTypes, type HotelWithBrand } from '../repositories/hotels';
import { stockInRange } from '../repositories/inventory';
import { overnightPlans } from './search-options';
import { ratesForStay } from '../repositories/rates';
import { searchSettingsOf } from '../repositories/search-settings';

/** The last night a stay may include: today plus the reservable period (facility local time). */
function lastReservableNight(hotel: HotelWithBrand, today: Temporal.PlainDate): Temporal.PlainDate {
  return today.add({ months: hotel.reservablePeriodMonths });
}

function assertRange(from: string, to: string): string[] {
  const days = Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days;
  if (days <= 0) throw failures.invalidField('to', 'must be after from');
  if (days > AVAILABILITY_MAX_DAYS)
    throw failures.invalidField('to', `must be at most ${AVAILABILITY_MAX_DAYS} days after from`);
  return stayNights(from, to);
}

/** `${roomTypeId}|${date}` -> rooms free. */
const stockKey = (roomTypeId: number, date: string) => `${roomTypeId}|${date}`;

/**
 * GET /book/hotels/{h}/rooms/availability: for each date of [from, to), whether a stay may start
 * that night, the rooms free that night in the room types that hold the guests, and the cheapest
 * one-night price of one room for those guests among plans of room types with a room free.
 */
export async function roomAvailability(
  db: AppDb,
  hotel: HotelWithBrand,
  query: AvailabilityQuery,
  clock: Clock,
): Promise<AvailabilityReply> {
  const dates = assertRange(query.from, query.to);
  const settings = await searchSettingsOf(db, hotel.id);
  const occupancy = { adults: query.adults, children: query.children };
  assertRoomGuests({ maxGuestsPerRoom: hotel.maxGuestsPerRoom, ...settings }, occupancy);
  const today = localToday(clock, hotel.timeZone);
  const lastNight = lastReservableNight(hotel, today);

  const [types, plans, stock] = await Promise.all([
    listRoomTypes(db, hotel.id),
    listPlans(db, hotel.id).then((all) => overnightPlans(db, all)),
    stockInRange(db, hotel.id, query.from, query.to),
  ]);
  const fitting = types.filter((type) => type.maxOccupancy >= occupancy.adults + occupancy.children);
  const fittingPlans = plans.filter((plan) => fitting.some((type) => type.id === plan.roomTypeId));
  const rates = await ratesForStay(
    db,
    fittingPlans.map((plan) => plan.id),
    query.from,
    query.to,
  );
  const free = new Map(stock.map((row) => [stockKey(row.roomTypeId, row.stayDate), Math.max(0, row.available)]));
  const rateOf = new Map<string, NightlyRate>();
  for (const [planId, list] of rates) for (const rate of list) rateOf.set(`${planId}|${rate.stayDate}`, rate);

  return {
    currency: hotel.currency,
    few_rooms_threshold: FEW_ROOMS_THRESHOLD,
    availability: dates.map((date) => {
      const bookable = Temporal.PlainDate.compare(date, today) >= 0 && Temporal.PlainDate.compare(date, lastNight) <= 0;
      if (!bookable) return { date, bookable, rooms_left: 0, lowest_price: null };
      let roomsLeft = 0;
      let lowest: number | null = null;
      for (const type of fitting) {
        const left = free.get(stockKey(type.id, date)) ?? 0;
        roomsLeft += left;
        if (left === 0) continue;
        for (const plan of fittingPlans) {
          if (plan.roomTypeId !== type.id) continue;
          const rate = rateOf.get(`${plan.id}|${date}`);
          if (!rate) continue;
          const price = nightlyPrice(rate, occupancy);
          if (lowest === null || price < lowest) lowest = price;
        }
      }
      return { date, bookable, rooms_left: roomsLeft, lowest_price: roomsLeft > 0 ? lowest : null };
    }),
  };
}

/** GET /book/hotels/{h}/rooms/inventory: free and total rooms of every room type for each date of [from, to). */
export async function roomInventory(
  db: AppDb,
  hotel: HotelWithBrand,
  query: InventoryQuery,
  locale?: string,
): Promise<InventoryReply> {
  const read = hotelContentReader(hotel, locale);
  const dates = assertRange(query.from, query.to);
  const [types, stock] = await Promise.all([
    listRoomTypes(db, hotel.id),
    stockInRange(db, hotel.id, query.from, query.to),
  ]);
  const byKey = new Map(stock.map((row) => [stockKey(row.roomTypeId, row.stayDate), row]));
  return {
    inventory: types.map((type) => ({
      room_type_code: type.code,
      room_type_name: read(type.name),
      // A date without a row has nothing to sell (as in the search).
      dates: dates.map((date) => {
        const row = byKey.get(stockKey(type.id, date));
        return { date, available: Math.max(0, row?.available ?? 0), total: row?.total ?? 0 };
      }),
    })),
  };
}

/**
 * `search_next_available_date_if_no_result`: the first check-in after `after` whose stay of `nights`
 * nights lies within the reservable window and where one room type holds the largest searched room,
 * has as many rooms free as were searched on every night, and has a plan with a rate every night.
 */
export async function nextAvailableCheckin(
  db: AppDb,
  hotel: HotelWithBrand,
  search: { after: string; nights: number; occupancies: RoomOccupancy[]; today: Temporal.PlainDate },
): Promise<string | null> {
  const firstCheckin = Temporal.PlainDate.from(search.after).add({ days: 1 });
  // The last check-in whose last night is still reservable.
  const lastCheckin = lastReservableNight(hotel, search.today).subtract({ days: search.nights - 1 });
  if (Temporal.PlainDate.compare(firstCheckin, lastCheckin) > 0) return null;
  const windowEnd = lastCheckin.add({ days: search.nights }).toString();
  const largestRoom = Math.max(...search.occupancies.map((room) => room.adults + room.children));
  const needed = search.occupancies.length;

  const [types, plans, stock] = await Promise.all([
    listRoomTypes(db, hotel.id),
    listPlans(db, hotel.id).then((all) => overnightPlans(db, all)),
    stockInRange(db, hotel.id, firstCheckin.toString(), windowEnd),
  ]);
  const fitting = types.filter((type) => type.maxOccupancy >= largestRoom);
  const fittingPlans = plans.filter((plan) => fitting.some((type) => type.id === plan.roomTypeId));
  const rates = await ratesForStay(
    db,
    fittingPlans.map((plan) => plan.id),
    firstCheckin.toString(),
    windowEnd,
  );
  const free = new Map(stock.map((row) => [stockKey(row.roomTypeId, row.stayDate), row.available]));
  const rated = new Set<string>();
  for (const [planId, list] of rates) for (const rate of list) rated.add(`${planId}|${rate.stayDate}`);

  for (
    let checkin = firstCheckin;
    Temporal.PlainDate.compare(checkin, lastCheckin) <= 0;
    checkin = checkin.add({ days: 1 })
  ) {
    const nights = stayNights(checkin.toString(), checkin.add({ days: search.nights }).toString());
    const found = fitting.some(
      (type) =>
        nights.every((night) => (free.get(stockKey(type.id, night)) ?? 0) >= needed) &&
        fittingPlans.some(
          (plan) => plan.roomTypeId === type.id && nights.every((night) => rated.has(`${plan.id}|${night}`)),
        ),
    );
    if (found) return checkin.toString();
  }
  return null;
}
