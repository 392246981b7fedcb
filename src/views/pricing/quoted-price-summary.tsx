import { useEffect, useRef } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import type { PriceQuoteRequest } from '../../../machines/price-quote/context';
import { PriceQuoteProvider, usePriceQuoteActorRef, usePriceQuoteSelector } from '../../../machines/price-quote/provider';
import { selectCanRetryPrice, selectIsPricing, selectPriceFailure, selectPriceSummary } from '../../../machines/price-quote/selectors';
import { useOptionalAppServices } from '../../app/services-context';
import { messageForCode } from '../../i18n/messages';
import { Spinner } from '../../shell/spinner';
import { PriceSummaryList } from './price-summary-list';

/** The price summary of a quote or a reservation, priced by the server (machines/price-quote). */
export interface QuotedPriceSummaryProps {
  request: PriceQuoteRequest | null;
  /** Quote again when this changes although the request is the same (after a price_changed refusal). */
  revision?: number;
  /** The total shown (null: none), for the booking's expectedTotalPrice (machines/booking/price-check.ts). */
  onTotal?: (totalPrice: number | null) => void;
}

export function QuotedPriceSummary(props: QuotedPriceSummaryProps) {
  // Rendered without the app shell (view tests of the guest form), there is no gateway to ask.
  const app = useOptionalAppServices();
  if (!app) return null;
  const { services, inspect } = app;
  return (
    <PriceQuoteProvider client={services.client} {...(inspect ? { inspect } : {})}>
      <RequestedSummary {...props} />
    </PriceQuoteProvider>
  );
}

function RequestedSummary({ request, revision = 0, onTotal }: QuotedPriceSummaryProps) {
  const { LL } = useI18nContext();
  const actor = usePriceQuoteActorRef();
  const taxIncluded = useInitSelector(selectSettings)?.showPricesTaxIncluded ?? true;
  const summary = usePriceQuoteSelector(selectPriceSummary);
  const loading = usePriceQuoteSelector(selectIsPricing);
  const failure = usePriceQuoteSelector(selectPriceFailure);
  const canRetry = usePriceQuoteSelector(selectCanRetryPrice);
  // A new selection, code or payment type re-prices; the same request twice does not.
  const key = request ? `${revision}:${JSON.stringify(request)}` : '';
  const sent = useRef('');
  useEffect(() => {
    if (!request || key === sent.current) return;
    sent.current = key;
    actor.send({ type: 'quote.requested', request });
  }, [key, request, actor]);
  const shownTotal = failure ? null : (summary?.totalPrice ?? null);
  useEffect(() => {
    onTotal?.(shownTotal);
  }, [shownTotal, onTotal]);
  if (loading && !summary) return <Spinner label={LL.pricing.summary.loading()} inline />;
  if (failure) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{messageForCode(LL, failure.code)}</p>
        {canRetry && <button type="button" onClick={() => actor.send({ type: 'quote.retried' })}>{LL.pricing.coupons.retry()}</button>}
      </div>
    );
  }
  return summary ? <PriceSummaryList summary={summary} taxIncluded={taxIncluded} /> : null;
}
