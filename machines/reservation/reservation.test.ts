import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { reservationMachine } from './machine';
import {
  CANCELLATION_REASONS,
  type CancelReservationRequest,
  type ReservationDetails,
  type ReservationInput,
  type ReservationLookup,
} from './context';
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
import {
  selectCanCancel,
  selectCancellationErrors,
  selectCancellationFee,
  selectCancellationRefusalCode,
  selectFeeChanged,
  selectLookupErrors,
} from './selectors';

const reservation: ReservationDetails = {
  confirmationNumber: 'R123',
  status: 'done',
  bypassToken: 'tok',
  flights: [],
  flightTotalPrice: null,
  hotel: {
    id: 1,
    code: 'demo-kyoto',
    name: 'Demo Kyoto',
    timeZone: 'Asia/Tokyo',
    address: '605-0862 2-221 Kiyomizu, Higashiyama-ku, Kyoto',
    mapUrl: 'https://www.openstreetmap.org/search?query=605-0862',
    checkinTime: '15:00',
    checkoutTime: '11:00',
    phone: '+81 75-555-0100',
    email: 'stay@kyoto.example.com',
  },
  calendarUrl: '/api/calendar/hotels/demo-kyoto/reservations/R1/stay.ics?bypass_token=tok',
  checkinDate: '2030-04-10',
  checkoutDate: '2030-04-12',
  nights: 2,
  rooms: [
    {
      position: 0,
      roomTypeCode: 'TWN',
      roomTypeName: 'Twin',
      roomPlanCode: 'TWN-RO',
      roomPlanName: 'Room only',
      adults: 2,
      children: 0,
      kids: [],
      cancellationTerms: { kind: 'free', freeUntil: '2030-04-07T09:00:00Z', feePercentage: 50 },
      totalPrice: 30000,
      tax: 2727,
    },
  ],
  guest: {
    firstName: 'Mary',
    lastName: 'Smith',
    email: 'mary@example.com',
    phone: '+8131234',
    phoneDisplay: '+81 3 1234',
    firstNameKana: null,
    lastNameKana: null,
    postalCode: null,
    prefectureOrState: null,
    streetAddress: null,
    buildingNameAndNumber: null,
  },
  locale: 'en',
  paymentType: 'on_site',
  currency: 'JPY',
  totalPrice: 30000,
  tax: 2727,
  spendingPointValue: 0,
  voucherCouponDiscountAmount: 0,
  totalPriceBeforePointDiscount: 30000,
  cancellation: { fee: 0, cancellable: true, refusalCode: null },
  cancellationFee: null,
  cancelReason: null,
  payment: null,
  createdAt: '2030-04-01T00:00:00Z',
  cancelledAt: null,
  totalExtraPrice: 0,
  extras: [],
  answers: [],
  depositAmount: null,
  remainAmount: null,
  mcpCurrency: null,
  mcpDepositAmount: null,
  mcpRemainAmount: null,
  paymentTerms: null,
  updateSetting: {
    isActive: true,
    updatable: true,
    reason: null,
    deadline: '2030-04-09T09:00:00Z',
    itineraryUpdatable: true,
    itineraryReason: null,
  },
};
const shortened = {
  dryRun: true,
  quote: {
    checkinDate: '2030-04-10',
    checkoutDate: '2030-04-11',
    nights: 1,
    currentTotalPrice: 30000,
    newTotalPrice: 15000,
    newTax: 1363,
    changeFee: 0,
    priceDifference: -15000,
    currency: 'JPY',
    rooms: [],
  },
  reservation,
};
const withFee = (fee: number): ReservationDetails => ({
  ...reservation,
  cancellation: { ...reservation.cancellation, fee },
});
const cancelled: ReservationDetails = {
  ...reservation,
  status: 'cancelled',
  cancellationFee: 0,
  cancelReason: 'illness',
};
const sameDay: ReservationDetails = {
  ...reservation,
  cancellation: { fee: 30000, cancellable: false, refusalCode: '1007' },
};
const byEmail: ReservationInput = { hotelCode: 'demo-kyoto', confirmationNumber: 'R123', email: 'mary@example.com' };

function managing(
  fetches: Array<ReservationDetails | Failure>,
  cancels: Array<ReservationDetails | Failure> = [cancelled],
  input: ReservationInput = byEmail,
) {
  const looked: ReservationLookup[] = [];
  const sent: CancelReservationRequest[] = [];
  const settle = <T>(reply: T | Failure): T => {
    if (reply && typeof reply === 'object' && 'code' in reply) throw reply;
    return reply as T;
  };
  const machine = reservationMachine.provide({
    actors: {
      fetchReservation: fromPromise<ReservationDetails, ReservationLookup>(async ({ input: lookup }) => {
        looked.push(lookup);
        return settle(fetches.shift() ?? reservation);
      }),
      cancelReservation: fromPromise<ReservationDetails, CancelReservationRequest>(async ({ input: request }) => {
        sent.push(request);
        return settle(cancels.shift() ?? cancelled);
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, looked, sent };
}

describe('reservation chart', () => {
  it('asks for number and e-mail when the URL has neither; looks up by them', async () => {
    const { actor, looked } = managing([reservation], [], { hotelCode: 'demo-kyoto' });
    expect(actor.getSnapshot().value).toBe('EnteringLookup');
    actor.send({ type: 'lookup.submitted' });
    expect(selectLookupErrors(actor.getSnapshot())).toEqual({ confirmationNumber: 'required', email: 'required' });
    actor.send({ type: 'lookup.changed', field: 'confirmationNumber', value: 'R123' });
    actor.send({ type: 'lookup.changed', field: 'email', value: 'mary@example.com' });
    expect(selectLookupErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'lookup.submitted' });
    await waitFor(actor, (s) => s.matches('Viewing'));
    expect(looked).toEqual([
      { hotelCode: 'demo-kyoto', confirmationNumber: 'R123', email: 'mary@example.com', bypassToken: '' },
    ]);
  });

  it('a bypass token from the confirmation URL is enough', async () => {
    const { actor, looked } = managing([reservation], [], {
      hotelCode: 'h',
      confirmationNumber: 'R123',
      bypassToken: 'tok',
    });
    await waitFor(actor, (s) => s.matches('Viewing'));
    expect(looked[0]!.bypassToken).toBe('tok');
  });

  it('1005 -> NotFound; correcting the e-mail looks up again', async () => {
    const { actor } = managing([failure('1005', 'Reservation not found', 404), reservation]);
    await waitFor(actor, (s) => s.matches('NotFound'));
    expect(actor.getSnapshot().context.failure?.code).toBe('1005');
    actor.send({ type: 'lookup.changed', field: 'email', value: 'mary2@example.com' });
    actor.send({ type: 'lookup.submitted' });
    await waitFor(actor, (s) => s.matches('Viewing'));
  });

  it('cancels with a reason and the fee shown', async () => {
    const { actor, sent } = managing([withFee(6000)]);
    await waitFor(actor, (s) => s.matches('Viewing'));
    actor.send({ type: 'cancel.requested' });
    expect(selectCancellationFee(actor.getSnapshot())).toBe(6000);
    actor.send({ type: 'cancellation.confirmed' });
    expect(actor.getSnapshot().value).toBe('ConfirmingCancellation');
    expect(selectCancellationErrors(actor.getSnapshot())).toEqual({ reason: 'required' });
    actor.send({ type: 'cancellation.reasonChosen', reason: 'other' });
    actor.send({ type: 'cancellation.confirmed' });
    expect(selectCancellationErrors(actor.getSnapshot())).toEqual({ details: 'required' });
    actor.send({ type: 'cancellation.detailsChanged', details: 'Flight cancelled' });
    actor.send({ type: 'cancellation.confirmed' });
    await waitFor(actor, (s) => s.matches('Cancelled'));
    expect(sent).toEqual([
      {
        lookup: { hotelCode: 'demo-kyoto', confirmationNumber: 'R123', email: 'mary@example.com', bypassToken: '' },
        cancellation: { reason: 'other', details: 'Flight cancelled', cancellationFeeDisplayed: 6000 },
      },
    ]);
    expect(actor.getSnapshot().context.reservation?.status).toBe('cancelled');
  });

  it('refuses when not cancellable and exposes the refusal code', async () => {
    const { actor } = managing([sameDay]);
    await waitFor(actor, (s) => s.matches('Viewing'));
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
    expect(selectCancellationRefusalCode(actor.getSnapshot())).toBe('1007');
    actor.send({ type: 'cancel.requested' });
    expect(actor.getSnapshot().value).toBe('Viewing');
  });

  it('1010 fee changed: re-fetches, shows the new fee, and the next confirm sends it', async () => {
    const { actor, sent } = managing(
      [withFee(0), withFee(15000)],
      [failure('1010', 'Cancellation fee changed', 409), cancelled],
    );
    await waitFor(actor, (s) => s.matches('Viewing'));
    actor.send({ type: 'cancel.requested' });
    actor.send({ type: 'cancellation.reasonChosen', reason: 'illness' });
    actor.send({ type: 'cancellation.confirmed' });
    await waitFor(
      actor,
      (s) => s.matches('ConfirmingCancellation') && s.context.reservation?.cancellation.fee === 15000,
    );
    expect(selectFeeChanged(actor.getSnapshot())).toBe(true);
    expect(selectCancellationFee(actor.getSnapshot())).toBe(15000);
    expect(actor.getSnapshot().context.reason).toBe('illness');
    actor.send({ type: 'cancellation.confirmed' });
    await waitFor(actor, (s) => s.matches('Cancelled'));
    expect(sent.map((request) => request.cancellation.cancellationFeeDisplayed)).toEqual([0, 15000]);
  });

  it('1006 already cancelled: re-fetches and shows it cancelled', async () => {
    const { actor } = managing([reservation, cancelled], [failure('1006', 'Already cancelled', 409)]);
    await waitFor(actor, (s) => s.matches('Viewing'));
    actor.send({ type: 'cancel.requested' });
    actor.send({ type: 'cancellation.reasonChosen', reason: 'illness' });
    actor.send({ type: 'cancellation.confirmed' });
    const s = await waitFor(actor, (snap) => snap.matches('Cancelled'));
    expect(s.context.failure?.code).toBe('1006');
  });
});

describe('reservation paths generated from the chart (xstate/graph)', () => {
  type Snap = ReturnType<typeof reservationMachine.transition>;
  const input: ReservationInput = { hotelCode: 'demo-kyoto' };
  const serializeState = (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.lookup,
      s.context.reason,
      s.context.details,
      s.context.feeDisplayed,
      s.context.reservation?.status ?? null,
      s.context.reservation?.cancellation ?? null,
      s.context.failure?.code ?? null,
      s.context.change,
      s.context.guestDraft.phone,
      s.context.quote?.newTotalPrice ?? null,
    ]);
  const events = [
    { type: 'lookup.changed', field: 'confirmationNumber', value: 'R123' },
    { type: 'lookup.changed', field: 'email', value: 'mary@example.com' },
    { type: 'lookup.submitted' },
    { type: 'lookup.retried' },
    { type: 'cancel.requested' },
    { type: 'cancellation.reasonChosen', reason: 'illness' },
    { type: 'cancellation.reasonChosen', reason: 'other' },
    { type: 'cancellation.detailsChanged', details: 'Flight cancelled' },
    { type: 'cancellation.confirmed' },
    { type: 'cancellation.dismissed' },
    doneEvent('fetchReservation', reservation),
    doneEvent('fetchReservation', withFee(15000)),
    doneEvent('fetchReservation', sameDay),
    doneEvent('fetchReservation', cancelled),
    errorEvent('fetchReservation', failure('1005', 'Reservation not found', 404)),
    errorEvent('fetchReservation', failure('error02', 'Network failure')),
    doneEvent('cancelReservation', cancelled),
    errorEvent('cancelReservation', failure('1010', 'Cancellation fee changed', 409)),
    errorEvent('cancelReservation', failure('1006', 'Already cancelled', 409)),
    errorEvent('cancelReservation', failure('error02', 'Network failure')),
    { type: 'change.requested' },
    { type: 'change.datesChanged', checkinDate: '2030-04-10', checkoutDate: '2030-04-11' },
    { type: 'change.quoteRequested' },
    { type: 'change.edited' },
    { type: 'change.confirmed' },
    { type: 'change.dismissed' },
    { type: 'guest.editRequested' },
    { type: 'guest.changed', field: 'phone', value: '+81999' },
    { type: 'guest.submitted' },
    { type: 'guest.dismissed' },
    { type: 'update.acknowledged' },
    doneEvent('quoteItinerary', shortened),
    errorEvent('quoteItinerary', failure('update_deadline_passed', 'Update deadline passed', 422)),
    errorEvent('quoteItinerary', failure('below_minimum_nights', 'Below the minimum stay', 422)),
    doneEvent('changeItinerary', { ...shortened, dryRun: false }),
    errorEvent('changeItinerary', failure('update_total_changed', 'Total changed', 409)),
    doneEvent('updateGuest', { ...reservation, guest: { ...reservation.guest, phone: '+81999' } }),
    errorEvent('updateGuest', failure('update_staff_edited', 'Changed by the facility', 422)),
  ];
  const paths = listModelPaths(reservationMachine, { input, events, serializeState });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(reservationMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('never cancels without a reason, without details for other, or a reservation refused online', () => {
    const cancelling = paths.filter((p) => p.target === 'Cancelling');
    expect(cancelling.length).toBeGreaterThan(0);
    for (const path of cancelling) {
      const { context } = path.snapshot;
      expect(CANCELLATION_REASONS, path.description).toContain(context.reason);
      if (context.reason === 'other') expect(context.details.trim(), path.description).not.toBe('');
      expect(context.reservation?.cancellation.cancellable, path.description).toBe(true);
      expect(context.feeDisplayed, path.description).toBe(context.reservation?.cancellation.fee);
    }
  });

  it('replaying each path on a real actor reaches the same state and context', () => {
    const machine = reservationMachine.provide({
      actors: {
        fetchReservation: pendingActor<ReservationDetails, ReservationLookup>(),
        cancelReservation: pendingActor<ReservationDetails, CancelReservationRequest>(),
        quoteItinerary: pendingActor(),
        changeItinerary: pendingActor(),
        updateGuest: pendingActor(),
      },
    });
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const snapshot = replayPath(machine, input, path);
      expect(stateKey(snapshot.value), path.description).toBe(path.target);
      expect(serializeState(snapshot as Snap), path.description).toBe(serializeState(path.snapshot));
    }
  });
});
