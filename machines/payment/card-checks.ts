import type { detectedBrand, isCardFormValid, validateCardForm } from './card-form';

/** The card form's checks (./card-form.ts, with the card-validator library) the booking chart uses. */
export interface CardChecks {
  detectedBrand: typeof detectedBrand;
  validateCardForm: typeof validateCardForm;
  isCardFormValid: typeof isCardFormValid;
}

let loaded: CardChecks | null = null;

/**
 * Fetches the card checks with the payment step, so that the results page does not download
 * card-validator. The payment step's views wait for it before they show (src/app/lazy-pages.ts,
 * GuestDetailPage); a test of the booking chart's card form awaits it before sending card events.
 */
export async function loadCardChecks(): Promise<CardChecks> {
  loaded ??= await import('./card-form');
  return loaded;
}

/**
 * The card checks for the booking chart's guards and actions of the payment step, which run on the
 * card form's events alone, so only once its views (and with them the checks) are there.
 */
export function cardChecks(): CardChecks {
  if (!loaded) throw new Error('the card checks are used before loadCardChecks() has loaded them');
  return loaded;
}
