import type { SnapshotFrom } from 'xstate';
import { searchExtrasMachine, SearchExtrasTags } from './machine';

type SearchExtrasSnapshot = SnapshotFrom<typeof searchExtrasMachine>;

export const selectExtrasLoading = (s: SearchExtrasSnapshot) => s.hasTag(SearchExtrasTags.Loading);
export const selectNotifications = (s: SearchExtrasSnapshot) => s.context.notifications;
export const selectKidsSetting = (s: SearchExtrasSnapshot) => s.context.kidsSetting;
/** Children are asked by tier (tiers modes) rather than as a plain count. */
export const selectAsksKidsByTier = (s: SearchExtrasSnapshot) =>
  s.context.kidsSetting.kidsType === 'tiers' || s.context.kidsSetting.kidsType === 'tiers_with_meal_and_bed_as_extras';
/** Children are asked by age, one per child (the ages mode). */
export const selectAsksKidsAges = (s: SearchExtrasSnapshot) => s.context.kidsSetting.kidsType === 'ages';
/** Each child also carries a meal and bed option (SPEC.md section 3; the tiers_with_meal_and_bed_as_extras mode). */
export const selectAsksKidsMealBed = (s: SearchExtrasSnapshot) =>
  s.context.kidsSetting.kidsType === 'tiers_with_meal_and_bed_as_extras';
/** The options a child chooses from, with their nightly price. */
export const selectKidsMealBedOptions = (s: SearchExtrasSnapshot) => s.context.kidsSetting.mealBedOptions;
/** Children are asked room by room, by tier or by age. */
export const selectAsksKidsPerRoom = (s: SearchExtrasSnapshot) => s.context.kidsSetting.kidsType !== null;
/** The ages a child may have at this hotel (the tiers' ranges, youngest first). */
export const selectKidsAgeOptions = (s: SearchExtrasSnapshot) => {
  const ages = new Set<number>();
  for (const tier of s.context.kidsSetting.tiers)
    for (let age = tier.minAge; age <= tier.maxAge; age += 1) ages.add(age);
  return [...ages].sort((a, b) => a - b);
};
/** Other facilities of the brand (suggestions), with the current one first for the map. */
export const selectFacilities = (s: SearchExtrasSnapshot) => s.context.facilities;
export const selectOtherFacilities = (s: SearchExtrasSnapshot) =>
  s.context.facilities.filter((f) => f.code !== s.context.hotelCode);
export const selectHotelCodeOfExtras = (s: SearchExtrasSnapshot) => s.context.hotelCode;
export const selectExtrasFailed = (s: SearchExtrasSnapshot) => s.matches('Failed');
export const selectExtrasFailure = (s: SearchExtrasSnapshot) => s.context.failure;
export const selectCanRetryExtras = (s: SearchExtrasSnapshot) => s.can({ type: 'extras.retried' });
