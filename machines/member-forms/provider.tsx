import type { ReactNode } from 'react';
import { chartContext, chartProvider } from '../chart-provider';
import type { InspectionEvent } from 'xstate';
import { memberFormMachine, type MemberFormInput } from './machine';
import { createMemberFormActors } from './actors';
import type { GatewayClient } from '../transport/graphql-client';
import type { MemberFormKind } from './validation';

export const MemberFormContext = chartContext(memberFormMachine, 'memberForm');
export const useMemberFormSelector = MemberFormContext.useSelector;
export const useMemberFormActorRef = MemberFormContext.useActorRef;

export interface MemberFormProviderProps {
  client: GatewayClient;
  input: MemberFormInput;
  afterDone?: (kind: MemberFormKind) => void;
  inspect?: (event: InspectionEvent) => void;
  children: ReactNode;
}

export const MemberFormProvider = chartProvider(MemberFormContext, ({ client, afterDone }: MemberFormProviderProps) =>
  memberFormMachine.provide({
    actors: createMemberFormActors(client),
    actions: { afterDone: (_, params) => afterDone?.(params.kind) },
  }),
);
