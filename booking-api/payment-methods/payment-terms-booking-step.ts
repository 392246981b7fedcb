import type { CardProviderRegistry } from '../payments/card-engine';
import { bookingSlot, bookingStep } from '../services/booking-steps';
import { insertPaymentTerms } from './payment-methods-repository';
import { chargedAmount, planPaymentTerms, type PaymentTermsPlan } from './payment-terms';

/** The payment method's terms of a booking, for the steps after this one (the price summary shows its deposit). */
export const paymentTermsSlot = bookingSlot<PaymentTermsPlan>('payment terms');

/** The method's own rules: deposit share, bank-transfer deadline, KRW cards; what is charged at booking. */
export const paymentTermsBookingStep = (cardProviders: CardProviderRegistry) =>
  bookingStep({
    name: 'payment-terms',
    async check(draft) {
      const { database, clock, hotel, request, rooms } = draft.facts;
      const payable = draft.payable();
      const roomPrices = rooms.map((room) => ({ plan: room.plan, totalPrice: room.row.totalPrice }));
      const terms = await planPaymentTerms({ database, clock, cardProviders }, hotel, request, roomPrices, payable);
      // A bank transfer keeps the reservation waiting until staff mark it paid.
      if (terms.awaitsTransfer) draft.awaitPayment();
      draft.chargeNow(chargedAmount(terms, payable));
      draft.share(paymentTermsSlot, terms);
      return terms;
    },
    async write(tx, terms, written) {
      await insertPaymentTerms(tx, written.reservationId, terms);
    },
  });
