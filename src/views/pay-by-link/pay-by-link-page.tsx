import { useEffect, useMemo, type FormEvent } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useI18nContext } from '../../../locales/i18n-react';
import { sessionVisitStore } from '../../../machines/pay-by-link/visit-store';
import {
  PayByLinkProvider,
  usePayByLinkActorRef,
  usePayByLinkSelector,
  type PayByLinkNavigation,
} from '../../../machines/pay-by-link/provider';
import {
  selectCanSubmitCard,
  selectCard,
  selectCardErrors,
  selectFailureCode,
  selectIsAmountChanged,
  selectIsAwaitingChallenge,
  selectIsBusy,
  selectIsDisplaying,
  selectIsLoadFailed,
  selectIsLoading,
  selectIsNotFound,
  selectIsOutOfTime,
  selectResult,
  selectSecondsLeft,
  selectShowsCardForm,
  selectView,
} from '../../../machines/pay-by-link/selectors';
import type { CardField } from '../../../machines/payment/card-form';
import { CardFields } from '../payment/card-fields';
import { useAppServices } from '../../app/services-context';
import { formatMoney } from '../../format/money';
import { formatDayAndTime } from '../../format/dates';
import { Spinner } from '../../shell/spinner';
import { messageForCode } from '../../i18n/messages';

/**
 * `/payments/{paymentNumber}` and `/payments/{paymentNumber}/display` (SPEC.md section 2): a
 * standalone page (no site header, no chatbot) where a guest pays what the hotel asked for.
 */
/** The issuer's 3-D Secure page is a full-page navigation. */
const navigation: PayByLinkNavigation = { openExternal: (url) => window.location.assign(url) };

export function PayByLinkRoute({ paymentNumber, mode }: { paymentNumber: string; mode: 'pay' | 'display' }) {
  const { services, inspect } = useAppServices();
  const visits = useMemo(() => sessionVisitStore(window.sessionStorage), []);
  const input = useMemo(
    () => ({ paymentNumber, mode, today: Temporal.Now.plainDateISO().toString() }),
    [paymentNumber, mode],
  );
  return (
    <PayByLinkProvider
      key={`${paymentNumber}:${mode}`}
      client={services.client}
      visits={visits}
      navigation={navigation}
      input={input}
      inspect={inspect}
    >
      <PayByLinkPage />
    </PayByLinkProvider>
  );
}

export function PayByLinkPage() {
  const { LL, locale } = useI18nContext();
  const actor = usePayByLinkActorRef();
  const view = usePayByLinkSelector(selectView);
  const loading = usePayByLinkSelector(selectIsLoading);
  const busy = usePayByLinkSelector(selectIsBusy);
  const result = usePayByLinkSelector(selectResult);
  const notFound = usePayByLinkSelector(selectIsNotFound);
  const outOfTime = usePayByLinkSelector(selectIsOutOfTime);
  const loadFailed = usePayByLinkSelector(selectIsLoadFailed);
  const displaying = usePayByLinkSelector(selectIsDisplaying);
  const showsForm = usePayByLinkSelector(selectShowsCardForm);
  const amountChanged = usePayByLinkSelector(selectIsAmountChanged);
  const awaitingChallenge = usePayByLinkSelector(selectIsAwaitingChallenge);
  const failureCode = usePayByLinkSelector(selectFailureCode);
  const secondsLeft = usePayByLinkSelector(selectSecondsLeft);

  useEffect(() => {
    document.title = view ? `${LL.payByLink.title()} | ${view.hotelName}` : LL.payByLink.title();
  }, [LL, view]);

  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const when = (iso: string | null | undefined) =>
    iso ? formatDayAndTime(iso, locale, undefined, { withYear: true }) : null;

  return (
    <section className="panel pay-by-link" aria-labelledby="pay-by-link-heading">
      <h1 id="pay-by-link-heading">
        {view
          ? displaying
            ? LL.payByLink.displayHeading()
            : LL.payByLink.heading({ hotel: view.hotelName })
          : LL.payByLink.title()}
      </h1>
      {loading && <Spinner label={LL.payByLink.loading()} inline />}
      {notFound && (
        <p className="alert alert-error" role="alert">
          {LL.payByLink.notFound()}
        </p>
      )}
      {loadFailed && (
        <div className="alert alert-error" role="alert">
          <p>{LL.payByLink.loadFailed()}</p>
          <button type="button" onClick={() => actor.send({ type: 'page.reloaded' })}>
            {LL.payByLink.retry()}
          </button>
        </div>
      )}
      {view && !notFound && (
        <dl className="pay-by-link-record">
          <dt>{LL.payByLink.subject()}</dt>
          <dd>{view.subject}</dd>
          <dt>{LL.payByLink.amount()}</dt>
          <dd data-testid="pay-by-link-amount">
            <strong>{money(view.amount, view.currency)}</strong>
          </dd>
          <dt>{LL.payByLink.paymentNumber()}</dt>
          <dd>{view.paymentNumber}</dd>
          <dt>{LL.payByLink.status()}</dt>
          <dd>{LL.payByLink.statuses[view.status]()}</dd>
          {view.paidAt && (
            <>
              <dt>{LL.payByLink.paidAt()}</dt>
              <dd>{when(view.paidAt)}</dd>
            </>
          )}
          {view.refundedAt && (
            <>
              <dt>{LL.payByLink.refundedAt()}</dt>
              <dd>{when(view.refundedAt)}</dd>
            </>
          )}
        </dl>
      )}
      {result && result !== 'failed' && (
        <p className="alert alert-success" role="status">
          {LL.payByLink.results[result]()}
        </p>
      )}
      {outOfTime && (
        <div className="alert alert-error" role="alert">
          <p>{LL.payByLink.outOfTime()}</p>
          <button type="button" className="primary" onClick={() => actor.send({ type: 'page.reloaded' })}>
            {LL.payByLink.reload()}
          </button>
        </div>
      )}
      {amountChanged && (
        <div className="alert alert-error" role="alert">
          <p>{LL.payByLink.amountChanged()}</p>
          <button type="button" className="primary" onClick={() => actor.send({ type: 'amount.updated' })}>
            {LL.payByLink.update()}
          </button>
        </div>
      )}
      {failureCode && !amountChanged && !outOfTime && (
        <div className="alert alert-error" role="alert">
          <p>{LL.payByLink.failed()}</p>
          {/* A link pays for no reservation: the plain decline says only to use another card. */}
          <p>{failureCode === '3002' ? LL.payments.codes.e3204() : messageForCode(LL, failureCode)}</p>
        </div>
      )}
      {awaitingChallenge && view?.attempt && (
        <div>
          <p>{LL.payByLink.challengeIntro()}</p>
          <p>
            {view.attempt.card.brand.toUpperCase()} •••• {view.attempt.card.last4}
          </p>
          <div className="actions">
            <button type="button" className="primary" onClick={() => actor.send({ type: 'challenge.opened' })}>
              {LL.payByLink.openChallenge()}
            </button>
            <button type="button" onClick={() => actor.send({ type: 'challenge.abandoned' })}>
              {LL.payByLink.abandonChallenge()}
            </button>
          </div>
        </div>
      )}
      {(showsForm || awaitingChallenge) && (
        <p className="field-hint" role="note">
          {LL.payByLink.timeLeft({ minutes: Math.max(1, Math.ceil(secondsLeft / 60)) })}
        </p>
      )}
      {showsForm && view && <PayByLinkCardForm amountText={money(view.amount, view.currency)} busy={busy} />}
    </section>
  );
}

const FIELDS: CardField[] = ['number', 'brand', 'holderName', 'expiryMonth', 'securityCode'];

function PayByLinkCardForm({ amountText, busy }: { amountText: string; busy: boolean }) {
  const { LL } = useI18nContext();
  const actor = usePayByLinkActorRef();
  const card = usePayByLinkSelector(selectCard);
  const errors = usePayByLinkSelector(selectCardErrors);
  const canSubmit = usePayByLinkSelector(selectCanSubmitCard);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'card.submitted' });
  };
  return (
    <form className="card-form" onSubmit={submit} noValidate aria-labelledby="plb-card-heading">
      <h2 id="plb-card-heading">{LL.payments.cardHeading()}</h2>
      {FIELDS.some((field) => errors[field]) && (
        <p className="alert alert-error" role="alert">
          {LL.payments.errorSummary()}
        </p>
      )}
      {/* The same card form as the booking's: brand read from the number, hints, the secure-payment note. */}
      <CardFields
        idPrefix="plb"
        card={card}
        errors={errors}
        disabled={!canSubmit}
        firstYear={new Date().getFullYear()}
        onChange={(field, value) => actor.send({ type: 'card.changed', field, value })}
      />
      <div className="actions">
        <button type="submit" className="primary" disabled={!canSubmit} aria-busy={busy || undefined}>
          {LL.payByLink.pay({ amount: amountText })}
        </button>
      </div>
      {busy && <Spinner label={LL.payByLink.paying()} inline />}
    </form>
  );
}
