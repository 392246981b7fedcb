import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createBrandFacilitiesActors } from './actors';
import { brandFacilitiesMachine } from './machine';

export const BrandFacilitiesContext = chartContext(brandFacilitiesMachine, 'brandFacilities');
export const useBrandFacilitiesSelector = BrandFacilitiesContext.useSelector;
export const useBrandFacilitiesActorRef = BrandFacilitiesContext.useActorRef;

export const BrandFacilitiesProvider = chartProvider(
  BrandFacilitiesContext,
  ({ client }: ChartProviderProps<typeof brandFacilitiesMachine> & { client: GatewayClient }) =>
    brandFacilitiesMachine.provide({ actors: createBrandFacilitiesActors(client) }),
);
