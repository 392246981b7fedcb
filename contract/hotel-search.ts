import { z } from 'zod';
import { isoDateSchema } from './dates';
import { BUDGET_CURRENCIES, MAX_NIGHTS, MAX_SEARCH_ROOMS, MEAL_OPTIONS, STAY_FEATURES } from './hotel-search-intent';
import { photoSchema } from './photos';
import { parseRoomOccupancies, roomOccupanciesParamSchema, type RoomOccupancy } from './search';

/**
 * The agency site's hotel search (`GET /api/ota/v1/hotels/search`) and the facilities' review
 * ratings (`GET /api/ota/v1/hotels/ratings`). Guests are per room like the widget's room search:
 * `rooms=2-0,3-1`, else `room_count` rooms of `adults` and `children`. Each facility answers with
 * the lowest price the room search gives for those dates and guests (all rooms, whole stay, tax
 * included); a facility with nothing to sell is `sold_out` with the next check-in dates that work.
 * `min_price` / `max_price` are per night for all the rooms together, in `currency`.
 */
export const HOTEL_SEARCH_ORDERS = ['recommended', 'price_low_to_high', 'price_high_to_low', 'rating'] as const;
export type HotelSearchOrder = (typeof HOTEL_SEARCH_ORDERS)[number];
export const HOTEL_SEARCH_PER_PAGE_DEFAULT = 10;
export const HOTEL_SEARCH_PER_PAGE_MAX = 50;
export const MAX_KEYWORD_LENGTH = 100;
/** Days after the searched check-in in which a sold-out facility's next dates are looked for. */
export const NEXT_DATES_WINDOW_DAYS = 30;
/** At most this many next check-in dates are offered for a sold-out facility. */
export const NEXT_DATES_MAX = 3;
export const MAX_RATING_CODES = 50;

const commaList = <T extends readonly [string, ...string[]]>(values: T, max: number) =>
  z
    .string()
    .max(400)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    )
    .pipe(
      z
        .array(z.enum(values))
        .max(max)
        .transform((list) => [...new Set(list)]),
    );

const amount = z.coerce.number().finite().min(0).max(1e12);

export const hotelSearchQuerySchema = z
  .object({
    /** An area code of the agency's gazetteer (booking-api/agency/areas.ts); its inner areas are included. */
    area: z.string().trim().min(1).max(40).optional(),
    /** Words of a facility's name or an area's name, in any language the facility is written in. */
    keyword: z.string().trim().max(MAX_KEYWORD_LENGTH).optional(),
    checkin: isoDateSchema,
    checkout: isoDateSchema,
    adults: z.coerce.number().int().min(1).max(20).optional(),
    children: z.coerce.number().int().min(0).max(20).default(0),
    room_count: z.coerce.number().int().min(1).max(MAX_SEARCH_ROOMS).default(1),
    rooms: roomOccupanciesParamSchema
      .refine((value) => value.split(',').length <= MAX_SEARCH_ROOMS, `may list at most ${MAX_SEARCH_ROOMS} rooms`)
      .optional(),
    min_price: amount.optional(),
    max_price: amount.optional(),
    currency: z.enum(BUDGET_CURRENCIES).default('JPY'),
    features: commaList(STAY_FEATURES, STAY_FEATURES.length).optional(),
    meal: z.enum(MEAL_OPTIONS).optional(),
    order: z.enum(HOTEL_SEARCH_ORDERS).default('recommended'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(HOTEL_SEARCH_PER_PAGE_MAX).default(HOTEL_SEARCH_PER_PAGE_DEFAULT),
  })
  .refine((query) => query.checkout > query.checkin, { path: ['checkout'], message: 'must be after checkin' })
  .refine((query) => daysBetween(query.checkin, query.checkout) <= MAX_NIGHTS, {
    path: ['checkout'],
    message: `must be at most ${MAX_NIGHTS} nights after checkin`,
  })
  .refine(
    (query) => query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price,
    {
      path: ['max_price'],
      message: 'must not be below min_price',
    },
  );
export type HotelSearchQuery = z.infer<typeof hotelSearchQuerySchema>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The searched rooms with their guests: the `rooms` list, or `room_count` rooms of adults and children (2 adults by default). */
export function hotelSearchOccupancies(
  query: Pick<HotelSearchQuery, 'rooms' | 'adults' | 'children' | 'room_count'>,
): RoomOccupancy[] {
  if (query.rooms) return parseRoomOccupancies(query.rooms);
  return Array.from({ length: query.room_count }, () => ({ adults: query.adults ?? 2, children: query.children }));
}

export const hotelRatingSchema = z.object({
  /** The mean review score (1-5) to one decimal; null when nobody reviewed yet. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type HotelRating = z.infer<typeof hotelRatingSchema>;

const priceSchema = z.object({
  /** All searched rooms for the whole stay, tax included, in minor units of `currency`. */
  total: z.number().int(),
  /** `total` divided by the nights, rounded. */
  per_night: z.number().int(),
  currency: z.string().length(3),
});

export const hotelSearchFacilitySchema = z.object({
  code: z.string(),
  name: z.string(),
  brand_code: z.string(),
  area: z.object({ code: z.string(), name: z.string() }),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  star_rating: z.number().int().min(1).max(5),
  features: z.array(z.enum(STAY_FEATURES)),
  rating: hotelRatingSchema,
  photo: photoSchema.nullable(),
  sold_out: z.boolean(),
  /** The room search's cheapest plan for the criteria, in the facility's currency; null when sold out. */
  lowest_price: priceSchema.nullable(),
  /** `lowest_price` in the searched currency (the agency's reference rates; the booking charges the facility's currency). */
  display_price: priceSchema.nullable(),
  /** The plan of the lowest price. */
  lowest_plan: z
    .object({
      room_type_name: z.string(),
      plan_name: z.string(),
      meal: z.enum(MEAL_OPTIONS),
      refundable: z.boolean(),
    })
    .nullable(),
  /** Only when sold out: the next check-in dates (same nights and guests) within the window, with their lowest price. */
  next_available: z.array(z.object({ checkin: isoDateSchema, checkout: isoDateSchema, display_price: priceSchema })),
});
export type HotelSearchFacility = z.infer<typeof hotelSearchFacilitySchema>;

export const hotelSearchReplySchema = z.object({
  data: z.array(hotelSearchFacilitySchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_entries: z.number().int(),
  nights: z.number().int(),
  currency: z.enum(BUDGET_CURRENCIES),
});
export type HotelSearchReply = z.infer<typeof hotelSearchReplySchema>;

export const hotelRatingsQuerySchema = z.object({
  hotel_codes: z
    .string()
    .max(2000)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((code) => code.trim())
          .filter((code) => code.length > 0),
      ),
    ])
    .pipe(z.array(z.string().max(64)).min(1, 'must name at least one hotel').max(MAX_RATING_CODES)),
});

export const hotelRatingsReplySchema = z.object({
  data: z.array(
    z.object({
      code: z.string(),
      ...hotelRatingSchema.shape,
      /** Reviews with each score, from 1 to 5. */
      distribution: z.array(z.number().int()).length(5),
    }),
  ),
});
export type HotelRatingsReply = z.infer<typeof hotelRatingsReplySchema>;
