import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  hotels,
  members,
  organizationAllowances,
  organizationDownloads,
  organizationUsers,
  organizations,
  reservationRooms,
  reservations,
} from '../db/schema';
import type { Queryable } from '../db/transactions';

export type OrganizationRow = typeof organizations.$inferSelect;

export interface OrganizationMembership {
  organization: OrganizationRow;
  role: string;
}

/** The organization a member belongs to (a corporate user), or null for an individual member. */
export async function organizationOfMember(db: Queryable, memberId: number): Promise<OrganizationMembership | null> {
  const [row] = await db
    .select({ organization: organizations, role: organizationUsers.organizationRole })
    .from(organizationUsers)
    .innerJoin(organizations, eq(organizations.id, organizationUsers.organizationId))
    .where(eq(organizationUsers.memberId, memberId));
  return row ?? null;
}

export async function findOrganization(
  db: Queryable,
  brandId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<OrganizationRow | null> {
  const query = db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.brandId, brandId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Reservations booked by the organization's users through the site, newest first. */
export async function organizationReservationRows(
  db: Queryable,
  organizationId: number,
  limit: number,
  offset: number,
) {
  const rows = await db
    .select({
      reservation: reservations,
      hotelName: hotels.name,
      hotelBookLanguages: hotels.bookLanguages,
      bookedBy: members.email,
    })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .leftJoin(members, eq(members.id, reservations.memberId))
    .where(eq(reservations.organizationId, organizationId))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.reservation.id);
  const roomCounts = new Map<number, number>();
  if (ids.length > 0) {
    const counted = await db
      .select({ reservationId: reservationRooms.reservationId, rooms: count() })
      .from(reservationRooms)
      .where(inArray(reservationRooms.reservationId, ids))
      .groupBy(reservationRooms.reservationId);
    for (const row of counted) roomCounts.set(row.reservationId, Number(row.rooms));
  }
  return rows.map((row) => ({ ...row, rooms: roomCounts.get(row.reservation.id) ?? 0 }));
}

export async function countOrganizationReservations(db: Queryable, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(eq(reservations.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

/** The allowance periods with the stays reserved in each (not cancelled, check-in within the period). */
export async function allowancesWithUse(db: Queryable, organizationId: number) {
  const periods = await db
    .select()
    .from(organizationAllowances)
    .where(eq(organizationAllowances.organizationId, organizationId))
    .orderBy(organizationAllowances.periodStart);
  const result = [];
  for (const period of periods) {
    const [used] = await db
      .select({ n: count() })
      .from(reservations)
      .where(
        and(
          eq(reservations.organizationId, organizationId),
          ne(reservations.status, 'cancelled'),
          sql`${reservations.checkinDate} between ${period.periodStart} and ${period.periodEnd}`,
        ),
      );
    result.push({ period, reserved: Number(used?.n ?? 0) });
  }
  return result;
}

export async function countDownloadsSince(db: Queryable, organizationId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizationDownloads)
    .where(and(eq(organizationDownloads.organizationId, organizationId), gte(organizationDownloads.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertDownload(db: Queryable, values: typeof organizationDownloads.$inferInsert): Promise<void> {
  await db.insert(organizationDownloads).values(values);
}

export async function findDownload(db: Queryable, tokenHash: string) {
  const [row] = await db.select().from(organizationDownloads).where(eq(organizationDownloads.tokenHash, tokenHash));
  return row ?? null;
}

export async function markDownloaded(db: Queryable, id: number, at: Date): Promise<void> {
  await db
    .update(organizationDownloads)
    .set({ downloadedAt: at })
    .where(and(eq(organizationDownloads.id, id), sql`${organizationDownloads.downloadedAt} is null`));
}
