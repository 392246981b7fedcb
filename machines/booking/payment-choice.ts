import type { BookingContext } from './context';
import { isKoreanDomesticMethod, selectionPaymentMethods } from './bookable-payment-methods';
import { mcpPaymentMethods } from '../currency/booking-currency';

/**
 * Which payment methods the chosen rooms can be paid with, and whether a saved card pays: what the
 * room choice and "Book" need of the booking chart's payment rules (./payment-rules.ts).
 */

/** The methods every selected plan takes (SPEC.md section 8: methods differing across rooms are refused). */
export const paymentMethodsOf = (context: BookingContext) => {
  const all = selectionPaymentMethods(
    context.selection.map((line) => context.planPaymentMethods[line.roomPlanCode] ?? []),
  );
  // Multi-currency (machines/currency/booking-currency.ts): card payment only.
  return context.mcp ? { ...all, methods: mcpPaymentMethods(all.methods, context.mcp) } : all;
};
/** Paying with a saved card of the member (never for a Korean domestic card, which the issuer checks anew). */
export const usesSavedCard = (context: BookingContext) =>
  context.savedCardId !== null && !isKoreanDomesticMethod(context.paymentMethod);
