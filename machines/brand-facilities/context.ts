import type { BrandFacilitiesQuery } from '../graphql/graphql';
import type { Failure } from '../failure';

/** One facility of the brand as the list shows it. */
export type BrandFacility = BrandFacilitiesQuery['brandFacilities'][number];

export interface BrandFacilitiesInput {
  /** The brand of the page's hotel, whose facilities are listed. */
  brandCode: string;
}

export interface BrandFacilitiesContext extends BrandFacilitiesInput {
  facilities: BrandFacility[];
  failure: Failure | null;
}

export function initialBrandFacilitiesContext(input: BrandFacilitiesInput): BrandFacilitiesContext {
  return { ...input, facilities: [], failure: null };
}
