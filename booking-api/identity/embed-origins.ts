import type { Queryable } from '../db/transactions';
import { embedOriginOfHotel } from './identity-repository';

/** What a CSP source list may hold for an embedding origin: `*` or a bare http(s) origin, nothing that could end the directive. */
const SAFE_ORIGIN = /^(\*|https?:\/\/[a-z0-9.-]+(:\d{1,5})?)$/i;

/**
 * The CSP `frame-ancestors` of the pages of a hotel (the widget, its 3-D Secure challenge): the
 * widget's own origin plus the origin its brand may be embedded by (EMBED_PARENT_ORIGINS, the same
 * configuration that decides whose parent-window messages the widget accepts). A hotel that is
 * unknown or whose brand has no embedding origin gets `'self'` only, so no other site can frame it.
 */
export async function frameAncestorsOfHotel(db: Queryable, hotelCode: string | null | undefined): Promise<string> {
  if (!hotelCode) return "'self'";
  const origin = await embedOriginOfHotel(db, hotelCode);
  if (!origin || !SAFE_ORIGIN.test(origin)) return "'self'";
  return origin === '*' ? '*' : `'self' ${origin}`;
}
