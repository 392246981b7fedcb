import { useMemo, type FormEvent } from 'react';
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
import { ACCEPTED_CARD_BRANDS, type CardErrorCode, type CardField } from '../../../machines/payment/card-form';
import { formatMoney } from '../../format/money';
import { formatPlainDate } from '../../format/dates';
import { messageForCode } from '../../i18n/messages';
import { useAppServices } from '../../app/services-context';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));
const inputId = (field: CardField) => `agency-card-${field}`;

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

  const set = (field: CardField, value: string) => actor.send({ type: 'card.changed', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'payment.submitted' });
  };
  const message = (code: CardErrorCode | undefined) =>
    code ? (
      <p id={`${inputId('number')}-error`} className="field-error">
        {LL.payments.cardErrors[code]()}
      </p>
    ) : null;
  const firstYear = Number(booking.checkinDate.slice(0, 4));
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
          <div className="form-grid">
            <div className="field">
              <label htmlFor={inputId('number')}>{LL.payments.cardNumber()}</label>
              <input
                id={inputId('number')}
                inputMode="numeric"
                autoComplete="cc-number"
                required
                aria-invalid={errors.number ? true : undefined}
                value={card.number}
                onChange={(e) => set('number', e.target.value)}
                disabled={paying}
              />
              {message(errors.number)}
            </div>
            <div className="field">
              <label htmlFor={inputId('brand')}>{LL.payments.brand()}</label>
              <select
                id={inputId('brand')}
                value={card.brand}
                onChange={(e) => set('brand', e.target.value)}
                disabled={paying}
                aria-invalid={errors.brand ? true : undefined}
              >
                <option value="">{LL.payments.chooseBrand()}</option>
                {ACCEPTED_CARD_BRANDS.map((brand) => (
                  <option key={brand} value={brand}>
                    {LL.payments.brands[brand]()}
                  </option>
                ))}
              </select>
              {message(errors.brand)}
            </div>
            <div className="field">
              <label htmlFor={inputId('holderName')}>{LL.payments.holderName()}</label>
              <input
                id={inputId('holderName')}
                autoComplete="cc-name"
                required
                aria-invalid={errors.holderName ? true : undefined}
                value={card.holderName}
                onChange={(e) => set('holderName', e.target.value)}
                disabled={paying}
              />
              <p className="field-hint">{LL.payments.holderNameHint()}</p>
              {message(errors.holderName)}
            </div>
            <div className="field">
              <label htmlFor={inputId('expiryMonth')}>{LL.payments.expiryMonth()}</label>
              <select
                id={inputId('expiryMonth')}
                autoComplete="cc-exp-month"
                value={card.expiryMonth}
                onChange={(e) => set('expiryMonth', e.target.value)}
                disabled={paying}
                aria-invalid={errors.expiryMonth ? true : undefined}
              >
                <option value="">--</option>
                {MONTHS.map((month) => (
                  <option key={month} value={month}>
                    {month.padStart(2, '0')}
                  </option>
                ))}
              </select>
              {message(errors.expiryMonth)}
            </div>
            <div className="field">
              <label htmlFor={inputId('expiryYear')}>{LL.payments.expiryYear()}</label>
              <select
                id={inputId('expiryYear')}
                autoComplete="cc-exp-year"
                value={card.expiryYear}
                onChange={(e) => set('expiryYear', e.target.value)}
                disabled={paying}
              >
                <option value="">----</option>
                {Array.from({ length: 15 }, (_, i) => String(firstYear + i)).map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={inputId('securityCode')}>{LL.payments.securityCode()}</label>
              <input
                id={inputId('securityCode')}
                inputMode="numeric"
                autoComplete="cc-csc"
                required
                aria-invalid={errors.securityCode ? true : undefined}
                value={card.securityCode}
                onChange={(e) => set('securityCode', e.target.value)}
                disabled={paying}
              />
              {message(errors.securityCode)}
            </div>
          </div>
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
                    {LL.stay.guests({ adults: room.adults, children: room.children })}
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
