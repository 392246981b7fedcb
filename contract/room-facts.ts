import { z } from 'zod';
import { roomBedsSchema } from './booking-api';
import { localizedTextInputSchema } from './localized-text';

/** Limits of what staff may state about a room type (booking-api/room-facts). */
export const MAX_ROOM_SIZE_SQM = 2000;
export const MAX_ROOM_OCCUPANCY = 20;
export const MAX_ROOM_VIEW_LENGTH = 120;
export const MAX_BEDS_OF_A_KIND = 20;

/**
 * What a room card shows of a room type (SPEC.md section 3, room result): its floor area in m²,
 * its beds, its view (hotel content, by language) and how many guests it sleeps.
 */
export const staffRoomFactsSchema = z.object({
  room_type_code: z.string(),
  /** Null when the hotel has not stated it: the card then shows no size. */
  size_sqm: z.number().int().nullable(),
  beds: z.array(roomBedsSchema),
  /** By content locale; {} when the hotel has not stated a view. */
  view: z.record(z.string(), z.string()),
  max_occupancy: z.number().int(),
});
export type StaffRoomFactsReply = z.infer<typeof staffRoomFactsSchema>;

const bedsInputSchema = z
  .array(roomBedsSchema.extend({ count: z.number().int().min(1).max(MAX_BEDS_OF_A_KIND) }).strict())
  .max(roomBedsSchema.shape.kind.options.length)
  .refine((beds) => new Set(beds.map((bed) => bed.kind)).size === beds.length, {
    message: 'names each kind of bed once (give its count instead)',
  });

/**
 * PATCH body: the facts to change, the others stay. `size_sqm: null` and `view: null` remove what
 * the card said; `view` as a plain string is written in the hotel's own language, as an object it
 * replaces the view in every language.
 */
export const updateRoomFactsRequestSchema = z
  .strictObject({
    size_sqm: z.number().int().min(1).max(MAX_ROOM_SIZE_SQM).nullable().optional(),
    beds: bedsInputSchema.optional(),
    view: localizedTextInputSchema(MAX_ROOM_VIEW_LENGTH).nullable().optional(),
    max_occupancy: z.number().int().min(1).max(MAX_ROOM_OCCUPANCY).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'needs at least one of size_sqm, beds, view, max_occupancy',
  });
export type UpdateRoomFactsRequest = z.infer<typeof updateRoomFactsRequestSchema>;
