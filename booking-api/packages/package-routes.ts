import { Hono } from 'hono';
import { IDEMPOTENCY_KEY_HEADER, packageBookingRequestSchema, packageFlightsQuerySchema } from '../../contract';
import { organizationOfMember } from '../corporate/organization-repository';
import { failures } from '../domain/booking-failure';
import { bookingTrafficSourceOf } from '../http/client-session';
import { requestLocaleOf } from '../http/request-locale';
import { parseJsonBody, parseQuery } from '../http/request-parsing';
import type { RouteDeps } from '../routes/deps';
import { sellableHotelFromPath } from '../agency/sellable-hotel';
import { authenticate } from '../services/member-sessions';
import { airportReply } from './flight-reply';
import { originAirports } from './flights-repository';
import { bookPackage, searchPackageFlights } from './package-service';

/** Hotel plus flight packages: departure airports, the flights of a stay, and the package booking. */
export function packageRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();

  routes.get('/book/packages/airports', async (c) => {
    const locale = requestLocaleOf(c);
    const rows = await originAirports(deps.database.db);
    return c.json({ airports: rows.map((airport) => airportReply(airport, locale)) });
  });

  routes.get('/book/hotels/:h/packages/flights', async (c) => {
    const hotel = await sellableHotelFromPath(c, deps);
    const query = parseQuery(c, packageFlightsQuerySchema);
    return c.json(
      await searchPackageFlights({
        database: deps.database,
        clock: deps.clock,
        hotel,
        query,
        locale: requestLocaleOf(c),
      }),
    );
  });

  routes.post('/book/hotels/:h/packages', async (c) => {
    const hotel = await sellableHotelFromPath(c, deps);
    const request = await parseJsonBody(c, packageBookingRequestSchema);
    const idempotencyKey = c.req.header(IDEMPOTENCY_KEY_HEADER)?.trim() || undefined;
    if (idempotencyKey && idempotencyKey.length > 255)
      throw failures.invalidField(IDEMPOTENCY_KEY_HEADER, 'must be at most 255 characters');
    // As a reservation: a signed-in member's package is theirs (and their organization's).
    const authorization = c.req.header('Authorization');
    const memberId = authorization ? (await authenticate({ ...deps, hotel }, authorization)).member.id : null;
    const organizationId =
      memberId === null ? null : ((await organizationOfMember(deps.database.db, memberId))?.organization.id ?? null);
    const outcome = await bookPackage({
      database: deps.database,
      clock: deps.clock,
      steps: deps.bookingSteps,
      hotel,
      request,
      idempotencyKey,
      memberId,
      organizationId,
      publicUrl: deps.publicUrl,
      trafficSource: bookingTrafficSourceOf(c),
    });
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(outcome.body, outcome.status === 201 ? 201 : 200);
  });

  return routes;
}
