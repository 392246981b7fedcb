/**
 * The payment methods this widget can book with, in the order it offers them (the first one a
 * plan takes is chosen by default). Card methods go through the payment step (card form, provider
 * token, 3-D Secure). A plan that accepts none of these (a method of another
 * provider, e.g. PayPal only) cannot be selected.
 */
export const BOOKABLE_PAYMENT_METHODS: readonly string[] = [
  'on_site',
  'credit_card',
  'on_site_credit_card_required',
  'deferred_payment',
  'credit_card_full',
  'credit_card_deposit',
  'bank_transfer',
  'credit_card_krw_domestic',
  'credit_card_krw_international',
];

/** Methods that need the card form and a provider token (contract/payment-methods.ts has their rules). */
export const CARD_PAYMENT_METHODS: readonly string[] = [
  'credit_card',
  'on_site_credit_card_required',
  'credit_card_full',
  'credit_card_deposit',
  'credit_card_krw_domestic',
  'credit_card_krw_international',
];
/** A Korean domestic card: the card form also asks the birth date and the first two PIN digits (SPEC.md section 3). */
export const isKoreanDomesticMethod = (method: string | null) => method === 'credit_card_krw_domestic';
export const isCardMethod = (method: string | null) => method !== null && CARD_PAYMENT_METHODS.includes(method);

/** Whether a plan with these payment methods can be booked through the widget. */
export function isBookablePlan(paymentMethods: readonly string[]): boolean {
  return paymentMethods.some((method) => BOOKABLE_PAYMENT_METHODS.includes(method));
}

/**
 * The methods every plan of the selection takes, in the widget's order; SPEC.md section 8 refuses
 * rooms whose plans take different methods, so `differ` says when the selection cannot be booked.
 */
export function selectionPaymentMethods(methodsPerLine: readonly (readonly string[])[]): {
  methods: string[];
  differ: boolean;
} {
  const key = (methods: readonly string[]) => [...methods].sort().join(',');
  const first = methodsPerLine[0];
  if (!first) return { methods: [], differ: false };
  const differ = methodsPerLine.some((methods) => key(methods) !== key(first));
  return { methods: differ ? [] : BOOKABLE_PAYMENT_METHODS.filter((method) => first.includes(method)), differ };
}
