import { z } from 'zod';
import { isoDateSchema } from './dates';

/**
 * What a guest's free-text hotel search means (the agency home's AI search): only what the text
 * states; the search form fills the rest with its defaults. The built-in interpreter and an optional
 * language-model provider both answer in this shape, and the provider's answer is checked against it.
 */
export const MEAL_OPTIONS = ['breakfast', 'dinner', 'breakfast_and_dinner', 'room_only'] as const;
export const STAY_FEATURES = [
  'onsen',
  'parking',
  'pool',
  'wifi',
  'non_smoking',
  'pets_allowed',
  'near_station',
  'sea_view',
  'free_cancellation',
  'gym',
] as const;
export const BUDGET_CURRENCIES = ['JPY', 'KRW', 'USD', 'CNY', 'TWD', 'EUR'] as const;
/** The languages the interpreter reads (SPEC.md section 1's UI languages). */
export const QUERY_LANGUAGES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant'] as const;
export type QueryLanguage = (typeof QUERY_LANGUAGES)[number];

export const MAX_QUERY_LENGTH = 300;
export const MAX_SEARCH_ROOMS = 10;
export const MAX_NIGHTS = 30;

export const hotelSearchIntentSchema = z
  .object({
    checkin: isoDateSchema.optional(),
    nights: z.number().int().min(1).max(MAX_NIGHTS).optional(),
    adults: z.number().int().min(1).max(40).optional(),
    children: z
      .object({
        count: z.number().int().min(1).max(20),
        /** The ages the text gives, ascending; fewer than `count` when some are not said. */
        ages: z.array(z.number().int().min(0).max(17)).max(20),
      })
      .refine((c) => c.ages.length <= c.count, 'more ages than children')
      .optional(),
    rooms: z.number().int().min(1).max(MAX_SEARCH_ROOMS).optional(),
    /** An area code of the agency's gazetteer (booking-api/agency/areas.ts). */
    area: z.string().min(1).max(40).optional(),
    budget: z
      .object({
        max: z.number().positive().max(1e9),
        currency: z.enum(BUDGET_CURRENCIES),
        per: z.enum(['night', 'stay']),
      })
      .optional(),
    meal: z.enum(MEAL_OPTIONS).optional(),
    features: z.array(z.enum(STAY_FEATURES)).max(STAY_FEATURES.length).optional(),
  })
  .strict();
export type HotelSearchIntent = z.infer<typeof hotelSearchIntentSchema>;
export type StayFeature = (typeof STAY_FEATURES)[number];
export type MealOption = (typeof MEAL_OPTIONS)[number];
export type BudgetCurrency = (typeof BUDGET_CURRENCIES)[number];

/** `POST /api/ota/v1/ai_search`: the text and, optionally, the language it is written in. */
export const interpretSearchRequestSchema = z
  .object({
    query: z.string().trim().min(1).max(MAX_QUERY_LENGTH),
    language: z.enum(QUERY_LANGUAGES).optional(),
  })
  .strict();

/** `POST /api/ota/v1/ai_search`'s answer. */
export const interpretSearchReplySchema = z.object({
  data: z.object({
    search: hotelSearchIntentSchema,
    language: z.enum(QUERY_LANGUAGES),
    interpreted_by: z.enum(['built_in', 'language_model']),
    area: z.object({ code: z.string(), name: z.string() }).nullable(),
    /** The date relative words were counted from: today in the named area, else where the agency sells. */
    today: isoDateSchema,
  }),
});
export type InterpretSearchReply = z.infer<typeof interpretSearchReplySchema>;

/** `GET /api/ota/v1/areas`: the agency's gazetteer, named in the request's language (en where it has none). */
export const searchAreasReplySchema = z.object({
  data: z.array(z.object({ code: z.string(), name: z.string(), within: z.string().nullable() })),
  /** Today where the agency sells (the booking API's clock): the earliest check-in a search may ask for. */
  today: isoDateSchema,
});
export type SearchAreasReply = z.infer<typeof searchAreasReplySchema>;
