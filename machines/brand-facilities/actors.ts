import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { BrandFacilitiesInput, BrandFacility } from './context';

export const BrandFacilitiesDocument = graphql(/* GraphQL */ `
  query BrandFacilities($brand: String!) {
    brandFacilities(brand: $brand) {
      code
      name
      currency
      latitude
      longitude
    }
  }
`);

/** The real implementation of the brand-facilities chart's actor, through the gateway. */
export function createBrandFacilitiesActors(client: GatewayClient) {
  return {
    loadBrandFacilities: fromPromise<BrandFacility[], BrandFacilitiesInput>(async ({ input }) => {
      const result = await client.request(BrandFacilitiesDocument, { brand: input.brandCode });
      return result.brandFacilities;
    }),
  };
}
