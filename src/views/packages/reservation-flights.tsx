import { useI18nContext } from '../../../locales/i18n-react';
import type { ReservationDetails as Details } from '../../../machines/reservation/context';
import { formatMoney } from '../../format/money';
import { formatPlainDate } from '../../format/dates';

/** A hotel plus flight package's outbound and return flights (nothing for a stay alone). */
export function ReservationFlights({ reservation, headingLevel }: { reservation: Details; headingLevel: 2 | 3 }) {
  const { LL, locale } = useI18nContext();
  const flights = reservation.flights ?? [];
  if (flights.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = LL.packages;
  return (
    <section aria-labelledby="reservation-flights-heading" data-testid="reservation-flights">
      <Heading id="reservation-flights-heading">{t.flightsHeading()}</Heading>
      <ul>
        {flights.map((flight) => (
          <li key={flight.direction}>
            <strong>{flight.direction === 'outbound' ? t.outbound() : t.return()}</strong>
            {` · ${formatPlainDate(flight.departureDate, locale)} ${flight.departureTime} ${flight.origin.city} (${flight.origin.code}) → ${flight.arrivalTime} ${flight.destination.city} (${flight.destination.code})`}
            {` · ${flight.carrierName} ${flight.flightNumber} · ${t.seats({ seats: flight.seats })} · ${formatMoney(flight.totalFare, flight.currency, locale)}`}
          </li>
        ))}
      </ul>
      {reservation.flightTotalPrice != null && (
        <p>{`${t.flightTotal()}: ${formatMoney(reservation.flightTotalPrice, flights[0]!.currency, locale)}`}</p>
      )}
    </section>
  );
}
