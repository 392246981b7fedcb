import { z } from 'zod';

import { KIDS_MEAL_BED_MAX_LENGTH, MEAL_BED_OPTIONS, kidsMealBedParamForm } from './meal-bed-params';

/**
 * Children's meal and bed options (SPEC.md section 3, section 9 tier mode
 * `tiers_with_meal_and_bed_as_extras`): the zod schemas. The zod-free helpers the widget imports
 * live in contract/meal-bed-params.ts and are re-exported here.
 */
export {
  MEAL_BED_OPTIONS,
  formatKidsMealBedParam,
  isKidsMealBedParam,
  isMealBedOption,
  parseKidsMealBedParam,
  takesBed,
  type MealBedOption,
} from './meal-bed-params';

export const mealBedOptionSchema = z.enum(MEAL_BED_OPTIONS);
export const kidsMealBedParamSchema = z
  .string()
  .max(KIDS_MEAL_BED_MAX_LENGTH)
  .regex(kidsMealBedParamForm, 'must be meal and bed options per room, e.g. meal_yes_bedding,meal_no;meal_yes');

/** Field of a reservation request room: one option per child, in the mode that asks for them. */
export const reservationRoomMealBedShape = {
  kids_meal_bed: z.array(mealBedOptionSchema).max(99).optional(),
};

/** One option as `GET /kids_tiers` lists it: its nightly price per child (minor unit, tax included). */
export const mealBedOptionReplySchema = z.object({
  option: mealBedOptionSchema,
  nightly_price: z.number().int(),
  takes_bed: z.boolean(),
});

/** A child of a reservation room as stored with the reservation (migration 0020). */
export const reservationChildSchema = z.object({
  /** The child's tier (in the ages mode, the tier its age falls in); null when the hotel does not tier children. */
  tier_code: z.string().nullable(),
  /** In replies: the tier's name in the reservation's language (null without a tier or once the hotel removed it). */
  tier_name: z.string().nullable().optional(),
  /** In the ages mode, the age the guest gave. */
  age: z.number().int().nullable(),
  meal_bed_option: mealBedOptionSchema.nullable(),
});
export type ReservationChild = z.infer<typeof reservationChildSchema>;
