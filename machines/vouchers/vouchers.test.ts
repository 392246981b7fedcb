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
import { vouchersMachine, type MemberVoucher } from './machine';
import {
  selectHasNoVouchers,
  selectHasVouchers,
  selectIsLoadingVouchers,
  selectVouchers,
  selectVouchersFailure,
} from './selectors';

const voucher: MemberVoucher = {
  number: 'DEMO-WELCOME-2000',
  name: 'Welcome voucher',
  amount: 2000,
  uiStatus: 'available',
  targetStayPeriod: { from: '2026-03-02', to: '2027-03-02' },
  salesPeriod: { from: null, to: null },
  excludedPeriod: { from: null, to: null },
  validThrough: '2027-03-02',
  consumedAt: null,
  reservationNumber: null,
};
const input = { hotelCode: 'demo-kyoto' };

function vouchers(replies: Array<MemberVoucher[] | Failure>) {
  const machine = vouchersMachine.provide({
    actors: {
      fetchVouchers: fromPromise<MemberVoucher[], { hotelCode: string }>(async () => {
        const reply = replies.shift() ?? [];
        if (!Array.isArray(reply)) throw reply;
        return reply;
      }),
    },
  });
  return createActor(machine, { input }).start();
}

describe('vouchers chart', () => {
  it('loads and shows the member’s vouchers, or says there are none', async () => {
    const actor = vouchers([[voucher]]);
    expect(selectIsLoadingVouchers(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(selectVouchers(s)).toEqual([voucher]);
    expect(selectHasNoVouchers(await waitFor(vouchers([[]]), (snap) => snap.matches('Showing')))).toBe(true);
  });

  it('says the member has vouchers only once some have loaded (the login menu’s coupons entry)', async () => {
    const actor = vouchers([[voucher]]);
    expect(selectHasVouchers(actor.getSnapshot())).toBe(false);
    expect(selectHasVouchers(await waitFor(actor, (snap) => snap.matches('Showing')))).toBe(true);
    expect(selectHasVouchers(await waitFor(vouchers([[]]), (snap) => snap.matches('Showing')))).toBe(false);
    expect(
      selectHasVouchers(
        await waitFor(vouchers([failure('error02', 'Network failure')]), (snap) => snap.matches('LoadFailed')),
      ),
    ).toBe(false);
  });

  it('shows a failure and retries', async () => {
    const actor = vouchers([failure('error02', 'Network failure'), [voucher]]);
    const failed = await waitFor(actor, (snap) => snap.matches('LoadFailed'));
    expect(selectVouchersFailure(failed)?.code).toBe('error02');
    actor.send({ type: 'list.retried' });
    expect(selectVouchers(await waitFor(actor, (snap) => snap.matches('Showing')))).toEqual([voucher]);
  });

  const paths = listModelPaths(vouchersMachine, {
    input,
    events: [
      doneEvent('fetchVouchers', [voucher]),
      errorEvent('fetchVouchers', failure('error02', 'Network failure')),
      { type: 'list.retried' },
    ],
  });

  it('reaches every state of the chart, and each path replays on a real actor', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(vouchersMachine).filter((key) => !reached.has(key))).toEqual([]);
    const machine = vouchersMachine.provide({
      actors: { fetchVouchers: pendingActor<MemberVoucher[], { hotelCode: string }>() },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
  });
});
