import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../failure';
import type { MemberVouchersQuery } from '../graphql/graphql';
import { notImplemented } from '../not-implemented';

export type MemberVoucher = MemberVouchersQuery['memberVouchers'][number];

export interface VouchersContext {
  hotelCode: string;
  vouchers: MemberVoucher[];
  failure: Failure | null;
}

export type VouchersEvent = { type: 'list.retried' };

/**
 * The vouchers section of `/my-account/promotions` (SPEC.md sections 2, 3, 4): the member's
 * vouchers with their ui_status (available, pending, expired, consumed). Voucher errors are shown
 * (SPEC.md section 8) and can be retried.
 */
export const vouchersMachine = setup({
  types: { context: {} as VouchersContext, events: {} as VouchersEvent, input: {} as { hotelCode: string } },
  actors: {
    fetchVouchers: fromPromise<MemberVoucher[], { hotelCode: string }>(notImplemented),
  },
}).createMachine({
  id: 'vouchers',
  description: 'Loads the member’s vouchers.',
  context: ({ input }) => ({ hotelCode: input.hotelCode, vouchers: [], failure: null }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Fetches the vouchers.',
      tags: ['Loading'],
      invoke: {
        id: 'fetchVouchers',
        src: 'fetchVouchers',
        input: ({ context }) => ({ hotelCode: context.hotelCode }),
        onDone: { target: 'Showing', actions: assign({ vouchers: ({ event }) => event.output, failure: null }) },
        onError: { target: 'LoadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Showing: { description: 'The vouchers, maybe none.' },
    LoadFailed: {
      description: 'The list did not load; the member may retry.',
      on: { 'list.retried': { target: 'Loading' } },
    },
  },
});
