import type { RoomReply, RoomSearchQuery, RoomSearchReply } from '../../contract';
import { paymentMethodCodeSchema } from '../../contract';
import type { Clock } from '../clock';
import { localToday } from '../clock';
import type { AppDb } from '../db/database';
import { failures } from '../domain/booking-failure';
import { stayPrice } from '../domain/pricing';
import { validateStay } from '../domain/stay-dates';
import { listPlans, listRoomTypes, type HotelWithBrand, type PlanRow } from '../repositories/hotels';
import { freeRoomsForStay } from '../repositories/inventory';
import { ratesForStay } from '../repositories/rates';

/**
 * GET /book/hotels/{h}/rooms. `adults` and `children` are per room; every one of the `room_count`
 * rooms holds that many guests. A room type is listed only if it can hold them and has at least
 * `room_count` rooms free on every night; a plan only if it has a rate for every night.
 *
 * Orders: price_low_to_high (room types by their cheapest plan, plans cheapest first),
 * price_high_to_low (by their dearest plan, plans dearest first), recommended (the hotel's
 * recommendation rank of the room type, plans in the hotel's plan order). Ties break by code.
 */
export async function searchRooms(db: AppDb, hotel: HotelWithBrand, query: RoomSearchQuery, clock: Clock): Promise<RoomSearchReply> {
  assertGuestsPerRoom(hotel, query.adults, query.children);
  const nights = validateStay(query.checkin, query.checkout, {
    today: localToday(clock, hotel.timeZone),
    maxNights: hotel.maxNights,
    reservablePeriodMonths: hotel.reservablePeriodMonths,
  });
  const [roomTypes, plans, freeRooms] = await Promise.all([
    listRoomTypes(db, hotel.id),
    listPlans(db, hotel.id),
    freeRoomsForStay(db, hotel.id, query.checkin, query.checkout, nights.length),
  ]);
  const guests = query.adults + query.children;
  const candidates = roomTypes.filter((type) => type.maxOccupancy >= guests && (freeRooms.get(type.id) ?? 0) >= query.room_count);
  const candidatePlans = plans.filter((plan) => candidates.some((type) => type.id === plan.roomTypeId));
  const rates = await ratesForStay(db, candidatePlans.map((plan) => plan.id), query.checkin, query.checkout);

  const rooms: RoomReply[] = [];
  for (const type of candidates) {
    const roomPlans: RoomReply['room_plan'] = [];
    for (const plan of candidatePlans.filter((p) => p.roomTypeId === type.id)) {
      const price = stayPrice(rates.get(plan.id) ?? [], nights, { adults: query.adults, children: query.children }, query.room_count);
      if (!price) continue;
      roomPlans.push({
        room_plan_code: plan.code,
        hotel_plan_code: plan.hotelPlanCode,
        room_plan_name: plan.name,
        room_plan_description: plan.description,
        total_price: price.totalPrice,
        tax: price.tax,
        room_price: price.roomPrice,
        room_tax: price.roomTax,
        currency: hotel.currency,
        refundable: plan.refundable,
        meal_included: plan.mealIncluded,
        cancellation_policy_id: plan.cancellationPolicyId,
        payment_method: paymentMethods(plan),
      });
    }
    if (roomPlans.length === 0) continue;
    rooms.push({
      room_type_code: type.code,
      room_type_name: type.name,
      room_type_description: type.description,
      max_occupancy: type.maxOccupancy,
      room_count: freeRooms.get(type.id) ?? 0,
      room_plan: roomPlans,
    });
  }
  return { rooms: sortRooms(rooms, query.order) };
}

export function assertGuestsPerRoom(hotel: HotelWithBrand, adults: number, children: number): void {
  if (adults + children > hotel.maxGuestsPerRoom) {
    throw failures.invalidField('adults', `adults and children per room must be at most ${hotel.maxGuestsPerRoom}`);
  }
}

function paymentMethods(plan: PlanRow): RoomReply['room_plan'][number]['payment_method'] {
  return plan.paymentMethods.flatMap((code) => {
    const parsed = paymentMethodCodeSchema.safeParse(code);
    return parsed.success ? [{ code: parsed.data }] : [];
  });
}

function sortRooms(rooms: RoomReply[], order: RoomSearchQuery['order']): RoomReply[] {
  if (order === 'recommended') return rooms; // already in recommendation rank and plan order
  const direction = order === 'price_low_to_high' ? 1 : -1;
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  for (const room of rooms) {
    room.room_plan.sort((a, b) => direction * (a.total_price - b.total_price) || byCode(a.room_plan_code, b.room_plan_code));
  }
  // After sorting the plans, the first one is the cheapest (or dearest) of its room type.
  return rooms.sort(
    (a, b) => direction * (a.room_plan[0]!.total_price - b.room_plan[0]!.total_price) || byCode(a.room_type_code, b.room_type_code),
  );
}
