import type { OccupancyPriceReply, RoomOccupancy, RoomReply, RoomSearchQuery, RoomSearchReply } from '../../contract';
import { hotelContentReader } from '../domain/hotel-content';
import { parseRoomOccupancies, paymentMethodCodeSchema } from '../../contract';
import type { Clock } from '../clock';
import { localToday } from '../clock';
import type { AppDb } from '../db/database';
import { failures } from '../domain/booking-failure';
import { type NightlyRate } from '../domain/pricing';
import { bedsNeeded, guestsKey, roomStayPrice } from '../domain/kids-tiers';
import { assertRoomGuests } from '../domain/room-guests';
import { listPlans, listRoomTypes, type HotelWithBrand, type PlanRow, type RoomTypeRow } from '../repositories/hotels';
import { freeRoomsForStay } from '../repositories/inventory';
import { listCancellationPolicies } from '../repositories/cancellation-policies';
import { cancellationTerms } from '../domain/cancellation-terms';
import { ratesForStay } from '../repositories/rates';
import { searchSettingsOf, type SearchSettings } from '../repositories/search-settings';
import { withDepositTerms } from '../payment-methods/search-deposits';
import { nextAvailableCheckin } from './room-availability';
import { loadPricing, searchPlanPrices, searchReplyFields } from '../pricing/pricing-service';
import {
  planBreadthFields,
  planFilterFor,
  planOffered,
  searchKids,
  searchStay,
  type SearchKids,
} from './search-options';

/**
 * GET /book/hotels/{h}/rooms. Guests are per room: either `room_count` identical rooms of `adults`
 * and `children`, or `rooms` listing each room's guests (`rooms=2-0,3-1`, at most the hotel's
 * multi_rooms_search_limit rooms). Every room must respect max_guests_per_room and the hotel's
 * children per adult. A room type is listed only if it can hold the largest searched room and has at
 * least as many rooms free on every night as were searched; a plan only if it has a rate for every
 * night. Each plan is priced for every searched room (`occupancy_prices`, in the searched order);
 * `total_price` and `tax` are their sums; `room_price`/`room_tax` are the first searched room.
 *
 * Orders: price_low_to_high (room types by their cheapest plan, plans cheapest first),
 * price_high_to_low (by their dearest plan, plans dearest first), recommended (the hotel's
 * recommendation rank of the room type, plans in the hotel's plan order). Ties break by code.
 */
export async function searchRooms(
  db: AppDb,
  hotel: HotelWithBrand,
  query: RoomSearchQuery,
  clock: Clock,
  /**
   * The signed-in member searching (sign-in discounts, members' coupons), null for a guest, and the
   * language the names and descriptions are read in (request-locale.ts).
   */
  viewer: { memberId: number | null; locale?: string | undefined } = { memberId: null },
): Promise<RoomSearchReply> {
  const settings = await searchSettingsOf(db, hotel.id);
  const occupancies = searchedOccupancies(query, settings);
  for (const room of occupancies) assertRoomGuests({ maxGuestsPerRoom: hotel.maxGuestsPerRoom, ...settings }, room);
  // Day use (is_day_use) is a same-day stay on the check-in date's stock and rate (search-options.ts).
  const stay = searchStay(query, {
    today: localToday(clock, hotel.timeZone),
    maxNights: hotel.maxNights,
    reservablePeriodMonths: hotel.reservablePeriodMonths,
  });
  const nights = stay.nights;
  const kids = await searchKids(db, hotel.id, query, occupancies);
  const [roomTypes, plans, freeRooms, policies] = await Promise.all([
    listRoomTypes(db, hotel.id),
    listPlans(db, hotel.id),
    freeRoomsForStay(db, hotel.id, query.checkin, stay.end, nights.length),
    listCancellationPolicies(db, hotel.id),
  ]);
  // Each plan's policy in plain terms for this stay booked now, in the hotel's time zone.
  const now = clock.now();
  const termsOf = (policyId: number) => {
    const policy = policies.find((p) => p.id === policyId);
    return policy
      ? cancellationTerms({ now, checkin: query.checkin, timeZone: hotel.timeZone, tiers: policy.tiers })
      : undefined;
  };
  const largestRoom = Math.max(
    ...occupancies.map((room, index) => bedsNeeded(room, kids.kids[index] ?? null, kids.mealBed[index] ?? null)),
  );
  const fits = (type: RoomTypeRow) => type.maxOccupancy >= largestRoom;
  const candidates = roomTypes.filter((type) => fits(type) && (freeRooms.get(type.id) ?? 0) >= occupancies.length);
  const planFilter = await planFilterFor(db, plans, stay, kids, query, occupancies.length);
  const candidatePlans = plans.filter(
    (plan) =>
      candidates.some((type) => type.id === plan.roomTypeId) &&
      planOffered(planFilter, plan, freeRooms.get(plan.roomTypeId) ?? 0),
  );
  const rates = await ratesForStay(
    db,
    candidatePlans.map((plan) => plan.id),
    query.checkin,
    stay.end,
  );
  // Discounts and the searched promo or coupon code (booking-api/pricing/, the same as quote and booking).
  const pricing = await loadPricing(db, hotel, {
    clock,
    checkin: query.checkin,
    memberId: viewer.memberId,
    planIds: candidatePlans.map((plan) => plan.id),
    promoCode: query.promo_code,
    couponCode: query.coupon_code,
  });
  const pricedGuests = occupancies.map((occupancy, index) => ({
    occupancy,
    kids: kids.kids[index] ?? null,
    kidsSetting: kids.setting,
    mealBed: kids.mealBed[index] ?? null,
  }));

  const read = hotelContentReader(hotel, viewer.locale);
  const rooms: RoomReply[] = [];
  for (const type of candidates) {
    const roomPlans: RoomReply['room_plan'] = [];
    for (const plan of candidatePlans.filter((p) => p.roomTypeId === type.id)) {
      const priced = priceForRooms(rates.get(plan.id) ?? [], nights, occupancies, kids);
      if (!priced) continue;
      roomPlans.push({
        room_plan_code: plan.code,
        hotel_plan_code: plan.hotelPlanCode,
        room_plan_name: read(plan.name),
        room_plan_description: read(plan.description),
        total_price: priced.totalPrice,
        tax: priced.tax,
        room_price: priced.perRoom[0]!.room_price,
        room_tax: priced.perRoom[0]!.room_tax,
        currency: hotel.currency,
        refundable: plan.refundable,
        meal_included: plan.mealIncluded,
        meals: plan.meals,
        cancellation_policy_id: plan.cancellationPolicyId,
        ...withTerms(termsOf(plan.cancellationPolicyId)),
        payment_method: paymentMethods(plan),
        occupancy_prices: priced.perRoom,
        ...planBreadthFields(planFilter, plan, freeRooms.get(type.id) ?? 0, occupancies, kids),
        ...searchPlanPrices(pricing, plan, rates.get(plan.id) ?? [], nights, pricedGuests),
      });
    }
    if (roomPlans.length === 0) continue;
    rooms.push({
      room_type_code: type.code,
      room_type_name: read(type.name),
      room_type_description: read(type.description),
      max_occupancy: type.maxOccupancy,
      size_sqm: type.sizeSqm,
      beds: type.beds,
      view: read(type.view),
      room_count: freeRooms.get(type.id) ?? 0,
      room_plan: roomPlans,
    });
  }
  // Deposit plans show their share and deposit before booking (from the plans read above).
  const reply = await withDepositTerms(
    db,
    hotel,
    { rooms: sortRooms(rooms, query.order), ...searchReplyFields(pricing, rooms.length) },
    candidatePlans,
  );
  if (query.search_next_available_date_if_no_result === 'true' && rooms.length === 0) {
    reply.next_available_date = await nextAvailableCheckin(db, hotel, {
      after: query.checkin,
      nights: nights.length,
      occupancies,
      today: localToday(clock, hotel.timeZone),
    });
  }
  return reply;
}

function withTerms(terms: ReturnType<typeof cancellationTerms> | undefined) {
  return terms ? { cancellation_terms: terms } : {};
}

/** The searched rooms with their guests: the `rooms` list, or `room_count` rooms of adults + children. */
export function searchedOccupancies(query: RoomSearchQuery, settings: SearchSettings): RoomOccupancy[] {
  if (query.rooms !== undefined) {
    const rooms = parseRoomOccupancies(query.rooms);
    if (rooms.length > settings.multiRoomsSearchLimit) {
      throw failures.invalidField('rooms', `may list at most ${settings.multiRoomsSearchLimit} rooms`);
    }
    return rooms;
  }
  const room = { adults: query.adults ?? 1, children: query.children };
  return Array.from({ length: query.room_count }, () => room);
}

/** Prices every searched room; identical occupancies are priced once. Null if a night has no rate. */
function priceForRooms(rates: NightlyRate[], nights: string[], occupancies: RoomOccupancy[], kids: SearchKids) {
  const byOccupancy = new Map<string, OccupancyPriceReply | null>();
  const perRoom: OccupancyPriceReply[] = [];
  for (const [index, room] of occupancies.entries()) {
    const roomKids = kids.kids[index] ?? null;
    const mealBed = kids.mealBed[index] ?? null;
    const key = guestsKey(room, roomKids, mealBed);
    if (!byOccupancy.has(key)) {
      // Children by tier at their tier's price when the hotel tiers them (domain/kids-tiers.ts).
      const price = roomStayPrice(rates, nights, room, roomKids, kids.setting, mealBed);
      byOccupancy.set(
        key,
        price && { adults: room.adults, children: room.children, room_price: price.roomPrice, room_tax: price.roomTax },
      );
    }
    const priced = byOccupancy.get(key);
    if (!priced) return null;
    perRoom.push(priced);
  }
  return {
    perRoom,
    totalPrice: perRoom.reduce((sum, room) => sum + room.room_price, 0),
    tax: perRoom.reduce((sum, room) => sum + room.room_tax, 0),
  };
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
    room.room_plan.sort(
      (a, b) => direction * (a.total_price - b.total_price) || byCode(a.room_plan_code, b.room_plan_code),
    );
  }
  // After sorting the plans, the first one is the cheapest (or dearest) of its room type.
  return rooms.sort(
    (a, b) =>
      direction * (a.room_plan[0]!.total_price - b.room_plan[0]!.total_price) ||
      byCode(a.room_type_code, b.room_type_code),
  );
}
