import type { BookingContext, CreateReservationRequest } from './context';
import { isCardMethod, isKoreanDomesticMethod, selectionPaymentMethods } from './bookable-payment-methods';
import { savedCardInput, validateKoreanCard } from './card-choice';
import type { CardContext } from '../payment/card-form-shape';
import { buildReservationInput } from './reservation-request';
import { selectionTotal } from './selected-rooms';
import { mcpPaymentMethods, withMultiCurrencyPayment } from '../currency/booking-currency';
import { withMemberReductions } from '../point-spending/reductions';
import { additionsInput } from './extras-questions/offer';
import { expectedTotalInput } from './price-check';

/**
 * The booking chart's rules about paying (payment methods, the card's checks, saved and Korean
 * cards) and the createReservation request they lead to; pure functions of the chart's context.
 */

/** The methods every selected plan takes (SPEC.md section 8: methods differing across rooms are refused). */
export const paymentMethodsOf = (context: BookingContext) => {
  const all = selectionPaymentMethods(
    context.selection.map((line) => context.planPaymentMethods[line.roomPlanCode] ?? []),
  );
  // Multi-currency (machines/currency/booking-currency.ts): card payment only.
  return context.mcp ? { ...all, methods: mcpPaymentMethods(all.methods, context.mcp) } : all;
};
/** What the card must satisfy: valid through check-out, brand limit on the amount. */
export const cardContextOf = (context: BookingContext): CardContext => {
  const total = selectionTotal(context.selection);
  return {
    checkout: context.criteria.checkout,
    amount: total?.amount ?? 0,
    currency: total?.currency ?? 'JPY',
    ...(context.mcp ? { allowedBrands: context.mcp.allowedBrands } : {}),
  };
};

/** Paying with a saved card of the member (never for a Korean domestic card, which the issuer checks anew). */
export const usesSavedCard = (context: BookingContext) =>
  context.savedCardId !== null && !isKoreanDomesticMethod(context.paymentMethod);
/** The birth date and PIN digits a Korean domestic card needs; nothing for other methods. */
export const koreanCardErrorsOf = (context: BookingContext) =>
  isKoreanDomesticMethod(context.paymentMethod) ? validateKoreanCard(context.koreanCard, context.criteria.checkin) : {};

/** What the createReservation actor sends for this attempt: rooms, guest, payment, extras, expected total, currency, points. */
export function reservationRequestOf(context: BookingContext): CreateReservationRequest {
  return {
    hotelCode: context.hotelCode,
    reservation: withMemberReductions(
      withMultiCurrencyPayment(
        {
          ...buildReservationInput(context.criteria, context.selection, context.guest, context.locale, {
            method: context.paymentMethod ?? 'on_site',
            cardToken: context.cardToken,
          }),
          ...additionsInput(context.additions),
          ...expectedTotalInput(context.priceCheck, context.additions),
          ...savedCardInput({
            savedCardId: usesSavedCard(context) ? context.savedCardId : null,
            saveCard: context.saveCard && context.savedCardsLoaded && !isKoreanDomesticMethod(context.paymentMethod),
            paysByCard: isCardMethod(context.paymentMethod),
          }),
        },
        context.mcp,
      ),
      context.memberReductions,
    ),
    idempotencyKey: context.idempotencyKey ?? '',
  };
}
