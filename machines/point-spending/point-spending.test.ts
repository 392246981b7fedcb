import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from '../booking/machine';
import type { PlanOffer } from '../booking/selected-rooms';
import { failure } from '../failure';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';
import { pointSpendingMachine, type PointSpendingEvent, type SpendingOptions } from './machine';
import { withMemberReductions } from './reductions';
import {
  selectMaximumSpend,
  selectMemberReductions,
  selectRequestedVoucherNotice,
  selectSpendProblem,
  selectTotalAfterReductions,
  selectVoucherNumber,
} from './selectors';
import { startGuestForm } from '../booking/booking-test-steps';

const options: SpendingOptions = {
  balance: 3000,
  programEnabled: true,
  step: 100,
  minimum: 500,
  vouchers: [{ number: 'DEMO-WELCOME-2000', name: 'Welcome voucher', amount: 2000, validThrough: '2027-03-01' }],
};
const input = { hotelCode: 'demo-kyoto', price: 28000, paysByCard: false };

function spending(reply: SpendingOptions | Error = options, requestedVoucher: string | null = null) {
  const logged: unknown[] = [];
  const machine = pointSpendingMachine.provide({
    actors: {
      fetchSpendingOptions: fromPromise<SpendingOptions, { hotelCode: string }>(async () => {
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    },
    actions: { logFailure: (_, params) => logged.push(params.error) },
  });
  return { actor: createActor(machine, { input: { ...input, requestedVoucher } }).start(), logged };
}

describe('point-spending chart', () => {
  it('checks the typed points against the rules and the price after the voucher', async () => {
    const { actor } = spending();
    await waitFor(actor, (s) => s.matches('Choosing'));
    actor.send({ type: 'points.changed', value: '550' });
    expect(selectSpendProblem(actor.getSnapshot())).toBe('point_step_invalid');
    expect(selectMemberReductions(actor.getSnapshot())).toEqual({ spendingPointValue: 550, valid: false });
    actor.send({ type: 'points.changed', value: '1200' });
    actor.send({ type: 'voucher.chosen', number: 'DEMO-WELCOME-2000' });
    const s = actor.getSnapshot();
    expect(selectSpendProblem(s)).toBeNull();
    expect(selectMemberReductions(s)).toEqual({
      spendingPointValue: 1200,
      voucherCouponCode: 'DEMO-WELCOME-2000',
      valid: true,
    });
    expect(selectTotalAfterReductions(s)).toBe(28000 - 2000 - 1200);
    actor.send({ type: 'voucher.chosen', number: 'NOT-MINE' });
    expect(actor.getSnapshot().context.voucherNumber).toBe('DEMO-WELCOME-2000');
  });

  it('offers the most points allowed, never leaving zero to pay by card', async () => {
    const { actor } = spending({ ...options, balance: 50000 });
    await waitFor(actor, (s) => s.matches('Choosing'));
    actor.send({ type: 'price.updated', price: 28000, paysByCard: true });
    expect(selectMaximumSpend(actor.getSnapshot())).toBe(27900);
    actor.send({ type: 'points.maximumRequested' });
    expect(selectMemberReductions(actor.getSnapshot())).toEqual({ spendingPointValue: 27900, valid: true });
    actor.send({ type: 'points.changed', value: '28000' });
    expect(selectSpendProblem(actor.getSnapshot())).toBe('zero_total_with_card');
  });

  it('hides itself when the call fails (only logged) or there is nothing to use', async () => {
    const failed = spending(new Error('offline'));
    await waitFor(failed.actor, (s) => s.matches('Unavailable'));
    expect(failed.logged).toHaveLength(1);
    expect(selectMemberReductions(failed.actor.getSnapshot())).toEqual({ valid: true });
    const nothing = spending({ ...options, programEnabled: false, vouchers: [] });
    await waitFor(nothing.actor, (s) => s.matches('Unavailable'));
  });

  it('preselects the voucher of the URL (voucher_coupon_code) when the member owns it, available', async () => {
    const { actor } = spending(options, 'DEMO-WELCOME-2000');
    const s = await waitFor(actor, (snap) => snap.matches('Choosing'));
    expect(selectVoucherNumber(s)).toBe('DEMO-WELCOME-2000');
    expect(selectMemberReductions(s)).toEqual({ voucherCouponCode: 'DEMO-WELCOME-2000', valid: true });
    expect(selectRequestedVoucherNotice(s)).toBeNull();
    // The member may still take it off.
    actor.send({ type: 'voucher.chosen', number: null });
    expect(selectVoucherNumber(actor.getSnapshot())).toBeNull();
  });

  it('says why the voucher of the URL is not preselected: not the member’s, or the options did not load', async () => {
    const other = spending(options, 'SOMEONE-ELSES');
    const s = await waitFor(other.actor, (snap) => snap.matches('Choosing'));
    expect(selectVoucherNumber(s)).toBeNull();
    expect(selectRequestedVoucherNotice(s)).toEqual({ code: 'SOMEONE-ELSES', reason: 'voucher_not_available' });
    const nothing = spending({ ...options, programEnabled: false, vouchers: [] }, 'V1');
    expect(selectRequestedVoucherNotice(await waitFor(nothing.actor, (snap) => snap.matches('Unavailable')))).toEqual({
      code: 'V1',
      reason: 'voucher_not_available',
    });
    const failed = spending(new Error('offline'), 'V1');
    expect(selectRequestedVoucherNotice(await waitFor(failed.actor, (snap) => snap.matches('Unavailable')))).toEqual({
      code: 'V1',
      reason: 'voucher_not_checked',
    });
    const plain = spending(options);
    expect(selectRequestedVoucherNotice(await waitFor(plain.actor, (snap) => snap.matches('Choosing')))).toBeNull();
  });

  it('adds the choice to the reservation input', () => {
    expect(
      withMemberReductions(
        { paymentType: 'on_site' },
        { spendingPointValue: 500, voucherCouponCode: 'V1', valid: true },
      ),
    ).toEqual({ paymentType: 'on_site', spendingPointValue: 500, voucherCouponCode: 'V1' });
    expect(withMemberReductions({ paymentType: 'on_site' }, { valid: true })).toEqual({ paymentType: 'on_site' });
  });

  it('keeps the booking chart on the guest details while the choice is invalid', async () => {
    const offer: PlanOffer = {
      roomTypeCode: 'TWN',
      roomPlanCode: 'TWN-RO',
      roomCount: 2,
      roomPrice: 20000,
      roomTax: 1818,
      currency: 'JPY',
      paymentMethods: ['on_site'],
    };
    const booking = createActor(
      bookingMachine.provide({ actors: { generateIdempotencyKey: pendingActor<string, void>() } }),
      {
        input: {
          hotelCode: 'demo-kyoto',
          criteria: { checkin: '2030-04-10', checkout: '2030-04-12', adults: 2, children: 0 },
          locale: 'en',
        },
      },
    ).start();
    booking.send({ type: 'room.incremented', offer });
    await startGuestForm(booking);
    const guest = {
      firstName: 'Mary',
      lastName: 'Smith',
      email: 'mary@example.com',
      emailConfirmation: 'mary@example.com',
      phone: '+81312345678',
      termsAccepted: true,
    } as const;
    for (const [field, value] of Object.entries(guest))
      booking.send({ type: 'guest.changed', field: field as never, value });
    booking.send({ type: 'reductions.changed', reductions: { spendingPointValue: 550, valid: false } });
    booking.send({ type: 'guest.submitted' });
    expect(booking.getSnapshot().value).toEqual({ EnteringGuestDetails: 'EnteringGuestForm' });
    booking.send({ type: 'reductions.changed', reductions: { spendingPointValue: 500, valid: true } });
    expect(booking.getSnapshot().context.memberReductions).toEqual({ spendingPointValue: 500, valid: true });
    booking.send({ type: 'guest.submitted' });
    expect(booking.getSnapshot().matches('EnteringGuestDetails')).toBe(false);
    booking.stop();
  });

  const userEvents: PointSpendingEvent[] = [
    { type: 'points.changed', value: '500' },
    { type: 'points.maximumRequested' },
    { type: 'voucher.chosen', number: 'DEMO-WELCOME-2000' },
    { type: 'price.updated', price: 10000, paysByCard: true },
  ];
  const paths = listModelPaths(pointSpendingMachine, {
    input,
    events: [
      doneEvent('fetchSpendingOptions', options),
      doneEvent('fetchSpendingOptions', { ...options, programEnabled: false, vouchers: [] }),
      errorEvent('fetchSpendingOptions', failure('error02', 'Network failure')),
      ...userEvents,
    ],
    serializeState: (s) => JSON.stringify([s.value, s.context.pointsText, s.context.voucherNumber, s.context.price]),
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(pointSpendingMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('replaying each path on a real actor reaches the same state', () => {
    const machine = pointSpendingMachine.provide({
      actors: { fetchSpendingOptions: pendingActor<SpendingOptions, { hotelCode: string }>() },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
  });

  // With a voucher in the URL: every path reaches a state with the voucher preselected or a notice saying why not.
  const requestedInput = { ...input, requestedVoucher: 'DEMO-WELCOME-2000' };
  const requestedPaths = listModelPaths(pointSpendingMachine, {
    input: requestedInput,
    events: [
      doneEvent('fetchSpendingOptions', options),
      doneEvent('fetchSpendingOptions', { ...options, vouchers: [] }),
      doneEvent('fetchSpendingOptions', { ...options, programEnabled: false, vouchers: [] }),
      errorEvent('fetchSpendingOptions', failure('error02', 'Network failure')),
      ...userEvents,
    ],
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.pointsText,
        s.context.voucherNumber,
        s.context.price,
        s.context.requestedVoucherNotice,
      ]),
  });

  it('with a voucher in the URL, replays every path and each loaded state preselects it or says why not', () => {
    const machine = pointSpendingMachine.provide({
      actors: { fetchSpendingOptions: pendingActor<SpendingOptions, { hotelCode: string }>() },
    });
    expect(new Set(requestedPaths.map((path) => path.target))).toEqual(new Set(leafStateKeys(pointSpendingMachine)));
    for (const path of requestedPaths) {
      const s = replayPath(machine, requestedInput, path);
      expect(stateKey(s.value), path.description).toBe(path.target);
      if (!s.matches('Loading'))
        expect(s.context.voucherNumber !== null || s.context.requestedVoucherNotice !== null, path.description).toBe(
          true,
        );
    }
  });
});
