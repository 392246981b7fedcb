import { hasFailureCode, type Failure } from '../failure';
import { ErrorCode } from '../../contract/errors';
import type { CreateReservationInput } from '../graphql/graphql';
import { additionsInput, type ExtrasDraft } from './extras-questions/offer';

/**
 * Price consistency (SPEC.md section 8 "price became cheaper or higher after a promotion change"):
 * the reservation carries the total the guest saw on the quoted summary (rooms from the quote plus
 * the extras total, before points and vouchers, as the booking API compares it), and a refusal
 * with price_changed sends the guest back to recheck the new summary and confirm again.
 */
export interface PriceCheck {
  /** The quoted summary's total the guest sees (machines/price-quote); null while none is shown. */
  quoted: number | null;
  /** The total that was refused with price_changed; null when the last attempt was not refused so. */
  refused: number | null;
  /** Bumped on each refusal so the summary is quoted again although the request is the same. */
  revision: number;
}

export const initialPriceCheck: PriceCheck = { quoted: null, refused: null, revision: 0 };

export const isPriceChanged = (error: unknown): boolean => hasFailureCode(error, ErrorCode.priceChanged);

/** The total the guest saw, with the extras total added (nothing is sent while no quote is shown). */
export function expectedTotalOf(check: PriceCheck, additions: ExtrasDraft | null): number | null {
  if (check.quoted === null) return null;
  return check.quoted + (additionsInput(additions).totalExtraPrice ?? 0);
}

export function expectedTotalInput(check: PriceCheck, additions: ExtrasDraft | null): Pick<CreateReservationInput, 'expectedTotalPrice'> {
  const expected = expectedTotalOf(check, additions);
  return expected === null ? {} : { expectedTotalPrice: expected };
}

/** After a price_changed refusal: whether the new summary is cheaper or higher, once it was quoted again. */
export function priceChangeDirection(check: PriceCheck, additions: ExtrasDraft | null, failure: Failure | null): 'cheaper' | 'higher' | null {
  if (!failure || failure.code !== ErrorCode.priceChanged || check.refused === null) return null;
  const now = expectedTotalOf(check, additions);
  if (now === null || now === check.refused) return null;
  return now < check.refused ? 'cheaper' : 'higher';
}
