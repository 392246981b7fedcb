import { useI18nContext } from '../../../locales/i18n-react';
import type { ReservationDetails } from '../../../machines/reservation/context';
import { stayApplies } from '../../../machines/reservation/reservation-facts';
import { formatTimeOfDay } from '../../format/dates';
import { FactIcon } from '../booking/room-facts';

/**
 * The hotel of a reservation as the guest needs it: address with a map link, check-in and
 * check-out times, phone and e-mail, and the stay as a calendar file. Once cancelled only the
 * contact stays (there is no stay to travel to or to put in a calendar).
 */
export function HotelContact({
  reservation,
  headingLevel = 2,
}: {
  reservation: ReservationDetails;
  headingLevel?: 2 | 3;
}) {
  const { LL, locale } = useI18nContext();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { hotel } = reservation;
  const stay = stayApplies(reservation);
  return (
    <section aria-labelledby="reservation-hotel-heading" className="hotel-contact" data-testid="hotel-contact">
      <Heading id="reservation-hotel-heading">{LL.confirmation.hotelHeading()}</Heading>
      <p className="hotel-contact-name" dir="auto">
        <strong>{hotel.name}</strong>
      </p>
      <dl className="summary">
        {stay && hotel.address && (
          <>
            <dt>{LL.confirmation.address()}</dt>
            <dd>
              <span dir="auto">{hotel.address}</span>
              {hotel.mapUrl && (
                <>
                  {' '}
                  <a href={hotel.mapUrl} rel="noopener noreferrer">
                    {LL.confirmation.openMap()}
                  </a>
                </>
              )}
            </dd>
          </>
        )}
        {stay && hotel.checkinTime && hotel.checkoutTime && (
          <>
            <dt>{LL.stay.checkin()}</dt>
            <dd>{LL.confirmation.checkinFrom({ time: formatTimeOfDay(hotel.checkinTime, locale) })}</dd>
            <dt>{LL.stay.checkout()}</dt>
            <dd>{LL.confirmation.checkoutUntil({ time: formatTimeOfDay(hotel.checkoutTime, locale) })}</dd>
          </>
        )}
        {hotel.phone && (
          <>
            <dt>{LL.guest.phone()}</dt>
            <dd>
              <a href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`}>
                <bdi dir="ltr">{hotel.phone}</bdi>
              </a>
            </dd>
          </>
        )}
        {hotel.email && (
          <>
            <dt>{LL.guest.email()}</dt>
            <dd>
              <a href={`mailto:${hotel.email}`}>{hotel.email}</a>
            </dd>
          </>
        )}
      </dl>
      {stay && reservation.calendarUrl && (
        <p>
          <a className="button" href={reservation.calendarUrl} download>
            <FactIcon name="clock" /> {LL.confirmation.addToCalendar()}
          </a>
        </p>
      )}
    </section>
  );
}
