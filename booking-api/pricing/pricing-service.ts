import { Temporal } from 'temporal-polyfill';
import type {
  DiscountCodeStatus,
  MealBedOption,
  OccupancyPriceReply,
  PaymentPromotionInfo,
  PriceSummary,
  RoomOccupancy,
  TierCounts,
} from '../../contract';
import { ErrorCode, needsCard } from '../../contract';
import { localToday, type Clock } from '../clock';
import type { Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import { kidsNightlyPrice, type KidsSetting } from '../domain/kids-tiers';
import { nightlyPrice, type NightlyRate } from '../domain/pricing';
import type { HotelWithBrand, PlanRow } from '../repositories/hotels';
import {
  appliesToPlan,
  codeFailure,
  codeStatus,
  notForPlanFailure,
  statusReply,
  type CodeKind,
  type CodeStatus,
  type DiscountCodeRow,
} from './discount-codes';
import {
  findDiscountCode,
  planDiscountRules,
  pricingSettingsOf,
  ruleOf,
  type PricingSettingsRow,
} from './pricing-repository';
import { priceRoom, type CodeDiscount, type PlanDiscountRule, type RoomPrice } from './room-price';
import { summarize } from './price-summary';

/**
 * The one pricing module search, quote (GET .../rooms/price) and booking all use (docs/pricing.md):
 * load the hotel's pricing settings, the plans' discounts and the code once, then price rooms.
 */
export interface PricingContext {
  hotel: HotelWithBrand;
  settings: PricingSettingsRow;
  rules: Map<number, PlanDiscountRule>;
  memberId: number | null;
  daysBeforeCheckin: number;
  code: { kind: CodeKind; typed: string; row: DiscountCodeRow | null; status: CodeStatus } | null;
}

export async function loadPricing(
  db: Queryable,
  hotel: HotelWithBrand,
  options: {
    clock: Clock;
    checkin: string;
    memberId: number | null;
    planIds: number[];
    promoCode?: string | undefined;
    couponCode?: string | undefined;
  },
): Promise<PricingContext> {
  const today = localToday(options.clock, hotel.timeZone);
  const typed = options.couponCode ?? options.promoCode;
  const kind: CodeKind = options.couponCode ? 'coupon' : 'promo';
  const [settings, rules, row] = await Promise.all([
    pricingSettingsOf(db, hotel.id),
    planDiscountRules(db, options.planIds),
    typed ? findDiscountCode(db, hotel.id, kind, typed) : Promise.resolve(null),
  ]);
  return {
    hotel,
    settings,
    rules,
    memberId: options.memberId,
    daysBeforeCheckin: Temporal.PlainDate.from(options.checkin).since(today).days,
    code: typed ? { kind, typed, row, status: codeStatus(row, { today, memberId: options.memberId }) } : null,
  };
}

/** The guests of one room and, when the hotel tiers children, their tiers (domain/kids-tiers.ts). */
export interface PricedRoomGuests {
  occupancy: RoomOccupancy;
  kids?: TierCounts | null;
  kidsSetting?: KidsSetting | null;
  /** Each child's meal and bed option (tiers_with_meal_and_bed_as_extras). */
  mealBed?: readonly MealBedOption[] | null;
}

const CARD_METHODS = [
  'credit_card',
  'credit_card_full',
  'credit_card_deposit',
  'credit_card_krw_domestic',
  'credit_card_krw_international',
];

/** SPEC.md section 5 "Payment promotion": credit-card plans only, matched by include or exclude plan codes. */
export function paymentPromotionCovers(settings: PricingSettingsRow, plan: PlanRow): boolean {
  if (settings.paymentPromotionPercent <= 0) return false;
  if (!plan.paymentMethods.some((method) => CARD_METHODS.includes(method))) return false;
  const listed = settings.paymentPromotionHotelPlanCodes.includes(plan.hotelPlanCode);
  return settings.paymentPromotionTargetMode === 'include' ? listed : !listed;
}

export function paymentPromotionInfo(settings: PricingSettingsRow): PaymentPromotionInfo | null {
  if (settings.paymentPromotionPercent <= 0) return null;
  return {
    target_mode: settings.paymentPromotionTargetMode,
    hotel_plan_codes: settings.paymentPromotionHotelPlanCodes,
    discount_percent: settings.paymentPromotionPercent,
  };
}

function codeDiscountFor(ctx: PricingContext, plan: PlanRow, kind: CodeKind): CodeDiscount | null {
  const code = ctx.code;
  if (
    !code ||
    code.kind !== kind ||
    code.status !== 'applied' ||
    !code.row ||
    !appliesToPlan(code.row, plan.hotelPlanCode)
  )
    return null;
  return {
    discountType: code.row.discountType,
    discountValue: code.row.discountValue,
    maxDiscountedNights: code.row.maxDiscountedNights,
  };
}

/** One room of `plan` for the stay; null when a night has no rate. `paymentType` unknown (search): no payment promotion. */
export function priceRoomFor(
  ctx: PricingContext,
  input: {
    plan: PlanRow;
    rates: NightlyRate[];
    nights: string[];
    guests: PricedRoomGuests;
    paymentType?: string | null;
  },
): RoomPrice | null {
  const { occupancy, kids, kidsSetting, mealBed } = input.guests;
  const childrenByTier = kids && kidsSetting ? kidsNightlyPrice(kidsSetting, kids, mealBed ?? null) : null;
  return priceRoom({
    rates: input.rates,
    nights: input.nights,
    occupancy,
    nightOriginal:
      childrenByTier === null
        ? undefined
        : (rate) => nightlyPrice(rate, { adults: occupancy.adults, children: 0 }) + childrenByTier,
    plan: ruleOf(ctx.rules, input.plan.id),
    signedIn: ctx.memberId !== null,
    daysBeforeCheckin: ctx.daysBeforeCheckin,
    paymentPercent:
      input.paymentType && needsCard(input.paymentType as never) && paymentPromotionCovers(ctx.settings, input.plan)
        ? ctx.settings.paymentPromotionPercent
        : 0,
    promotion: codeDiscountFor(ctx, input.plan, 'promo'),
    coupon: codeDiscountFor(ctx, input.plan, 'coupon'),
    roundingUnit: ctx.settings.roundingUnit,
    accommodationTax: {
      bands: ctx.settings.accommodationTaxBands,
      childrenExempt: ctx.settings.accommodationTaxChildrenExempt,
    },
  });
}

export function codeStatusReply(ctx: PricingContext): DiscountCodeStatus | null {
  return ctx.code ? statusReply(ctx.code.kind, ctx.code.typed, ctx.code.status, ctx.code.row) : null;
}

/**
 * Quote and booking are strict where search is lenient: an unusable code is refused (1500, 1501)
 * and so is a code none of the chosen plans may use (2001).
 */
export function assertCodeUsable(ctx: PricingContext, plans: PlanRow[]): void {
  const code = ctx.code;
  if (!code) return;
  if (code.status !== 'applied') throw codeFailure(code.kind, code.status);
  const notCovered = plans.find((plan) => !appliesToPlan(code.row!, plan.hotelPlanCode));
  if (notCovered) throw notForPlanFailure(code.kind, notCovered.code);
}

// ---- search ---------------------------------------------------------------------------------

/** The price fields of one searched plan, to spread over what room-search.ts built: discounts applied. */
export function searchPlanPrices(
  ctx: PricingContext,
  plan: PlanRow,
  rates: NightlyRate[],
  nights: string[],
  rooms: PricedRoomGuests[],
): {
  total_price: number;
  tax: number;
  room_price: number;
  room_tax: number;
  occupancy_prices: OccupancyPriceReply[];
  price_summary: PriceSummary;
} | null {
  const prices: RoomPrice[] = [];
  for (const guests of rooms) {
    const price = priceRoomFor(ctx, { plan, rates, nights, guests });
    if (!price) return null;
    prices.push(price);
  }
  const summary = summarize(prices, ctx.hotel.currency);
  return {
    total_price: summary.total_price,
    tax: summary.tax,
    room_price: prices[0]!.discountedPrice,
    room_tax: prices[0]!.tax,
    occupancy_prices: rooms.map((guests, index) => ({
      adults: guests.occupancy.adults,
      children: guests.occupancy.children,
      room_price: prices[index]!.discountedPrice,
      room_tax: prices[index]!.tax,
    })),
    price_summary: summary,
  };
}

/** The payment promotion tags plans, so it comes only with plans; the code status only when a code was searched. */
export function searchReplyFields(
  ctx: PricingContext,
  roomsFound: number,
): { payment_promotion_info?: PaymentPromotionInfo; discount_code?: DiscountCodeStatus } {
  const status = codeStatusReply(ctx);
  const info = roomsFound > 0 ? paymentPromotionInfo(ctx.settings) : null;
  return { ...(info ? { payment_promotion_info: info } : {}), ...(status ? { discount_code: status } : {}) };
}

// ---- stale totals -----------------------------------------------------------------------------

/** SPEC.md section 8: "price became cheaper or higher after a promotion change"; the guest must see the new total first. */
export function assertExpectedTotal(expected: number | undefined, actual: number): void {
  if (expected === undefined || expected === actual) return;
  const direction = actual < expected ? 'cheaper' : 'higher';
  throw new BookingFailure(
    409,
    ErrorCode.priceChanged,
    'Price changed',
    `The price became ${direction} after a promotion change: it is now ${actual}.`,
    {
      total_price: [{ code: ErrorCode.priceChanged, text: `${direction}:${actual}` }],
    },
  );
}
