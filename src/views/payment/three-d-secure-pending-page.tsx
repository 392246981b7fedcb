import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { selectHotelCode } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import {
  PaymentProvider,
  paymentFailPath,
  usePaymentActorRef,
  usePaymentSelector,
  type PaymentNavigation,
} from '../../../machines/payment/provider';
import {
  selectCanAbandonChallenge,
  selectCanRetryPayment,
  selectChallengeUrl,
  selectIsAwaitingChallenge,
  selectIsPaymentBusy,
  selectPayment,
  selectPaymentUnavailable,
  selectSecondsLeft,
} from '../../../machines/payment/selectors';
import { formatMoney } from '../../format/money';
import { useAppServices } from '../../app/services-context';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { declinedBookingPath, forgetSavedBooking, readBookingDraft } from '../booking/booking-continuity';

/**
 * `/reservation/3ds-pending?code=...&transaction=...`: the 3-D Secure pending page (SPEC.md section
 * 4). The booking chart comes here when the card needs a challenge, and the issuer's page sends
 * the browser back here; the payment chart finishes the payment or aborts it after 15 minutes.
 */
export function ThreeDSecurePendingRoute() {
  const { services, inspect } = useAppServices();
  const hotelCode = useInitSelector(selectHotelCode) ?? '';
  const transactionId = new URLSearchParams(useSearch()).get('transaction') ?? '';
  const navigation = useMemo<PaymentNavigation>(
    () => ({
      navigate: (path) => services.navigate(path, { replace: true }),
      openExternal: (url) => window.location.assign(url),
      // A decline goes back to the saved booking's card form with the reason (booking-continuity.ts).
      returnToCardForm: (errorCode) => {
        const path = declinedBookingPath(hotelCode, errorCode);
        services.navigate(path ?? paymentFailPath(hotelCode, errorCode), { replace: true });
      },
      forgetBooking: () => forgetSavedBooking(hotelCode),
    }),
    [services, hotelCode],
  );
  const input = useMemo(
    () => ({ hotelCode, transactionId, bookingResumable: readBookingDraft(hotelCode)?.step === 'payment' }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <PaymentProvider client={services.client} navigation={navigation} input={input} inspect={inspect}>
      <ThreeDSecurePendingPage />
    </PaymentProvider>
  );
}

export function ThreeDSecurePendingPage() {
  const { LL, locale } = useI18nContext();
  const payment = usePaymentActorRef();
  const busy = usePaymentSelector(selectIsPaymentBusy);
  const awaiting = usePaymentSelector(selectIsAwaitingChallenge);
  const challengeUrl = usePaymentSelector(selectChallengeUrl);
  const secondsLeft = usePaymentSelector(selectSecondsLeft);
  const details = usePaymentSelector(selectPayment);
  const unavailable = usePaymentSelector(selectPaymentUnavailable);
  const canRetry = usePaymentSelector(selectCanRetryPayment);
  const canAbandon = usePaymentSelector(selectCanAbandonChallenge);
  useDocumentTitle(LL.payments.threeDs.heading());
  return (
    <section className="panel" aria-labelledby="three-ds-heading">
      <h1 id="three-ds-heading">{LL.payments.threeDs.heading()}</h1>
      {busy && <Spinner label={LL.payments.threeDs.checking()} inline />}
      {awaiting && challengeUrl && (
        <>
          <p>{LL.payments.threeDs.intro()}</p>
          {details && (
            <p>
              <strong>{formatMoney(details.amount, details.currency, locale)}</strong>
              {details.card ? ` · ${details.card.brand.toUpperCase()} •••• ${details.card.last4}` : ''}
            </p>
          )}
          <p role="status">{LL.payments.threeDs.timeLeft({ minutes: Math.max(1, Math.ceil(secondsLeft / 60)) })}</p>
          <div className="actions">
            <button type="button" className="primary" onClick={() => payment.send({ type: 'challenge.opened' })}>
              {LL.payments.threeDs.open()}
            </button>
            <button type="button" onClick={() => payment.send({ type: 'payment.refreshed' })}>
              {LL.payments.threeDs.refresh()}
            </button>
            {canAbandon && (
              <button type="button" onClick={() => payment.send({ type: 'challenge.abandoned' })}>
                {LL.payments.threeDs.abandon()}
              </button>
            )}
          </div>
        </>
      )}
      {unavailable && (
        <div className="alert alert-error" role="alert">
          <p>{LL.payments.threeDs.unavailable()}</p>
          {canRetry && (
            <button type="button" className="primary" onClick={() => payment.send({ type: 'payment.retried' })}>
              {LL.payments.threeDs.retry()}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
