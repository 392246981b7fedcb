import type { ReservationDetails } from './context';

/**
 * What still applies to a reservation as it is now: once cancelled, the guest no longer pays at
 * the hotel, has no stay to put in a calendar or to travel to, and gets a receipt only for money
 * the hotel kept (a card charge not refunded in full).
 */
export function paysAtHotel(reservation: Pick<ReservationDetails, 'status' | 'paymentType'>): boolean {
  return (
    reservation.status !== 'cancelled' &&
    (reservation.paymentType === 'on_site' || reservation.paymentType === 'on_site_credit_card_required')
  );
}

export function offersReceipt(reservation: Pick<ReservationDetails, 'status' | 'paymentType' | 'payment'>): boolean {
  if (
    reservation.paymentType === 'on_site' ||
    reservation.paymentType === 'on_site_credit_card_required' ||
    reservation.paymentType === 'deferred_payment'
  )
    return false;
  if (reservation.status !== 'cancelled') return true;
  const payment = reservation.payment;
  return payment !== null && payment !== undefined && payment.amount - payment.refundedAmount > 0;
}

/** Whether the stay is still to come or under way: travel details and the calendar file apply. */
export function stayApplies(reservation: Pick<ReservationDetails, 'status'>): boolean {
  return reservation.status !== 'cancelled';
}
