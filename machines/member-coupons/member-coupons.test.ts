import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure, type Failure } from '../failure';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';
import { memberCouponsMachine, type MemberCoupon } from './machine';
import { selectCoupons, selectCouponsFailure, selectHasNoCoupons, selectIsLoadingCoupons } from './selectors';

const coupon: MemberCoupon = {
  code: 'MEMBER15',
  name: 'Members 15 %',
  discountType: 'percent',
  discountValue: 15,
  targetHotelPlanCodes: [],
  uiStatus: 'available',
};

function chart(replies: Array<MemberCoupon[] | Failure>) {
  const machine = memberCouponsMachine.provide({
    actors: {
      loadCoupons: fromPromise<MemberCoupon[], { hotelCode: string }>(async () => {
        const reply = replies.shift() ?? [coupon];
        if (!Array.isArray(reply)) throw reply;
        return reply;
      }),
    },
  });
  return createActor(machine, { input: { hotelCode: 'demo-kyoto' } }).start();
}

describe('member-coupons chart', () => {
  it('loads at once and shows the coupons', async () => {
    const actor = chart([[coupon]]);
    expect(selectIsLoadingCoupons(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(selectCoupons(s)).toEqual([coupon]);
  });
  it('no coupons -> Empty; a failure -> Failed, then a retry loads again', async () => {
    expect(selectHasNoCoupons(await waitFor(chart([[]]), (snap) => snap.matches('Empty')))).toBe(true);
    const actor = chart([failure('1400', 'Session expired'), [coupon]]);
    const failed = await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(selectCouponsFailure(failed)?.code).toBe('1400');
    actor.send({ type: 'coupons.retried' });
    await waitFor(actor, (snap) => snap.matches('Showing'));
  });
  it('model paths reach every state, and replay on a real actor', () => {
    const input = { hotelCode: 'demo-kyoto' };
    const paths = listModelPaths(memberCouponsMachine, {
      input,
      events: [
        doneEvent('loadCoupons', [coupon]),
        doneEvent('loadCoupons', []),
        errorEvent('loadCoupons', failure('error02', 'Network')),
        { type: 'coupons.retried' },
      ],
    });
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(memberCouponsMachine).filter((key) => !reached.has(key))).toEqual([]);
    const machine = memberCouponsMachine.provide({
      actors: { loadCoupons: pendingActor<MemberCoupon[], { hotelCode: string }>() },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
  });
});
