import { Temporal } from 'temporal-polyfill';
import type { PriceSummary } from '../../contract';
import type { Clock } from '../clock';
import type { Queryable } from '../db/transactions';
import type { NightlyRate } from '../domain/pricing';
import { listPlans, type HotelWithBrand, type PlanRow } from '../repositories/hotels';
import type { ReservationRecord } from '../repositories/reservations';
import { summarize, withChangeFees, withExtras, withMemberReductions, withPaymentTerms } from './price-summary';
import { loadPricing, priceRoomFor, type PricedRoomGuests, type PricingContext } from './pricing-service';
import type { RoomPrice } from './room-price';

/**
 * Pricing of a shorter stay (services/reservation-changes.ts): the same module as search, quote
 * and booking, with what was booked: the booking member, the payment type, the promo or coupon code
 * stored with the reservation (its use was taken at booking, so it applies whatever its status
 * today; a coupon's capped nights count from the new check-in) and early-booking days counted from
 * the booking day. The summary it builds is what the change commit stores (docs/pricing.md).
 */
export interface ChangePricing {
  ctx: PricingContext;
  plans: Map<number, PlanRow>;
  paymentType: string;
}

export async function loadChangePricing(
  db: Queryable,
  hotel: HotelWithBrand,
  clock: Clock,
  record: ReservationRecord,
  checkin: string,
): Promise<ChangePricing> {
  const { reservation } = record;
  const planIds = [...new Set(record.rooms.map((room) => room.planId))];
  const stored = record.priceSummary;
  const [ctx, plans] = await Promise.all([
    loadPricing(db, hotel, {
      clock,
      checkin,
      memberId: reservation.memberId,
      planIds,
      promoCode: stored?.promoCode ?? undefined,
      couponCode: stored?.couponCode ?? undefined,
    }),
    listPlans(db, hotel.id),
  ]);
  const bookedOn = Temporal.Instant.fromEpochMilliseconds(reservation.createdAt.getTime())
    .toZonedDateTimeISO(hotel.timeZone)
    .toPlainDate();
  return {
    ctx: {
      ...ctx,
      code: ctx.code?.row ? { ...ctx.code, status: 'applied' } : ctx.code,
      daysBeforeCheckin: Temporal.PlainDate.from(checkin).since(bookedOn).days,
    },
    plans: new Map(plans.filter((plan) => planIds.includes(plan.id)).map((plan) => [plan.id, plan])),
    paymentType: reservation.paymentType,
  };
}

/** One kept room for the new nights; null when a night has no rate. */
export function repriceRoom(
  pricing: ChangePricing,
  planId: number,
  rates: NightlyRate[],
  nights: string[],
  guests: PricedRoomGuests,
): RoomPrice | null {
  const plan = pricing.plans.get(planId);
  if (!plan) return null;
  return priceRoomFor(pricing.ctx, { plan, rates, nights, guests, paymentType: pricing.paymentType });
}

/**
 * The breakdown of a room as the quote charges it. A change never costs more than booked
 * (domain/reservation-changes.ts): a cap shows as a rounding discount; a room whose nights did not
 * change keeps its booked price even if rates rose since, shown in the original price. So the
 * summary always adds up to what is charged.
 */
export function chargedAs(price: RoomPrice, charged: { totalPrice: number; tax: number }): RoomPrice {
  const over = price.discountedPrice - charged.totalPrice;
  if (over === 0) return price;
  const adjusted = { ...price, discountedPrice: charged.totalPrice, tax: charged.tax };
  if (over > 0) return { ...adjusted, roundingDiscount: price.roundingDiscount + over };
  return {
    ...adjusted,
    originalPriceWithTax: price.originalPriceWithTax - over,
    originalPrice: price.originalPrice - over,
  };
}

/** The reservation's summary after the change, in the order of booking-pricing.ts plus the change fees. */
export function changedSummary(input: {
  rooms: RoomPrice[];
  currency: string;
  extras: { total: number; withoutTax: number };
  reductions: { points: number; voucher: number };
  changeFees: number;
  terms: { deposit: number; remain: number };
}): PriceSummary {
  const stay = withChangeFees(withExtras(summarize(input.rooms, input.currency), input.extras), input.changeFees);
  return withPaymentTerms(withMemberReductions(stay, input.reductions), input.terms);
}
