import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealBookingApi, type RealBookingApi } from './test-support/real-booking-api';
import { postGraphql } from './test-support/graphql-over-http';

/** Hotel plus flight packages through the gateway against the real booking API over HTTP (gateway/schema/packages). */
let realApi: RealBookingApi;
beforeAll(async () => {
  // Monday 2026-03-02, noon in Japan.
  realApi = await startRealBookingApi({ clientKey: 'packages-widget', now: '2026-03-02T03:00:00Z' });
});
afterAll(() => realApi?.close());

const FLIGHTS = /* GraphQL */ `
  query Flights($origin: String!, $rooms: String!) {
    packageFlights(code: "demo-kyoto", origin: $origin, checkin: "2026-03-10", checkout: "2026-03-12", rooms: $rooms) {
      passengers
      roomCount
      currency
      origin {
        code
        name
      }
      destinations {
        code
      }
      outbound {
        id
        flightNumber
        carrierName
        departureDate
        departureTime
        arrivalTime
        farePerSeat
        totalFare
        bookable
        destination {
          code
          city
        }
      }
      return {
        id
        flightNumber
        departureDate
        farePerSeat
        origin {
          code
        }
        destination {
          code
        }
      }
    }
  }
`;

const BOOK = /* GraphQL */ `
  mutation Book($input: CreateReservationInput!, $key: String!) {
    createReservation(code: "demo-kyoto", input: $input, idempotencyKey: $key) {
      confirmationNumber
      totalPrice
      flightTotalPrice
      rooms {
        totalPrice
      }
      flights {
        direction
        flightNumber
        seats
        farePerSeat
        totalFare
        departureDate
        origin {
          code
        }
        destination {
          code
        }
      }
    }
  }
`;

describe('packages', () => {
  it('lists departure airports in the UI language', async () => {
    const reply = await postGraphql<{ packageAirports: { code: string; name: string }[] }>(
      realApi.gateway,
      '{ packageAirports { code name city } }',
      {},
      { 'X-Locale': 'ko' },
    );
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.packageAirports.find((airport) => airport.code === 'ICN')).toMatchObject({
      name: '인천국제공항',
    });
  });

  it('finds the flights of a stay and books rooms and seats in one createReservation', async () => {
    const found = await postGraphql<{ packageFlights: any }>(
      realApi.gateway,
      FLIGHTS,
      { origin: 'HND', rooms: '2-0' },
      { 'X-Locale': 'ja' },
    );
    expect(found.errors).toBeUndefined();
    const flights = found.data!.packageFlights;
    expect(flights).toMatchObject({
      passengers: 2,
      roomCount: 1,
      currency: 'JPY',
      origin: { code: 'HND', name: '東京 羽田' },
    });
    expect(flights.outbound[0]).toMatchObject({ departureDate: '2026-03-10', bookable: true });
    expect(flights.outbound[0].totalFare).toBe(flights.outbound[0].farePerSeat * 2);
    const outbound = flights.outbound[0];
    const inbound = flights.return[0];
    const input = {
      checkinDate: '2026-03-10',
      checkoutDate: '2026-03-12',
      paymentType: 'on_site',
      rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 }],
      guest: { firstName: 'Hanako', lastName: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
      outboundFlightId: outbound.id,
      returnFlightId: inbound.id,
    };
    const booked = await postGraphql<{ createReservation: any }>(realApi.gateway, BOOK, {
      input,
      key: 'gateway-package-1',
    });
    expect(booked.errors).toBeUndefined();
    const reservation = booked.data!.createReservation;
    expect(reservation.flightTotalPrice).toBe((outbound.farePerSeat + inbound.farePerSeat) * 2);
    expect(reservation.totalPrice).toBe(reservation.rooms[0].totalPrice + reservation.flightTotalPrice);
    expect(
      reservation.flights.map((f: { direction: string; flightNumber: string; seats: number }) => [
        f.direction,
        f.flightNumber,
        f.seats,
      ]),
    ).toEqual([
      ['outbound', outbound.flightNumber, 2],
      ['return', inbound.flightNumber, 2],
    ]);
  });

  it('passes the package refusals on as catalogue codes; half a package is refused before the booking API', async () => {
    const six = await postGraphql(realApi.gateway, FLIGHTS, { origin: 'HND', rooms: '1-0,1-0,1-0,1-0,1-0,1-0' });
    expect(six.errors?.[0]?.extensions).toMatchObject({ code: 'package_room_limit', status: 422 });
    const half = await postGraphql(realApi.gateway, BOOK, {
      key: 'gateway-package-half',
      input: {
        checkinDate: '2026-03-10',
        checkoutDate: '2026-03-12',
        paymentType: 'on_site',
        rooms: [{ roomTypeCode: 'KY-STD-TWIN', roomPlanCode: 'KY-STD-TWIN-RO', adults: 2 }],
        guest: { firstName: 'Hanako', lastName: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
        outboundFlightId: 1,
      },
    });
    expect(half.errors?.[0]?.extensions).toMatchObject({ code: '1000' });
  });
});
