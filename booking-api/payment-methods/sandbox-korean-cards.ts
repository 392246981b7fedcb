import type { KoreanDomesticCard } from '../../contract';
import { ErrorCode } from '../../contract';
import { BookingFailure } from '../domain/booking-failure';

/**
 * The sandbox issuer's check of a Korean domestic card (SPEC.md sections 3 "Saved card" and 5):
 * the holder's birth date and the first two PIN digits travel with the card number to the
 * tokenization endpoint, as with a Korean gateway's SDK, and are checked there. Only the fact that
 * the check passed is kept, never the values. Test rule: the PIN prefix "99" is refused by the
 * issuer (3003), any other two digits pass.
 */
export const SANDBOX_WRONG_PIN_PREFIX = '99';

export function checkKoreanDomesticCard(details: KoreanDomesticCard, today: string): void {
  if (details.birth_date > today) {
    throw new BookingFailure(
      400,
      ErrorCode.invalid,
      'Invalid request',
      'korean_domestic.birth_date must be in the past',
      {
        'korean_domestic.birth_date': [{ code: ErrorCode.invalid, text: 'must be in the past' }],
      },
    );
  }
  if (details.pin_prefix === SANDBOX_WRONG_PIN_PREFIX) {
    throw new BookingFailure(
      422,
      ErrorCode.cardUnusable,
      'Card refused',
      'The card issuer could not verify the birth date and PIN digits.',
    );
  }
}
