import { COMPANION_TIER_CODE, takesBed, type KidsType, type MealBedOption, type TierCounts } from '../../contract';
import type { LocalizedText } from '../../contract/localized-text';
import { failures } from './booking-failure';
import { consumptionTaxPercent, taxIncludedIn } from './consumption-tax';
import { nightlyPrice, stayPrice, type NightlyRate, type StayPrice } from './pricing';

/**
 * Children by tier (SPEC.md section 9 tier modes; section 5 children per adult). A hotel with a kids
 * setting prices every child at its tier's nightly price instead of the plan's child supplement.
 * In `tiers` and `tiers_with_meal_and_bed_as_extras` the guest gives the tier of each child; in
 * `ages` the guest gives each child's age and the tier is the one whose age range holds it. Tier A
 * children are companions: each shares an adult's bed, so they need an adult each and take no bed
 * of the room type's capacity (they still count towards max_guests_per_room). In
 * `tiers_with_meal_and_bed_as_extras` each child also carries a meal and bed option (SPEC.md section
 * 3): its nightly price adds to the tier's, and the option alone decides whether the child takes a bed.
 */
export interface KidsTier {
  code: string;
  /** The tier's name per locale (contract/localized-text.ts). */
  name: LocalizedText;
  minAge: number;
  maxAge: number;
  nightlyPrice: number;
}
export interface KidsSetting {
  kidsType: KidsType;
  tiers: KidsTier[];
  /** Nightly price per child of each offered meal and bed option (the extras mode only). */
  mealBedPrices?: Partial<Record<MealBedOption, number>>;
}

export interface RoomKidsInput {
  adults: number;
  children: number;
  kidsTiers?: TierCounts | undefined;
  kidsAges?: readonly number[] | undefined;
  kidsMealBed?: readonly MealBedOption[] | undefined;
}

export const isTiersMode = (setting: KidsSetting | null) => setting !== null && setting.kidsType !== 'ages';

/**
 * The children of one room by tier, checked against the hotel's setting; null when the hotel does
 * not tier children (then the plan's child supplement prices them). `field` names the request
 * field in the error (kids_tiers, kids_ages, rooms[0].kids_tiers...).
 */
export function resolveRoomKids(
  setting: KidsSetting | null,
  room: RoomKidsInput,
  field: { tiers: string; ages: string },
): TierCounts | null {
  const givenTiers = Object.values(room.kidsTiers ?? {}).some((count) => count > 0);
  const givenAges = (room.kidsAges ?? []).length > 0;
  if (!setting) {
    if (givenTiers)
      throw failures.invalidField(field.tiers, 'is not taken: this hotel does not price children by tier');
    if (givenAges) throw failures.invalidField(field.ages, 'is not taken: this hotel does not price children by age');
    return null;
  }
  if (setting.kidsType === 'ages') {
    if (givenTiers)
      throw failures.invalidField(field.tiers, 'is not taken: this hotel asks for the ages of children (kids_ages)');
    const ages = room.kidsAges ?? [];
    if (ages.length !== room.children)
      throw failures.invalidField(field.ages, `must give the age of every child (${room.children})`);
    const counts: TierCounts = {};
    for (const age of ages) {
      const tier = setting.tiers.find((t) => age >= t.minAge && age <= t.maxAge);
      if (!tier) throw failures.invalidField(field.ages, `has no children's tier for age ${age}`);
      counts[tier.code] = (counts[tier.code] ?? 0) + 1;
    }
    return checkCompanions(counts, room, field.ages);
  }
  if (givenAges)
    throw failures.invalidField(field.ages, 'is not taken: this hotel asks for the tier of each child (kids_tiers)');
  const counts: TierCounts = {};
  let total = 0;
  for (const [code, count] of Object.entries(room.kidsTiers ?? {})) {
    if (count === 0) continue;
    if (!setting.tiers.some((tier) => tier.code === code))
      throw failures.invalidField(field.tiers, `has an unknown tier ${code}`);
    counts[code] = count;
    total += count;
  }
  if (total !== room.children)
    throw failures.invalidField(field.tiers, `must give the tier of every child (${room.children})`);
  return checkCompanions(counts, room, field.tiers);
}

function checkCompanions(counts: TierCounts, room: RoomKidsInput, field: string): TierCounts {
  if (companionsIn(counts) > room.adults)
    throw failures.invalidField(field, 'may hold at most one tier A companion per adult');
  return counts;
}

export function companionsIn(kids: TierCounts | null): number {
  return kids?.[COMPANION_TIER_CODE] ?? 0;
}

/**
 * The meal and bed option of every child of one room: required (one per child, each offered by the
 * hotel) in the extras mode, refused in the others. Null outside the extras mode.
 */
export function resolveRoomMealBed(
  setting: KidsSetting | null,
  room: RoomKidsInput,
  field: string,
): MealBedOption[] | null {
  const given = room.kidsMealBed ?? [];
  if (setting?.kidsType !== 'tiers_with_meal_and_bed_as_extras') {
    if (given.length > 0)
      throw failures.invalidField(field, 'is not taken: this hotel has no meal and bed options for children');
    return null;
  }
  if (given.length !== room.children)
    throw failures.invalidField(field, `must give the meal and bed option of every child (${room.children})`);
  for (const option of given) {
    if (setting.mealBedPrices?.[option] === undefined)
      throw failures.invalidField(field, `has an option this hotel does not offer: ${option}`);
  }
  return [...given];
}

/** Children who take no bed: tier A companions, or in the extras mode the children whose option has no bedding. */
export function bedlessChildren(kids: TierCounts | null, mealBed: readonly MealBedOption[] | null = null): number {
  if (mealBed) return mealBed.filter((option) => !takesBed(option)).length;
  return companionsIn(kids);
}

/** Beds a room needs of the room type's capacity: tier A companions (or no-bedding options) share an adult's. */
export function bedsNeeded(
  room: { adults: number; children: number },
  kids: TierCounts | null,
  mealBed: readonly MealBedOption[] | null = null,
): number {
  return room.adults + room.children - bedlessChildren(kids, mealBed);
}

/** The children's part of one night of one room: tiers, plus the meal and bed options in the extras mode. */
export function kidsNightlyPrice(
  setting: KidsSetting,
  kids: TierCounts,
  mealBed: readonly MealBedOption[] | null = null,
): number {
  let sum = 0;
  for (const option of mealBed ?? []) {
    const price = setting.mealBedPrices?.[option];
    if (price === undefined) throw new Error(`option ${option} was checked but is missing`);
    sum += price;
  }
  for (const [code, count] of Object.entries(kids)) {
    const tier = setting.tiers.find((t) => t.code === code);
    if (!tier) throw new Error(`tier ${code} was checked but is missing`);
    sum += count * tier.nightlyPrice;
  }
  return sum;
}

/**
 * One room for the stay, like `stayPrice` but with tiered children at their tier's price (adults by
 * the plan's base and supplement). Tax per night at that night's rate. Null if a night has no rate.
 */
export function roomStayPrice(
  rates: NightlyRate[],
  nights: string[],
  room: { adults: number; children: number },
  kids: TierCounts | null,
  setting: KidsSetting | null,
  mealBed: readonly MealBedOption[] | null = null,
): StayPrice | null {
  if (!kids || !setting) return stayPrice(rates, nights, room, 1);
  const byDate = new Map(rates.map((rate) => [rate.stayDate, rate]));
  const children = kidsNightlyPrice(setting, kids, mealBed);
  let total = 0;
  let tax = 0;
  for (const night of nights) {
    const rate = byDate.get(night);
    if (!rate) return null;
    const price = nightlyPrice(rate, { adults: room.adults, children: 0 }) + children;
    total += price;
    tax += taxIncludedIn(price, consumptionTaxPercent(night));
  }
  return { totalPrice: total, tax, roomPrice: total, roomTax: tax };
}

/** A key telling rooms of identical guests apart (priced once). */
export function guestsKey(
  room: { adults: number; children: number },
  kids: TierCounts | null,
  mealBed: readonly MealBedOption[] | null = null,
): string {
  const tiers = kids
    ? Object.entries(kids)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([c, n]) => `${c}${n}`)
        .join('')
    : '';
  return `${room.adults}-${room.children}-${tiers}-${[...(mealBed ?? [])].sort().join(',')}`;
}
