import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { accommodationTaxPerNight } from './accommodation-tax';
import { appliesToPlan, codeStatus, type DiscountCodeRow } from './discount-codes';
import { summarize, withExtras, withMemberReductions } from './price-summary';
import { assertExpectedTotal } from './pricing-service';
import { NO_PLAN_DISCOUNT, percentOf, priceRoom, type RoomPriceInput } from './room-price';

const nights = ['2026-04-01', '2026-04-02', '2026-04-03'];
const rates = nights.map((stayDate) => ({ stayDate, basePrice: 11000, adultSupplement: 5500, childSupplement: 2200 }));
const base: RoomPriceInput = {
  rates,
  nights,
  occupancy: { adults: 1, children: 0 },
  plan: NO_PLAN_DISCOUNT,
  signedIn: false,
  daysBeforeCheckin: 10,
  paymentPercent: 0,
  promotion: null,
  coupon: null,
  roundingUnit: 1,
  accommodationTax: { bands: [], childrenExempt: false },
};
const price = (overrides: Partial<RoomPriceInput>) => priceRoom({ ...base, ...overrides })!;

describe('room price with discounts', () => {
  it('without discounts is the rates, with the consumption tax of each night', () => {
    const p = price({});
    expect(p.discountedPrice).toBe(33000);
    expect(p.tax).toBe(3000);
    expect(p.originalPrice).toBe(30000);
    expect(p.originalPriceWithTax).toBe(33000);
  });

  it('uses the tax rate in force each night (8 % before 2019-10-01, 10 % after)', () => {
    const p = price({
      nights: ['2019-09-30', '2019-10-01'],
      rates: [
        { stayDate: '2019-09-30', basePrice: 10800, adultSupplement: 0, childSupplement: 0 },
        { stayDate: '2019-10-01', basePrice: 11000, adultSupplement: 0, childSupplement: 0 },
      ],
    });
    expect(p.tax).toBe(800 + 1000);
  });

  it('gives members the sign-in percent and guests the non-sign-in percent, and tells guests what signing in saves', () => {
    const plan = { ...NO_PLAN_DISCOUNT, signInPercent: 10, nonSignInPercent: 3 };
    const member = price({ plan, signedIn: true });
    expect([member.signInDiscount, member.nonSignInDiscount, member.discountedPrice]).toEqual([3300, 0, 29700]);
    const guest = price({ plan, signedIn: false });
    expect([
      guest.signInDiscount,
      guest.nonSignInDiscount,
      guest.potentialSignInDiscount,
      guest.discountedPrice,
    ]).toEqual([0, 990, 3300, 32010]);
  });

  it('gives the brr discount only when booked at least brr_days_before days ahead', () => {
    const plan = { ...NO_PLAN_DISCOUNT, brrPercent: 5, brrDaysBefore: 30 };
    expect(price({ plan, daysBeforeCheckin: 30 }).brrDiscount).toBe(1650);
    expect(price({ plan, daysBeforeCheckin: 29 }).brrDiscount).toBe(0);
  });

  it('caps a coupon to its discounted nights and never takes a night below zero', () => {
    const coupon = { discountType: 'amount_per_night' as const, discountValue: 2000, maxDiscountedNights: 2 };
    expect(price({ coupon }).couponDiscount).toBe(4000);
    const huge = price({ coupon: { ...coupon, discountValue: 50000, maxDiscountedNights: null } });
    expect(huge.couponDiscount).toBe(33000);
    expect(huge.discountedPrice).toBe(0);
    expect(huge.tax).toBe(0);
  });

  it('applies a percent promotion on what is left after the plan discounts, then the coupon', () => {
    const p = price({
      plan: { ...NO_PLAN_DISCOUNT, nonSignInPercent: 10 },
      promotion: { discountType: 'percent', discountValue: 10, maxDiscountedNights: null },
      coupon: { discountType: 'amount_per_night', discountValue: 1000, maxDiscountedNights: 1 },
    });
    // Each night 11000 - 1100 = 9900, promotion 990 -> 8910; coupon on the first night -> 7910.
    expect([p.nonSignInDiscount, p.promotionDiscount, p.couponDiscount, p.discountedPrice]).toEqual([
      3300, 2970, 1000, 25730,
    ]);
  });

  it('rounds percent discounts down, so the guest is never charged a fraction more', () => {
    expect(percentOf(999, 15)).toBe(149);
    const p = price({
      rates: [{ stayDate: '2026-04-01', basePrice: 999, adultSupplement: 0, childSupplement: 0 }],
      nights: ['2026-04-01'],
      promotion: { discountType: 'percent', discountValue: 15, maxDiscountedNights: null },
    });
    expect(p.discountedPrice).toBe(850);
  });

  it('rounds every night down to the hotel rounding unit and reports it as the rounding discount', () => {
    const p = price({
      promotion: { discountType: 'percent', discountValue: 7, maxDiscountedNights: null },
      roundingUnit: 100,
    });
    // 11000 - 770 = 10230 -> 10200 a night.
    expect([p.promotionDiscount, p.roundingDiscount, p.discountedPrice]).toEqual([2310, 90, 30600]);
  });

  it('applies the payment promotion percent of the original price', () => {
    expect(price({ paymentPercent: 5 }).paymentDiscount).toBe(1650);
  });

  it('adds the accommodation tax per guest and night by the band of the price per guest without consumption tax', () => {
    const rule = {
      bands: [
        { from: 0, amount: 200 },
        { from: 20000, amount: 500 },
        { from: 50000, amount: 1000 },
      ],
      childrenExempt: false,
    };
    expect(accommodationTaxPerNight(rule, 19999 * 2, { adults: 2, children: 0 })).toBe(400);
    expect(accommodationTaxPerNight(rule, 20000 * 2, { adults: 2, children: 0 })).toBe(1000);
    expect(accommodationTaxPerNight(rule, 150000, { adults: 1, children: 1 })).toBe(1000 * 2);
    expect(accommodationTaxPerNight({ ...rule, childrenExempt: true }, 150000, { adults: 1, children: 1 })).toBe(1000);
    expect(accommodationTaxPerNight({ bands: [], childrenExempt: false }, 150000, { adults: 1, children: 0 })).toBe(0);
    // 3 nights of 10000 without tax for one guest: 200 each night; not part of the price.
    const p = price({ accommodationTax: rule });
    expect([p.accommodationTax, p.discountedPrice]).toEqual([600, 33000]);
  });
});

describe('price summary', () => {
  it('sums rooms, lists the discounts taken and adds extras and member reductions as steps', () => {
    const a = price({ coupon: { discountType: 'amount_per_night', discountValue: 1000, maxDiscountedNights: 1 } });
    const b = price({});
    const summary = summarize([a, b], 'JPY');
    expect(summary.total_price).toBe(65000);
    expect(summary.coupon_discount_amount).toBe(1000);
    expect(summary.total_special_discount).toBe(1000);
    expect(summary.discounts).toEqual([{ discount_type: 'coupon', discount_amount: 1000 }]);
    expect(summary.total_price_without_tax + summary.tax).toBe(summary.total_price);
    const withSteps = withMemberReductions(withExtras(summary, { total: 1100, withoutTax: 1000 }), {
      points: 500,
      voucher: 0,
    });
    expect([
      withSteps.total_price_before_point_discount,
      withSteps.total_price,
      withSteps.spending_point_value,
    ]).toEqual([66100, 65600, 500]);
  });
});

describe('discount codes', () => {
  const row: DiscountCodeRow = {
    id: 1,
    hotelId: 1,
    kind: 'coupon',
    code: 'X',
    name: 'X',
    discountType: 'percent',
    discountValue: 10,
    targetHotelPlanCodes: ['ROOM_ONLY'],
    validFrom: '2026-03-01',
    validUntil: '2026-03-31',
    maxDiscountedNights: null,
    usageLimit: 2,
    usedCount: 0,
    membersOnly: false,
    memberId: null,
  };
  const on = (date: string, memberId: number | null = null) => ({ today: Temporal.PlainDate.from(date), memberId });
  it('is valid through its valid-until day, then expired; unknown and not yet valid codes are invalid', () => {
    expect(codeStatus(row, on('2026-03-31'))).toBe('applied');
    expect(codeStatus(row, on('2026-04-01'))).toBe('expired');
    expect(codeStatus(row, on('2026-02-28'))).toBe('invalid');
    expect(codeStatus(null, on('2026-03-10'))).toBe('invalid');
  });
  it('reports the usage limit', () => {
    expect(codeStatus({ ...row, usedCount: 2 }, on('2026-03-10'))).toBe('limit_reached');
    expect(codeStatus({ ...row, usageLimit: null, usedCount: 99 }, on('2026-03-10'))).toBe('applied');
  });
  it("needs sign-in for members' coupons and the right member for a member's own", () => {
    expect(codeStatus({ ...row, membersOnly: true }, on('2026-03-10'))).toBe('sign_in_required');
    expect(codeStatus({ ...row, membersOnly: true }, on('2026-03-10', 7))).toBe('applied');
    expect(codeStatus({ ...row, memberId: 7 }, on('2026-03-10', 8))).toBe('invalid');
    expect(codeStatus({ ...row, memberId: 7 }, on('2026-03-10'))).toBe('sign_in_required');
  });
  it('applies to its target plans only (none listed: every plan)', () => {
    expect(appliesToPlan(row, 'ROOM_ONLY')).toBe(true);
    expect(appliesToPlan(row, 'BREAKFAST')).toBe(false);
    expect(appliesToPlan({ ...row, targetHotelPlanCodes: [] }, 'BREAKFAST')).toBe(true);
  });
  it('refuses a stale client total, saying which way it moved', () => {
    expect(() => assertExpectedTotal(undefined, 100)).not.toThrow();
    expect(() => assertExpectedTotal(100, 100)).not.toThrow();
    expect(() => assertExpectedTotal(120, 100)).toThrow(/cheaper/);
    expect(() => assertExpectedTotal(80, 100)).toThrow(/higher/);
  });
});
