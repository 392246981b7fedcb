import type { PriceQuoteQuery, PriceQuoteReply } from '../../contract';
import { textIn } from '../../contract/localized-text';
import { parseRoomOccupancies } from '../../contract';
import { localToday, type Clock } from '../clock';
import type { AppDb } from '../db/database';
import { failures } from '../domain/booking-failure';
import { assertRoomGuests } from '../domain/room-guests';
import { bedsNeeded } from '../domain/kids-tiers';
import { searchKids } from '../services/search-options';
import { stayEnd, validateBookingStay } from '../domain/day-use-stay';
import { assertDayUseStay } from '../services/search-options';
import { listPlans, listRoomTypes, type HotelWithBrand } from '../repositories/hotels';
import { ratesForStay } from '../repositories/rates';
import { searchSettingsOf } from '../repositories/search-settings';
import { planSelectedExtras } from '../extras/reservation-additions';
import { summarize, withExtras } from './price-summary';
import { assertCodeUsable, codeStatusReply, loadPricing, priceRoomFor } from './pricing-service';
import { withQuotedCharge } from './quote-charge';

/**
 * GET /book/hotels/{h}/rooms/price (SPEC.md section 7): the price of chosen rooms for dates, guests,
 * a payment type and a code, exactly as the booking would price them (same module, same strict
 * code and extras checks), without taking stock. Children are priced by tier (kids_tiers / kids_ages, as search
 * and booking take them) when the hotel tiers children, else by the plan's child supplement.
 */
export async function quotePrice(
  db: AppDb,
  hotel: HotelWithBrand,
  query: PriceQuoteQuery,
  clock: Clock,
  memberId: number | null,
): Promise<PriceQuoteReply> {
  if (query.promo_code && query.coupon_code)
    throw failures.invalidField('coupon_code', 'only one code at a time (promo_code or coupon_code)');
  const occupancies = parseRoomOccupancies(query.rooms);
  if (occupancies.length !== query.room_plan_codes.length) {
    throw failures.invalidField('room_plan_codes', 'must name one plan per room of rooms');
  }
  const limits = await searchSettingsOf(db, hotel.id);
  for (const room of occupancies)
    assertRoomGuests(
      { maxGuestsPerRoom: hotel.maxGuestsPerRoom, maxChildrenPerAdult: limits.maxChildrenPerAdult },
      room,
    );
  const nights = validateBookingStay(query.checkin, query.checkout, {
    today: localToday(clock, hotel.timeZone),
    maxNights: hotel.maxNights,
    reservablePeriodMonths: hotel.reservablePeriodMonths,
  });
  const kids = await searchKids(db, hotel.id, query, occupancies);
  const [plans, roomTypes] = await Promise.all([listPlans(db, hotel.id), listRoomTypes(db, hotel.id)]);
  const chosen = query.room_plan_codes.map((code, index) => {
    const plan = plans.find((p) => p.code === code);
    if (!plan) throw failures.unknownRoomOrPlan(`Room ${index + 1}: unknown plan ${code}.`);
    const type = roomTypes.find((t) => t.id === plan.roomTypeId)!;
    const guests = occupancies[index]!;
    // Tier A companions share an adult's bed (domain/kids-tiers.ts), as search and booking count them.
    if (bedsNeeded(guests, kids.kids[index] ?? null, kids.mealBed[index] ?? null) > type.maxOccupancy) {
      throw failures.tooManyGuests(
        `Room ${index + 1}: ${textIn(type.name, 'en')} holds at most ${type.maxOccupancy} guests.`,
      );
    }
    return plan;
  });
  await assertDayUseStay(db, chosen, query.checkin === query.checkout);
  const ctx = await loadPricing(db, hotel, {
    clock,
    checkin: query.checkin,
    memberId,
    planIds: chosen.map((plan) => plan.id),
    promoCode: query.promo_code,
    couponCode: query.coupon_code,
  });
  assertCodeUsable(ctx, chosen);
  const rates = await ratesForStay(
    db,
    [...new Set(chosen.map((plan) => plan.id))],
    query.checkin,
    stayEnd(query.checkin, query.checkout),
  );
  const prices = chosen.map((plan, index) => {
    const price = priceRoomFor(ctx, {
      plan,
      rates: rates.get(plan.id) ?? [],
      nights,
      guests: {
        occupancy: occupancies[index]!,
        kids: kids.kids[index] ?? null,
        kidsSetting: kids.setting,
        mealBed: kids.mealBed[index] ?? null,
      },
      paymentType: query.payment_type ?? null,
    });
    if (!price) throw failures.soldOut();
    return price;
  });
  // Extras are booked per reservation: checked (1100-1106) and added to the total as the booking does.
  const extras = await planSelectedExtras(
    db,
    clock,
    hotel,
    { checkin: query.checkin, checkout: query.checkout },
    query.extras ?? [],
    undefined,
  );
  // What the chosen method charges now and leaves for later, and in the chosen currency (./quote-charge.ts).
  const charged = chosen.map((plan, index) => ({ planId: plan.id, totalPrice: prices[index]!.discountedPrice }));
  return withQuotedCharge(db, hotel, query, charged, {
    rooms: chosen.map((plan, index) => ({
      room_plan_code: plan.code,
      adults: occupancies[index]!.adults,
      children: occupancies[index]!.children,
      price_summary: summarize([prices[index]!], hotel.currency),
    })),
    price_summary: withExtras(summarize(prices, hotel.currency), extras),
    discount_code: codeStatusReply(ctx),
  });
}
