import type { Context } from 'hono';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { failures } from '../domain/booking-failure';
import { CLIENT_BRAND_ID } from '../http/client-session';
import { findHotel, type HotelWithBrand } from '../repositories/hotels';
import type { BookingSteps } from '../services/booking-steps';

/** What every route module is built with. */
export interface RouteDeps {
  database: Database;
  clock: Clock;
  /** The base of the links in e-mails: configuration only, never a request's Origin or Host. */
  publicUrl: string;
  /** The features' booking steps in order (booking-api/booking-steps.ts). */
  bookingSteps: BookingSteps;
}

/**
 * The hotel named by the `:h` path parameter (id or code), or 404 code 1001. A hotel of another
 * brand than the client session's is answered exactly like an unknown one.
 */
export async function hotelFromPath(c: Context, deps: Pick<RouteDeps, 'database'>): Promise<HotelWithBrand> {
  const hotel = await findHotel(deps.database.db, c.req.param('h') ?? '');
  const clientBrandId = c.get(CLIENT_BRAND_ID as never) as number | undefined;
  if (!hotel || (clientBrandId !== undefined && hotel.brandId !== clientBrandId)) throw failures.hotelNotFound();
  return hotel;
}
