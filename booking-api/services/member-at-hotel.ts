import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { memberFailures } from '../domain/membership-failure';
import type { HotelWithBrand } from '../repositories/hotels';
import { authenticate } from './member-sessions';

/** The client session a request came with, as the HTTP layer read it (http/client-session.ts). */
export interface RequestClientSession {
  /** The brand of the session's API client. */
  brandId: number;
  /** The API client's site: the hotel's widget, or the travel-agency site. */
  site: 'widget' | 'agency';
  /** The brands the session reaches: its own and those a travel-agency client sells. */
  brandIds: readonly number[];
}

/**
 * Who a request with a member session is at `hotel`: whose booking it makes (POST reservations and
 * packages) and whose labels it sees (notifications, extras and questions; services/viewer-labels.ts).
 * Membership is the brand's (SPEC.md sections 4 and 6: programs, points and ranks of a brand; the
 * same-account rule: a booking is managed by the member who made it at that brand, else by number and
 * e-mail): a member of the hotel's brand books as that member. A member signed in on a travel-agency
 * site (a session of the agency client's own brand) booking a hotel of a partner brand the agency
 * sells (agency_client_brands) is no member there: the booking is a guest's, at guest prices, managed
 * by number and e-mail, and the member stays signed in. Any other brand's session is refused (3402);
 * no session, a guest; a dead one, 1400 / 4000 (never a silent guest booking).
 */
export async function memberAtHotel(
  deps: { database: Database; clock: Clock },
  request: { authorization: string | undefined; client: RequestClientSession | undefined; hotel: HotelWithBrand },
): Promise<{ memberId: number | null }> {
  const { authorization, client, hotel } = request;
  if (!authorization) return { memberId: null };
  // Without the hotel: the brand is weighed here, not refused outright by authenticate.
  const { member } = await authenticate({ database: deps.database, clock: deps.clock }, authorization);
  if (member.brandId === hotel.brandId) return { memberId: member.id };
  const agencySellsHotel = client?.site === 'agency' && client.brandIds.includes(hotel.brandId);
  if (agencySellsHotel && member.brandId === client.brandId) return { memberId: null };
  throw memberFailures.brandMismatch();
}
