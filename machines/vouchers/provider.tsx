import { chartContext, chartProvider, type ChartProviderProps } from '../chart-provider';
import type { GatewayClient } from '../transport/graphql-client';
import { createVouchersActors } from './actors';
import { vouchersMachine } from './machine';

export const VouchersContext = chartContext(vouchersMachine, 'vouchers');
export const useVouchersSelector = VouchersContext.useSelector;
export const useVouchersActorRef = VouchersContext.useActorRef;

export const VouchersProvider = chartProvider(
  VouchersContext,
  ({ client }: ChartProviderProps<typeof vouchersMachine> & { client: GatewayClient; hotelCode: string }) =>
    vouchersMachine.provide({ actors: createVouchersActors(client) }),
  ({ hotelCode }) => ({ hotelCode }),
);
