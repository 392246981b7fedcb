import { useMemo, type FormEvent } from 'react';
import { guestsText } from '../../format/guests-text';
import { useI18nContext } from '../../../locales/i18n-react';
import { nightsBetween } from '../../../contract/dates';
import { confirmationPath, threeDSecurePendingPath } from '../../../machines/booking/booking-routes';
import {
  AgencyConfirmProvider,
  useAgencyConfirmActorRef,
  useAgencyConfirmSelector,
} from '../../../machines/agency-confirm/provider';
import {
  selectAgencyCard,
  selectAgencyCardErrors,
  selectAgencyPaymentFailure,
  selectHandedOverBooking,
  selectHandedOverLoadFailure,
  selectHandedOverUnavailable,
  selectIsLeavingConfirm,
  selectIsLoadingHandedOver,
  selectIsPayingHandedOver,
} from '../../../machines/agency-confirm/selectors';
import { formatMoney } from '../../format/money';
import { formatPlainDate } from '../../format/dates';
import { messageForCode } from '../../i18n/messages';
import { useAppServices } from '../../app/services-context';
import { Spinner } from '../../shell/spinner';
import { CardFields } from '../payment/card-fields';
import { useDocumentTitle } from '../document-title';

/**
 * `/confirm-reservation?id=...` on the travel agency site: the booking the hotel's widget handed over,
 * confirmed and paid by card here (one agency-confirm chart per visit).
 */
export function ConfirmReservationRoute() {
  const { services, inspect } = useAppServices();
  // Read once per chart.
  const input = useMemo(() => ({ id: new URLSearchParams(window.location.search).get('id') }), []);
  return (
    <AgencyConfirmProvider
      client={services.client}
      providerFetch={(url, init) => fetch(url, init)}
      goToConfirmation={({ hotelCode, confirmationNumber, bypassToken, email }) => {
        const path = confirmationPath(confirmationNumber, bypassToken || null);
        const query = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');
        query.set('code', hotelCode);
        if (!bypassToken && email) query.set('email', email);
        services.navigate(`${path.split('?')[0]}?${query.toString()}`);
      }}
      goToThreeDSecure={({ hotelCode, transactionId }) =>
        services.navigate(threeDSecurePendingPath(hotelCode, transactionId))
      }
      input={input}
      inspect={inspect}
    >
      <ConfirmReservationPage />
    </AgencyConfirmProvider>
  );
}

function ConfirmReservationPage() {
  const { LL, locale } = useI18nContext();
  const actor = useAgencyConfirmActorRef();
  const loading = useAgencyConfirmSelector(selectIsLoadingHandedOver);
  const unavailable = useAgencyConfirmSelector(selectHandedOverUnavailable);
  const loadFailure = useAgencyConfirmSelector(selectHandedOverLoadFailure);
  const booking = useAgencyConfirmSelector(selectHandedOverBooking);
  const card = useAgencyConfirmSelector(selectAgencyCard);
  const errors = useAgencyConfirmSelector(selectAgencyCardErrors);
  const paying = useAgencyConfirmSelector(selectIsPayingHandedOver);
  const paymentFailure = useAgencyConfirmSelector(selectAgencyPaymentFailure);
  const leaving = useAgencyConfirmSelector(selectIsLeavingConfirm);
  useDocumentTitle(unavailable ? LL.handOver.unavailableTitle() : LL.handOver.confirmTitle());

  if (loading || leaving) return <Spinner label={LL.handOver.loading()} />;
  if (unavailable) {
    const hotelCode = new URLSearchParams(window.location.search).get('code');
    return (
      <div className="panel" role="alert" data-testid="handed-over-unavailable">
        <h1>{LL.handOver.unavailableTitle()}</h1>
        <p>{LL.handOver.unavailableText()}</p>
        <a className="button primary" href={hotelCode ? `/booking/result?code=${encodeURIComponent(hotelCode)}` : '/'}>
          {LL.handOver.backToSearch()}
        </a>
      </div>
    );
  }
  if (loadFailure || !booking) {
    return (
      <div className="panel" role="alert">
        <p>{messageForCode(LL, loadFailure?.code ?? 'error02')}</p>
        <button type="button" onClick={() => actor.send({ type: 'booking.retried' })}>
          {LL.handOver.tryAgain()}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'payment.submitted' });
  };
  const searchBack = `/booking/result?${booking.search || `code=${encodeURIComponent(booking.hotelCode)}`}`;

  return (
    <>
      <h1>{LL.handOver.confirmTitle()}</h1>
      <div className="layout-two">
        <form className="panel" onSubmit={submit} noValidate aria-labelledby="agency-card-heading">
          <h2 id="agency-card-heading">{LL.handOver.paymentTitle()}</h2>
          <p>{LL.handOver.paymentNote()}</p>
          {paymentFailure && (
            <div className="alert alert-error" role="alert" data-testid="agency-payment-failed">
              <p>{messageForCode(LL, paymentFailure.code)}</p>
            </div>
          )}
          <CardFields
            idPrefix="agency-card"
            card={card}
            errors={errors}
            disabled={paying}
            firstYear={Number(booking.checkinDate.slice(0, 4))}
            onChange={(field, value) => actor.send({ type: 'card.changed', field, value })}
          />
          <div className="actions">
            <button type="submit" className="primary" disabled={paying} aria-busy={paying || undefined}>
              {LL.handOver.pay()}
            </button>
            <a href={searchBack}>{LL.handOver.backToSearch()}</a>
          </div>
          {paying && <Spinner label={LL.handOver.paying()} inline />}
        </form>
        <aside className="panel" aria-labelledby="handed-over-summary" data-testid="handed-over-summary">
          <h2 id="handed-over-summary">{booking.hotelName}</h2>
          <dl>
            <dt>{LL.handOver.stay()}</dt>
            <dd>
              {LL.handOver.stayDates({
                checkin: formatPlainDate(booking.checkinDate, locale),
                checkout: formatPlainDate(booking.checkoutDate, locale),
              })}
              {' · '}
              {LL.stay.nights({ nights: nightsBetween(booking.checkinDate, booking.checkoutDate) })}
            </dd>
            <dt>{LL.handOver.rooms()}</dt>
            <dd>
              <ul>
                {booking.rooms.map((room, index) => (
                  <li key={index}>
                    {room.roomTypeName} — {room.roomPlanName}
                    <br />
                    {guestsText(LL, room)}
                  </li>
                ))}
              </ul>
            </dd>
            <dt>{LL.handOver.guest()}</dt>
            <dd>
              {booking.guest.firstName} {booking.guest.lastName}
              <br />
              {booking.guest.email}
            </dd>
            {booking.expectedTotalPrice !== null && (
              <>
                <dt>{LL.handOver.total()}</dt>
                <dd data-testid="handed-over-total">
                  <strong>{formatMoney(booking.expectedTotalPrice, booking.currency, locale)}</strong>
                </dd>
              </>
            )}
          </dl>
        </aside>
      </div>
    </>
  );
}
