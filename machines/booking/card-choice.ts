import type { CreateReservationInput } from '../graphql/graphql';
import type { KoreanCardErrors, KoreanCardForm } from './card-choice-shape';

export * from './card-choice-shape';

/**
 * What the payment step adds to the card form: a Korean domestic card's birth date and
 * first two PIN digits (SPEC.md section 3 "Saved card", 5), and a signed-in member's saved cards
 * (pay with one, or save the new card once the payment succeeds).
 */

/** A real date not after `today` (the facility's today) and exactly two PIN digits. */
export function validateKoreanCard(form: KoreanCardForm, today: string): KoreanCardErrors {
  const errors: KoreanCardErrors = {};
  const date = form.birthDate.trim();
  const real =
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
  if (!real || date < '1900-01-01' || date > today) errors.birthDate = 'birth_date_invalid';
  if (!/^[0-9]{2}$/.test(form.pinPrefix.trim())) errors.pinPrefix = 'pin_prefix_invalid';
  return errors;
}

/** The reservation input's saved-card fields: pay with a saved card, or keep the new one. */
export function savedCardInput(choice: {
  savedCardId: string | null;
  saveCard: boolean;
  paysByCard: boolean;
}): Partial<CreateReservationInput> {
  if (!choice.paysByCard) return {};
  if (choice.savedCardId) return { savedCardId: choice.savedCardId };
  return choice.saveCard ? { saveCard: true } : {};
}
