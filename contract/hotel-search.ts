import { z } from 'zod';
import { isoDateSchema } from './dates';
import { BUDGET_CURRENCIES, MAX_NIGHTS, MAX_SEARCH_ROOMS, MEAL_OPTIONS, STAY_FEATURES } from './hotel-search-intent';
import { photoSchema } from './photos';
import { parseRoomOccupancies, roomOccupanciesParamSchema, type RoomOccupancy } from './search';
import { kidsAgesParamSchema, parseKidsAgesParam } from './search-options';

/**
 * The agency site's hotel search (`GET /api/ota/v1/hotels/search`) and the facilities' review
 * ratings (`GET /api/ota/v1/hotels/ratings`). Guests are per room like the widget's room search:
 * `rooms=2-0,3-1`, else `room_count` rooms of `adults` and `children`. Each facility answers with
 * the lowest price the room search gives for those dates and guests (all rooms, whole stay, tax
 * included); a facility with nothing to sell is `sold_out` with the next check-in dates that work.
 * `min_price` / `max_price` are per night for all the rooms together, in `currency`.
 *
 * Children's ages (`kids_ages=4,9;1`, rooms separated by `;`, one list for every room of a
 * `room_count` search) let a facility that prices children by tier or by age answer: each age goes
 * to the facility's tier whose age range holds it. A facility that cannot take the party is listed
 * with `party_refusal` (why, and no price) rather than left out: children without ages where the
 * facility needs them, an age none of its tiers takes, a room larger than any of its room types, or
 * another of its own rules (children per adult, guests per room).
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

/** The oldest age a child may be given. */
export const MAX_CHILD_AGE = 17;

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
    /** Each room's children's ages, `;` between rooms; one list applies to every room of a room_count search. */
    kids_ages: kidsAgesParamSchema.optional(),
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
  )
  .refine((query) => query.kids_ages === undefined || agesFitRooms(query), {
    path: ['kids_ages'],
    message: `must give one age (0-${MAX_CHILD_AGE}) for every child of every room, rooms separated by ;`,
  });
export type HotelSearchQuery = z.infer<typeof hotelSearchQuerySchema>;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The guests of a hotel search: per room (`rooms`) or `room_count` rooms alike, and the children's ages. */
interface SearchedGuests {
  rooms?: string | undefined;
  adults?: number | undefined;
  children: number;
  room_count: number;
  kids_ages?: string | undefined;
}

function agesFitRooms(query: SearchedGuests): boolean {
  const rooms = query.rooms === undefined || roomOccupanciesParamSchema.safeParse(query.rooms).success;
  if (!rooms) return true; // the rooms field is refused on its own
  return hotelSearchChildrenAges(query) !== null;
}

/**
 * Each searched room's children's ages, from `kids_ages`: null when they are not given, or do not
 * give exactly one age (0-17) per child of each room (a single list applies to every room).
 */
export function hotelSearchChildrenAges(query: SearchedGuests): number[][] | null {
  if (query.kids_ages === undefined) return null;
  const occupancies = hotelSearchOccupancies(query);
  const lists = parseKidsAgesParam(query.kids_ages);
  const perRoom = lists.length === 1 ? occupancies.map(() => lists[0]!) : lists;
  if (perRoom.length !== occupancies.length) return null;
  const fits = perRoom.every(
    (ages, index) => ages.length === occupancies[index]!.children && ages.every((age) => age <= MAX_CHILD_AGE),
  );
  return fits ? perRoom : null;
}

/** The searched rooms with their guests: the `rooms` list, or `room_count` rooms of adults and children (2 adults by default). */
export function hotelSearchOccupancies(query: Omit<SearchedGuests, 'kids_ages'>): RoomOccupancy[] {
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

/**
 * Why a facility cannot take the searched party: children without ages where it prices children by
 * tier or age, a child's age none of its tiers takes, a room larger than any of its room types, or
 * another rule of its own (children per adult, guests per room, infants sharing a bed per adult).
 */
export const PARTY_REFUSAL_REASONS = [
  'children_ages_required',
  'child_age_not_accepted',
  'party_too_large',
  'party_not_accepted',
] as const;
export type PartyRefusalReason = (typeof PARTY_REFUSAL_REASONS)[number];

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
  /** Set when the facility cannot take the searched party (then no price, not sold out): why, and the rule in words. */
  party_refusal: z.object({ reason: z.enum(PARTY_REFUSAL_REASONS), detail: z.string() }).nullable(),
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
