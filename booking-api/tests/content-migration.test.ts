import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import {
  cancellationPolicies,
  hotelNotifications,
  hotels,
  kidsTiers,
  lotteryEvents,
  payByLinks,
  plans,
  roomTypes,
} from '../db/schema';
import { createEmptyPostgresDatabase } from './support/test-databases';

// Hotel content per language (migration 0032) on a database that already holds hotels written with
// single texts and English/Japanese columns: nothing is lost, blanks are not kept as texts. A lottery's
// name and notification follow in migration 0039 the same way.

const databaseUrl = process.env.DATABASE_URL;
const MIGRATION = '0032_hotel_content_per_language.sql';

async function withDataBeforeTheMigration(
  open: () => Promise<{ database: Database; dispose(): Promise<void> }>,
): Promise<void> {
  const { database, dispose } = await open();
  try {
    const { db } = database;
    await db.execute(sql`insert into hotel_brands (id, code, name) values (1, 'old', 'Old Brand')`);
    await db.execute(sql`insert into hotels (id, brand_id, code, name, time_zone, currency, book_languages, full_address, country)
      values (1, 1, 'old-inn', 'Old Inn Nara', 'Asia/Tokyo', 'JPY', '{ja,en}', '', 'JP'),
             (2, 1, 'old-annex', 'Old Inn Annex', 'Asia/Tokyo', 'JPY', '{ja}', '1 Sanjo, Nara', 'JP')`);
    await db.execute(sql`insert into cancellation_policies (id, hotel_id, name, description, no_show_percentage, tiers)
      values (1, 1, 'Strict', 'No refund.', 100, '[]'::jsonb)`);
    await db.execute(sql`insert into room_types (id, hotel_id, code, name, description, max_occupancy, room_total, recommendation_rank)
      values (1, 1, 'TW', 'Twin', '', 2, 3, 1)`);
    await db.execute(sql`insert into plans (id, hotel_id, room_type_id, code, hotel_plan_code, name, description, meal_included, refundable, cancellation_policy_id, payment_methods, sort_order)
      values (1, 1, 1, 'TW-RO', 'RO', 'Room only - Twin', 'No meals.', false, true, 1, '{on_site}', 0)`);
    await db.execute(sql`insert into kids_tiers (hotel_id, code, name_en, name_ja, min_age, max_age, nightly_price, sort_order)
      values (1, 'A', 'Infant', '乳児', 0, 2, 0, 0), (1, 'B', 'Child', '', 3, 11, 2000, 1)`);
    await db.execute(sql`insert into hotel_notifications (hotel_id, title_en, title_ja, body_en, body_ja, sort_order)
      values (1, 'Closed bath', '大浴場休止', 'The bath is closed.', '', 0)`);
    await db.execute(sql`insert into pay_by_links (payment_number, hotel_id, subject, amount, currency, status, created_at, updated_at)
      values ('old-link-1', 1, 'Dinner for two', 8800, 'JPY', 'awaiting_payment', now(), now())`);

    await db.execute(sql`insert into lottery_events (hotel_id, uuid, name, room_type_id, plan_id, stay_start, stay_end, accept_from, accept_until,
      result_date, reservation_deadline, winners, notification)
      values (1, 'old-draw', 'Twin Lottery', 1, 1, '2027-01-01', '2027-01-08', '2026-10-01T00:00Z', '2026-10-15T00:00Z', '2026-10-16T00:00Z', '2026-10-20T00:00Z', 1, 'Winners hear by e-mail.'),
             (1, 'old-quiet-draw', 'Quiet Lottery', 1, 1, '2027-02-01', '2027-02-08', '2026-10-01T00:00Z', '2026-10-15T00:00Z', '2026-10-16T00:00Z', '2026-10-20T00:00Z', 1, null)`);

    // This migration runs first; later ones follow it on such a database.
    const ran = await runMigrations(db);
    expect(ran[0]).toBe(MIGRATION);
    expect(ran.filter((name) => name <= MIGRATION)).toEqual([MIGRATION]);

    const byCode = Object.fromEntries((await db.select().from(hotels)).map((hotel) => [hotel.code, hotel]));
    expect(byCode['old-inn']).toMatchObject({ name: { en: 'Old Inn Nara' }, fullAddress: {} });
    expect(byCode['old-annex']).toMatchObject({ name: { en: 'Old Inn Annex' }, fullAddress: { en: '1 Sanjo, Nara' } });
    expect(
      await db
        .select({ name: cancellationPolicies.name, description: cancellationPolicies.description })
        .from(cancellationPolicies),
    ).toEqual([{ name: { en: 'Strict' }, description: { en: 'No refund.' } }]);
    expect(await db.select({ name: roomTypes.name, description: roomTypes.description }).from(roomTypes)).toEqual([
      { name: { en: 'Twin' }, description: {} },
    ]);
    expect(await db.select({ name: plans.name, description: plans.description }).from(plans)).toEqual([
      { name: { en: 'Room only - Twin' }, description: { en: 'No meals.' } },
    ]);
    expect(
      await db.select({ code: kidsTiers.code, name: kidsTiers.name }).from(kidsTiers).orderBy(kidsTiers.code),
    ).toEqual([
      { code: 'A', name: { en: 'Infant', ja: '乳児' } },
      { code: 'B', name: { en: 'Child' } },
    ]);
    expect(
      await db.select({ title: hotelNotifications.title, body: hotelNotifications.body }).from(hotelNotifications),
    ).toEqual([{ title: { en: 'Closed bath', ja: '大浴場休止' }, body: { en: 'The bath is closed.' } }]);
    expect(
      await db
        .select({ subject: payByLinks.subject })
        .from(payByLinks)
        .where(eq(payByLinks.paymentNumber, 'old-link-1')),
    ).toEqual([{ subject: { en: 'Dinner for two' } }]);
    const lotteries = { uuid: lotteryEvents.uuid, name: lotteryEvents.name, notification: lotteryEvents.notification };
    expect(await db.select(lotteries).from(lotteryEvents).orderBy(lotteryEvents.uuid)).toEqual([
      { uuid: 'old-draw', name: { en: 'Twin Lottery' }, notification: { en: 'Winners hear by e-mail.' } },
      { uuid: 'old-quiet-draw', name: { en: 'Quiet Lottery' }, notification: {} },
    ]);
    // A hotel added afterwards without an address gets an empty map, as the column's default.
    await db.execute(
      sql`insert into hotels (id, brand_id, code, name, time_zone, currency, book_languages, country) values (3, 1, 'new-inn', '{"ja":"新しい宿"}'::jsonb, 'Asia/Tokyo', 'JPY', '{ja}', 'JP')`,
    );
    const [fresh] = await db.select().from(hotels).where(eq(hotels.code, 'new-inn'));
    expect(fresh).toMatchObject({ name: { ja: '新しい宿' }, fullAddress: {} });
  } finally {
    await dispose();
  }
}

describe('hotel content per language: the migration of existing data', () => {
  it(
    'turns every translatable column of PGlite into a locale map without losing a text',
    { timeout: 90_000 },
    async () => {
      await withDataBeforeTheMigration(async () => {
        const database = await openDatabase({ migrateBefore: MIGRATION });
        return { database, dispose: () => database.close() };
      });
    },
  );

  it.skipIf(!databaseUrl)(
    'turns every translatable column of PostgreSQL into a locale map without losing a text',
    { timeout: 90_000 },
    async () => {
      await withDataBeforeTheMigration(async () => {
        const empty = await createEmptyPostgresDatabase(databaseUrl!);
        const database = await openDatabase({ databaseUrl: empty.url, migrateBefore: MIGRATION });
        return {
          database,
          dispose: async () => {
            await database.close();
            await empty.drop();
          },
        };
      });
    },
  );
});
