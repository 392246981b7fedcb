import type { Context } from 'hono';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { failures } from '../domain/booking-failure';
import { findHotel, type HotelWithBrand } from '../repositories/hotels';

/** What every route module is built with. */
export interface RouteDeps {
  database: Database;
  clock: Clock;
}

/** The hotel named by the `:h` path parameter (id or code), or 404 code 1001. */
export async function hotelFromPath(c: Context, deps: RouteDeps): Promise<HotelWithBrand> {
  const hotel = await findHotel(deps.database.db, c.req.param('h') ?? '');
  if (!hotel) throw failures.hotelNotFound();
  return hotel;
}
