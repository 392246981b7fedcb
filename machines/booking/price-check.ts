import type { ExtraSelection } from '../../contract/extras';
import type { Failure } from '../failure';
import { ErrorCode } from '../../contract/error-codes';
import type { CreateReservationInput } from '../graphql/graphql';
import { selectionLines, type ExtrasDraft } from './extras-questions/offer';
import type { PriceCheck } from './price-check-state';

export * from './price-check-state';

/*
 * The quoted total against the extras picked, as the reservation sends it (./later-steps.ts); what the
 * chart holds from the results page on is ./price-check-state.ts.
 */

const linesOf = (additions: ExtrasDraft | null) => (additions ? selectionLines(additions) : []);
const sameExtras = (a: readonly ExtraSelection[] | null, b: readonly ExtraSelection[]) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

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
