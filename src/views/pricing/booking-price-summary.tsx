import { useMemo } from 'react';
import { useBookingSelector } from '../../../machines/booking/provider';
import { selectPaymentMethod, selectSelection, selectStay } from '../../../machines/booking/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotelCode } from '../../../machines/init/selectors';
import { quoteRequestOf } from '../../../machines/pricing/quote-request';
import { QuotedPriceSummary } from './quoted-price-summary';

/** Guest detail and payment: the server's price summary of the chosen rooms with the code and payment method. */
export function BookingPriceSummary() {
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const stay = useBookingSelector(selectStay);
  const selection = useBookingSelector(selectSelection);
  const paymentMethod = useBookingSelector(selectPaymentMethod);
  const request = useMemo(() => quoteRequestOf(hotelCode, stay, selection, paymentMethod ?? null), [hotelCode, stay, selection, paymentMethod]);
  return <QuotedPriceSummary request={request} />;
}
