import { useMemo, type ReactNode } from 'react';
import { chartContext } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import type { GatewayClient } from '../transport/graphql-client';
import { createVouchersActors } from './actors';
import { vouchersMachine } from './machine';

export const VouchersContext = chartContext(vouchersMachine, 'vouchers');
export const useVouchersSelector = VouchersContext.useSelector;
export const useVouchersActorRef = VouchersContext.useActorRef;

export function VouchersProvider({
  client,
  hotelCode,
  inspect,
  children,
}: {
  client: GatewayClient;
  hotelCode: string;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}) {
  const logic = useMemo(() => vouchersMachine.provide({ actors: createVouchersActors(client) }), [client]);
  return (
    <VouchersContext.Provider logic={logic} options={{ input: { hotelCode }, ...(inspect ? { inspect } : {}) }}>
      {children}
    </VouchersContext.Provider>
  );
}
