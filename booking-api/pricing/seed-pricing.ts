import { and, eq } from 'drizzle-orm';
import { localToday, type Clock } from '../clock';
import { hotels, plans } from '../db/schema';
import type { AppTx } from '../db/transactions';
import {
  insertDiscountCode,
  savePlanDiscount,
  savePricingSettings,
  defaultPricingSettings,
} from './pricing-repository';

/**
 * Demo pricing (README "Demo coupon codes"): demo-kyoto shows the coupon and promo fields, charges
 * Kyoto's accommodation tax, gives members 10 % off the non-refundable saver and 5 % off it paid by
 * card, and has one code of every kind. Nothing here changes a guest's price without a code.
 */
export async function seedPricing(tx: AppTx, clock: Clock): Promise<void> {
  const [kyoto] = await tx.select().from(hotels).where(eq(hotels.code, 'demo-kyoto'));
  if (!kyoto) return;
  await savePricingSettings(tx, {
    ...defaultPricingSettings(kyoto.id),
    couponActive: true,
    promoCodeActive: true,
    // Kyoto City's accommodation tax by price per guest and night (docs/pricing.md).
    accommodationTaxBands: [
      { from: 0, amount: 200 },
      { from: 20000, amount: 500 },
      { from: 50000, amount: 1000 },
    ],
    paymentPromotionPercent: 5,
    paymentPromotionTargetMode: 'include',
    paymentPromotionHotelPlanCodes: ['NON_REFUNDABLE'],
  });
  const saverPlans = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.hotelId, kyoto.id), eq(plans.hotelPlanCode, 'NON_REFUNDABLE')));
  for (const plan of saverPlans)
    await savePlanDiscount(tx, plan.id, { signInPercent: 10, nonSignInPercent: 0, brrPercent: 0, brrDaysBefore: 0 });

  const today = localToday(clock, kyoto.timeZone);
  const inAYear = today.add({ days: 365 }).toString();
  const common = { hotelId: kyoto.id, validFrom: today.subtract({ days: 1 }).toString(), validUntil: inAYear };
  await insertDiscountCode(tx, {
    ...common,
    kind: 'promo',
    code: 'SPRING10',
    name: 'Spring 10 % off',
    discountType: 'percent',
    discountValue: 10,
  });
  await insertDiscountCode(tx, {
    ...common,
    kind: 'promo',
    code: 'BREAKFAST20',
    name: '20 % off breakfast plans',
    discountType: 'percent',
    discountValue: 20,
    targetHotelPlanCodes: ['BREAKFAST'],
  });
  await insertDiscountCode(tx, {
    ...common,
    kind: 'coupon',
    code: 'WELCOME2000',
    name: '¥2,000 off the first two nights',
    discountType: 'amount_per_night',
    discountValue: 2000,
    maxDiscountedNights: 2,
    usageLimit: 1000,
    targetHotelPlanCodes: ['ROOM_ONLY', 'BREAKFAST'],
  });
  await insertDiscountCode(tx, {
    ...common,
    kind: 'coupon',
    code: 'LASTONE',
    name: '¥5,000 off, one use only',
    discountType: 'amount_per_night',
    discountValue: 5000,
    maxDiscountedNights: 1,
    usageLimit: 1,
  });
  await insertDiscountCode(tx, {
    ...common,
    kind: 'coupon',
    code: 'MEMBER15',
    name: 'Members: 15 % off',
    discountType: 'percent',
    discountValue: 15,
    membersOnly: true,
  });
  await insertDiscountCode(tx, {
    hotelId: kyoto.id,
    kind: 'coupon',
    code: 'EXPIRED500',
    name: '¥500 off (expired)',
    discountType: 'amount_per_night',
    discountValue: 500,
    validUntil: today.subtract({ days: 1 }).toString(),
  });
}
