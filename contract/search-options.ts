import { z } from 'zod';
import { isoDateSchema } from './dates';
import { KIDS_PARAM_MAX_LENGTH, kidsAgesParamForm, kidsTiersParamForm } from './kids-params';
import { kidsMealBedParamSchema, mealBedOptionReplySchema, reservationRoomMealBedShape } from './children-options';

/**
 * Search options: children by tier or by age, day use, the plan fields the tiers-mode
 * rule needs (SPEC.md sections 3, 5 and 9), hotel notifications, facilities and the recommender.
 */

/** SPEC.md section 9 tier modes. */
export const kidsTypeSchema = z.enum(['tiers', 'tiers_with_meal_and_bed_as_extras', 'ages']);
export type KidsType = z.infer<typeof kidsTypeSchema>;
/** SPEC.md section 9: kids tier code A means companion (shares an adult's bed). */
export const COMPANION_TIER_CODE = 'A';

/**
 * `kids_tiers` of `GET /rooms` on the wire: the children of each searched room by tier code, rooms
 * separated by `;` in the searched order, tiers by `,`: `A:1,B:1;C:2` is a room with a tier A and a
 * tier B child, and a room with two tier C children. A room without children is empty (`;C:2`).
 */
export const kidsTiersParamSchema = z
  .string()
  .max(KIDS_PARAM_MAX_LENGTH)
  .regex(kidsTiersParamForm, 'must be <tier>:<count> per room, e.g. A:1,B:2;C:1');
/** `kids_ages` on the wire: each searched room's children's ages, `;` between rooms: `4,9;1`. */
export const kidsAgesParamSchema = z
  .string()
  .max(KIDS_PARAM_MAX_LENGTH)
  .regex(kidsAgesParamForm, 'must be ages per room, e.g. 4,9;1');
// The zod-free helpers the widget imports live in contract/kids-params.ts.
export {
  formatKidsAgesParam,
  formatKidsTiersParam,
  isKidsAgesParam,
  isKidsTiersParam,
  parseKidsAgesParam,
  parseKidsTiersParam,
  type TierCounts,
} from './kids-params';

/** The query fields of `GET /book/hotels/{h}/rooms` this module adds (read beside roomSearchQuerySchema). */
export const roomSearchOptionsQuerySchema = z.object({
  kids_tiers: kidsTiersParamSchema.optional(),
  kids_ages: kidsAgesParamSchema.optional(),
  /** Meal and bed option of each child per room (contract/children-options.ts). */
  kids_meal_bed: kidsMealBedParamSchema.optional(),
  /** Day use: only same-day plans, checkout equal to checkin. */
  is_day_use: z.enum(['true', 'false']).optional(),
  /** Skips the tiers-mode rule of SPEC.md section 5. */
  is_including_occupied: z.enum(['true', 'false']).optional(),
  /** Undated search (undatedSearchQuerySchema below): the first check-in from `from` with `nights` nights free. */
  search_type: z.enum(['dated', 'undated']).optional(),
  nights: z.coerce.number().int().min(1).max(30).optional(),
  from: isoDateSchema.optional(),
});
export type RoomSearchOptionsQuery = z.infer<typeof roomSearchOptionsQuerySchema>;

/** SPEC.md section 3 matched_search_criteria of a room plan (summed over the searched rooms). */
export const matchedSearchCriteriaSchema = z.object({
  adults_count: z.number().int(),
  children_count: z.number().int(),
  adults_with_companion: z.number().int(),
  children_with_kid_tier_A_companion: z.number().int(),
});

/** Fields added to every room plan of a search reply (optional on the wire: older servers omit them). */
export const roomPlanOptionsShape = {
  matched_search_criteria: matchedSearchCriteriaSchema.optional(),
  /** Rooms of this plan one booking may take; null: no limit. */
  sale_limit: z.number().int().nullable().optional(),
  /** Rooms of this plan free for the whole stay. */
  plan_stock_count: z.number().int().optional(),
  min_nights: z.number().int().optional(),
  is_day_use: z.boolean().optional(),
};

/** Fields added to every room of a reservation request: the children by tier, or their ages. */
export const reservationRoomKidsShape = {
  kids_tiers: z
    .array(z.object({ code: z.string().regex(/^[A-Z]$/), count: z.number().int().min(0).max(99) }))
    .max(26)
    .optional(),
  kids_ages: z.array(z.number().int().min(0).max(17)).max(99).optional(),
  ...reservationRoomMealBedShape,
};

// ---- kids settings ----------------------------------------------------------------------------
export const kidsTierReplySchema = z.object({
  code: z.string(),
  name: z.string(),
  min_age: z.number().int(),
  max_age: z.number().int(),
  nightly_price: z.number().int(),
  companion: z.boolean(),
});
/** `GET /book/hotels/{h}/kids_tiers?locale`: the hotel's kids type and tiers; kids_type null when children are not tiered. */
export const kidsSettingReplySchema = z.object({
  kids_type: kidsTypeSchema.nullable(),
  currency: z.string().length(3),
  tiers: z.array(kidsTierReplySchema),
  /** The meal and bed options a child chooses in the `tiers_with_meal_and_bed_as_extras` mode (empty otherwise). */
  meal_bed_options: z.array(mealBedOptionReplySchema).default([]),
});
export type KidsSettingReply = z.infer<typeof kidsSettingReplySchema>;

// ---- notifications ----------------------------------------------------------------------------
/** `GET /book/hotels/{h}/notifications?checkin&locale`. */
export const notificationsQuerySchema = z.object({
  checkin: isoDateSchema.optional(),
  locale: z.string().max(10).optional(),
});
export const notificationReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  display_start_date: isoDateSchema.nullable(),
  display_end_date: isoDateSchema.nullable(),
  label_filters: z.array(z.string()),
});
export const notificationsReplySchema = z.object({ notifications: z.array(notificationReplySchema) });
export type NotificationsReply = z.infer<typeof notificationsReplySchema>;

/** SPEC.md section 5 label filters. */
export const notificationLabelSchema = z
  .string()
  .regex(
    /^(all_users|membership_rank_all|membership_organization_all|membership_program_\d+|membership_rank_\d+|membership_organization_\d+)$/,
  );

// ---- facilities -------------------------------------------------------------------------------
/** `GET /book/hotel_brands/{brand}/facilities?page&per_page&checkin&checkout&adults`: SPEC.md section 3 facility pagination. */
export const facilitiesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
  locale: z.string().max(10).optional(),
});
export const facilityReplySchema = z.object({
  code: z.string(),
  name: z.string(),
  time_zone: z.string(),
  currency: z.string().length(3),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const facilitiesPageReplySchema = z.object({
  page: z.number().int(),
  total_pages: z.number().int(),
  data: z.array(facilityReplySchema),
});
export type FacilitiesPageReply = z.infer<typeof facilitiesPageReplySchema>;

// ---- recommender ------------------------------------------------------------------------------
/** One recommended plan of `GET /book/hotels/{h}/rooms/recommendation` (same query as /rooms). */
export const recommendationSchema = z.object({
  room_type_code: z.string(),
  room_type_name: z.string(),
  room_plan_code: z.string(),
  hotel_plan_code: z.string(),
  room_plan_name: z.string(),
  total_price: z.number().int(),
  tax: z.number().int(),
  currency: z.string().length(3),
  /** Rooms of the type free for the stay. */
  room_count: z.number().int(),
  meal_included: z.boolean(),
  refundable: z.boolean(),
  /** Only when asked with `mcp_currency`: `total_price` converted (minor unit of that currency). */
  mcp_total_price: z.number().int().optional(),
});
export const recommendationReplySchema = z.object({
  recommendations: z.array(recommendationSchema),
  /** Only when asked with `mcp_currency`: the currency and the hotel's rate the mcp amounts use. */
  mcp_currency: z.object({ code: z.string(), rate: z.string(), rate_updated_at: z.string() }).optional(),
});
export type RecommendationReply = z.infer<typeof recommendationReplySchema>;
/** The recommender shows at most this many plans: the first plan of the best-ranked room types. */
export const RECOMMENDATION_LIMIT = 3;

// ---- undated search ---------------------------------------------------------------------------
/** Undated search looks at most this many check-in dates ahead (a two-month calendar). */
export const UNDATED_SEARCH_DAYS = 62;
/**
 * `GET /rooms?search_type=undated&nights=N[&from=YYYY-MM-DD]` with the guests of a dated search: the
 * first check-in from `from` (default the facility's today) where N nights find rooms. SPEC.md
 * section 5: not usable when guest counts differ between rooms.
 */
export const undatedSearchQuerySchema = z.object({
  search_type: z.literal('undated'),
  nights: z.coerce.number().int().min(1).max(30),
  from: isoDateSchema.optional(),
});
/** Reply fields of an undated search: the check-in the rooms were found for (null: none within the window). */
export const roomSearchOptionsReplyShape = {
  booking_start_date: isoDateSchema.nullable().optional(),
};
