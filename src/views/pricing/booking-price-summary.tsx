import { useCallback, useMemo } from 'react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import { selectPaymentMethod, selectPriceRevision, selectSelection, selectStay } from '../../../machines/booking/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotelCode } from '../../../machines/init/selectors';
import { quoteRequestOf } from '../../../machines/pricing/quote-request';
import { QuotedPriceSummary } from './quoted-price-summary';

/**
 * Guest detail and payment: the server's price summary of the chosen rooms with the code and payment
 * method. Its total goes to the booking chart (sent as expectedTotalPrice); after a price_changed
 * refusal the chart's revision quotes it again, so the guest sees the new summary before confirming.
 */
export function BookingPriceSummary() {
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const stay = useBookingSelector(selectStay);
  const selection = useBookingSelector(selectSelection);
  const paymentMethod = useBookingSelector(selectPaymentMethod);
  const revision = useBookingSelector(selectPriceRevision);
  const booking = useBookingActorRef();
  const request = useMemo(() => quoteRequestOf(hotelCode, stay, selection, paymentMethod ?? null), [hotelCode, stay, selection, paymentMethod]);
  const onTotal = useCallback((totalPrice: number | null) => booking.send({ type: 'price.quoted', totalPrice }), [booking]);
  return <QuotedPriceSummary request={request} revision={revision} onTotal={onTotal} />;
}
