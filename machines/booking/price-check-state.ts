import { hasFailureCode } from '../failure';
import { ErrorCode } from '../../contract/error-codes';
import type { ExtraSelection } from '../../contract/extras';

/**
 * Price consistency (SPEC.md section 8 "price became cheaper or higher after a promotion change"):
 * the reservation carries the total the guest saw on the quoted summary (rooms and extras, both
 * priced by the API's quote, before points and vouchers, as the booking API compares it), and a refusal
 * with price_changed sends the guest back to recheck the new summary and confirm again.
 */
export interface PriceCheck {
  /** The quoted summary's total the guest sees, extras included (machines/price-quote); null while none is shown. */
  quoted: number | null;
  /** The quoted summary's extras total (sent as totalExtraPrice), and the extras that quote priced. */
  quotedExtraTotal: number | null;
  quotedExtras: readonly ExtraSelection[] | null;
  /**
   * The extras the summary is quoted with: the guest's picks once they pause (the chart's
   * `extrasQuoteDelay`), at once when they go on from the extras screen.
   */
  extras: readonly ExtraSelection[];
  /** The total that was refused with price_changed; null when the last attempt was not refused so. */
  refused: number | null;
  /** Bumped on each refusal so the summary is quoted again although the request is the same. */
  revision: number;
}

export const initialPriceCheck: PriceCheck = {
  quoted: null,
  quotedExtraTotal: null,
  quotedExtras: null,
  extras: [],
  refused: null,
  revision: 0,
};

export const isPriceChanged = (error: unknown): boolean => hasFailureCode(error, ErrorCode.priceChanged);

/** A new quote for the picks (the view reports each shown quote with the extras it priced). */
export function withQuote(
  check: PriceCheck,
  quote: { totalPrice: number | null; totalExtraPrice?: number | null; extras?: readonly ExtraSelection[] },
): PriceCheck {
  return {
    ...check,
    quoted: quote.totalPrice,
    quotedExtraTotal: quote.totalExtraPrice ?? null,
    quotedExtras: quote.extras ?? [],
  };
}
