import { useEffect, useRef, type ReactNode } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import type { PriceQuoteRequest } from '../../../machines/price-quote/context';
import { PriceQuoteContext, PriceQuoteProvider } from '../../../machines/price-quote/provider';
import {
  selectCanRetryPrice,
  selectIsPricing,
  selectPriceFailure,
  selectPriceSummary,
} from '../../../machines/price-quote/selectors';
import type { ChartContext } from '../../../machines/chart-provider';
import type { PriceQuoteMachine } from '../../../machines/price-quote/machine';
import { useOptionalAppServices } from '../../app/services-context';
import { messageForCode } from '../../i18n/messages';
import { Spinner } from '../../shell/spinner';
import { PriceSummaryList } from './price-summary-list';

/** The price summary of a reservation, priced by the server (machines/price-quote). */
export interface QuotedPriceSummaryProps {
  request: PriceQuoteRequest | null;
  /** False for a cancelled reservation: what was to be paid at the hotel no longer is. */
  stayApplies?: boolean;
  /** What stands for the summary when it cannot be had. */
  unpriced?: ReactNode;
  /** The summary's heading level; null without a heading of its own, where the section around it names it. */
  headingLevel?: 2 | 3 | 4 | null;
}

export function QuotedPriceSummary(props: QuotedPriceSummaryProps) {
  // Rendered without the app shell (view tests of the guest form), there is no gateway to ask.
  const app = useOptionalAppServices();
  if (!app) return props.unpriced ?? null;
  const { services, inspect } = app;
  return (
    <PriceQuoteProvider client={services.client} {...(inspect ? { inspect } : {})}>
      <RequestedSummary {...props} />
    </PriceQuoteProvider>
  );
}

function RequestedSummary({ request, stayApplies = true, unpriced = null, headingLevel }: QuotedPriceSummaryProps) {
  const actor = PriceQuoteContext.useActorRef();
  // The same request twice does not price again.
  const key = request ? JSON.stringify(request) : '';
  const sent = useRef('');
  useEffect(() => {
    if (!request || key === sent.current) return;
    sent.current = key;
    actor.send({ type: 'quote.requested', request });
  }, [key, request, actor]);
  // Once booked, signing in saves nothing more.
  const booked = request?.kind === 'reservation';
  return (
    <PriceQuoteShown
      chart={PriceQuoteContext}
      stayApplies={stayApplies}
      offerSignIn={!booked}
      unpriced={unpriced}
      {...(headingLevel !== undefined ? { headingLevel } : {})}
    />
  );
}

/** The summary a price-quote chart shows: a spinner while it loads, the failure with a retry, or its lines. */
export function PriceQuoteShown({
  chart,
  stayApplies = true,
  offerSignIn = true,
  unpriced = null,
  headingLevel,
}: {
  chart: ChartContext<PriceQuoteMachine>;
  stayApplies?: boolean;
  offerSignIn?: boolean;
  /** What stands for the summary when it could not be had (after the failure and its retry). */
  unpriced?: ReactNode;
  /** The summary's heading level; null without a heading of its own, where the section around it names it. */
  headingLevel?: 2 | 3 | 4 | null;
}) {
  const { LL } = useI18nContext();
  const actor = chart.useActorRef();
  const taxIncluded = useInitSelector(selectSettings)?.showPricesTaxIncluded ?? true;
  const summary = chart.useSelector(selectPriceSummary);
  const loading = chart.useSelector(selectIsPricing);
  const failure = chart.useSelector(selectPriceFailure);
  const canRetry = chart.useSelector(selectCanRetryPrice);
  if (loading && !summary) return <Spinner label={LL.pricing.summary.loading()} inline />;
  if (failure) {
    return (
      <>
        <div className="alert alert-error" role="alert">
          <p>{messageForCode(LL, failure.code)}</p>
          {canRetry && (
            <button type="button" onClick={() => actor.send({ type: 'quote.retried' })}>
              {LL.pricing.coupons.retry()}
            </button>
          )}
        </div>
        {unpriced}
      </>
    );
  }
  return summary ? (
    <PriceSummaryList
      summary={summary}
      taxIncluded={taxIncluded}
      stayApplies={stayApplies}
      offerSignIn={offerSignIn}
      {...(headingLevel !== undefined ? { headingLevel } : {})}
    />
  ) : (
    unpriced
  );
}
