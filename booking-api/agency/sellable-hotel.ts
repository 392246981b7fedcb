import type { Context } from 'hono';
import type { HotelWithBrand } from '../repositories/hotels';
import { hotelFromPath, type RouteDeps } from '../routes/deps';

/**
 * The hotel named by `:h` that the calling client may sell, else the 404 of an unknown hotel. The one
 * place where the agency's pages that book a facility (its rooms at /hotels/{code}, its hotel plus
 * flight packages) decide which hotels a client sells: today the hotels of the client's own brand, as
 * every hotel route does (routes/deps.ts hotelFromPath). When a client is allowed the hotels of other
 * brands too, this function changes and the package routes follow.
 */
export async function sellableHotelFromPath(c: Context, deps: Pick<RouteDeps, 'database'>): Promise<HotelWithBrand> {
  return hotelFromPath(c, deps);
}
