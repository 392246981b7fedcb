/**
 * A Korean domestic card's fields and a member's saved card as the booking chart holds them, apart
 * from their checks (./card-choice.ts), which come with the payment step (./later-steps.ts).
 */

export interface KoreanCardForm {
  /** YYYY-MM-DD, as a date input gives it. */
  birthDate: string;
  pinPrefix: string;
}
export type KoreanCardField = keyof KoreanCardForm;
export type KoreanCardErrorCode = 'birth_date_invalid' | 'pin_prefix_invalid';
export type KoreanCardErrors = Partial<Record<KoreanCardField, KoreanCardErrorCode>>;
export const emptyKoreanCard: KoreanCardForm = { birthDate: '', pinPrefix: '' };

/** One of the member's saved cards as the payment step lists it. */
export interface SavedCardOption {
  cardId: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}
