import type { BookingContext, CreateReservationRequest } from './context';
import { isCardMethod, isKoreanDomesticMethod } from './bookable-payment-methods';
import { savedCardInput, validateKoreanCard } from './card-choice';
import type { CardContext } from '../payment/card-form-shape';
import { buildReservationInput } from './reservation-request';
import { selectionTotal } from './selected-rooms';
import { withMultiCurrencyPayment } from '../currency/booking-currency';
import { usesSavedCard } from './payment-choice';
import { withMemberReductions } from '../point-spending/reductions';
import { additionsInput } from './extras-questions/offer';
import { expectedTotalInput } from './price-check';

export * from './payment-choice';

/**
 * The booking chart's rules about paying (payment methods, the card's checks, saved and Korean
 * cards) and the createReservation request they lead to; pure functions of the chart's context.
 * The choice of methods, which the results page needs, is ./payment-choice.ts; the rest comes with
 * the later steps (./later-steps.ts).
 */

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
