import { useMemo } from 'react';
import { Link } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { useInitSelector } from '../../../machines/init/provider';
import { selectHotelCode, selectSettings } from '../../../machines/init/selectors';
import {
  RecommenderProvider,
  useRecommenderActorRef,
  useRecommenderSelector,
} from '../../../machines/recommender/provider';
import {
  selectCanRetryRecommendations,
  selectNothingToRecommend,
  selectRecommendations,
  selectRecommenderCriteria,
  selectRecommenderFailed,
  selectRecommenderFailure,
  selectRecommending,
} from '../../../machines/recommender/selectors';
import { criteriaFromQuery, criteriaToQuery } from '../../../machines/search/search-criteria';
import { useAppServices } from '../../app/services-context';
import { messageForCode } from '../../i18n/messages';
import { Spinner } from '../../shell/spinner';
import { CurrencySelector } from '../currency/currency-selector';
import { useCurrencyQuote, useSearchCurrencyClient } from '../currency/currency-scope';
import { Money } from '../currency/money';
import { useDocumentTitle } from '../document-title';

/** `/booking/recommender` (SPEC.md section 2): the criteria of the URL, read as the search reads them. */
export function RecommenderRoute() {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const settings = useInitSelector(selectSettings);
  // Multi-currency: recommendations priced by the booking API in the guest's currency; another currency loads them again.
  const client = useSearchCurrencyClient(services.client);
  const quote = useCurrencyQuote();
  // Read once per chart: the URL over the hotel's defaults.
  const input = useMemo(() => {
    const { criteria } = criteriaFromQuery(window.location.search, {
      today: settings?.today ?? '',
      defaultSearchSetting: settings?.defaultSearchSetting ?? { adults: 2, checkinDateOffset: 0 },
      maxGuestsPerRoom: settings?.maxGuestsPerRoom ?? 20,
      ...(settings
        ? { multiRoomsSearchLimit: settings.multiRoomsSearchLimit, maxChildrenPerAdult: settings.maxChildrenPerAdult }
        : {}),
    });
    const { checkin, checkout, adults, children, roomCount } = criteria;
    return { hotelCode, criteria: { checkin, checkout, adults, children, roomCount } };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <RecommenderProvider
      key={quote?.code ?? ''}
      client={client}

      input={input}
      {...(inspect ? { inspect } : {})}
    >
      <RecommenderPage />
    </RecommenderProvider>
  );
}

export function RecommenderPage() {
  const { LL } = useI18nContext();
  useDocumentTitle(LL.searchMore.recommender.title());
  const actor = useRecommenderActorRef();
  const loading = useRecommenderSelector(selectRecommending);
  const recommendations = useRecommenderSelector(selectRecommendations);
  const criteria = useRecommenderSelector(selectRecommenderCriteria);
  const empty = useRecommenderSelector(selectNothingToRecommend);
  const failed = useRecommenderSelector(selectRecommenderFailed);
  const failure = useRecommenderSelector(selectRecommenderFailure);
  const canRetry = useRecommenderSelector(selectCanRetryRecommendations);
  const quote = useCurrencyQuote();
  // The recommender click URL is /booking/result (SPEC.md section 2 "Paths the product builds").
  const resultsUrl = `/booking/result?${criteriaToQuery(window.location.search, { ...criteria, order: 'recommended' })}`;
  return (
    <section className="panel recommender" aria-labelledby="recommender-heading" aria-busy={loading || undefined}>
      <h1 id="recommender-heading">{LL.searchMore.recommender.title()}</h1>
      <p>
        {LL.searchMore.recommender.criteria({
          checkin: criteria.checkin,
          checkout: criteria.checkout,
          adults: criteria.adults,
          rooms: criteria.roomCount,
        })}
      </p>
      {/* Multi-currency: the selector shows itself only when the hotel offers it. */}
      <CurrencySelector place={{ page: 'recommender' }} />
      {loading && <Spinner label={LL.searchMore.recommender.loading()} />}
      {empty && <p role="status">{LL.searchMore.recommender.empty()}</p>}
      {failed && (
        <div className="alert alert-error" role="alert">
          <p>{failure ? LL.searchMore.recommender.failed({ title: messageForCode(LL, failure.code) }) : ''}</p>
          {canRetry && (
            <button type="button" onClick={() => actor.send({ type: 'recommendations.retried' })}>
              {LL.searchMore.recommender.retry()}
            </button>
          )}
        </div>
      )}
      {recommendations.length > 0 && (
        <ol className="recommendations">
          {recommendations.map((r) => (
            <li key={r.roomPlanCode} className="card">
              <h2>{r.roomTypeName}</h2>
              <p>{r.roomPlanName}</p>
              <p className="price">
                <Money
                  amount={r.totalPrice}
                  currency={r.currency}
                  mcpAmount={r.mcpCurrency === quote?.code ? r.mcpTotalPrice : null}
                  strong
                />
              </p>
              <ul className="facts">
                <li>{LL.searchMore.recommender.roomsLeft({ count: r.roomCount })}</li>
                {r.mealIncluded && <li>{LL.searchMore.recommender.meals()}</li>}
                <li>
                  {r.refundable ? LL.searchMore.recommender.refundable() : LL.searchMore.recommender.nonRefundable()}
                </li>
              </ul>
              <Link href={resultsUrl} aria-label={LL.searchMore.recommender.choose({ name: r.roomTypeName })}>
                {LL.searchMore.recommender.choose({ name: r.roomTypeName })}
              </Link>
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link href={resultsUrl}>{LL.searchMore.recommender.allResults()}</Link>
      </p>
    </section>
  );
}
