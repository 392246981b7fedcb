/**
 * The code of the booking chart's steps after the room choice (extras and questions, guest details,
 * payment, submitting): the extras child chart, the guest form's and the card's checks (the
 * card-validator library), the request that is sent, and the requests of those steps (the reservation,
 * the member's contact and saved cards, the card's tokenization, the extras offer). Loaded by ./later-steps-loader.ts once a room is
 * chosen, never with the results page; the chart's `LoadingSteps` state waits for it before any of
 * those steps is entered.
 */
export { createBookingActors } from './actors';
export { createExtrasQuestionsActors } from './extras-questions/actors';
export { cardChanged, isCardFormValid, validateCardForm } from '../payment/card-form';
export { extrasQuestionsMachine } from './extras-questions/machine';
export { additionsInput, hasOffer, isExtrasRefusal, selectionLines } from './extras-questions/offer';
export { guestFormRules, isGuestFormValid, revalidatedForRules, validateGuestForm } from './guest-form';
export { cardContextOf, koreanCardErrorsOf, reservationRequestOf } from './payment-rules';
export { extrasQuoteDue, isPriceChanged } from './price-check';
export { isCardDecline } from './card-decline';
