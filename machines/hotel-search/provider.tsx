import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createHotelSearchActors } from './actors';
import { hotelSearchMachine } from './machine';

export const HotelSearchContext = chartContext(hotelSearchMachine, 'hotelSearch');
export const useHotelSearchSelector = HotelSearchContext.useSelector;
export const useHotelSearchActorRef = HotelSearchContext.useActorRef;

export const HotelSearchProvider = chartProvider(
  HotelSearchContext,
  (
    props: ChartProviderProps<typeof hotelSearchMachine> & {
      client: GatewayClient;
      onCriteria: (query: string) => void;
    },
  ) =>
    hotelSearchMachine.provide({
      actors: createHotelSearchActors(props.client),
      actions: { showCriteria: (_, params) => props.onCriteria(params.query) },
    }),
);
