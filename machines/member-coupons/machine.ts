import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../failure';
import { notImplemented } from '../not-implemented';

/** SPEC.md section 3 "Voucher and coupon": one coupon of the signed-in member. */
export interface MemberCoupon {
  code: string;
  name: string;
  discountType: string;
  discountValue: number;
  targetHotelPlanCodes: string[];
  validUntil?: string | null;
  maxDiscountedNights?: number | null;
  /** available, consumed, expired or pending */
  uiStatus: string;
  reservationNumber?: string | null;
}

export interface MemberCouponsContext {
  hotelCode: string;
  coupons: MemberCoupon[];
  failure: Failure | null;
}

export type MemberCouponsEvent = { type: 'coupons.retried' };

export const MemberCouponsTags = { Loading: 'Loading' } as const;

/** The coupons section of /my-account/promotions: loads the member's coupons at once. */
export const memberCouponsMachine = setup({
  types: {
    context: {} as MemberCouponsContext,
    events: {} as MemberCouponsEvent,
    input: {} as { hotelCode: string },
    tags: {} as (typeof MemberCouponsTags)[keyof typeof MemberCouponsTags],
  },
  actors: {
    loadCoupons: fromPromise<MemberCoupon[], { hotelCode: string }>(notImplemented),
  },
  guards: {
    hasCoupons: ({ event }) => ((event as { output?: MemberCoupon[] }).output?.length ?? 0) > 0,
  },
}).createMachine({
  id: 'memberCoupons',
  description: "The signed-in member's coupons (SPEC.md section 7 discount_coupons).",
  context: ({ input }) => ({ hotelCode: input.hotelCode, coupons: [], failure: null }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Asks the gateway for the coupons.',
      tags: [MemberCouponsTags.Loading],
      invoke: {
        id: 'loadCoupons',
        src: 'loadCoupons',
        input: ({ context }) => ({ hotelCode: context.hotelCode }),
        onDone: [
          {
            guard: 'hasCoupons',
            target: 'Showing',
            actions: assign({ coupons: ({ event }) => event.output, failure: null }),
          },
          { target: 'Empty', actions: assign({ coupons: [], failure: null }) },
        ],
        onError: { target: 'Failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Showing: { description: 'Each coupon with its status, validity, nights cap and target plans.' },
    Empty: { description: 'The member has no coupons.' },
    Failed: {
      description: 'The list could not be loaded; the member may retry.',
      on: { 'coupons.retried': { target: 'Loading' } },
    },
  },
});
