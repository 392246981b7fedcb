import { hasFailureCode, type Failure } from '../failure';
import { ErrorCode } from '../../contract/error-codes';
import type { CreateReservationInput } from '../graphql/graphql';
import type { ExtraSelection } from '../../contract/extras';
import { selectionLines, type ExtrasDraft } from './extras-questions/offer';

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

const linesOf = (additions: ExtrasDraft | null) => (additions ? selectionLines(additions) : []);
const sameExtras = (a: readonly ExtraSelection[] | null, b: readonly ExtraSelection[]) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

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

/** The picks differ from what the summary is quoted with: a new quote is due (debounced by the chart). */
export const extrasQuoteDue = (check: PriceCheck, additions: ExtrasDraft | null) =>
  !sameExtras(check.extras, linesOf(additions));

/**
 * The total the guest saw, extras included as the API quoted them; nothing is sent while no quote
 * is shown or the shown one priced other extras than those booked (the booking API still checks the extras).
 */
export function expectedTotalOf(check: PriceCheck, additions: ExtrasDraft | null): number | null {
  if (check.quoted === null || !sameExtras(check.quotedExtras, linesOf(additions))) return null;
  return check.quoted;
}

/** expectedTotalPrice, and the extras total of the same quote as totalExtraPrice (refused with 1103 if it moved). */
export function expectedTotalInput(
  check: PriceCheck,
  additions: ExtrasDraft | null,
): Pick<CreateReservationInput, 'expectedTotalPrice' | 'totalExtraPrice'> {
  const expected = expectedTotalOf(check, additions);
  if (expected === null) return {};
  return {
    expectedTotalPrice: expected,
    ...(linesOf(additions).length > 0 && check.quotedExtraTotal !== null
      ? { totalExtraPrice: check.quotedExtraTotal }
      : {}),
  };
}

/** After a price_changed refusal: whether the new summary is cheaper or higher, once it was quoted again. */
export function priceChangeDirection(
  check: PriceCheck,
  additions: ExtrasDraft | null,
  failure: Failure | null,
): 'cheaper' | 'higher' | null {
  if (!failure || failure.code !== ErrorCode.priceChanged || check.refused === null) return null;
  const now = expectedTotalOf(check, additions);
  if (now === null || now === check.refused) return null;
  return now < check.refused ? 'cheaper' : 'higher';
}
