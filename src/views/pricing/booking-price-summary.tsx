import type { ReactNode } from 'react';
import { BookingPriceQuoteContext, BookingPriceQuoteProvider } from '../../../machines/price-quote/provider';
import { useOptionalAppServices } from '../../app/services-context';
import { PriceQuoteShown } from './quoted-price-summary';

/**
 * Guest detail and payment: the server's price summary of the chosen rooms and the picked extras with
 * the code and payment method. The app root quotes it for the booking chart and gives the booking its
 * total (sent as expectedTotalPrice) and its charge now and later (machines/app-root/relays.ts); after
 * a price_changed refusal it is quoted again, so the guest sees the new summary before confirming.
 */
export function BookingPriceSummary({ unpriced = null }: { unpriced?: ReactNode }) {
  // Rendered without the app shell (view tests of the guest form), there is no gateway to ask.
  const app = useOptionalAppServices();
  if (!app) return unpriced;
  const { services, inspect } = app;
  return (
    <BookingPriceQuoteProvider client={services.client} {...(inspect ? { inspect } : {})}>
      <PriceQuoteShown chart={BookingPriceQuoteContext} unpriced={unpriced} />
    </BookingPriceQuoteProvider>
  );
}
