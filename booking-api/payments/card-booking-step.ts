import { needsCard } from '../../contract';
import { bookingSlot, bookingStep } from '../services/booking-steps';
import type { CardProviderRegistry } from './card-engine';
import { checkCardPayment, finishCardBooking, type CardPaymentPlan } from './card-booking';
import { createPaymentTransaction, toReservationPayment } from './card-payments';

/** The card a booking pays with (null for a method without a card), for the steps after this one. */
export const cardPaymentSlot = bookingSlot<CardPaymentPlan | null>('card payment');

/**
 * Card methods: the token is checked with the provider before anything is written, the payment is
 * recorded with the reservation, and the provider is asked once the booking committed.
 */
export const cardPaymentBookingStep = (cardProviders: CardProviderRegistry) =>
  bookingStep({
    name: 'card-payment',
    async check(draft) {
      const { database, clock, hotel, request, memberId, cardProviderKind } = draft.facts;
      const card = needsCard(request.payment_type)
        ? await checkCardPayment(
            { database, clock, cardProviders },
            hotel,
            request,
            draft.charge().amount,
            memberId,
            cardProviderKind,
          )
        : null;
      if (card) draft.awaitPayment();
      draft.share(cardPaymentSlot, card);
      return card;
    },
    // What is charged, in the currency charged (a later step may convert it), once every check passed.
    async confirm(tx, card, { reservationId, now, draft }) {
      if (!card) return;
      const nowDate = new Date(now.epochMilliseconds);
      const charge = draft.charge();
      const payment = await createPaymentTransaction(tx, {
        ...card,
        reservationId,
        hotelId: draft.facts.hotel.id,
        amount: charge.amount,
        currency: charge.currency,
        now: nowDate,
      });
      return { payment: toReservationPayment(payment, nowDate, []) };
    },
    async afterCommit(outcome, booking) {
      return finishCardBooking({ ...booking, cardProviders }, outcome);
    },
  });
