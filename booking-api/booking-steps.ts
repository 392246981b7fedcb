import { BookingSteps } from './services/booking-steps';
import { childrenBookingStep } from './services/children-booking-step';
import { lotteryBookingStep } from './lottery/lottery-booking-step';
import { expectedTotalBookingStep, pricingBookingStep } from './pricing/pricing-booking-steps';
import { extrasBookingStep } from './extras/extras-booking-step';
import { memberReductionsBookingStep } from './points/points-booking-step';
import { paymentTermsBookingStep } from './payment-methods/payment-terms-booking-step';
import { cardPaymentBookingStep } from './payments/card-booking-step';
import { multiCurrencyBookingStep } from './currency/multi-currency-booking-step';
import { bookingMailStep } from './stay-mail/booking-mail-step';
import type { CardProviderRegistry } from './payments/card-engine';

/**
 * The booking's steps in the order they run (services/booking-steps.ts). The order is the money's path:
 * rooms priced with discounts and codes, extras added, the shown total compared, member reductions taken
 * off, the method's terms decide what is charged now, the card is checked for it, and a guest's own
 * currency converts it. The card steps ask the process's card providers (payments/card-engine.ts). A
 * booking's own steps (a package's flights, an agency hand-over) run before these.
 */
export function composeBookingSteps(cardProviders: CardProviderRegistry): BookingSteps {
  return new BookingSteps().register(
    lotteryBookingStep,
    pricingBookingStep,
    extrasBookingStep,
    expectedTotalBookingStep,
    memberReductionsBookingStep,
    paymentTermsBookingStep(cardProviders),
    cardPaymentBookingStep(cardProviders),
    multiCurrencyBookingStep,
    childrenBookingStep,
    bookingMailStep,
  );
}
