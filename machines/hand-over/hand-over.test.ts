import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { failure, networkFailure, type Failure } from '../failure';
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
  HAND_OVER_COUNTDOWN_MS,
  handOverMachine,
  type HandOverEvent,
  type HandOverButton,
  type HandOverInput,
  type StoreBookingInput,
  type StoredBooking,
} from './machine';
import {
  selectAgencyUrl,
  selectHandOverButton,
  selectHandOverFailure,
  selectIsCountingDown,
  selectIsStoringHandOver,
} from './selectors';

const input: HandOverInput = { hotelCode: 'demo-hakone', otaEnabled: null };
const button: HandOverButton = { enabled: true, buttonColour: '#c21e58', buttonTextColour: '#ffffff' };
const stored: StoredBooking = {
  id: 'storage-id',
  confirmUrl: 'http://agency.localhost:3000/confirm-reservation?id=storage-id&code=demo-hakone',
};
const request: StoreBookingInput = {
  hotelCode: 'demo-hakone',
  search: 'code=demo-hakone',
  otaEnabled: null,
  booking: {
    checkinDate: '2026-03-10',
    checkoutDate: '2026-03-12',
    rooms: [],
    guest: { firstName: 'Hanako', lastName: 'Yamada', email: 'h@example.com', phone: '+819012345678' },
    paymentType: 'credit_card',
  },
};

function handOver(setting: HandOverButton | Failure, replies: Array<StoredBooking | Failure>) {
  const sent: StoreBookingInput[] = [];
  const visited: string[] = [];
  const machine = handOverMachine.provide({
    actors: {
      loadHandOverSetting: fromPromise<HandOverButton, HandOverInput>(async () => {
        if ('code' in setting) throw setting;
        return setting;
      }),
      storeBooking: fromPromise<StoredBooking, StoreBookingInput>(async ({ input: body }) => {
        sent.push(body);
        const reply = replies.shift() ?? stored;
        if ('code' in reply) throw reply;
        return reply;
      }),
    },
    actions: { goToAgency: (_, params) => void visited.push(params.url) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, sent, visited };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('hand-over chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers the button where the hotel hands over, stores the booking, counts down and goes to the agency', async () => {
    const { actor, sent, visited } = handOver(button, [stored]);
    await settle();
    expect(selectHandOverButton(actor.getSnapshot())).toEqual(button);
    actor.send({ type: 'handOver.requested', request });
    expect(selectIsStoringHandOver(actor.getSnapshot())).toBe(true);
    // A second press while storing changes nothing.
    actor.send({ type: 'handOver.requested', request });
    await settle();
    expect(sent).toEqual([request]);
    expect(selectIsCountingDown(actor.getSnapshot())).toBe(true);
    expect(selectAgencyUrl(actor.getSnapshot())).toBe(stored.confirmUrl);
    await vi.advanceTimersByTimeAsync(HAND_OVER_COUNTDOWN_MS - 1);
    expect(visited).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(visited).toEqual([stored.confirmUrl]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('"go now" leaves at once; cancel stays on the payment step', async () => {
    const now = handOver(button, [stored]);
    await settle();
    now.actor.send({ type: 'handOver.requested', request });
    await settle();
    now.actor.send({ type: 'handOver.hurried' });
    expect(now.visited).toEqual([stored.confirmUrl]);

    const cancelled = handOver(button, [stored]);
    await settle();
    cancelled.actor.send({ type: 'handOver.requested', request });
    await settle();
    cancelled.actor.send({ type: 'handOver.cancelled' });
    await vi.advanceTimersByTimeAsync(HAND_OVER_COUNTDOWN_MS * 2);
    expect(cancelled.visited).toEqual([]);
    expect(cancelled.actor.getSnapshot().value).toBe('Offered');
  });

  it('a failure is the agency hand-off failure; pressing again sends the same booking, or another payment method is chosen', async () => {
    const { actor, sent, visited } = handOver(button, [networkFailure, stored]);
    await settle();
    actor.send({ type: 'handOver.requested', request });
    await settle();
    expect(selectHandOverFailure(actor.getSnapshot())?.code).toBe('agency_hand_off_failed');
    actor.send({ type: 'handOver.retried' });
    await settle();
    expect(sent).toEqual([request, request]);
    actor.send({ type: 'handOver.hurried' });
    expect(visited).toEqual([stored.confirmUrl]);

    const refused = handOver(button, [failure('agency_hand_over_not_available', 'Agency payment not available', 422)]);
    await settle();
    refused.actor.send({ type: 'handOver.requested', request });
    await settle();
    expect(selectHandOverFailure(refused.actor.getSnapshot())?.code).toBe('agency_hand_over_not_available');
    refused.actor.send({ type: 'handOver.cancelled' });
    expect(refused.actor.getSnapshot().value).toBe('Offered');
  });

  it('offers no button where the hotel does not hand over, or when the setting does not load', async () => {
    const off = handOver({ ...button, enabled: false }, []);
    await settle();
    expect(off.actor.getSnapshot().value).toBe('NotOffered');
    expect(selectHandOverButton(off.actor.getSnapshot())).toBeNull();
    const failed = handOver(networkFailure, []);
    await settle();
    expect(failed.actor.getSnapshot().value).toBe('NotOffered');
  });
});

describe('hand-over chart model paths', () => {
  const paths = listModelPaths(handOverMachine, {
    input,
    events: [
      doneEvent('loadHandOverSetting', button),
      doneEvent('loadHandOverSetting', { ...button, enabled: false }),
      errorEvent('loadHandOverSetting', networkFailure),
      { type: 'handOver.requested', request } as HandOverEvent,
      doneEvent('storeBooking', stored),
      errorEvent('storeBooking', networkFailure),
      { type: 'handOver.hurried' },
      { type: 'handOver.cancelled' },
      { type: 'handOver.retried' },
    ],
    serializeState: (snapshot) => `${stateKey(snapshot.value)}|${snapshot.context.failure?.code ?? ''}`,
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(handOverMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('replaying each path on a real actor reaches the same state', () => {
    const machine = handOverMachine.provide({
      actors: {
        loadHandOverSetting: pendingActor<HandOverButton, HandOverInput>(),
        storeBooking: pendingActor<StoredBooking, StoreBookingInput>(),
      },
    });
    for (const path of paths)
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
  });
});
