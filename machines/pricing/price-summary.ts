import { graphql } from '../graphql';
import type { PriceSummaryFieldsFragment } from '../graphql/graphql';

/** The price summary of SPEC.md section 3 as every chart asks for it (search plans, quote, reservation). */
export const PriceSummaryFragment = graphql(/* GraphQL */ `
  fragment PriceSummaryFields on PriceSummary {
    currency
    originalPriceWithTax
    originalPrice
    discountedPrice
    roomPriceWithoutTax
    tax
    accommodationTax
    signInDiscount
    nonSignInDiscount
    potentialSignInDiscount
    brrDiscountAmount
    paymentDiscountAmount
    promotionDiscountAmount
    couponDiscountAmount
    roundingDiscount
    totalSpecialDiscount
    totalExtraPrice
    voucherCouponDiscountAmount
    spendingPointValue
    depositAmount
    remainAmount
    totalPrice
    totalPriceWithoutTax
    mcpCurrency
    mcpTotalPrice
    mcpDepositAmount
    mcpRemainAmount
  }
`);

export type PriceSummary = PriceSummaryFieldsFragment;

/**
 * What the chosen payment method charges now (the card deposit, or the whole amount) and leaves to
 * be paid at the hotel later, as the booking API quoted it (deposit_amount, remain_amount), with the
 * same amounts in the chosen or charged currency when there is one. Null before a method is chosen.
 */
export interface ChargeSplit {
  currency: string;
  chargedNow: number;
  payLater: number;
  /** The chosen (or charged) currency and the amounts in it, null in the hotel currency. */
  mcp: { currency: string; chargedNow: number; payLater: number } | null;
}

export function chargeSplitOf(summary: PriceSummary | null): ChargeSplit | null {
  if (!summary || (summary.depositAmount === 0 && summary.remainAmount === 0)) return null;
  const mcp =
    summary.mcpCurrency && summary.mcpDepositAmount != null && summary.mcpRemainAmount != null
      ? { currency: summary.mcpCurrency, chargedNow: summary.mcpDepositAmount, payLater: summary.mcpRemainAmount }
      : null;
  return { currency: summary.currency, chargedNow: summary.depositAmount, payLater: summary.remainAmount, mcp };
}

/** A split worth its own lines: part now, part later (a card deposit); a whole charge or payment on site is the total. */
export const isPartPayment = (split: ChargeSplit | null): split is ChargeSplit =>
  split !== null && split.chargedNow > 0 && split.payLater > 0;

export type SummaryLineKey =
  | 'original'
  | 'extras'
  | 'signIn'
  | 'nonSignIn'
  | 'brr'
  | 'payment'
  | 'promotion'
  | 'coupon'
  | 'rounding'
  | 'voucher'
  | 'points'
  | 'subtotalWithoutTax'
  | 'tax'
  | 'total'
  | 'taxIncluded'
  | 'accommodationTax';

export interface SummaryLine {
  key: SummaryLineKey;
  /** Negative for discounts. */
  amount: number;
}

/**
 * The lines a price summary shows, in order. Rates and discounts are tax included; a hotel that
 * shows prices tax excluded (show_prices_tax_included false) gets the subtotal without tax and the
 * tax as lines before the total, otherwise the total says how much tax it includes. Discounts are
 * shown only when taken. The accommodation tax (paid at the facility) comes after the total, as long as
 * there is a stay to pay it for: a cancelled reservation owes the hotel nothing on arrival.
 */
export function summaryLines(
  summary: PriceSummary,
  taxIncluded: boolean,
  { stayApplies = true }: { stayApplies?: boolean } = {},
): SummaryLine[] {
  const discounts: [SummaryLineKey, number][] = [
    ['signIn', summary.signInDiscount],
    ['nonSignIn', summary.nonSignInDiscount],
    ['brr', summary.brrDiscountAmount],
    ['payment', summary.paymentDiscountAmount],
    ['promotion', summary.promotionDiscountAmount],
    ['coupon', summary.couponDiscountAmount],
    ['rounding', summary.roundingDiscount],
    ['voucher', summary.voucherCouponDiscountAmount],
    ['points', summary.spendingPointValue],
  ];
  const lines: SummaryLine[] = [{ key: 'original', amount: summary.originalPriceWithTax }];
  if (summary.totalExtraPrice > 0) lines.push({ key: 'extras', amount: summary.totalExtraPrice });
  for (const [key, amount] of discounts) if (amount > 0) lines.push({ key, amount: -amount });
  if (taxIncluded) {
    lines.push({ key: 'total', amount: summary.totalPrice }, { key: 'taxIncluded', amount: summary.tax });
  } else {
    lines.push(
      { key: 'subtotalWithoutTax', amount: summary.totalPrice - summary.tax },
      { key: 'tax', amount: summary.tax },
      { key: 'total', amount: summary.totalPrice },
    );
  }
  if (stayApplies && summary.accommodationTax > 0)
    lines.push({ key: 'accommodationTax', amount: summary.accommodationTax });
  return lines;
}
