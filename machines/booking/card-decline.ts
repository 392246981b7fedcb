import { ErrorCode } from '../../contract/error-codes';
import { isFailure } from '../failure';

/**
 * The payment codes of SPEC.md section 8 after which the booking API has cancelled the attempt and
 * charged nothing (a decline, a timeout, 3-D Secure failed or a card token already spent): the guest
 * stays on the card form with the reason and pays again with another card, as a new attempt.
 */
const CARD_DECLINE_CODES: ReadonlySet<string> = new Set([
  ErrorCode.paymentTimeout,
  '3011',
  ErrorCode.paymentFailed,
  ErrorCode.cardUnusable,
  ErrorCode.checkCardNumber,
  ErrorCode.checkCardExpiry,
  ErrorCode.threeDSecureFailed,
  '3250',
  ErrorCode.cardNotAccepted,
  ErrorCode.threeDSecureCancelled,
  ErrorCode.threeDSecureSuspended,
  ErrorCode.paymentProcessingError,
  '3251',
  ErrorCode.useAnotherCard,
  ErrorCode.cardTokenUsed,
  ErrorCode.cardWithoutThreeDSecure,
]);

export function isCardDecline(value: unknown): boolean {
  return isFailure(value) && CARD_DECLINE_CODES.has(value.code) && !((value.status ?? 0) >= 500);
}
