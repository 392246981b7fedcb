import { consumptionTaxPercent, taxIncludedIn } from '../domain/consumption-tax';
import { nightlyPrice, type NightlyRate, type Occupancy } from '../domain/pricing';
import { accommodationTaxPerNight, type AccommodationTaxRule } from './accommodation-tax';

/**
 * The price of one room for a stay with every discount of SPEC.md section 3, night by night, in
 * integers of the currency's minor unit (docs/pricing.md). Rates are tax included; every night:
 *
 *   original (rate for the guests)
 *   - sign-in or non-sign-in discount  (plan percent of the original, for members or guests)
 *   - brr discount                     (plan percent of the original when booked early enough)
 *   - payment discount                 (hotel payment promotion: card payment of a targeted plan)
 *   - promotion discount               (promo code, on what is left; capped nights)
 *   - coupon discount                  (coupon code, on what is left; capped nights)
 *   - rounding discount                (what is left rounded down to the hotel's rounding unit)
 *   = discounted price, whose consumption tax is at the rate in force that night.
 *
 * Percent discounts are rounded down (the guest never pays a fraction more than the percent
 * says), and a night never goes below zero. Accommodation tax is computed on the discounted
 * price without consumption tax, per guest, and is not part of the price (paid at the facility).
 */

export interface PlanDiscountRule {
  signInPercent: number;
  nonSignInPercent: number;
  brrPercent: number;
  /** The brr discount applies when the stay starts at least this many days after the booking day. */
  brrDaysBefore: number;
}

export const NO_PLAN_DISCOUNT: PlanDiscountRule = {
  signInPercent: 0,
  nonSignInPercent: 0,
  brrPercent: 0,
  brrDaysBefore: 0,
};

export interface CodeDiscount {
  discountType: 'percent' | 'amount_per_night';
  discountValue: number;
  /** Only the first this-many nights of the stay are discounted (null: all). */
  maxDiscountedNights: number | null;
}

export interface RoomPriceInput {
  rates: NightlyRate[];
  nights: string[];
  occupancy: Occupancy;
  /** The undiscounted price of one night (default: the rate for the occupancy; kids tiers price children their own way). */
  nightOriginal?: (rate: NightlyRate) => number;
  plan: PlanDiscountRule;
  signedIn: boolean;
  /** Days from the facility's local booking day to check-in. */
  daysBeforeCheckin: number;
  /** Percent of the hotel payment promotion when it applies to this room (0: none). */
  paymentPercent: number;
  promotion: CodeDiscount | null;
  coupon: CodeDiscount | null;
  /** 1: no rounding; 100: every night's price is rounded down to a multiple of 100. */
  roundingUnit: number;
  accommodationTax: AccommodationTaxRule;
}

export interface RoomPrice {
  /** Tax included, before any discount. */
  originalPriceWithTax: number;
  originalPrice: number;
  /** Tax included, after every discount: what the room costs. */
  discountedPrice: number;
  tax: number;
  signInDiscount: number;
  nonSignInDiscount: number;
  /** What signing in would take off (for a guest: the teaser; for a member: equals signInDiscount). */
  potentialSignInDiscount: number;
  brrDiscount: number;
  paymentDiscount: number;
  promotionDiscount: number;
  couponDiscount: number;
  roundingDiscount: number;
  accommodationTax: number;
}

export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

function codeDiscount(code: CodeDiscount | null, nightIndex: number, left: number): number {
  if (!code || left <= 0) return 0;
  if (code.maxDiscountedNights !== null && nightIndex >= code.maxDiscountedNights) return 0;
  const amount = code.discountType === 'percent' ? percentOf(left, code.discountValue) : code.discountValue;
  return Math.min(amount, left);
}

/** Null when a night has no rate (the plan is not on sale that night). */
export function priceRoom(input: RoomPriceInput): RoomPrice | null {
  const byDate = new Map(input.rates.map((rate) => [rate.stayDate, rate]));
  const price: RoomPrice = {
    originalPriceWithTax: 0,
    originalPrice: 0,
    discountedPrice: 0,
    tax: 0,
    signInDiscount: 0,
    nonSignInDiscount: 0,
    potentialSignInDiscount: 0,
    brrDiscount: 0,
    paymentDiscount: 0,
    promotionDiscount: 0,
    couponDiscount: 0,
    roundingDiscount: 0,
    accommodationTax: 0,
  };
  const brrApplies = input.plan.brrPercent > 0 && input.daysBeforeCheckin >= input.plan.brrDaysBefore;
  for (const [index, night] of input.nights.entries()) {
    const rate = byDate.get(night);
    if (!rate) return null;
    const taxPercent = consumptionTaxPercent(night);
    const original = input.nightOriginal ? input.nightOriginal(rate) : nightlyPrice(rate, input.occupancy);
    let left = original;
    const take = (amount: number) => {
      const taken = Math.max(0, Math.min(amount, left));
      left -= taken;
      return taken;
    };
    const signIn = percentOf(original, input.plan.signInPercent);
    price.potentialSignInDiscount += signIn;
    if (input.signedIn) price.signInDiscount += take(signIn);
    else price.nonSignInDiscount += take(percentOf(original, input.plan.nonSignInPercent));
    if (brrApplies) price.brrDiscount += take(percentOf(original, input.plan.brrPercent));
    price.paymentDiscount += take(percentOf(original, input.paymentPercent));
    price.promotionDiscount += take(codeDiscount(input.promotion, index, left));
    price.couponDiscount += take(codeDiscount(input.coupon, index, left));
    if (input.roundingUnit > 1) price.roundingDiscount += take(left % input.roundingUnit);

    const tax = taxIncludedIn(left, taxPercent);
    price.originalPriceWithTax += original;
    price.originalPrice += original - taxIncludedIn(original, taxPercent);
    price.discountedPrice += left;
    price.tax += tax;
    price.accommodationTax += accommodationTaxPerNight(input.accommodationTax, left - tax, input.occupancy);
  }
  return price;
}
