import type { DiscountType, PriceSummary } from '../../contract';
import type { RoomPrice } from './room-price';

/**
 * The price and reservation summary of SPEC.md section 3 from priced rooms. Extras, points,
 * vouchers and deposits belong to other features: each adds one step (a function from summary to
 * summary, like withExtras below) so the order stays visible in one place.
 */
export function summarize(rooms: RoomPrice[], currency: string): PriceSummary {
  const sum = (pick: (room: RoomPrice) => number) => rooms.reduce((total, room) => total + pick(room), 0);
  const amounts: Record<DiscountType, number> = {
    sign_in: sum((r) => r.signInDiscount),
    non_sign_in: sum((r) => r.nonSignInDiscount),
    brr: sum((r) => r.brrDiscount),
    payment: sum((r) => r.paymentDiscount),
    promotion: sum((r) => r.promotionDiscount),
    coupon: sum((r) => r.couponDiscount),
    rounding: sum((r) => r.roundingDiscount),
  };
  const discounted = sum((r) => r.discountedPrice);
  const tax = sum((r) => r.tax);
  const totalDiscount = Object.values(amounts).reduce((a, b) => a + b, 0);
  return {
    currency,
    original_price_with_tax: sum((r) => r.originalPriceWithTax),
    original_price: sum((r) => r.originalPrice),
    discounted_price: discounted,
    room_price_without_tax: discounted - tax,
    tax,
    accommodation_tax: sum((r) => r.accommodationTax),
    sign_in_discount: amounts.sign_in,
    non_sign_in_discount: amounts.non_sign_in,
    potential_sign_in_discount: sum((r) => r.potentialSignInDiscount),
    brr_discount_amount: amounts.brr,
    payment_discount_amount: amounts.payment,
    promotion_discount_amount: amounts.promotion,
    coupon_discount_amount: amounts.coupon,
    rounding_discount: amounts.rounding,
    total_special_discount: totalDiscount,
    discounts: (Object.entries(amounts) as [DiscountType, number][])
      .filter(([, amount]) => amount > 0)
      .map(([discount_type, discount_amount]) => ({ discount_type, discount_amount })),
    total_extra_price: 0,
    extra_price_without_tax: 0,
    voucher_coupon_discount_amount: 0,
    total_price_before_point_discount: discounted,
    spending_point_value: 0,
    deposit_amount: 0,
    remain_amount: 0,
    total_price: discounted,
    total_price_without_tax: discounted - tax,
  };
}

/** Step: extras (booking-api/extras/) add to the total; their tax joins the consumption tax. */
export function withExtras(summary: PriceSummary, extras: { total: number; withoutTax: number }): PriceSummary {
  const extraTax = extras.total - extras.withoutTax;
  const total = summary.total_price + extras.total;
  return {
    ...summary,
    total_extra_price: extras.total,
    extra_price_without_tax: extras.withoutTax,
    tax: summary.tax + extraTax,
    total_price_before_point_discount: total,
    total_price: total,
    total_price_without_tax: summary.total_price_without_tax + extras.withoutTax,
  };
}

/** Step: a member voucher and points (booking-api/points/) come off last. */
export function withMemberReductions(
  summary: PriceSummary,
  reductions: { points: number; voucher: number },
): PriceSummary {
  return {
    ...summary,
    spending_point_value: reductions.points,
    voucher_coupon_discount_amount: reductions.voucher,
    total_price: summary.total_price_before_point_discount - reductions.points - reductions.voucher,
  };
}

/** Step: fees of online changes (the cancellation tier on the part given up) are owed on top of the stay. */
export function withChangeFees(summary: PriceSummary, changeFees: number): PriceSummary {
  if (changeFees === 0) return summary;
  return {
    ...summary,
    change_fee: changeFees,
    total_price_before_point_discount: summary.total_price_before_point_discount + changeFees,
    total_price: summary.total_price + changeFees,
    total_price_without_tax: summary.total_price_without_tax + changeFees,
  };
}

/** Step: what the payment method charges now (deposit_amount) and leaves for the facility (remain_amount). */
export function withPaymentTerms(summary: PriceSummary, terms: { deposit: number; remain: number }): PriceSummary {
  return { ...summary, deposit_amount: terms.deposit, remain_amount: terms.remain };
}
