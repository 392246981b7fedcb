import { useCallback, useMemo } from 'react';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import {
  selectChargeCurrency,
  selectPaymentMethod,
  selectPriceRevision,
  selectQuotedExtras,
  selectSelection,
  selectStay,
} from '../../../machines/booking/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotelCode } from '../../../machines/init/selectors';
import { inQuoteCurrency, quoteRequestOf } from '../../../machines/pricing/quote-request';
import { chargeSplitOf, type PriceSummary } from '../../../machines/pricing/price-summary';
import { QuotedPriceSummary } from './quoted-price-summary';

/**
 * Guest detail and payment: the server's price summary of the chosen rooms and the picked extras with
 * the code and payment method. Its total goes to the booking chart (sent as expectedTotalPrice); after a price_changed
 * refusal the chart's revision quotes it again, so the guest sees the new summary before confirming.
 */
export function BookingPriceSummary() {
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const stay = useBookingSelector(selectStay);
  const selection = useBookingSelector(selectSelection);
  const paymentMethod = useBookingSelector(selectPaymentMethod);
  const revision = useBookingSelector(selectPriceRevision);
  const booking = useBookingActorRef();
  // The extras picked, once the guest paused (the chart debounces them): the API prices them too.
  const extras = useBookingSelector(selectQuotedExtras);
  const request = useMemo(
    () => quoteRequestOf(hotelCode, stay, selection, paymentMethod ?? null, extras),
    [hotelCode, stay, selection, paymentMethod, extras],
  );
  const onTotal = useCallback(
    (shown: { totalPrice: number; totalExtraPrice: number } | null) =>
      booking.send({
        type: 'price.quoted',
        totalPrice: shown?.totalPrice ?? null,
        totalExtraPrice: shown?.totalExtraPrice ?? null,
        extras,
      }),
    [booking, extras],
  );
  // In another currency the quote gives the deposit charged now and the rest in it too.
  const chargeCurrency = useBookingSelector(selectChargeCurrency);
  const quoted = useMemo(() => inQuoteCurrency(request, chargeCurrency), [request, chargeCurrency]);
  const onSummary = useCallback(
    (summary: PriceSummary | null) => booking.send({ type: 'charge.quoted', charge: chargeSplitOf(summary) }),
    [booking],
  );
  return <QuotedPriceSummary request={quoted} revision={revision} onTotal={onTotal} onSummary={onSummary} />;
}
