import { bookingStep } from '../services/booking-steps';
import { cardPaymentSlot } from '../payments/card-booking-step';
import { multiCurrencyChargeFor } from './multi-currency-charge';
import { saveReservationRate } from './reservation-rate';

/** Paying in the guest's currency (`mcp_currency`): the card is charged the converted amount, the rate kept on the reservation. */
export const multiCurrencyBookingStep = bookingStep({
  name: 'multi-currency',
  async check(draft) {
    const { database, hotel, request } = draft.facts;
    const charge = await multiCurrencyChargeFor(
      database.db,
      hotel,
      request,
      draft.find(cardPaymentSlot) ?? null,
      draft.charge().amount,
    );
    if (charge) draft.chargeNow(charge.amount, charge.currency);
    return charge;
  },
  async confirm(tx, charge, { reservationId }) {
    if (charge) await saveReservationRate(tx, reservationId, charge.rate);
  },
});
