import type { MealBedOption, ReservationChild, TierCounts } from '../../contract';
import { mealBedOptionSchema } from '../../contract';
import type { KidsSetting } from './kids-tiers';

/**
 * The children of a reservation room as stored with it (migration 0020): one entry per child with
 * its tier (in the ages mode the tier its age falls in), its age (ages mode) and its meal and bed
 * option (extras mode). Tiers come as counts, so a tiers-mode room lists its children tier by tier
 * in the hotel's tier order; options follow the order the guest gave them.
 */
export function childrenOfRoom(
  setting: KidsSetting | null,
  room: { kids: TierCounts | null; ages?: readonly number[] | undefined; mealBed: readonly MealBedOption[] | null },
): ReservationChild[] {
  if (!setting || !room.kids) return [];
  const option = (index: number) => room.mealBed?.[index] ?? null;
  if (setting.kidsType === 'ages') {
    return (room.ages ?? []).map((age, index) => ({
      tier_code: setting.tiers.find((tier) => age >= tier.minAge && age <= tier.maxAge)?.code ?? null,
      age,
      meal_bed_option: option(index),
    }));
  }
  const codes = setting.tiers.flatMap((tier) => Array.from({ length: room.kids?.[tier.code] ?? 0 }, () => tier.code));
  return codes.map((code, index) => ({ tier_code: code, age: null, meal_bed_option: option(index) }));
}

/**
 * The pricing input of stored children against the hotel's kids setting today: the tier counts and
 * options, or null when the room has no stored children or a stored tier or option is no longer
 * offered (then the plan's child supplement prices them, as for a hotel that does not tier children).
 */
export function kidsOfStoredChildren(
  setting: KidsSetting | null,
  children: readonly Omit<ReservationChild, 'tier_name'>[],
): { kids: TierCounts; mealBed: MealBedOption[] | null } | null {
  if (!setting || children.length === 0) return null;
  const kids: TierCounts = {};
  for (const child of children) {
    if (!child.tier_code || !setting.tiers.some((tier) => tier.code === child.tier_code)) return null;
    kids[child.tier_code] = (kids[child.tier_code] ?? 0) + 1;
  }
  if (setting.kidsType !== 'tiers_with_meal_and_bed_as_extras') return { kids, mealBed: null };
  const mealBed: MealBedOption[] = [];
  for (const child of children) {
    const parsed = mealBedOptionSchema.safeParse(child.meal_bed_option);
    if (!parsed.success || setting.mealBedPrices?.[parsed.data] === undefined) return null;
    mealBed.push(parsed.data);
  }
  return { kids, mealBed };
}
