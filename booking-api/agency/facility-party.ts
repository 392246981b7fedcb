import {
  COMPANION_TIER_CODE,
  MEAL_BED_OPTIONS,
  formatKidsAgesParam,
  formatKidsMealBedParam,
  formatKidsTiersParam,
  takesBed,
  type MealBedOption,
  type RoomOccupancy,
  type TierCounts,
} from '../../contract';
import type { PartyRefusalReason } from '../../contract/hotel-search';
import type { KidsSetting } from '../domain/kids-tiers';

/**
 * The hotel search's party as one facility takes it: the children's ages of the search mapped to
 * the facility's own children's rules (booking-api/domain/kids-tiers.ts), as the room search's
 * query fields, or why the facility cannot take the party.
 *
 * - A facility without a kids setting prices children with the plan's child supplement: the ages
 *   are not needed.
 * - `ages` mode: the ages as given. `tiers` mode: each age goes to the tier whose age range holds it.
 * - `tiers_with_meal_and_bed_as_extras`: the tier, and for the price shown the least a child of
 *   that tier needs: a tier A companion (an infant) shares an adult's bed, without a meal; any
 *   other child gets a bed of its own, without a meal (the cheapest bedding option the facility
 *   offers). The guest chooses the real options on the facility's own page.
 * - Beds a room needs: its guests, less the children who share an adult's bed.
 */
export interface FacilityParty {
  /** The room search's kids fields for this facility (none when it does not tier children). */
  kids: { kids_ages?: string; kids_tiers?: string; kids_meal_bed?: string };
  /** The beds of the room type capacity the largest searched room needs. */
  largestRoomBeds: number;
}

export interface PartyRefusal {
  reason: PartyRefusalReason;
  detail: string;
}

export function facilityParty(
  setting: KidsSetting | null,
  occupancies: readonly RoomOccupancy[],
  ages: readonly (readonly number[])[] | null,
): FacilityParty | PartyRefusal {
  const children = occupancies.reduce((sum, room) => sum + room.children, 0);
  if (!setting || children === 0) {
    return { kids: {}, largestRoomBeds: Math.max(...occupancies.map((room) => room.adults + room.children)) };
  }
  if (!ages) {
    return {
      reason: 'children_ages_required',
      detail: "This facility prices children by age: give each child's age.",
    };
  }
  const tiersOf: TierCounts[] = [];
  const options: MealBedOption[][] = [];
  const beds: number[] = [];
  for (const [index, room] of occupancies.entries()) {
    const counts: TierCounts = {};
    const roomOptions: MealBedOption[] = [];
    for (const age of ages[index] ?? []) {
      const tier = setting.tiers.find((candidate) => age >= candidate.minAge && age <= candidate.maxAge);
      if (!tier) {
        return { reason: 'child_age_not_accepted', detail: `This facility has no children's rate for age ${age}.` };
      }
      counts[tier.code] = (counts[tier.code] ?? 0) + 1;
      if (setting.kidsType === 'tiers_with_meal_and_bed_as_extras') {
        roomOptions.push(leastOption(setting, tier.code === COMPANION_TIER_CODE));
      }
    }
    const companions = counts[COMPANION_TIER_CODE] ?? 0;
    if (companions > room.adults) {
      return {
        reason: 'party_not_accepted',
        detail: 'This facility takes at most one infant sharing a bed per adult.',
      };
    }
    const bedless =
      setting.kidsType === 'tiers_with_meal_and_bed_as_extras'
        ? roomOptions.filter((option) => !takesBed(option)).length
        : companions;
    beds.push(room.adults + room.children - bedless);
    tiersOf.push(counts);
    options.push(roomOptions);
  }
  const largestRoomBeds = Math.max(...beds);
  if (setting.kidsType === 'ages') return { kids: { kids_ages: formatKidsAgesParam(ages) }, largestRoomBeds };
  if (setting.kidsType === 'tiers') return { kids: { kids_tiers: formatKidsTiersParam(tiersOf) }, largestRoomBeds };
  return {
    kids: { kids_tiers: formatKidsTiersParam(tiersOf), kids_meal_bed: formatKidsMealBedParam(options) },
    largestRoomBeds,
  };
}

/**
 * The cheapest option the facility offers that a child of its tier needs: sharing a bed (an infant
 * of the companion tier) or a bed of its own (any other child); any offered option when none fits.
 */
function leastOption(setting: KidsSetting, sharesBed: boolean): MealBedOption {
  const offered = MEAL_BED_OPTIONS.filter((option) => setting.mealBedPrices?.[option] !== undefined);
  const price = (option: MealBedOption) => setting.mealBedPrices![option]!;
  const fitting = offered.filter((option) => takesBed(option) !== sharesBed);
  const [cheapest] = (fitting.length > 0 ? fitting : offered).sort((a, b) => price(a) - price(b));
  return cheapest ?? 'meal_no';
}

export const isPartyRefusal = (party: FacilityParty | PartyRefusal): party is PartyRefusal => 'reason' in party;
