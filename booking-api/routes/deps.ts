import type { Context } from 'hono';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { failures } from '../domain/booking-failure';
import { clientReachesBrand } from '../domain/client-brands';
import { clientBrandsOf } from '../http/client-session';
import { findHotel, type HotelWithBrand } from '../repositories/hotels';
import type { BookingSteps } from '../services/booking-steps';
import type { CardProviderRegistry } from '../payments/card-engine';

/** What every route module is built with. */
export interface RouteDeps {
  database: Database;
  clock: Clock;
  /** The base of the links in e-mails: configuration only, never a request's Origin or Host. */
  publicUrl: string;
  /** The features' booking steps in order (booking-api/booking-steps.ts). */
  bookingSteps: BookingSteps;
  /** The card providers of this process (payments/card-engine.ts). */
  cardProviders: CardProviderRegistry;
}

/**
 * What a `:h` path parameter may be: a hotel id (digits) or a hotel code (letters, digits, `-`, `_`
 * and `.`, at most 64). Anything else names no hotel, and is answered without asking the database.
 */
const HOTEL_REF = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * The hotel named by the `:h` path parameter (id or code), or 404 code 1001. A hotel of a brand the
 * client session does not reach (neither its client's own nor one a travel-agency client sells) is
 * answered exactly like an unknown one, and so is a malformed code.
 */
export async function hotelFromPath(c: Context, deps: Pick<RouteDeps, 'database'>): Promise<HotelWithBrand> {
  const ref = c.req.param('h') ?? '';
  const hotel = HOTEL_REF.test(ref) ? await findHotel(deps.database.db, ref) : null;
  if (!hotel || !clientReachesBrand(clientBrandsOf(c), hotel.brandId)) throw failures.hotelNotFound();
  return hotel;
}
