import { Link, useSearch } from 'wouter';
import { useI18nContext } from '../../../locales/i18n-react';
import { selectSettings } from '../../../machines/init/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { useReservationActorRef, useReservationSelector } from '../../../machines/reservation/provider';
import {
  selectCanRetryLookup,
  selectIsEnteringLookup,
  selectIsLoadingReservation,
  selectReservation,
  selectReservationFailure,
} from '../../../machines/reservation/selectors';
import { messageForCode } from '../../i18n/messages';
import { useAppHref } from '../../routing/links';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { ReservationDetails } from './reservation-details';
import { ReservationFlow } from './reservation-flow';
import { QuotedPriceSummary } from '../pricing/quoted-price-summary';
import { bookingProgress } from '../../../machines/booking/booking-progress';
import { BookingStepper } from '../booking/booking-stepper';
import { stayApplies } from '../../../machines/reservation/reservation-facts';

/** `/reservation/confirmation/:confirmationNumber?email=...|bypass_token=...` */
export function ConfirmationRoute({ confirmationNumber }: { confirmationNumber: string }) {
  const params = new URLSearchParams(useSearch());
  return (
    <ReservationFlow
      key={confirmationNumber}
      confirmationNumber={confirmationNumber}
      email={params.get('email')}
      bypassToken={params.get('bypass_token')}
    >
      <ConfirmationPage confirmationNumber={confirmationNumber} />
    </ReservationFlow>
  );
}

function ConfirmationPage({ confirmationNumber }: { confirmationNumber: string }) {
  const { LL } = useI18nContext();
  const reservationActor = useReservationActorRef();
  const settings = useInitSelector(selectSettings);
  const loading = useReservationSelector(selectIsLoadingReservation);
  const reservation = useReservationSelector(selectReservation);
  const failure = useReservationSelector(selectReservationFailure);
  const needsCredentials = useReservationSelector(selectIsEnteringLookup);
  const canRetry = useReservationSelector(selectCanRetryLookup);
  // The manage page opened on this reservation with its bypass token (no typing of number and e-mail).
  const manage = useAppHref(
    reservation
      ? `/search?${new URLSearchParams({ confirmation_number: confirmationNumber, bypass_token: reservation.bypassToken }).toString()}`
      : '/search',
  );
  useDocumentTitle(LL.confirmation.heading());

  return (
    <>
      {/* The booking's last step; the extras step is counted when the hotel sells extras (as on the earlier steps), else when the booking has some. */}
      {reservation && stayApplies(reservation) && (
        <BookingStepper
          progress={bookingProgress(
            'confirmation',
            settings?.sellsExtras ?? (reservation.extras ?? []).length + (reservation.answers ?? []).length > 0,
          )}
        />
      )}
      <section className="panel" aria-labelledby="confirmation-heading">
        {/* Once cancelled, the page no longer says confirmed. */}
        <h1 id="confirmation-heading">
          {reservation && !stayApplies(reservation) ? LL.manage.cancelled() : LL.confirmation.heading()}
        </h1>
        <p>{LL.confirmation.number()}</p>
        <p className="confirmation-number" data-testid="confirmation-number">
          {confirmationNumber}
        </p>
        <p className="field-hint">{LL.confirmation.keepNumber()}</p>

        {loading && <Spinner label={LL.confirmation.loading()} inline />}
        {failure && !loading && (
          <div className="alert alert-error" role="alert">
            <p>{messageForCode(LL, failure.code, { reservablePeriodMonths: settings?.reservablePeriodMonths })}</p>
            {canRetry && (
              <button type="button" onClick={() => reservationActor.send({ type: 'lookup.retried' })}>
                {LL.guest.retry()}
              </button>
            )}
          </div>
        )}
        {needsCredentials && !failure && <p className="alert alert-warning">{LL.confirmation.missingCredentials()}</p>}
        {reservation && (
          <ReservationDetails
            reservation={reservation}
            priceSummary={(unpriced) => (
              <QuotedPriceSummary
                request={{
                  kind: 'reservation',
                  hotelCode: reservation.hotel.code,
                  confirmationNumber,
                  bypassToken: reservation.bypassToken,
                }}
                stayApplies={stayApplies(reservation)}
                unpriced={unpriced}
                headingLevel={null}
              />
            )}
          />
        )}

        <p>
          <Link href={manage}>{reservation ? LL.confirmation.manageLink() : LL.confirmation.manage()}</Link>
        </p>
      </section>
    </>
  );
}
