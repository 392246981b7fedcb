import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  hotels,
  lotteryAccessTokens,
  lotteryEntries,
  lotteryEvents,
  plans,
  reservations,
  roomTypes,
} from '../db/schema';
import type { Queryable } from '../db/transactions';
import type { LocalizedText } from '../../contract/localized-text';

export type LotteryEventRow = typeof lotteryEvents.$inferSelect;
export type LotteryEntryRow = typeof lotteryEntries.$inferSelect;

export interface LotteryEventDetail {
  event: LotteryEventRow;
  hotelCode: string;
  hotelBookLanguages: string[];
  hotelName: LocalizedText;
  roomTypeCode: string;
  roomTypeName: LocalizedText;
  planCode: string;
  planName: LocalizedText;
}

const detailColumns = {
  event: lotteryEvents,
  hotelCode: hotels.code,
  hotelBookLanguages: hotels.bookLanguages,
  hotelName: hotels.name,
  roomTypeCode: roomTypes.code,
  roomTypeName: roomTypes.name,
  planCode: plans.code,
  planName: plans.name,
};

export async function findLotteryEvent(
  db: Queryable,
  hotelId: number,
  uuid: string,
): Promise<LotteryEventDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(lotteryEvents)
    .innerJoin(hotels, eq(hotels.id, lotteryEvents.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, lotteryEvents.roomTypeId))
    .innerJoin(plans, eq(plans.id, lotteryEvents.planId))
    .where(and(eq(lotteryEvents.hotelId, hotelId), eq(lotteryEvents.uuid, uuid)));
  return row ?? null;
}

export async function lockLotteryEvent(db: Queryable, id: number): Promise<LotteryEventRow | null> {
  const [row] = await db.select().from(lotteryEvents).where(eq(lotteryEvents.id, id)).for('update');
  return row ?? null;
}

export async function findAccessToken(db: Queryable, tokenHash: string) {
  const [row] = await db.select().from(lotteryAccessTokens).where(eq(lotteryAccessTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function insertAccessToken(db: Queryable, values: typeof lotteryAccessTokens.$inferInsert): Promise<void> {
  await db.insert(lotteryAccessTokens).values(values);
}

/** Events of the hotel whose stay window for this room type overlaps [checkin, checkout). */
export async function overlappingEvents(
  db: Queryable,
  hotelId: number,
  roomTypeIds: readonly number[],
  checkin: string,
  checkout: string,
): Promise<LotteryEventRow[]> {
  if (roomTypeIds.length === 0) return [];
  const rows = await db
    .select()
    .from(lotteryEvents)
    .where(
      and(
        eq(lotteryEvents.hotelId, hotelId),
        lt(lotteryEvents.stayStart, checkout),
        gt(lotteryEvents.stayEnd, checkin),
      ),
    );
  return rows.filter((row) => roomTypeIds.includes(row.roomTypeId));
}

export async function insertEntry(db: Queryable, values: typeof lotteryEntries.$inferInsert): Promise<LotteryEntryRow> {
  const [row] = await db.insert(lotteryEntries).values(values).returning();
  return row!;
}

export async function findEntryByNumber(
  db: Queryable,
  entryNumber: string,
  options: { forUpdate?: boolean } = {},
): Promise<LotteryEntryRow | null> {
  const query = db.select().from(lotteryEntries).where(eq(lotteryEntries.entryNumber, entryNumber));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function entryNumberTaken(db: Queryable, entryNumber: string): Promise<boolean> {
  return (await findEntryByNumber(db, entryNumber)) !== null;
}

export async function entriesOfEvent(
  db: Queryable,
  eventId: number,
  status: LotteryEntryRow['status'],
): Promise<LotteryEntryRow[]> {
  return db
    .select()
    .from(lotteryEntries)
    .where(and(eq(lotteryEntries.eventId, eventId), eq(lotteryEntries.status, status)));
}

export async function memberEntries(db: Queryable, memberId: number): Promise<LotteryEntryRow[]> {
  return db
    .select()
    .from(lotteryEntries)
    .where(eq(lotteryEntries.memberId, memberId))
    .orderBy(desc(lotteryEntries.createdAt), desc(lotteryEntries.id));
}

export async function eventDetailById(db: Queryable, eventId: number): Promise<LotteryEventDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(lotteryEvents)
    .innerJoin(hotels, eq(hotels.id, lotteryEvents.hotelId))
    .innerJoin(roomTypes, eq(roomTypes.id, lotteryEvents.roomTypeId))
    .innerJoin(plans, eq(plans.id, lotteryEvents.planId))
    .where(eq(lotteryEvents.id, eventId));
  return row ?? null;
}

export async function reservationNumberOf(db: Queryable, reservationId: number | null): Promise<string | null> {
  if (reservationId === null) return null;
  const [row] = await db
    .select({ number: reservations.confirmationNumber })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return row?.number ?? null;
}

export async function setEntryStatus(
  db: Queryable,
  id: number,
  from: LotteryEntryRow['status'],
  to: LotteryEntryRow['status'],
  at: Date,
  extra: Partial<Pick<LotteryEntryRow, 'reservationId'>> = {},
): Promise<boolean> {
  const updated = await db
    .update(lotteryEntries)
    .set({ status: to, updatedAt: at, ...extra })
    .where(and(eq(lotteryEntries.id, id), eq(lotteryEntries.status, from)))
    .returning({ id: lotteryEntries.id });
  return updated.length === 1;
}

export async function markEventDrawn(db: Queryable, id: number, at: Date): Promise<void> {
  await db
    .update(lotteryEvents)
    .set({ drawnAt: at })
    .where(and(eq(lotteryEvents.id, id), sql`${lotteryEvents.drawnAt} is null`));
}
