/**
 * SPEC.md section 2: "A currency selector appears only when multi-currency payment is on: on the
 * results and recommender pages, and on guest detail at the payment step. Outside update mode it
 * is hidden, except when updating the payment type." Read as: the selector belongs to those pages;
 * while a reservation is being updated (update mode) it shows only when the payment type is the
 * thing being updated.
 */
export type CurrencyPage = 'results' | 'recommender' | 'guestDetail' | 'other';

export interface SelectorPlace {
  page: CurrencyPage;
  /** On guest detail: the payment step is showing. */
  paymentStep?: boolean;
  /** A reservation is being updated (SPEC.md section 4 "Update mode"). */
  updateMode?: boolean;
  /** In update mode: the payment type is what is being updated. */
  updatingPaymentType?: boolean;
}

export function isCurrencySelectorShown(multiCurrencyOn: boolean, place: SelectorPlace): boolean {
  if (!multiCurrencyOn) return false;
  if (place.updateMode && !place.updatingPaymentType) return false;
  switch (place.page) {
    case 'results':
    case 'recommender':
      return true;
    case 'guestDetail':
      return place.paymentStep === true;
    default:
      return false;
  }
}
