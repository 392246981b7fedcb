import { assign, fromPromise, setup } from 'xstate';
import { maximumSpend } from '../points/point-amounts';
import { voucherDiscountOf } from './reductions';
import { notImplemented } from '../not-implemented';

import type { SpendingOptions, PointSpendingInput, PointSpendingContext } from './context';

export type {
  SpendableVoucher,
  SpendingOptions,
  PointSpendingInput,
  RequestedVoucherNotice,
  PointSpendingContext,
} from './context';

export type PointSpendingEvent =
  | { type: 'points.changed'; value: string }
  | { type: 'points.maximumRequested' }
  | { type: 'voucher.chosen'; number: string | null }
  | { type: 'price.updated'; price: number; paysByCard: boolean };

/**
 * Points and vouchers on the guest-details step (SPEC.md sections 3 and 5): loads the member's
 * balance, spending rules and available vouchers, and holds what they choose. The booking chart
 * gets the choice (selectors.ts `selectMemberReductions`) and the booking API checks it again in
 * the booking's transaction. Failing to load only hides the section (SPEC.md section 7: failures of
 * the point call are only logged).
 */
export const pointSpendingMachine = setup({
  types: { context: {} as PointSpendingContext, events: {} as PointSpendingEvent, input: {} as PointSpendingInput },
  actors: {
    fetchSpendingOptions: fromPromise<SpendingOptions, { hotelCode: string }>(notImplemented),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'pointSpending',
  description: 'The member’s choice of points and voucher for one booking.',
  context: ({ input }) => ({
    hotelCode: input.hotelCode,
    price: input.price,
    paysByCard: input.paysByCard,
    options: null,
    pointsText: '',
    voucherNumber: null,
    requestedVoucher: input.requestedVoucher || null,
    requestedVoucherNotice: null,
  }),
  initial: 'Loading',
  on: {
    'price.updated': {
      actions: assign({ price: ({ event }) => event.price, paysByCard: ({ event }) => event.paysByCard }),
    },
  },
  states: {
    Loading: {
      description: 'Fetches the balance, the spending rules and the available vouchers.',
      invoke: {
        id: 'fetchSpendingOptions',
        src: 'fetchSpendingOptions',
        input: ({ context }) => ({ hotelCode: context.hotelCode }),
        onDone: [
          {
            guard: ({ event }) => !event.output.programEnabled && event.output.vouchers.length === 0,
            target: 'Unavailable',
            actions: assign({
              requestedVoucherNotice: ({ context }) => (context.requestedVoucher ? 'voucher_not_available' : null),
            }),
          },
          {
            target: 'Choosing',
            actions: assign(({ context, event }) => {
              const owned =
                context.requestedVoucher !== null &&
                event.output.vouchers.some((v) => v.number === context.requestedVoucher);
              return {
                options: event.output,
                voucherNumber: owned ? context.requestedVoucher : null,
                requestedVoucherNotice: context.requestedVoucher && !owned ? ('voucher_not_available' as const) : null,
              };
            }),
          },
        ],
        onError: {
          target: 'Unavailable',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            assign({
              requestedVoucherNotice: ({ context }) => (context.requestedVoucher ? 'voucher_not_checked' : null),
            }),
          ],
        },
      },
    },
    Choosing: {
      description: 'The member types points (or takes the most allowed) and may pick one voucher.',
      on: {
        'points.changed': { actions: assign({ pointsText: ({ event }) => event.value }) },
        'points.maximumRequested': { actions: assign({ pointsText: ({ context }) => String(maximumFor(context)) }) },
        'voucher.chosen': {
          guard: ({ context, event }) =>
            event.number === null || (context.options?.vouchers.some((v) => v.number === event.number) ?? false),
          actions: assign({ voucherNumber: ({ event }) => event.number }),
        },
      },
    },
    Unavailable: { description: 'No points programme and no voucher, or the call failed: nothing to choose.' },
  },
});

function maximumFor(context: PointSpendingContext): number {
  if (!context.options?.programEnabled) return 0;
  const rules = { step: context.options.step, minimum: context.options.minimum, balance: context.options.balance };
  return maximumSpend(rules, context.price - voucherDiscountOf(context), context.paysByCard);
}
