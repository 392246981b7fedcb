import { z } from 'zod';
import { isoDateSchema } from './dates';
import { ROOM_COUNT_CAP } from './search-limits';

/**
 * Search and availability: the per-room occupancy of a multi-room search, the
 * availability calendar (`/rooms/availability`) and the inventory grid (`/rooms/inventory`).
 */

/** Guests of one searched room. */
export interface RoomOccupancy {
  adults: number;
  children: number;
}

// The limits live in a zod-free module the widget imports (contract/search-limits.ts).
export { DEFAULT_MAX_CHILDREN_PER_ADULT, DEFAULT_MULTI_ROOMS_SEARCH_LIMIT, ROOM_COUNT_CAP } from './search-limits';

/**
 * `rooms` of `GET /book/hotels/{h}/rooms` on the wire: one `<adults>-<children>` per room, comma
 * separated, in the order the guest listed the rooms; `rooms=2-0,3-1` is a room for two adults and
 * a room for three adults and a child. When present it replaces `adults`, `children` and
 * `room_count` (which search `room_count` identical rooms). It may list at most the hotel's
 * `multi_rooms_search_limit` rooms.
 */
export const roomOccupanciesParamSchema = z
  .string()
  .max(ROOM_COUNT_CAP * 6)
  .regex(/^\d{1,2}-\d{1,2}(,\d{1,2}-\d{1,2})*$/, 'must be <adults>-<children> per room, comma separated, e.g. 2-0,3-1')
  .refine(
    (value) => parseRoomOccupancies(value).every((room) => room.adults >= 1),
    'every room needs at least one adult',
  )
  .refine((value) => value.split(',').length <= ROOM_COUNT_CAP, `may list at most ${ROOM_COUNT_CAP} rooms`);

/** `2-0,3-1` -> [{adults: 2, children: 0}, {adults: 3, children: 1}] (the format is checked by the schema). */
export function parseRoomOccupancies(value: string): RoomOccupancy[] {
  return value.split(',').map((part) => {
    const [adults, children] = part.split('-');
    return { adults: Number(adults), children: Number(children) };
  });
}

export function formatRoomOccupancies(rooms: readonly RoomOccupancy[]): string {
  return rooms.map((room) => `${room.adults}-${room.children}`).join(',');
}

export const occupancyPriceSchema = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  /** One room of the plan for the whole stay with these guests, tax included, minor unit. */
  room_price: z.number().int(),
  room_tax: z.number().int(),
});
export type OccupancyPriceReply = z.infer<typeof occupancyPriceSchema>;

// ---- availability calendar and inventory ----------------------------------------------------
/** At most this many days per availability or inventory request (a two-month calendar view). */
export const AVAILABILITY_MAX_DAYS = 62;

/**
 * `GET /book/hotels/{h}/rooms/availability?from&to&adults&children`: every date of [from, to).
 * `from` may be before today (a calendar month that started already): those days are not bookable.
 */
export const availabilityQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  adults: z.coerce.number().int().min(1).max(99).default(1),
  children: z.coerce.number().int().min(0).max(99).default(0),
  /** Multi-currency (contract/currencies.ts): also price every day in this currency (`mcp_lowest_price`). */
  mcp_currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be a currency code')
    .optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const availabilityDaySchema = z.object({
  date: isoDateSchema,
  /** Whether a stay may start this night: today or later and within the reservable window. */
  bookable: z.boolean(),
  /** Rooms free this night, summed over the room types that hold the guests (0 when not bookable). */
  rooms_left: z.number().int().min(0),
  /** The cheapest plan for one room and the guests for this night, tax included; null when nothing is free. */
  lowest_price: z.number().int().nullable(),
  /** Only when asked with `mcp_currency`: `lowest_price` converted (minor unit of that currency). */
  mcp_lowest_price: z.number().int().nullable().optional(),
});
export const availabilityReplySchema = z.object({
  currency: z.string().length(3),
  /** SPEC.md section 2: the calendar notes when fewer than this many rooms are left. */
  few_rooms_threshold: z.number().int(),
  availability: z.array(availabilityDaySchema),
  /** Only when asked with `mcp_currency`: the currency and the hotel's rate the mcp amounts use. */
  mcp_currency: z.object({ code: z.string(), rate: z.string(), rate_updated_at: z.string() }).optional(),
});
export type AvailabilityReply = z.infer<typeof availabilityReplySchema>;

/** `GET /book/hotels/{h}/rooms/inventory?from&to`: free and total rooms per room type per date. */
export const inventoryQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export type InventoryQuery = z.infer<typeof inventoryQuerySchema>;

export const inventoryReplySchema = z.object({
  inventory: z.array(
    z.object({
      room_type_code: z.string(),
      room_type_name: z.string(),
      dates: z.array(
        z.object({ date: isoDateSchema, available: z.number().int().min(0), total: z.number().int().min(0) }),
      ),
    }),
  ),
});
export type InventoryReply = z.infer<typeof inventoryReplySchema>;

/** SPEC.md section 2: "a note appears when fewer than 10 rooms are left". */
export const FEW_ROOMS_THRESHOLD = 10;
