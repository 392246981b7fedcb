import { expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { convertMinorUnits } from '../../contract';
import { flights, reservationFlights, reservations } from '../db/schema';
import { paymentTransactions } from '../db/schema-payments';
import { sweepExpiredPayments } from '../payments/card-payments';
import { describeOnTestDatabases, firstCode, reservationRequest, stockOf, tokenizeCard } from './support/test-api';

// A hotel plus flight package paid by card, through the reservation's own card steps
// (payments/card-booking-step.ts) and in the guest's currency (currency/multi-currency-booking-step.ts).
interface Stay {
  checkin: string;
  checkout: string;
  outbound: number;
  inbound: number;
}

describeOnTestDatabases('package card payment on $name', (api) => {
  const TWIN = { room_type_code: 'KY-STD-TWIN', room_plan_code: 'KY-STD-TWIN-RO', adults: 2, children: 0 };
  const seatsOf = async (flightId: number) =>
    (await api.database.db.select({ seats: flights.seatsAvailable }).from(flights).where(eq(flights.id, flightId)))[0]!
      .seats;
  const heldSeats = async (flightId: number) =>
    (
      await api.database.db
        .select({ seats: sql<number>`coalesce(sum(${reservationFlights.seats}), 0)`.mapWith(Number) })
        .from(reservationFlights)
        .where(and(eq(reservationFlights.flightId, flightId), sql`${reservationFlights.seatsReturnedAt} is null`))
    )[0]!.seats;
  const liveReservations = async (checkin: string) =>
    (
      await api.database.db
        .select({ n: count() })
        .from(reservations)
        .where(and(eq(reservations.checkinDate, checkin), sql`${reservations.status} <> 'cancelled'`))
    )[0]!.n;
  const chooseFlights = async (checkin: string, checkout: string) => {
    const reply = await api.request(
      'GET',
      `/book/hotels/demo-kyoto/packages/flights?origin=HND&checkin=${checkin}&checkout=${checkout}&rooms=2-0`,
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return { outbound: reply.body.outbound[0], inbound: reply.body.return[0] };
  };
  /** A twin for the dates on the first outbound and return flights offered for them. */
  const stayOnFlights = async (checkin: string, checkout: string) => {
    const { outbound, inbound } = await chooseFlights(checkin, checkout);
    const stay: Stay = { checkin, checkout, outbound: outbound.flight_id, inbound: inbound.flight_id };
    return { stay, outbound, inbound };
  };
  /** The package booking request of the stay (a twin for two on both flights). */
  const packageRequest = (stay: Stay, overrides: Record<string, unknown>) => ({
    outbound_flight_id: stay.outbound,
    return_flight_id: stay.inbound,
    reservation: reservationRequest({
      checkin_date: stay.checkin,
      checkout_date: stay.checkout,
      rooms: [TWIN],
      ...overrides,
    }),
  });
  const payByCard = async (
    stay: Stay,
    card: string | { token: string },
    key: string,
    overrides: Record<string, unknown> = {},
  ) => {
    const token = typeof card === 'string' ? await tokenizeCard(api, card) : card.token;
    return api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      packageRequest(stay, { payment_type: 'credit_card', card_token: token, ...overrides }),
      { 'Idempotency-Key': key },
    );
  };
  /** Rooms free per night and seats free on both flights: what a booking holds. */
  const held = async (stay: Stay) => ({
    rooms: await stockOf(api.database, 'KY-STD-TWIN', stay.checkin, stay.checkout),
    seats: [await seatsOf(stay.outbound), await seatsOf(stay.inbound)],
    heldSeats: [await heldSeats(stay.outbound), await heldSeats(stay.inbound)],
    live: await liveReservations(stay.checkin),
  });
  /** What one booking of the stay takes from `before`: a room a night, two seats a flight, one live reservation. */
  const bookedOnce = (before: Awaited<ReturnType<typeof held>>) => ({
    rooms: before.rooms.map((n) => n - 1),
    seats: before.seats.map((n) => n - 2),
    heldSeats: before.heldSeats.map((n) => n + 2),
    live: before.live + 1,
  });

  it('charges rooms and fares together and takes rooms and seats once', async () => {
    const { stay, outbound, inbound } = await stayOnFlights('2026-05-11', '2026-05-13');
    const before = await held(stay);
    const reply = await payByCard(stay, '4111111111111111', 'package-card-ok');
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.status).toBe('done');
    expect(reply.body.flight_total_price).toBe((outbound.fare_per_seat + inbound.fare_per_seat) * 2);
    expect(reply.body.payment).toMatchObject({ status: 'captured', currency: 'JPY', amount: reply.body.total_price });
    expect(await held(stay)).toEqual(bookedOnce(before));
  });

  it('a declined card holds nothing: no seats, no rooms, no live reservation; another card then books', async () => {
    const { stay } = await stayOnFlights('2026-05-18', '2026-05-19');
    const before = await held(stay);
    const declinedCard = { token: await tokenizeCard(api, '4000000000003006') };
    const declined = await payByCard(stay, declinedCard, 'package-card-declined');
    expect([declined.status, firstCode(declined.body)]).toEqual([402, '3002']);
    expect(await held(stay)).toEqual(before);
    // The same attempt sent again answers the same refusal and still holds nothing.
    const repeated = await payByCard(stay, declinedCard, 'package-card-declined');
    expect([repeated.status, firstCode(repeated.body)]).toEqual([402, '3002']);
    expect(await held(stay)).toEqual(before);
    // The guest types another card (a new attempt, a new key): booked, and only once.
    const retried = await payByCard(stay, '5555555555554444', 'package-card-retry');
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.body.payment).toMatchObject({ status: 'captured', amount: retried.body.total_price });
    expect(await held(stay)).toEqual(bookedOnce(before));
  });

  it('a double submit with one key books and charges once', async () => {
    const { stay } = await stayOnFlights('2026-05-20', '2026-05-21');
    const before = await held(stay);
    const token = await tokenizeCard(api, '4111111111111111');
    const body = packageRequest(stay, { payment_type: 'credit_card', card_token: token });
    const headers = { 'Idempotency-Key': 'package-card-double' };
    const [first, second] = await Promise.all([
      api.request('POST', '/book/hotels/demo-kyoto/packages', body, headers),
      api.request('POST', '/book/hotels/demo-kyoto/packages', body, headers),
    ]);
    expect([first.status, second.status], JSON.stringify([first.body, second.body])).toEqual([201, 201]);
    expect(second.body.confirmation_number).toBe(first.body.confirmation_number);
    expect(second.body.payment.transaction_id).toBe(first.body.payment.transaction_id);
    const [payments] = await api.database.db
      .select({ n: count() })
      .from(paymentTransactions)
      .innerJoin(reservations, eq(reservations.id, paymentTransactions.reservationId))
      .where(eq(reservations.checkinDate, stay.checkin));
    expect(payments!.n).toBe(1);
    expect(await held(stay)).toEqual(bookedOnce(before));
  });

  it("charges the guest's currency: rooms and fares converted together at the shown rate, card only", async () => {
    const { stay, outbound, inbound } = await stayOnFlights('2026-05-25', '2026-05-27');
    const currencies = await api.request('GET', '/book/hotels/demo-kyoto/currencies');
    const usd = currencies.body.currencies.find((c: { code: string }) => c.code === 'USD');
    expect(usd.rate).toBe('0.0067');
    const before = await held(stay);

    const stale = await payByCard(stay, '4111111111111111', 'package-usd-stale', {
      mcp_currency: 'USD',
      mcp_rate_updated_at: '2020-01-01T00:00:00.000Z',
    });
    expect([stale.status, firstCode(stale.body)]).toEqual([409, 'exchange_rate_updated']);
    const atHotel = await api.request(
      'POST',
      '/book/hotels/demo-kyoto/packages',
      packageRequest(stay, { mcp_currency: 'USD', mcp_rate_updated_at: usd.updated_at }),
    );
    expect([atHotel.status, firstCode(atHotel.body)]).toEqual([422, '1012']);
    expect(await held(stay)).toEqual(before);

    const reply = await payByCard(stay, '4111111111111111', 'package-usd', {
      mcp_currency: 'USD',
      mcp_rate_updated_at: usd.updated_at,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const fares = (outbound.fare_per_seat + inbound.fare_per_seat) * 2;
    expect(reply.body.total_price).toBe(reply.body.rooms[0].total_price + fares);
    expect(reply.body.currency).toBe('JPY');
    // The whole package converted once, half up: e.g. 60,000 yen -> 402.00 USD.
    const charged = convertMinorUnits(reply.body.total_price, 'JPY', 'USD', '0.0067');
    expect(charged).toBe(Math.round(reply.body.total_price * 0.67));
    expect(reply.body.payment).toMatchObject({ status: 'captured', currency: 'USD', amount: charged });
    expect(reply.body.mcp_currency).toMatchObject({ code: 'USD', rate: '0.0067' });
    expect(reply.body.mcp_total_price).toBe(charged);
  });

  it('a 3-D Secure challenge abandoned or expired gives the rooms and seats back at once, before any search', async () => {
    const { outbound, inbound } = await chooseFlights('2026-06-01', '2026-06-03');
    const stay = {
      checkin: '2026-06-01',
      checkout: '2026-06-03',
      outbound: outbound.flight_id,
      inbound: inbound.flight_id,
    };
    const before = await held(stay);
    const holding = {
      rooms: before.rooms.map((n) => n - 1),
      seats: before.seats.map((n) => n - 2),
      heldSeats: [before.heldSeats[0]! + 2, before.heldSeats[1]! + 2],
      live: before.live + 1,
    };
    const abandoned = await payByCard(stay, '4000000000003089', 'package-3ds-abandoned');
    expect(abandoned.status, JSON.stringify(abandoned.body)).toBe(201);
    expect(abandoned.body.payment).toMatchObject({ status: 'pre_3d_secure' });
    // While the guest is at the challenge, the package holds its rooms and seats.
    expect(await held(stay)).toEqual(holding);
    const aborted = await api.request(
      'POST',
      `/book/hotels/demo-kyoto/payments/${abandoned.body.payment.transaction_id}/abort`,
    );
    expect(aborted.body).toMatchObject({
      status: 'cancelled',
      failure_code: '3008',
      reservation: { status: 'cancelled' },
    });
    // No package search or booking in between: the stock is right the moment the payment ends.
    expect(await held(stay)).toEqual(before);

    // The same for a challenge nobody answers: the 15-minute sweep cancels it and frees both.
    const unanswered = await payByCard(stay, '4000000000003089', 'package-3ds-unanswered');
    expect(unanswered.body.payment).toMatchObject({ status: 'pre_3d_secure' });
    expect(await held(stay)).toEqual(holding);
    await api.travelTo('2026-03-02T03:15:00Z');
    expect(await sweepExpiredPayments(api)).toBeGreaterThanOrEqual(1);
    expect(await held(stay)).toEqual(before);
    // The freed seats and rooms sell again.
    const flightsAgain = await api.request(
      'GET',
      `/book/hotels/demo-kyoto/packages/flights?origin=HND&checkin=${stay.checkin}&checkout=${stay.checkout}&rooms=2-0`,
    );
    const again = flightsAgain.body.outbound.find((f: { flight_id: number }) => f.flight_id === stay.outbound);
    expect(again.seats_available).toBe(before.seats[0]);
  });
});
