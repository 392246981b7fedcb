import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PriceSummary } from '../../contract';
import {
  discountCodeUses,
  discountCodes,
  hotelPricingSettings,
  planDiscounts,
  reservationPriceSummaries,
} from '../db/schema-pricing';
import { reservations } from '../db/schema';
import type { Queryable } from '../db/transactions';
import { NO_PLAN_DISCOUNT, type PlanDiscountRule } from './room-price';
import type { DiscountCodeRow, CodeKind } from './discount-codes';
import { normalizeCode } from './discount-codes';

export type PricingSettingsRow = typeof hotelPricingSettings.$inferSelect;

export function defaultPricingSettings(hotelId: number): PricingSettingsRow {
  return {
    hotelId,
    showPricesTaxIncluded: true,
    couponActive: false,
    promoCodeActive: false,
    roundingUnit: 1,
    accommodationTaxBands: [],
    accommodationTaxChildrenExempt: false,
    paymentPromotionPercent: 0,
    paymentPromotionTargetMode: 'exclude',
    paymentPromotionHotelPlanCodes: [],
  };
}

export async function pricingSettingsOf(db: Queryable, hotelId: number): Promise<PricingSettingsRow> {
  const [row] = await db.select().from(hotelPricingSettings).where(eq(hotelPricingSettings.hotelId, hotelId)).limit(1);
  return row ?? defaultPricingSettings(hotelId);
}

export async function savePricingSettings(db: Queryable, settings: PricingSettingsRow): Promise<void> {
  const { hotelId, ...values } = settings;
  await db
    .insert(hotelPricingSettings)
    .values(settings)
    .onConflictDoUpdate({ target: hotelPricingSettings.hotelId, set: values });
}

export async function planDiscountRules(db: Queryable, planIds: number[]): Promise<Map<number, PlanDiscountRule>> {
  const rules = new Map<number, PlanDiscountRule>();
  if (planIds.length === 0) return rules;
  const rows = await db.select().from(planDiscounts).where(inArray(planDiscounts.planId, planIds));
  for (const row of rows)
    rules.set(row.planId, {
      signInPercent: row.signInPercent,
      nonSignInPercent: row.nonSignInPercent,
      brrPercent: row.brrPercent,
      brrDaysBefore: row.brrDaysBefore,
    });
  return rules;
}

export function ruleOf(rules: Map<number, PlanDiscountRule>, planId: number): PlanDiscountRule {
  return rules.get(planId) ?? NO_PLAN_DISCOUNT;
}

export async function savePlanDiscount(db: Queryable, planId: number, rule: PlanDiscountRule): Promise<void> {
  await db
    .insert(planDiscounts)
    .values({ planId, ...rule })
    .onConflictDoUpdate({ target: planDiscounts.planId, set: rule });
}

export async function findDiscountCode(
  db: Queryable,
  hotelId: number,
  kind: CodeKind,
  code: string,
): Promise<DiscountCodeRow | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.hotelId, hotelId),
        eq(discountCodes.kind, kind),
        eq(discountCodes.code, normalizeCode(code)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type NewDiscountCode = typeof discountCodes.$inferInsert;

export async function insertDiscountCode(db: Queryable, code: NewDiscountCode): Promise<DiscountCodeRow> {
  const [row] = await db
    .insert(discountCodes)
    .values({ ...code, code: normalizeCode(code.code) })
    .returning();
  return row!;
}

/**
 * Takes one use of the code inside the booking transaction: a conditional update, so two bookings
 * racing for the last use cannot both pass (the loser's row count is 0). False: no use left.
 */
export async function takeCodeUse(
  tx: Queryable,
  codeId: number,
  reservationId: number,
  memberId: number | null,
  now: Date,
): Promise<boolean> {
  const updated = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        or(isNull(discountCodes.usageLimit), lt(discountCodes.usedCount, discountCodes.usageLimit)),
      ),
    )
    .returning({ id: discountCodes.id });
  if (updated.length !== 1) return false;
  await tx.insert(discountCodeUses).values({ discountCodeId: codeId, reservationId, memberId, usedAt: now });
  return true;
}

/** Gives back the uses of a cancelled reservation (docs/pricing.md); conditional, so only once. */
export async function releaseCodeUses(tx: Queryable, reservationId: number, now: Date): Promise<number> {
  const released = await tx
    .update(discountCodeUses)
    .set({ releasedAt: now })
    .where(and(eq(discountCodeUses.reservationId, reservationId), isNull(discountCodeUses.releasedAt)))
    .returning({ codeId: discountCodeUses.discountCodeId });
  for (const { codeId } of released) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
      .where(eq(discountCodes.id, codeId));
  }
  return released.length;
}

export interface StoredPriceSummary {
  promoCode: string | null;
  couponCode: string | null;
  summary: PriceSummary;
}

export async function savePriceSummary(
  tx: Queryable,
  reservationId: number,
  stored: StoredPriceSummary,
): Promise<void> {
  await tx.insert(reservationPriceSummaries).values({ reservationId, ...stored });
}

/** An itinerary change rewrites the summary with the new stay's (services/itinerary-quote.ts). */
export async function replacePriceSummary(tx: Queryable, reservationId: number, summary: PriceSummary): Promise<void> {
  await tx
    .insert(reservationPriceSummaries)
    .values({ reservationId, promoCode: null, couponCode: null, summary })
    .onConflictDoUpdate({ target: reservationPriceSummaries.reservationId, set: { summary } });
}

export async function loadPriceSummary(db: Queryable, reservationId: number): Promise<StoredPriceSummary | null> {
  const [row] = await db
    .select()
    .from(reservationPriceSummaries)
    .where(eq(reservationPriceSummaries.reservationId, reservationId))
    .limit(1);
  return row ? { promoCode: row.promoCode, couponCode: row.couponCode, summary: row.summary as PriceSummary } : null;
}

/** The member's coupons: members' coupons of the hotel and those given to the member, with this member's uses. */
export async function memberCoupons(db: Queryable, hotelId: number, memberId: number) {
  const rows = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.hotelId, hotelId),
        eq(discountCodes.kind, 'coupon'),
        or(eq(discountCodes.membersOnly, true), eq(discountCodes.memberId, memberId)),
      ),
    );
  const visible = rows.filter((row) => row.memberId === null || row.memberId === memberId);
  const uses =
    visible.length === 0
      ? []
      : await db
          .select()
          .from(discountCodeUses)
          .where(
            and(
              eq(discountCodeUses.memberId, memberId),
              isNull(discountCodeUses.releasedAt),
              inArray(
                discountCodeUses.discountCodeId,
                visible.map((row) => row.id),
              ),
            ),
          );
  return { rows: visible, uses };
}

/** Confirmation numbers of the reservations a member's coupons were used for. */
export async function findReservationNumbers(db: Queryable, reservationIds: number[]): Promise<Map<number, string>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: reservations.id, number: reservations.confirmationNumber })
    .from(reservations)
    .where(inArray(reservations.id, reservationIds));
  return new Map(rows.map((row) => [row.id, row.number]));
}
