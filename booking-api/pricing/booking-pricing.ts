import type { CreateReservationRequest, PriceSummary, ReservationReply } from '../../contract';
import type { Clock } from '../clock';
import type { Queryable } from '../db/transactions';
import { failures } from '../domain/booking-failure';
import type { NightlyRate } from '../domain/pricing';
import type { HotelWithBrand, PlanRow } from '../repositories/hotels';
import type { ReservationRow } from '../repositories/reservations';
import type { SearchKids } from '../services/search-options';
import { codeFailure } from './discount-codes';
import { summarize, withExtras, withMemberReductions, withPaymentTerms } from './price-summary';
import { loadPriceSummary, savePriceSummary, takeCodeUse, type StoredPriceSummary } from './pricing-repository';
import { assertCodeUsable, loadPricing, priceRoomFor, type PricingContext } from './pricing-service';
import type { RoomPrice } from './room-price';

/**
 * Pricing of POST .../reservations (services/reservation-booking.ts calls in here): the same
 * function as search and quote, strict about the code; the use of the code is taken and the
 * summary stored in the booking transaction (docs/pricing.md).
 */
export interface BookingPricing {
  ctx: PricingContext;
  prices: RoomPrice[];
  /** Per room, in request order: what the room costs and its tax, for the reservation's rooms. */
  rooms: { totalPrice: number; tax: number }[];
}

export async function planBookingPricing(options: {
  db: Queryable;
  clock: Clock;
  hotel: HotelWithBrand;
  request: CreateReservationRequest;
  memberId: number | null;
  plans: PlanRow[];
  rates: Map<number, NightlyRate[]>;
  nights: string[];
  kids: SearchKids;
}): Promise<BookingPricing> {
  const { request } = options;
  const ctx = await loadPricing(options.db, options.hotel, {
    clock: options.clock,
    checkin: request.checkin_date,
    memberId: options.memberId,
    planIds: [...new Set(options.plans.map((plan) => plan.id))],
    promoCode: request.promo_code,
    couponCode: request.coupon_code,
  });
  assertCodeUsable(ctx, options.plans);
  const prices = request.rooms.map((room, index) => {
    const plan = options.plans[index]!;
    const price = priceRoomFor(ctx, {
      plan,
      rates: options.rates.get(plan.id) ?? [],
      nights: options.nights,
      guests: {
        occupancy: { adults: room.adults, children: room.children ?? 0 },
        kids: options.kids.kids[index] ?? null,
        kidsSetting: options.kids.setting,
        mealBed: options.kids.mealBed[index] ?? null,
      },
      paymentType: request.payment_type,
    });
    // No rate for a night means the plan is not on sale then: as unavailable as no stock.
    if (!price) throw failures.soldOut();
    return price;
  });
  return { ctx, prices, rooms: prices.map((price) => ({ totalPrice: price.discountedPrice, tax: price.tax })) };
}

/** Inside the booking transaction: one use of the code (1501 and a rollback if the last one went meanwhile) and the summary. */
export async function recordBookingPricing(
  tx: Queryable,
  pricing: BookingPricing,
  options: {
    reservationId: number;
    memberId: number | null;
    now: Date;
    extras: { total: number; withoutTax: number };
    reductions: { points: number; voucher: number };
    /** What the payment method charges now and leaves for the facility (payment-methods/payment-terms.ts). */
    terms: { deposit: number; remain: number };
  },
): Promise<void> {
  const code = pricing.ctx.code;
  if (code?.row && !(await takeCodeUse(tx, code.row.id, options.reservationId, options.memberId, options.now))) {
    throw codeFailure(code.kind, 'limit_reached');
  }
  const summary = withPaymentTerms(
    withMemberReductions(
      withExtras(summarize(pricing.prices, pricing.ctx.hotel.currency), options.extras),
      options.reductions,
    ),
    options.terms,
  );
  await savePriceSummary(tx, options.reservationId, {
    promoCode: code?.kind === 'promo' ? code.row!.code : null,
    couponCode: code?.kind === 'coupon' ? code.row!.code : null,
    summary,
  });
}

export async function loadReservationPricing(
  db: Queryable,
  reservation: ReservationRow,
): Promise<StoredPriceSummary | null> {
  return loadPriceSummary(db, reservation.id);
}

/** Spread into the reservation reply (services/reservation-reply.ts): the summary as booked. */
export function pricingReplyFields(
  stored: StoredPriceSummary | null | undefined,
): Pick<ReservationReply, 'price_summary' | 'promo_code' | 'coupon_code'> {
  if (!stored) return {};
  const summary: PriceSummary = stored.summary;
  return { price_summary: summary, promo_code: stored.promoCode, coupon_code: stored.couponCode };
}
