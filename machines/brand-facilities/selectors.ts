import type { SnapshotFrom } from 'xstate';
import { brandFacilitiesMachine, BrandFacilitiesTags } from './machine';

type BrandFacilitiesSnapshot = SnapshotFrom<typeof brandFacilitiesMachine>;

export const selectFacilitiesLoading = (s: BrandFacilitiesSnapshot) => s.hasTag(BrandFacilitiesTags.Loading);
export const selectBrandFacilities = (s: BrandFacilitiesSnapshot) => s.context.facilities;
export const selectNoFacilities = (s: BrandFacilitiesSnapshot) => s.matches('Empty');
export const selectFacilitiesFailure = (s: BrandFacilitiesSnapshot) => (s.matches('Failed') ? s.context.failure : null);
export const selectCanRetryFacilities = (s: BrandFacilitiesSnapshot) => s.can({ type: 'facilities.retried' });
