import { ErrorCode } from '../../contract';
import type { AppTx } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import { insertCardTokenUse } from './payments-repository';

/**
 * A card token from the browser's tokenization pays for one thing only (a reservation or a
 * pay-by-link payment), whether that payment then succeeds or not; a member's saved card is the
 * provider's durable token and is never claimed.
 */
export type CardTokenUse = 'one_time' | 'saved_card';

/**
 * Claims a one-time token for the payment just recorded in `tx`. On PostgreSQL a concurrent claim
 * of the same token waits on the primary key until the first transaction ends; if that one
 * committed, this one finds the row and is refused, so the caller's whole transaction (stock,
 * reservation, payment row) rolls back and nothing is sent to the provider.
 */
export async function claimOneTimeCardToken(
  tx: AppTx,
  claim: { provider: string; token: string; now: Date } & (
    { paymentTransactionId: number } | { payByLinkAttemptId: number }
  ),
): Promise<void> {
  const { now, ...use } = claim;
  if (!(await insertCardTokenUse(tx, { ...use, usedAt: now }))) {
    throw new BookingFailure(
      422,
      ErrorCode.cardTokenUsed,
      'Card refused',
      'This card entry has already been used for a payment; enter the card again.',
    );
  }
}
