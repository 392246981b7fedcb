import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ErrorCode } from '../../../contract/error-codes';
import type { CurrencyMachine } from '../../../machines/currency/machine';
import { selectAllowedCardBrands } from '../../../machines/currency/selectors';
import { sameBookingMcp, type BookingMcp } from '../../../machines/currency/booking-currency';
import { useBookingActorRef, useBookingSelector } from '../../../machines/booking/provider';
import { selectBookingProblem } from '../../../machines/booking/selectors';
import { useSearchActorRef, useSearchSelector } from '../../../machines/search/provider';
import { selectCanSearch, selectHasResults } from '../../../machines/search/selectors';
import { useCurrencyActor, useCurrencyQuote } from './currency-scope';

/**
 * Tells the booking chart which currency it pays in (`currency.changed`), and after "exchange rate
 * updated" (SPEC.md section 8) reloads the hotel's rates so the guest sees the new price.
 */
export function CurrencyToBooking() {
  const actor = useCurrencyActor();
  return actor ? <Forward actor={actor} /> : null;
}

function Forward({ actor }: { actor: ActorRefFrom<CurrencyMachine> }) {
  const booking = useBookingActorRef();
  const quote = useCurrencyQuote();
  const brands = useSelector(actor, selectAllowedCardBrands);
  const forwarded = useRef<BookingMcp | null>(null);
  useEffect(() => {
    const mcp = quote ? { code: quote.code, rateUpdatedAt: quote.rateUpdatedAt, allowedBrands: brands } : null;
    if (sameBookingMcp(mcp, forwarded.current)) return;
    forwarded.current = mcp;
    booking.send({ type: 'currency.changed', mcp });
  }, [quote, brands, booking]);

  const problem = useBookingSelector(selectBookingProblem);
  useEffect(() => {
    if (problem?.code === ErrorCode.exchangeRateUpdated) actor.send({ type: 'currencies.reloaded' });
  }, [problem, actor]);
  return null;
}

/** Another currency (or a new rate) prices the shown results again, with the booking API's mcp amounts. */
export function ResearchOnCurrencyChange() {
  const quote = useCurrencyQuote();
  const search = useSearchActorRef();
  const hasResults = useSearchSelector(selectHasResults);
  const canSearch = useSearchSelector(selectCanSearch);
  const key = quote ? `${quote.code}|${quote.rateUpdatedAt}` : '';
  const last = useRef(key);
  useEffect(() => {
    if (key === last.current) return;
    last.current = key;
    if (hasResults && canSearch) search.send({ type: 'search.submitted' });
  }, [key, hasResults, canSearch, search]);
  return null;
}
