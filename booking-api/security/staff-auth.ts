import type { Context } from 'hono';
import { ErrorCode, errorReply } from '../../contract';
import type { Queryable } from '../db/transactions';
import { failures } from '../domain/booking-failure';
import { findApiClient } from '../repositories/client-sessions';
import { findHotel, type HotelWithBrand } from '../repositories/hotels';
import { withMatchingSecret } from './secrets';

/**
 * Staff-side endpoints (/api/staff/hotels/{hotel}/...) are called by the hotel's own systems with
 * an API client's key and secret in HTTP Basic (the pair that also opens client sessions). The
 * hotel must belong to that client's brand (another brand's hotel is answered as unknown).
 * Returns null when the credentials are missing or wrong (answer with `staffUnauthorized`); an
 * unknown key costs the same hashing as a wrong secret. Wrong credentials are throttled per caller
 * address (security/throttles.ts, mounted on /api/staff/* in app.ts).
 */
export async function staffHotelFromPath(c: Context, db: Queryable): Promise<HotelWithBrand | null> {
  const credentials = basicCredentials(c.req.header('authorization'));
  if (!credentials) return null;
  const client = await withMatchingSecret(await findApiClient(db, credentials.key), credentials.secret);
  if (!client) return null;
  const hotel = await findHotel(db, c.req.param('h') ?? '');
  if (!hotel || hotel.brandId !== client.brandId) throw failures.hotelNotFound();
  return hotel;
}

export function staffUnauthorized(c: Context) {
  c.header('WWW-Authenticate', 'Basic realm="booking-api staff"');
  return c.json(
    errorReply('Invalid credentials', ErrorCode.invalid, 'An API client key and secret are required (HTTP Basic).'),
    401,
  );
}

function basicCredentials(header: string | undefined): { key: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? { key: decoded.slice(0, colon), secret: decoded.slice(colon + 1) } : null;
}
