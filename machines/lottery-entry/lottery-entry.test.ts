import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { failure } from '../failure';
import { doneEvent, errorEvent, leafStateKeys, listModelPaths, pendingActor, replayPath } from '../model-paths';
import { lotteryFormErrors, type LotteryEntry, type LotteryEvent } from './context';
import { lotteryEntryDetailMachine, lotteryListMachine } from './detail-machine';
import { lotteryEntryMachine } from './machine';
import {
  selectCanBookWonRoom,
  selectCanCancelEntry,
  selectInProgressEntries,
  selectIsReviewing,
  selectIsUnavailable,
  selectKeptInProgress,
  selectLotteryFailure,
  selectLotteryFormErrors,
} from './selectors';

const event: LotteryEvent = {
  uuid: 'kyoto-machiya',
  name: 'Machiya Lottery',
  hotelCode: 'demo-kyoto',
  hotelName: 'Kyoto',
  roomTypeCode: 'KY-MACHIYA-SUITE',
  roomTypeName: 'Machiya Suite',
  roomPlanCode: 'KY-MACHIYA-SUITE-RO',
  roomPlanName: 'Room only',
  stayStart: '2026-12-27',
  stayEnd: '2027-01-03',
  minNights: 1,
  maxNights: 3,
  acceptFrom: '2026-03-01T00:00:00Z',
  acceptUntil: '2026-05-01T00:00:00Z',
  resultDate: '2026-05-02T00:00:00Z',
  reservationDeadline: '2026-05-16T00:00:00Z',
  notification: null,
  requiresAccessToken: false,
  phase: 'accepting',
};
const entry: LotteryEntry = {
  entryNumber: 'LABCDEFGHJ',
  status: 'registered',
  checkinDate: '2026-12-28',
  checkoutDate: '2026-12-30',
  nights: 2,
  adults: 2,
  guestFirstName: 'Taro',
  guestLastName: 'Line',
  guestEmail: 'taro@example.com',
  guestPhone: '+819012345678',
  resultDate: event.resultDate,
  reservationDeadline: event.reservationDeadline,
  reservationNumber: null,
  createdAt: '2026-03-02T03:00:00Z',
  event,
};
const input = {
  hotelCode: 'demo-kyoto',
  eventUuid: 'kyoto-machiya',
  accessToken: null,
  guest: { firstName: 'Taro', lastName: 'Line', email: 'taro@example.com' },
};
const fill = (actor: { send: (e: never) => void }, values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'details.changed', field, value } as never);
};

describe('lottery entry form rules (SPEC.md section 5 "Lottery")', () => {
  const form = {
    checkinDate: '2026-12-28',
    checkoutDate: '2026-12-30',
    adults: '2',
    firstName: 'Taro',
    lastName: 'Line',
    email: 'taro@example.com',
    phone: '+819012345678',
  };
  it('accepts a stay within the event and its nights', () => {
    expect(lotteryFormErrors(form, event)).toEqual({});
  });
  it('refuses dates outside the event, too many nights, a bad phone and e-mail', () => {
    expect(lotteryFormErrors({ ...form, checkinDate: '2026-12-20' }, event)).toEqual({ checkinDate: 'outside_event' });
    expect(lotteryFormErrors({ ...form, checkoutDate: '2027-01-02' }, event)).toEqual({
      checkoutDate: 'nights_out_of_range',
    });
    expect(lotteryFormErrors({ ...form, phone: '03-1234', email: 'nope', adults: '0' }, event)).toEqual({
      phone: 'phone_invalid',
      email: 'email_invalid',
      adults: 'adults_invalid',
    });
    expect(lotteryFormErrors({ ...form, firstName: ' ' }, event)).toEqual({ firstName: 'required' });
  });
});

describe('lottery entry chart', () => {
  it('loads the event, checks the form, reviews and enters, then goes to the complete page', async () => {
    const completed: string[] = [];
    const logic = lotteryEntryMachine.provide({
      actors: {
        fetchEvent: fromPromise(async () => event),
        fetchMyEntries: fromPromise(async () => [
          entry,
          { ...entry, entryNumber: 'LOTHERDONE', event: { ...event, uuid: 'other', phase: 'drawn' as const } },
        ]),
        cancelEntry: pendingActor(),
        enterLottery: fromPromise(async ({ input: i }) => {
          expect(i.form).toMatchObject({
            checkinDate: '2026-12-28',
            checkoutDate: '2026-12-30',
            phone: '+819012345678',
          });
          return entry;
        }),
      },
      actions: { goToComplete: (_, params) => void completed.push(params.entryNumber) },
    });
    const actor = createActor(logic, { input }).start();
    await waitFor(actor, (s) => s.matches('EnteringDetails'));
    actor.send({ type: 'details.submitted' });
    expect(selectLotteryFormErrors(actor.getSnapshot())).toMatchObject({ checkinDate: 'required', phone: 'required' });
    fill(actor, { checkinDate: '2026-12-28', checkoutDate: '2026-12-30', phone: '+819012345678' });
    actor.send({ type: 'details.submitted' });
    expect(selectIsReviewing(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'review.backed' });
    actor.send({ type: 'details.submitted' });
    actor.send({ type: 'entry.confirmed' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(completed).toEqual(['LABCDEFGHJ']);
  });

  it('a lottery link that expired (3780) or a closed event ends as unavailable; 3756 too', async () => {
    const expired = createActor(
      lotteryEntryMachine.provide({
        actors: {
          fetchEvent: fromPromise<LotteryEvent, any>(async () => {
            throw failure('3780', 'Lottery link expired', 422);
          }),
          enterLottery: pendingActor(),
          fetchMyEntries: pendingActor(),
          cancelEntry: pendingActor(),
        },
      }),
      { input: { ...input, accessToken: 'old' } },
    ).start();
    await waitFor(expired, (s) => s.matches('Unavailable'));
    expect(selectLotteryFailure(expired.getSnapshot())?.code).toBe('3780');

    const closed = createActor(
      lotteryEntryMachine.provide({
        actors: {
          fetchEvent: fromPromise<LotteryEvent, any>(async () => ({ ...event, phase: 'drawn' })),
          enterLottery: pendingActor(),
          fetchMyEntries: pendingActor(),
          cancelEntry: pendingActor(),
        },
      }),
      { input },
    ).start();
    await waitFor(closed, (s) => s.matches('Unavailable'));
    expect(selectLotteryFailure(closed.getSnapshot())?.code).toBe('3752');

    const noEvent = createActor(
      lotteryEntryMachine.provide({
        actors: {
          fetchEvent: pendingActor(),
          enterLottery: pendingActor(),
          fetchMyEntries: pendingActor(),
          cancelEntry: pendingActor(),
        },
      }),
      { input: { ...input, eventUuid: null } },
    ).start();
    expect(selectIsUnavailable(noEvent.getSnapshot())).toBe(true);

    const twice = createActor(
      lotteryEntryMachine.provide({
        actors: {
          fetchEvent: fromPromise(async () => event),
          fetchMyEntries: fromPromise<LotteryEntry[], void>(async () => []),
          cancelEntry: pendingActor(),
          enterLottery: fromPromise<LotteryEntry, any>(async () => {
            throw failure('3756', 'Already entered', 409);
          }),
        },
      }),
      { input },
    ).start();
    await waitFor(twice, (s) => s.matches('EnteringDetails'));
    fill(twice, { checkinDate: '2026-12-28', checkoutDate: '2026-12-30', phone: '+819012345678' });
    twice.send({ type: 'details.submitted' });
    twice.send({ type: 'entry.confirmed' });
    await waitFor(twice, (s) => s.matches('Reviewing') && s.context.failure !== null);
    expect(selectLotteryFailure(twice.getSnapshot())?.code).toBe('3756');
  });

  it('starting another entry while one is in progress cancels it only after consent (SPEC.md section 4)', async () => {
    const other = { ...entry, entryNumber: 'LINPROG234', event: { ...event, uuid: 'spring-lottery' } };
    const second = { ...other, entryNumber: 'LINPROG567' };
    const cancelled: string[] = [];
    let refuseOnce = true;
    const logic = lotteryEntryMachine.provide({
      actors: {
        fetchEvent: fromPromise(async () => event),
        fetchMyEntries: fromPromise(async () => [other, second, { ...entry, status: 'not_winner' as const }]),
        cancelEntry: fromPromise<LotteryEntry, { hotelCode: string; entryNumber: string }>(async ({ input: i }) => {
          if (refuseOnce) {
            refuseOnce = false;
            throw failure('error02', 'Network failure');
          }
          cancelled.push(i.entryNumber);
          return { ...other, entryNumber: i.entryNumber, status: 'registration_cancelled' };
        }),
        enterLottery: pendingActor(),
      },
    });
    const actor = createActor(logic, { input }).start();
    await waitFor(actor, (s) => s.matches('ConfirmingReplace'));
    expect(selectInProgressEntries(actor.getSnapshot()).map((e) => e.entryNumber)).toEqual([
      'LINPROG234',
      'LINPROG567',
    ]);
    expect(actor.getSnapshot().can({ type: 'details.submitted' })).toBe(false);
    expect(cancelled).toEqual([]);
    actor.send({ type: 'replace.accepted' });
    await waitFor(actor, (s) => s.matches('ConfirmingReplace') && s.context.failure !== null);
    expect(selectLotteryFailure(actor.getSnapshot())?.code).toBe('error02');
    actor.send({ type: 'replace.accepted' });
    actor.send({ type: 'replace.accepted' });
    await waitFor(actor, (s) => s.matches('EnteringDetails'));
    expect(cancelled).toEqual(['LINPROG234', 'LINPROG567']);
    expect(selectLotteryFailure(actor.getSnapshot())).toBeNull();

    const keeping = createActor(logic, { input }).start();
    await waitFor(keeping, (s) => s.matches('ConfirmingReplace'));
    keeping.send({ type: 'replace.declined' });
    expect(selectKeptInProgress(keeping.getSnapshot())).toBe(true);
    expect(cancelled).toHaveLength(2);
  });

  it('reaches every state along paths generated from the chart', () => {
    const logic = lotteryEntryMachine.provide({
      actors: {
        fetchEvent: pendingActor(),
        enterLottery: pendingActor(),
        fetchMyEntries: pendingActor(),
        cancelEntry: pendingActor(),
      },
    });
    const inProgress = { ...entry, event: { ...event, uuid: 'spring-lottery' } };
    const events = [
      doneEvent('fetchMyEntries', []),
      doneEvent('fetchMyEntries', [inProgress]),
      errorEvent('fetchMyEntries', failure('error02', 'Network failure')),
      { type: 'replace.accepted' } as const,
      { type: 'replace.declined' } as const,
      doneEvent('cancelEntry', { ...inProgress, status: 'registration_cancelled' }),
      errorEvent('cancelEntry', failure('3752', 'Lottery closed', 422)),
      doneEvent('fetchEvent', event),
      doneEvent('fetchEvent', { ...event, phase: 'closed' }),
      errorEvent('fetchEvent', failure('3781', 'Lottery link invalid', 422)),
      errorEvent('fetchEvent', failure('error02', 'Network failure')),
      { type: 'event.retried' } as const,
      { type: 'details.changed', field: 'checkinDate', value: '2026-12-28' } as const,
      { type: 'details.changed', field: 'checkoutDate', value: '2026-12-30' } as const,
      { type: 'details.changed', field: 'phone', value: '+819012345678' } as const,
      { type: 'details.submitted' } as const,
      { type: 'review.backed' } as const,
      { type: 'entry.confirmed' } as const,
      doneEvent('enterLottery', entry),
      errorEvent('enterLottery', failure('3754', 'Nights out of range', 422)),
      errorEvent('enterLottery', failure('3752', 'Lottery closed', 422)),
      errorEvent('enterLottery', failure('3756', 'Already entered', 409)),
    ];
    const reached = new Set<string>();
    for (const i of [input, { ...input, eventUuid: null }]) {
      const paths = listModelPaths(logic, {
        input: i,
        events: events as never,
        serializeState: (s) =>
          JSON.stringify([
            s.value,
            s.context.form.checkinDate,
            s.context.form.checkoutDate,
            s.context.form.phone,
            s.context.event !== null,
            s.context.inProgress.length,
          ]),
      });
      for (const path of paths) {
        reached.add(path.target);
        expect(replayPath(logic, i, path).value).toEqual(path.snapshot.value);
      }
    }
    expect([...reached].sort()).toEqual(
      leafStateKeys(lotteryEntryMachine)
        .filter((k) => k !== 'Starting')
        .sort(),
    );
  });
});

describe('lottery entry detail chart (confirmation, complete, reservation-incomplete)', () => {
  const detailInput = { hotelCode: 'demo-kyoto', entryNumber: 'LABCDEFGHJ', locale: 'en', idempotencyKey: 'key-1' };
  const won = { ...entry, status: 'winner_reservation_pending' as const };

  it('a winner books the won room once, with one idempotency key, and goes to the reservation', async () => {
    const booked: string[] = [];
    const keys: string[] = [];
    const logic = lotteryEntryDetailMachine.provide({
      actors: {
        fetchEntry: fromPromise<LotteryEntry, any>(async () => won),
        cancelEntry: pendingActor(),
        bookWonRoom: fromPromise(async ({ input: i }) => {
          keys.push(i.idempotencyKey);
          return { confirmationNumber: 'R123', bypassToken: 'b' };
        }),
      },
      actions: { goToReservation: (_, params) => void booked.push(params.confirmationNumber) },
    });
    const actor = createActor(logic, { input: detailInput }).start();
    await waitFor(actor, (s) => s.matches('Showing'));
    expect(selectCanBookWonRoom(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'booking.submitted' });
    actor.send({ type: 'booking.submitted' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(keys).toEqual(['key-1']);
    expect(booked).toEqual(['R123']);
  });

  it('a registered entry can be cancelled while the lottery accepts entries; a lost one offers nothing', async () => {
    const logic = lotteryEntryDetailMachine.provide({
      actors: {
        fetchEntry: fromPromise<LotteryEntry, any>(async () => entry),
        cancelEntry: fromPromise<LotteryEntry, any>(async () => ({
          ...entry,
          status: 'registration_cancelled' as const,
        })),
        bookWonRoom: pendingActor(),
      },
    });
    const actor = createActor(logic, { input: detailInput }).start();
    await waitFor(actor, (s) => s.matches('Showing'));
    expect(selectCanBookWonRoom(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'entry.cancelRequested' });
    await waitFor(actor, (s) => s.matches('Showing') && s.context.entry?.status === 'registration_cancelled');
    expect(selectCanCancelEntry(actor.getSnapshot())).toBe(false);
  });

  it('reaches every state along paths generated from the chart', () => {
    const logic = lotteryEntryDetailMachine.provide({
      actors: { fetchEntry: pendingActor(), cancelEntry: pendingActor(), bookWonRoom: pendingActor() },
    });
    const events = [
      doneEvent('fetchEntry', won),
      errorEvent('fetchEntry', failure('3783', 'Lottery entry invalid', 404)),
      { type: 'entry.retried' } as const,
      { type: 'entry.cancelRequested' } as const,
      doneEvent('cancelEntry', { ...won, status: 'winner_reservation_pending_declined' }),
      errorEvent('cancelEntry', failure('3783', 'Lottery entry invalid', 404)),
      { type: 'booking.submitted' } as const,
      doneEvent('bookWonRoom', { confirmationNumber: 'R1', bypassToken: 'b' }),
      errorEvent('bookWonRoom', failure('3760', 'Reservation deadline passed', 422)),
    ];
    const paths = listModelPaths(logic, {
      input: detailInput,
      events: events as never,
      serializeState: (s) => JSON.stringify([s.value, s.context.entry?.status ?? null]),
    });
    const reached = new Set(paths.map((p) => p.target));
    for (const path of paths) expect(replayPath(logic, detailInput, path).value).toEqual(path.snapshot.value);
    expect([...reached].sort()).toEqual(leafStateKeys(lotteryEntryDetailMachine).sort());
  });

  it('the lottery tab list reaches every state', () => {
    const logic = lotteryListMachine.provide({ actors: { fetchMyEntries: pendingActor() } });
    const events = [
      doneEvent('fetchMyEntries', [entry]),
      errorEvent('fetchMyEntries', failure('error02', 'Network failure')),
      { type: 'list.retried' } as const,
    ];
    const paths = listModelPaths(logic, { input: undefined as never, events: events as never });
    expect(new Set(paths.map((p) => p.target))).toEqual(new Set(leafStateKeys(lotteryListMachine)));
  });
});
