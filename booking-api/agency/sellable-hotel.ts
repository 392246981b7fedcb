import type { Context } from 'hono';
import type { HotelWithBrand } from '../repositories/hotels';
import { hotelFromPath, type RouteDeps } from '../routes/deps';

/**
 * The hotel named by `:h` that the calling client may sell, else the 404 of an unknown hotel. The one
 * place where the agency's pages that book a facility decide which hotels a client sells: the hotels
 * of the client's own brand and of the brands it sells (agency_client_brands), exactly as the
 * agency's facility pages decide it (routes/deps.ts hotelFromPath, domain/client-brands.ts). Package
 * routes find their hotel here, so a change of that rule reaches them in this one line.
 */
export async function sellableHotelFromPath(c: Context, deps: Pick<RouteDeps, 'database'>): Promise<HotelWithBrand> {
  return hotelFromPath(c, deps);
}
