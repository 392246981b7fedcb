import { useSearch } from 'wouter';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import type { CancellationReason, LookupField } from '../../../machines/reservation/context';
import { useReservationActorRef, useReservationSelector } from '../../../machines/reservation/provider';
import {
  selectCanCancel,
  selectCanConfirmCancellation,
  selectCanDismissCancellation,
  selectCanSubmitLookup,
  selectCancellationDetails,
  selectCancellationErrors,
  selectCancellationFee,
  selectCancellationReason,
  selectCancellationReasons,
  selectCancellationRefusalCode,
  selectCanRetryLookup,
  selectDetailsRequired,
  selectIsCancelled,
  selectIsCancelling,
  selectIsCancelDialogOpen,
  selectIsEnteringLookup,
  selectIsLoadingReservation,
  selectLookup,
  selectLookupErrors,
  selectReservation,
  selectReservationFailed,
  selectReservationFailure,
  selectReservationNotFound,
} from '../../../machines/reservation/selectors';
import { formatMoney } from '../../format/money';
import { messageForCode } from '../../i18n/messages';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { ReservationDetails } from './reservation-details';
import { ReceiptLink } from '../receipt/receipt-link';
import { ReservationFlow } from './reservation-flow';
import { keepFocusInside } from './dialog-focus';
import { ReservationChanges } from './reservation-changes';

/** `/search`: find a reservation by number and e-mail, view it, cancel it. */
export function ManageReservationRoute() {
  // Looking up another reservation starts a fresh chart; the counter only names the visit.
  const [visit, setVisit] = useState(0);
  // Opened from the confirmation page (or a link) with the number and bypass token: looked up at once, the first visit only.
  const params = new URLSearchParams(useSearch());
  const number = visit === 0 ? params.get('confirmation_number') : null;
  const token = visit === 0 ? params.get('bypass_token') : null;
  return (
    <ReservationFlow key={visit} {...(number && token ? { confirmationNumber: number, bypassToken: token } : {})}>
      <ManageReservationPage onFindAnother={() => setVisit((n) => n + 1)} />
    </ReservationFlow>
  );
}

export function ManageReservationPage({ onFindAnother }: { onFindAnother?: () => void }) {
  const { LL } = useI18nContext();
  const entering = useReservationSelector(selectIsEnteringLookup);
  const loading = useReservationSelector(selectIsLoadingReservation);
  const reservation = useReservationSelector(selectReservation);
  useDocumentTitle(LL.manage.heading());
  return (
    <>
      <h1>{LL.manage.heading()}</h1>
      {entering && <LookupForm />}
      {loading && <Spinner label={LL.manage.searching()} inline />}
      <LookupFailure />
      {reservation && !entering && <ReservationPanel />}
      {reservation && !entering && onFindAnother && (
        <p>
          <button type="button" onClick={onFindAnother}>
            {LL.manage.another()}
          </button>
        </p>
      )}
    </>
  );
}

function LookupForm() {
  const { LL } = useI18nContext();
  const actor = useReservationActorRef();
  const lookup = useReservationSelector(selectLookup);
  const errors = useReservationSelector(selectLookupErrors);
  const notFound = useReservationSelector(selectReservationNotFound);
  const canSubmit = useReservationSelector(selectCanSubmitLookup);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'lookup.submitted' });
  };
  const field = (name: LookupField, label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`lookup-${name}`}>{label}</label>
      <input
        id={`lookup-${name}`}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `lookup-${name}-error` : undefined}
        value={lookup[name]}
        onChange={(event) => actor.send({ type: 'lookup.changed', field: name, value: event.target.value })}
      />
      {errors[name] && (
        <p id={`lookup-${name}-error`} className="field-error">
          {LL.validation[errors[name]]()}
        </p>
      )}
    </div>
  );

  return (
    <form className="panel" onSubmit={submit} noValidate aria-describedby="lookup-intro">
      <p id="lookup-intro">{LL.manage.intro()}</p>
      {notFound && (
        <p className="alert alert-error" role="alert">
          {LL.errors.e1005()}
        </p>
      )}
      {field('confirmationNumber', LL.manage.number(), 'text', 'off')}
      {field('email', LL.manage.email(), 'email', 'email')}
      <button type="submit" className="primary" disabled={!canSubmit}>
        {LL.manage.find()}
      </button>
    </form>
  );
}

function LookupFailure() {
  const { LL } = useI18nContext();
  const actor = useReservationActorRef();
  const settings = useInitSelector(selectSettings);
  const failed = useReservationSelector(selectReservationFailed);
  const failure = useReservationSelector(selectReservationFailure);
  const canRetry = useReservationSelector(selectCanRetryLookup);
  if (!failed || !failure) return null;
  return (
    <div className="alert alert-error" role="alert">
      <p>{messageForCode(LL, failure.code, { reservablePeriodMonths: settings?.reservablePeriodMonths })}</p>
      {canRetry && (
        <button type="button" onClick={() => actor.send({ type: 'lookup.retried' })}>
          {LL.guest.retry()}
        </button>
      )}
    </div>
  );
}

function ReservationPanel() {
  const { LL, locale } = useI18nContext();
  const actor = useReservationActorRef();
  const reservation = useReservationSelector(selectReservation);
  const canCancel = useReservationSelector(selectCanCancel);
  const refusalCode = useReservationSelector(selectCancellationRefusalCode);
  const cancelled = useReservationSelector(selectIsCancelled);
  const dialogOpen = useReservationSelector(selectIsCancelDialogOpen);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Focus goes back to the button that opened the dialog when it closes without cancelling.
  useEffect(() => {
    if (wasOpen.current && !dialogOpen) cancelButton.current?.focus();
    wasOpen.current = dialogOpen;
  }, [dialogOpen]);

  if (!reservation) return null;
  return (
    <section className="panel" aria-labelledby="reservation-heading">
      <h2 id="reservation-heading">{LL.manage.resultHeading({ number: reservation.confirmationNumber })}</h2>
      {cancelled && (
        <div className="alert alert-success" role="status">
          <p>{LL.manage.cancelled()}</p>
          {reservation.cancellationFee !== null && reservation.cancellationFee !== undefined && (
            <p>
              {LL.manage.cancelledFee({ fee: formatMoney(reservation.cancellationFee, reservation.currency, locale) })}
            </p>
          )}
        </div>
      )}
      <ReservationDetails reservation={reservation} headingLevel={3} />
      <ReceiptLink reservation={reservation} />
      {refusalCode && !cancelled && (
        <p className="alert alert-warning">
          {LL.manage.notCancellable()} {messageForCode(LL, refusalCode)}
        </p>
      )}
      {/* Changing comes first; cancelling, which cannot be undone, last. */}
      <ReservationChanges />
      {canCancel && (
        <div className="actions">
          <button ref={cancelButton} type="button" onClick={() => actor.send({ type: 'cancel.requested' })}>
            {LL.manage.cancel()}
          </button>
        </div>
      )}
      {dialogOpen && <CancelDialog />}
    </section>
  );
}

function CancelDialog() {
  const { LL, locale } = useI18nContext();
  const actor = useReservationActorRef();
  const settings = useInitSelector(selectSettings);
  const reservation = useReservationSelector(selectReservation);
  const reasons = useReservationSelector(selectCancellationReasons);
  const reason = useReservationSelector(selectCancellationReason);
  const details = useReservationSelector(selectCancellationDetails);
  const detailsRequired = useReservationSelector(selectDetailsRequired);
  const errors = useReservationSelector(selectCancellationErrors);
  const fee = useReservationSelector(selectCancellationFee);
  const failure = useReservationSelector(selectReservationFailure);
  const cancelling = useReservationSelector(selectIsCancelling);
  const canConfirm = useReservationSelector(selectCanConfirmCancellation);
  const canDismiss = useReservationSelector(selectCanDismissCancellation);
  const firstField = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    firstField.current?.focus();
  }, []);

  const dismiss = () => {
    if (canDismiss) actor.send({ type: 'cancellation.dismissed' });
  };
  const dialogRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
    if (event.key === 'Tab') keepFocusInside(event, dialogRef.current);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'cancellation.confirmed' });
  };
  const currency = reservation?.currency ?? 'JPY';

  return (
    <div className="dialog-backdrop">
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cancel-heading"
        aria-describedby="cancel-fee"
        onKeyDown={onKeyDown}
      >
        <h2 id="cancel-heading">{LL.cancel.heading()}</h2>
        <p id="cancel-fee">
          <strong>{fee ? LL.cancel.fee({ fee: formatMoney(fee, currency, locale) }) : LL.cancel.noFee()}</strong>
        </p>
        {failure && (
          <p className="alert alert-error" role="alert">
            {messageForCode(LL, failure.code, { reservablePeriodMonths: settings?.reservablePeriodMonths })}
          </p>
        )}
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="cancel-reason">{LL.cancel.reason()}</label>
            <select
              id="cancel-reason"
              ref={firstField}
              required
              value={reason ?? ''}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? 'cancel-reason-error' : undefined}
              disabled={cancelling}
              onChange={(event) => {
                const chosen = reasons.find((candidate) => candidate === event.target.value);
                if (chosen) actor.send({ type: 'cancellation.reasonChosen', reason: chosen as CancellationReason });
              }}
            >
              <option value="" disabled>
                {LL.cancel.chooseReason()}
              </option>
              {reasons.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {LL.cancelReasons[candidate]()}
                </option>
              ))}
            </select>
            {errors.reason && (
              <p id="cancel-reason-error" className="field-error">
                {LL.validation[errors.reason]()}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="cancel-details">
              {detailsRequired ? LL.cancel.detailsRequired() : LL.cancel.details()}
            </label>
            <textarea
              id="cancel-details"
              rows={3}
              value={details}
              required={detailsRequired}
              aria-invalid={errors.details ? true : undefined}
              aria-describedby={errors.details ? 'cancel-details-error' : undefined}
              disabled={cancelling}
              onChange={(event) => actor.send({ type: 'cancellation.detailsChanged', details: event.target.value })}
            />
            {errors.details && (
              <p id="cancel-details-error" className="field-error">
                {LL.validation[errors.details]()}
              </p>
            )}
          </div>
          <div className="actions">
            <button type="submit" className="primary" disabled={!canConfirm} aria-busy={cancelling || undefined}>
              {LL.cancel.confirm()}
            </button>
            <button type="button" onClick={dismiss} disabled={!canDismiss}>
              {LL.cancel.keep()}
            </button>
          </div>
          {cancelling && <Spinner label={LL.cancel.cancelling()} inline />}
        </form>
      </div>
    </div>
  );
}
