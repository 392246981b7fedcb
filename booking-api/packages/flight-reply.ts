import type { AirportReply, FlightReply, ReservationFlight } from '../../contract';
import { resolveText } from '../../contract';
import { arrivalDateOf, type AirportRow, type FlightDetail, type ReservationFlightDetail } from './flights-repository';

/** Airport and carrier names in the reader's language, else English (contract/localized-text.ts). */
export function airportReply(airport: AirportRow, locale: string | null | undefined): AirportReply {
  return {
    code: airport.code,
    name: resolveText(airport.name, locale).text,
    city: resolveText(airport.city, locale).text,
    area_code: airport.areaCode,
    time_zone: airport.timeZone,
  };
}

function flightTimes(flight: FlightDetail, locale: string | null | undefined) {
  return {
    flight_number: flight.flightNumber,
    carrier_code: flight.carrierCode,
    carrier_name: resolveText(flight.carrierName, locale).text,
    origin: airportReply(flight.origin, locale),
    destination: airportReply(flight.destination, locale),
    departure_date: flight.departureDate,
    departure_time: flight.departureTime,
    arrival_date: arrivalDateOf(flight),
    arrival_time: flight.arrivalTime,
  };
}

/** A flight of a package search, its fare per seat in the hotel's currency (packages/fare-currency.ts). */
export function flightReply(
  flight: FlightDetail,
  price: { passengers: number; farePerSeat: number; currency: string },
  locale: string | null | undefined,
): FlightReply {
  const { passengers, farePerSeat, currency } = price;
  return {
    flight_id: flight.id,
    ...flightTimes(flight, locale),
    fare_per_seat: farePerSeat,
    currency,
    seats_available: flight.seatsAvailable,
    total_fare: farePerSeat * passengers,
    bookable: flight.seatsAvailable >= passengers,
  };
}

/**
 * The reservation reply's `flights` and `flight_total_price`, in the reservation's currency (the
 * fares were stored in it when booked); nothing for a stay without flights.
 */
export function reservationFlightsReply(
  held: readonly ReservationFlightDetail[],
  locale: string | null | undefined,
  currency: string,
): { flights?: ReservationFlight[]; flight_total_price?: number } {
  if (held.length === 0) return {};
  return {
    flights: held.map((row) => ({
      direction: row.direction,
      ...flightTimes(row.flight, locale),
      seats: row.seats,
      fare_per_seat: row.farePerSeat,
      total_fare: row.totalFare,
      currency,
    })),
    flight_total_price: held.reduce((sum, row) => sum + row.totalFare, 0),
  };
}
