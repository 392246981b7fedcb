import { CorporateLimits, type CorporateReservation, type OrganizationReservationsReply } from '../../contract';
import { hotelContentReader } from '../domain/hotel-content';
import type { Database } from '../db/database';
import type { Queryable } from '../db/transactions';
import { nightsBetween } from './stay-nights';
import {
  allowancesWithUse,
  countOrganizationReservations,
  organizationReservationRows,
} from './organization-repository';

/** GET /hotel_brands/{brand}/organizations/{id}/reservations: the admin's reservation data and allowances. */
export async function listOrganizationReservations(
  database: Database,
  organizationId: number,
  query: { page: number },
): Promise<OrganizationReservationsReply> {
  const { db } = database;
  const perPage = CorporateLimits.reservationsPerPage;
  const [total, data, allowances] = await Promise.all([
    countOrganizationReservations(db, organizationId),
    corporateRows(db, organizationId, perPage, (query.page - 1) * perPage),
    allowancesWithUse(db, organizationId),
  ]);
  return {
    data,
    allowances: allowances.map(({ period, reserved }) => ({
      period_start: period.periodStart,
      period_end: period.periodEnd,
      max_stays: period.maxStays,
      reserved,
      remaining: Math.max(0, period.maxStays - reserved),
    })),
    page: query.page,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
    total_entries: total,
  };
}

export async function corporateRows(
  db: Queryable,
  organizationId: number,
  limit: number,
  offset: number,
): Promise<CorporateReservation[]> {
  const rows = await organizationReservationRows(db, organizationId, limit, offset);
  return rows.map(({ reservation, hotelName, hotelBookLanguages, bookedBy, rooms }) => ({
    reservation_number: reservation.confirmationNumber,
    reserved_at: reservation.createdAt.toISOString(),
    guest_name: `${reservation.guestFirstName} ${reservation.guestLastName}`,
    booked_by: bookedBy ?? '',
    // In the language the guest booked in, as the reservation's own mails.
    hotel_name: hotelContentReader({ bookLanguages: hotelBookLanguages }, reservation.locale)(hotelName),
    checkin_date: reservation.checkinDate,
    nights: nightsBetween(reservation.checkinDate, reservation.checkoutDate),
    rooms,
    status: reservation.status,
    total_price: reservation.totalPrice,
    currency: reservation.currency,
  }));
}
