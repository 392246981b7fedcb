/**
 * Children's meal and bed options without zod, for the widget's bundle (SPEC.md
 * section 3 "Children meal and bed options"); contract/children-options.ts builds its schemas on
 * them. In the `tiers_with_meal_and_bed_as_extras` mode every child carries one of the five options
 * on top of its tier: the option's nightly price is added to the tier's, and only the `_bedding`
 * options take a bed of the room type's capacity.
 */
export const MEAL_BED_OPTIONS = [
  'meal_no',
  'meal_no_bedding',
  'meal_same_as_adult_bedding',
  'meal_yes',
  'meal_yes_bedding',
] as const;
export type MealBedOption = (typeof MEAL_BED_OPTIONS)[number];

export const isMealBedOption = (value: unknown): value is MealBedOption =>
  (MEAL_BED_OPTIONS as readonly unknown[]).includes(value);
/** The bedding options take a bed (and a place of the room type's occupancy); the others share one. */
export const takesBed = (option: MealBedOption): boolean => option.endsWith('_bedding');

const optionPattern = `(?:${MEAL_BED_OPTIONS.join('|')})`;
const roomOptionsPattern = `${optionPattern}(?:,${optionPattern})*`;
export const KIDS_MEAL_BED_MAX_LENGTH = 8000;
/** `kids_meal_bed` on the wire: each searched room's children's options, `;` between rooms: `meal_yes_bedding,meal_no;meal_yes`. */
export const kidsMealBedParamForm = new RegExp(`^(?:${roomOptionsPattern})?(?:;(?:${roomOptionsPattern})?)*$`);
/** What kidsMealBedParamSchema (contract/children-options.ts) accepts. */
export const isKidsMealBedParam = (raw: string) =>
  raw.length <= KIDS_MEAL_BED_MAX_LENGTH && kidsMealBedParamForm.test(raw);

/** A value that passed isKidsMealBedParam, one list per room. */
export function parseKidsMealBedParam(value: string): MealBedOption[][] {
  return value.split(';').map((room) => room.split(',').filter(isMealBedOption));
}
export function formatKidsMealBedParam(rooms: readonly (readonly MealBedOption[])[]): string {
  return rooms.map((options) => options.join(',')).join(';');
}
