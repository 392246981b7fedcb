import { assign, fromPromise, setup } from 'xstate';
import { errorOf, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import { notImplemented } from '../not-implemented';
import {
  initialBrandFacilitiesContext,
  type BrandFacilitiesContext,
  type BrandFacilitiesInput,
  type BrandFacility,
} from './context';
import type { BrandFacilitiesEvent } from './events';

export const BrandFacilitiesTags = { Loading: 'Loading' } as const;

/**
 * `/facilities` (SPEC.md section 2): the brand's facilities, each leading to its rooms. The gateway
 * fetches the booking API's pages one after another and merges them.
 */
export const brandFacilitiesMachine = setup({
  types: {
    context: {} as BrandFacilitiesContext,
    events: {} as BrandFacilitiesEvent,
    input: {} as BrandFacilitiesInput,
    tags: {} as (typeof BrandFacilitiesTags)[keyof typeof BrandFacilitiesTags],
  },
  actors: {
    loadBrandFacilities: fromPromise<BrandFacility[], BrandFacilitiesInput>(notImplemented),
  },
  actions: {
    goToServiceUnavailable: () => {},
    /** 1009: the app clears the stored session and restarts init. */
    restartSession: () => {},
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
  },
  guards: {
    hasFacilities: ({ event }) => ((event as { output?: unknown[] }).output?.length ?? 0) > 0,
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
  },
}).createMachine({
  id: 'brandFacilities',
  description: "The brand facility list: the brand's facilities, each linked to its room search.",
  context: ({ input }) => initialBrandFacilitiesContext(input),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Asks the gateway for every facility of the brand (the page shows placeholders).',
      tags: [BrandFacilitiesTags.Loading],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadBrandFacilities',
        src: 'loadBrandFacilities',
        input: ({ context }) => ({ brandCode: context.brandCode }),
        onDone: [
          { guard: 'hasFacilities', target: 'Listing', actions: assign({ facilities: ({ event }) => event.output }) },
          { target: 'Empty', actions: assign({ facilities: [] }) },
        ],
        onError: [
          { guard: 'isServiceUnavailable', target: 'Failed', actions: ['recordFailure', 'goToServiceUnavailable'] },
          { guard: 'isInvalidClientSession', target: 'Failed', actions: ['recordFailure', 'restartSession'] },
          { target: 'Failed', actions: 'recordFailure' },
        ],
      },
    },
    Listing: { description: 'The facilities are listed, each with a link to its rooms.' },
    Empty: { description: 'The brand has no facility to show.' },
    Failed: {
      description: 'Loading failed: the message for the failure code; the guest may retry.',
      on: { 'facilities.retried': { target: 'Loading' } },
    },
  },
});

export type BrandFacilitiesMachine = typeof brandFacilitiesMachine;
