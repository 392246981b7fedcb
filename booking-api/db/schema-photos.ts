import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { hotels, roomTypes } from './schema-core';

/** Alt text of a photo per UI language (en, ja, ko, zh_Hans, zh_Hant, id, th, ar). */
export type PhotoAltTexts = Partial<Record<string, string>>;

/**
 * Photos of a hotel (no room type) and of its room types (migration 0029), in `position` order per
 * owner. The files are in the photo folder by `fileKey` (booking-api/photos/photo-store.ts);
 * `scene` is the drawing of a demo photo (booking-api/photos/demo-scenes.ts).
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    publicId: text('public_id').notNull(),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id),
    roomTypeId: integer('room_type_id').references(() => roomTypes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileKey: text('file_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variantWidths: integer('variant_widths').array().notNull(),
    altTexts: jsonb('alt_texts').$type<PhotoAltTexts>().notNull().default({}),
    scene: jsonb('scene').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('photos_public_id_idx').on(t.publicId),
    index('photos_owner_idx').on(t.hotelId, t.roomTypeId, t.position),
    check('photos_size_positive', sql`${t.width} > 0 AND ${t.height} > 0`),
  ],
);
