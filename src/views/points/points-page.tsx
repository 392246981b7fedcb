import { useId, type FormEvent } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { selectHotelCode } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import type { HistoryPage, PointInfoView } from '../../../machines/points/context';
import { PointsProvider, usePointsActorRef, usePointsSelector } from '../../../machines/points/provider';
import {
  selectCanRequestPage,
  selectCanStartExchange,
  selectExchangeAmount,
  selectExchangeFailure,
  selectExchangeProblem,
  selectHistory,
  selectHistoryPageFailure,
  selectIsConfirmingExchange,
  selectIsEnteringExchange,
  selectIsExchanging,
  selectIsLoadingPage,
  selectIsLoadingPoints,
  selectExchangePoints,
  selectLastExchange,
  selectPointInfo,
  selectPointsLoadFailure,
} from '../../../machines/points/selectors';
import { useAppServices } from '../../app/services-context';
import { messageForCode } from '../../i18n/messages';
import { formatDayOf } from '../../format/dates';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';

/** `/my-account/points` (protected by MyAccountRoutes): balance, rank, history and exchange. */
export function PointsRoute() {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  return (
    <PointsProvider client={services.client} hotelCode={hotelCode} inspect={inspect}>
      <PointsPage />
    </PointsProvider>
  );
}

const formatDate = (iso: string, locale: string) => formatDayOf(iso, locale);

export function PointsPage() {
  const { LL } = useI18nContext();
  const chart = usePointsActorRef();
  const loading = usePointsSelector(selectIsLoadingPoints);
  const failure = usePointsSelector(selectPointsLoadFailure);
  const info = usePointsSelector(selectPointInfo);
  const p = LL.points;
  useDocumentTitle(p.heading());
  return (
    <section className="panel" aria-labelledby="points-heading">
      <h2 id="points-heading">{p.heading()}</h2>
      {loading && <Spinner label={p.loading()} inline />}
      {failure && (
        <div className="alert alert-error" role="alert">
          <p>{p.historyFailed()}</p>
          <button type="button" onClick={() => chart.send({ type: 'load.retried' })}>
            {p.retry()}
          </button>
        </div>
      )}
      {info && <PointsOverview info={info} />}
      {info && <PointHistory />}
      {info && <PointExchange info={info} />}
    </section>
  );
}

function PointsOverview({ info }: { info: PointInfoView }) {
  const { LL } = useI18nContext();
  const p = LL.points;
  return (
    <>
      {!info.pointProgramEnabled && <p className="alert alert-info">{p.programDisabled()}</p>}
      <dl className="summary" data-testid="points-overview">
        <dt>{p.balance()}</dt>
        <dd data-testid="points-balance">{p.amount({ points: info.totalPoint })}</dd>
        <dt>{p.futurePoints()}</dt>
        <dd>{p.amount({ points: info.futurePoints })}</dd>
        <dt>{p.rankingPoints()}</dt>
        <dd>{p.amount({ points: info.rankingPointsValue })}</dd>
        {info.program && (
          <>
            <dt>{p.program()}</dt>
            <dd>{info.program.name}</dd>
          </>
        )}
        <dt>{p.rank()}</dt>
        <dd data-testid="points-rank">{info.rank?.name ?? p.noRank()}</dd>
      </dl>
      {info.nextRank && (
        <p>
          {p.nextRank({
            points: info.nextRank.rankingPointsThreshold - info.rankingPointsValue,
            rank: info.nextRank.name,
          })}
        </p>
      )}
      <p className="field-hint">{p.futureNote()}</p>
    </>
  );
}

function PointHistory() {
  const { LL, locale } = useI18nContext();
  const chart = usePointsActorRef();
  const history = usePointsSelector(selectHistory);
  const pageLoading = usePointsSelector(selectIsLoadingPage);
  const pageFailure = usePointsSelector(selectHistoryPageFailure);
  const page = history?.page ?? 1;
  const canPrevious = usePointsSelector(selectCanRequestPage(page - 1));
  const canNext = usePointsSelector(selectCanRequestPage(page + 1));
  const p = LL.points;
  if (!history) return null;
  return (
    <section aria-labelledby="point-history-heading" aria-busy={pageLoading || undefined}>
      <h3 id="point-history-heading">{p.historyHeading()}</h3>
      {pageFailure && (
        <p className="alert alert-error" role="alert">
          {p.historyFailed()}
        </p>
      )}
      {history.entries.length === 0 ? (
        <p>{p.historyEmpty()}</p>
      ) : (
        <div className="table-scroll">
          <table className="point-history">
            <thead>
              <tr>
                <th scope="col">{p.colDate()}</th>
                <th scope="col">{p.colType()}</th>
                <th scope="col">{p.colPoints()}</th>
                <th scope="col">{p.colDetails()}</th>
              </tr>
            </thead>
            <tbody>
              {history.entries.map((entry: HistoryPage['entries'][number]) => (
                <tr key={entry.id} data-testid="point-history-entry">
                  <td>{formatDate(entry.date, locale)}</td>
                  <td>{p.types[entry.type]()}</td>
                  <td>
                    {entry.type === 'spent' || entry.type === 'expired' ? `−${entry.amount}` : `+${entry.amount}`}
                  </td>
                  <td>
                    {entry.reservationNumber && p.reservationRef({ number: entry.reservationNumber })}
                    {entry.exchangeCode && p.exchangeRef({ code: entry.exchangeCode })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {history.totalPages > 1 && (
        <nav aria-label={p.historyPages()} className="pager">
          <button
            type="button"
            disabled={!canPrevious}
            onClick={() => chart.send({ type: 'history.pageRequested', page: page - 1 })}
          >
            {p.previousPage()}
          </button>
          <span aria-live="polite">{p.pageOf({ page, total: history.totalPages })}</span>
          <button
            type="button"
            disabled={!canNext}
            onClick={() => chart.send({ type: 'history.pageRequested', page: page + 1 })}
          >
            {p.nextPage()}
          </button>
        </nav>
      )}
    </section>
  );
}

function PointExchange({ info }: { info: PointInfoView }) {
  const { LL, locale } = useI18nContext();
  const chart = usePointsActorRef();
  const canStart = usePointsSelector(selectCanStartExchange);
  const entering = usePointsSelector(selectIsEnteringExchange);
  const confirming = usePointsSelector(selectIsConfirmingExchange);
  const exchanging = usePointsSelector(selectIsExchanging);
  const amount = usePointsSelector(selectExchangeAmount);
  const points = usePointsSelector(selectExchangePoints);
  const problem = usePointsSelector(selectExchangeProblem);
  const failure = usePointsSelector(selectExchangeFailure);
  const last = usePointsSelector(selectLastExchange);
  const amountId = useId();
  const p = LL.points;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    chart.send({ type: 'exchange.submitted' });
  };
  const message = (code: string) => messageForCode(LL, code, { context: 'points' });
  return (
    <section aria-labelledby="point-exchange-heading">
      <h3 id="point-exchange-heading">{p.exchangeHeading()}</h3>
      <p>{info.exchangeAvailable ? p.exchangeIntro() : p.exchangeUnavailable()}</p>
      {last && (
        <p className="alert alert-success" role="status" data-testid="exchange-code">
          {p.exchangeDone({ code: last.code, date: formatDate(last.validUntil, locale) })}
        </p>
      )}
      {canStart && (
        <button type="button" onClick={() => chart.send({ type: 'exchange.started' })}>
          {p.exchangeStart()}
        </button>
      )}
      {entering && (
        <form onSubmit={submit} noValidate>
          {failure && (
            <p className="alert alert-error" role="alert">
              {message(failure.code)}
            </p>
          )}
          <div className="field">
            <label htmlFor={amountId}>{p.exchangeAmount()}</label>
            <input
              id={amountId}
              inputMode="numeric"
              value={amount}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${amountId}-hint${problem ? ` ${amountId}-error` : ''}`}
              onChange={(event) => chart.send({ type: 'exchange.amountChanged', value: event.target.value })}
            />
            <p id={`${amountId}-hint`} className="field-hint">
              {p.exchangeAmountHint({ step: info.exchangeStep, balance: info.totalPoint })}
            </p>
            {problem && (
              <p id={`${amountId}-error`} className="field-error">
                {message(problem)}
              </p>
            )}
          </div>
          <div className="actions">
            <button type="submit" className="primary">
              {p.exchangeContinue()}
            </button>
            <button type="button" onClick={() => chart.send({ type: 'exchange.cancelled' })}>
              {p.cancel()}
            </button>
          </div>
        </form>
      )}
      {(confirming || exchanging) && (
        <div role="dialog" aria-modal="true" aria-labelledby="exchange-question" className="dialog">
          <p id="exchange-question">{p.exchangeConfirm({ amount: points })}</p>
          <button
            type="button"
            className="primary"
            disabled={exchanging}
            aria-busy={exchanging || undefined}
            onClick={() => chart.send({ type: 'exchange.confirmed' })}
          >
            {exchanging ? p.exchanging() : p.exchangeConfirmButton()}
          </button>{' '}
          <button type="button" disabled={exchanging} onClick={() => chart.send({ type: 'exchange.cancelled' })}>
            {p.cancel()}
          </button>
        </div>
      )}
    </section>
  );
}
