import {
  MembershipLimits,
  OWN_RESERVATION_CHANNEL,
  type MemberReservationChannel,
  type MemberReservationPaymentFilter,
  type MemberReservationTab,
  type MemberReservationsReply,
} from '../../contract';
import { localToday, type Clock } from '../clock';
import type { Database } from '../db/database';
import { findReservation, reservationsOfMember } from '../repositories/reservations';
import type { HotelWithBrand } from '../repositories/hotels';
import { toReservationReply } from './reservation-reply';

/**
 * GET /user/reservations: the signed-in member's own reservations (only ever filtered by the
 * member id of the session), in the tabs of SPEC.md section 4: upcoming (not cancelled, check-out
 * today or later in the facility's time zone), completed (not cancelled, check-out passed),
 * cancelled. Upcoming soonest first; the others latest first. Optionally narrowed by channel
 * (derived: every stored reservation is officialWebsite, contract/membership.ts) and payment type.
 */
export async function listMemberReservations(
  options: { database: Database; clock: Clock; memberId: number },
  query: {
    status: MemberReservationTab;
    page: number;
    channel?: MemberReservationChannel;
    payment_type?: MemberReservationPaymentFilter;
  },
): Promise<MemberReservationsReply> {
  const { db } = options.database;
  const rows = await reservationsOfMember(db, options.memberId, {
    paymentType: query.payment_type && query.payment_type !== 'all' ? query.payment_type : undefined,
    // The channel is derived (not a column): a channel other than officialWebsite matches nothing.
    matchesNothing: !!query.channel && query.channel !== 'all' && query.channel !== OWN_RESERVATION_CHANNEL,
  });

  const inTab = rows.filter(
    ({ reservation, hotel }) =>
      tabOf(reservation.status, reservation.checkoutDate, localToday(options.clock, hotel.timeZone).toString()) ===
      query.status,
  );
  if (query.status === 'upcoming') inTab.reverse();
  const perPage = MembershipLimits.reservationsPerPage;
  const totalPages = Math.max(1, Math.ceil(inTab.length / perPage));
  const pageRows = inTab.slice((query.page - 1) * perPage, query.page * perPage);
  const now = options.clock.now();
  const data = [];
  for (const { reservation, hotel, brand } of pageRows) {
    const record = await findReservation(db, hotel.id, reservation.confirmationNumber);
    const withBrand: HotelWithBrand = { ...hotel, brand };
    if (record) data.push(toReservationReply(record, withBrand, now));
  }
  return { data, page: query.page, total_pages: totalPages, total_entries: inTab.length };
}

export function tabOf(status: string, checkoutDate: string, today: string): MemberReservationTab {
  if (status === 'cancelled') return 'cancelled';
  return checkoutDate >= today ? 'upcoming' : 'completed';
}
