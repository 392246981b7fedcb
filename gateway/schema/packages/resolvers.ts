import { z } from 'zod';
import {
  airportsReplySchema,
  packageFlightsQuerySchema,
  packageFlightsReplySchema,
  type AirportReply,
  type FlightReply,
  type ReservationReply,
} from '../../../contract';
import type { Airport, PackageFlight, Resolvers, ReservedFlight } from '../../generated/resolvers';
import { hotelCodeSchema, parseArguments } from '../../parse-arguments';

const flightsArgsSchema = z.object({
  code: hotelCodeSchema,
  query: packageFlightsQuerySchema
    .pick({ origin: true, checkin: true, checkout: true, rooms: true })
    .required({ rooms: true }),
});

/** Hotel plus flight packages, mapping only: the booking API finds, prices and books the flights. */
export const packageResolvers: Resolvers = {
  Query: {
    packageAirports: async (_parent, _args, { api }) =>
      (await api.call({ method: 'GET', path: '/book/packages/airports' }, airportsReplySchema)).airports.map(toAirport),
    packageFlights: async (_parent, { code, origin, checkin, checkout, rooms }, { api, requestId }) => {
      const args = parseArguments(flightsArgsSchema, { code, query: { origin, checkin, checkout, rooms } }, requestId);
      const reply = await api.call(
        { method: 'GET', path: `/book/hotels/${encodeURIComponent(args.code)}/packages/flights`, query: args.query },
        packageFlightsReplySchema,
      );
      return {
        origin: toAirport(reply.origin),
        destinations: reply.destinations.map(toAirport),
        passengers: reply.passengers,
        roomCount: reply.room_count,
        currency: reply.currency,
        outbound: reply.outbound.map(toPackageFlight),
        return: reply.return.map(toPackageFlight),
      };
    },
  },
};

export function toAirport(airport: AirportReply): Airport {
  return {
    code: airport.code,
    name: airport.name,
    city: airport.city,
    areaCode: airport.area_code,
    timeZone: airport.time_zone,
  };
}

function toPackageFlight(flight: FlightReply): PackageFlight {
  return {
    id: flight.flight_id,
    flightNumber: flight.flight_number,
    carrierCode: flight.carrier_code,
    carrierName: flight.carrier_name,
    origin: toAirport(flight.origin),
    destination: toAirport(flight.destination),
    departureDate: flight.departure_date,
    departureTime: flight.departure_time,
    arrivalDate: flight.arrival_date,
    arrivalTime: flight.arrival_time,
    farePerSeat: flight.fare_per_seat,
    currency: flight.currency,
    seatsAvailable: flight.seats_available,
    totalFare: flight.total_fare,
    bookable: flight.bookable,
  };
}

/** The Reservation fields of a package (empty flights for a stay alone). */
export function reservationFlights(reply: ReservationReply): {
  flights: ReservedFlight[];
  flightTotalPrice: number | null;
} {
  return {
    flights: (reply.flights ?? []).map((flight) => ({
      direction: flight.direction,
      flightNumber: flight.flight_number,
      carrierCode: flight.carrier_code,
      carrierName: flight.carrier_name,
      origin: toAirport(flight.origin),
      destination: toAirport(flight.destination),
      departureDate: flight.departure_date,
      departureTime: flight.departure_time,
      arrivalDate: flight.arrival_date,
      arrivalTime: flight.arrival_time,
      seats: flight.seats,
      farePerSeat: flight.fare_per_seat,
      totalFare: flight.total_fare,
      currency: flight.currency,
    })),
    flightTotalPrice: reply.flight_total_price ?? null,
  };
}
