import { useEffect, useRef } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import type { PriceQuoteRequest } from '../../../machines/price-quote/context';
import {
  PriceQuoteProvider,
  usePriceQuoteActorRef,
  usePriceQuoteSelector,
} from '../../../machines/price-quote/provider';
import {
  selectCanRetryPrice,
  selectIsPricing,
  selectPriceFailure,
  selectPriceSummary,
} from '../../../machines/price-quote/selectors';
import { useOptionalAppServices } from '../../app/services-context';
import { messageForCode } from '../../i18n/messages';
import { Spinner } from '../../shell/spinner';
import { PriceSummaryList } from './price-summary-list';
import type { PriceSummary } from '../../../machines/pricing/price-summary';

/** The price summary of a quote or a reservation, priced by the server (machines/price-quote). */
export interface QuotedPriceSummaryProps {
  request: PriceQuoteRequest | null;
  /** Quote again when this changes although the request is the same (after a price_changed refusal). */
  revision?: number;
  /** The summary shown (null: none), for the booking's expectedTotalPrice (machines/booking/price-check.ts). */
  onTotal?: (shown: { totalPrice: number; totalExtraPrice: number } | null) => void;
  /** The summary shown (null: none or failed), for what the booking chart previews as charged now. */
  onSummary?: (summary: PriceSummary | null) => void;
  /** False for a cancelled reservation: what was to be paid at the hotel no longer is. */
  stayApplies?: boolean;
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

function RequestedSummary({ request, revision = 0, onTotal, onSummary, stayApplies = true }: QuotedPriceSummaryProps) {
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
  // Only the reply to the request shown counts (a stale one was dropped by the chart, latest wins).
  const shownTotal = failure || !summary ? null : summary.totalPrice;
  const shownExtras = failure || !summary ? null : summary.totalExtraPrice;
  useEffect(() => {
    onTotal?.(
      shownTotal === null || shownExtras === null ? null : { totalPrice: shownTotal, totalExtraPrice: shownExtras },
    );
  }, [shownTotal, shownExtras, onTotal]);
  const shown = failure ? null : summary;
  useEffect(() => {
    onSummary?.(shown);
  }, [shown, onSummary]);
  if (loading && !summary) return <Spinner label={LL.pricing.summary.loading()} inline />;
  if (failure) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{messageForCode(LL, failure.code)}</p>
        {canRetry && (
          <button type="button" onClick={() => actor.send({ type: 'quote.retried' })}>
            {LL.pricing.coupons.retry()}
          </button>
        )}
      </div>
    );
  }
  return summary ? <PriceSummaryList summary={summary} taxIncluded={taxIncluded} stayApplies={stayApplies} /> : null;
}
