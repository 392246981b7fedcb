import { expect, test, type Page } from '@playwright/test';
import { createActor, type EventObject } from 'xstate';
import { Temporal } from 'temporal-polyfill';
import { reservationMachine } from '../../machines/reservation/machine';
import type { ReservationDetails, ReservationInput } from '../../machines/reservation/context';
import { failure } from '../../machines/failure';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  stateKey,
} from '../../machines/model-paths';

/**
 * QA's model-based suite (STYLE.md, after kiesraad/abacus): the paths come from the reservation
 * chart itself (xstate/graph), and each becomes one browser test against the real server. Every
 * state of the chart has a page assertion and every event a user action; the first test fails when
 * the chart gains a state or event this file does not implement, so the suite follows the chart.
 *
 * The outcome of a request is the real server's, except network failures, which the test makes
 * by aborting the next /graphql request. The events offered in each state are only those the real
 * system can produce there: a look-up with the booking's e-mail finds it, one with another e-mail
 * gets 1005.
 */

const NUMBER = '{booking number}';
const EMAIL = '{booking e-mail}';
const WRONG_EMAIL = 'someone-else@example.com';
const input: ReservationInput = { hotelCode: 'demo-kyoto' };

// Outputs only steer the traversal through the chart's guards; the browser shows the real data.
// The model's stay is two nights like the real booking; its dates map onto the real ones by offset.
const MODEL_CHECKIN = '2030-01-10';
const found = {
  status: 'done',
  cancellation: { fee: 0, cancellable: true, refusalCode: null },
  checkinDate: MODEL_CHECKIN,
  checkoutDate: '2030-01-12',
  rooms: [{ position: 0 }],
  guest: { firstName: 'Quinn', lastName: 'Model', email: 'model@example.com', phone: '+81751234567' },
  updateSetting: {
    isActive: true,
    updatable: true,
    reason: null,
    deadline: '2030-01-09T09:00:00Z',
    itineraryUpdatable: true,
    itineraryReason: null,
  },
} as unknown as ReservationDetails;
const quoted = { dryRun: true, quote: { newTotalPrice: 1, priceDifference: -1, rooms: [] }, reservation: found };
const NEW_PHONE = '+81757654321';
const cancelled = {
  status: 'cancelled',
  cancellation: { fee: 0, cancellable: false, refusalCode: '1006' },
} as unknown as ReservationDetails;
const networkFailure = failure('error02', 'The booking API could not be reached', 502);

const userEvents: EventObject[] = [
  { type: 'lookup.changed', field: 'confirmationNumber', value: NUMBER } as EventObject,
  { type: 'lookup.changed', field: 'email', value: EMAIL } as EventObject,
  { type: 'lookup.changed', field: 'email', value: WRONG_EMAIL } as EventObject,
  { type: 'lookup.submitted' },
  { type: 'lookup.retried' },
  { type: 'cancel.requested' },
  { type: 'cancellation.reasonChosen', reason: 'change_of_plans' } as EventObject,
  { type: 'cancellation.confirmed' },
  { type: 'cancellation.dismissed' },
  { type: 'change.requested' },
  { type: 'change.datesChanged', checkinDate: MODEL_CHECKIN, checkoutDate: '2030-01-11' } as EventObject,
  { type: 'change.quoteRequested' },
  { type: 'change.confirmed' },
  { type: 'change.edited' },
  { type: 'change.dismissed' },
  { type: 'guest.editRequested' },
  { type: 'guest.changed', field: 'phone', value: NEW_PHONE } as EventObject,
  { type: 'guest.submitted' },
  { type: 'guest.dismissed' },
  { type: 'update.acknowledged' },
];

type Snapshot = ReturnType<typeof reservationMachine.transition>;

/** States a request passes through: the browser shows them only for a moment, so nothing is asserted there. */
const TRANSIENT = new Set([
  'CheckingLookup',
  'LookingUp',
  'Cancelling',
  'RefreshingReservation',
  'QuotingChange',
  'UpdatingItinerary',
  'SavingGuest',
]);
/** A real refusal: the booking is cancelled through the gateway just before the page asks for a quote. */
const cancelledMeanwhile = failure('1006', 'Already cancelled', 409);

/** What the real system can answer in the current state. */
function eventsIn(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches('LookingUp')) {
    return snapshot.context.lookup.email === EMAIL
      ? [doneEvent('fetchReservation', found), errorEvent('fetchReservation', networkFailure)]
      : [
          errorEvent('fetchReservation', failure('1005', 'Reservation not found', 404)),
          errorEvent('fetchReservation', networkFailure),
        ];
  }
  if (snapshot.matches('Cancelling')) {
    return [doneEvent('cancelReservation', cancelled), errorEvent('cancelReservation', networkFailure)];
  }
  if (snapshot.matches('QuotingChange')) {
    return [
      doneEvent('quoteItinerary', quoted),
      errorEvent('quoteItinerary', networkFailure),
      errorEvent('quoteItinerary', cancelledMeanwhile),
    ];
  }
  if (snapshot.matches('UpdatingItinerary')) {
    return [doneEvent('changeItinerary', { ...quoted, dryRun: false }), errorEvent('changeItinerary', networkFailure)];
  }
  if (snapshot.matches('SavingGuest')) {
    return [
      doneEvent('updateGuest', { ...found, guest: { ...(found as { guest: object }).guest, phone: NEW_PHONE } }),
      errorEvent('updateGuest', networkFailure),
    ];
  }
  // The booking was cancelled behind the page's back: the paths end at the refusal.
  if (snapshot.matches('ChangeRefused')) return [];
  return userEvents;
}

const allPaths = listModelPaths(reservationMachine, {
  input,
  events: eventsIn as never,
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.lookup,
      s.context.reason,
      s.context.reservation?.status ?? null,
      s.context.failure?.code ?? null,
      Object.keys(s.context.lookupErrors),
      Object.keys(s.context.cancellationErrors),
      s.context.change,
      s.context.reservation?.guest?.phone ?? null,
      s.context.guestDraft.phone,
      s.context.quote ? 1 : 0,
      s.context.updated,
    ]),
});

/** One path per resting state and failure shown: the shortest that gets there. */
const scenarioOf = (path: (typeof allPaths)[number]) =>
  `${path.target}${path.snapshot.context.failure ? ` (${path.snapshot.context.failure.code})` : ''}`;
const paths = [
  ...new Map([...allPaths].sort((a, b) => b.events.length - a.events.length).map((p) => [scenarioOf(p), p])).values(),
]
  .filter((p) => !TRANSIENT.has(p.target))
  .sort((a, b) => a.events.length - b.events.length);

interface Booking {
  number: string;
  email: string;
  checkin: string;
  checkout: string;
}

// ---- the page side of the model -------------------------------------------------------------

const stateChecks: Record<string, (page: Page, booking: Booking) => Promise<void>> = {
  EnteringLookup: async (page) => {
    await expect(page.getByRole('button', { name: 'Find reservation' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
  NotFound: async (page) => {
    await expect(page.getByRole('alert')).toContainText('No reservation was found');
    await expect(page.getByRole('button', { name: 'Find reservation' })).toBeVisible();
  },
  Failed: async (page) => {
    await expect(page.getByRole('alert')).toContainText('An error occurred during processing');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
  Viewing: async (page, booking) => {
    await expect(page.getByRole('heading', { name: new RegExp(booking.number) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel reservation' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
  ConfirmingCancellation: async (page) => {
    await expect(page.getByRole('dialog', { name: 'Cancel this reservation' })).toBeVisible();
  },
  ChoosingChange: async (page) => {
    const dialog = page.getByRole('dialog', { name: 'Change dates or rooms' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'See the new price' })).toBeEnabled();
  },
  ReviewingChange: async (page) => {
    const dialog = page.getByRole('dialog', { name: 'Check the change' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/\(refund\)/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm change' })).toBeEnabled();
  },
  EditingGuest: async (page) => {
    const dialog = page.getByRole('dialog', { name: 'Edit guest details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save guest details' })).toBeEnabled();
  },
  Updated: async (page) => {
    await expect(page.getByRole('status').filter({ hasText: /has been changed|have been saved/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  },
  ChangeRefused: async (page) => {
    await expect(page.getByRole('alert')).toContainText('already been cancelled');
    await expect(page.getByRole('button', { name: 'Back to the reservation' })).toBeVisible();
  },
  Cancelled: async (page, booking) => {
    await expect(page.getByRole('heading', { name: new RegExp(booking.number) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /cancelled/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
  },
};

const actions: Record<string, (page: Page, event: EventObject, booking: Booking) => Promise<void>> = {
  'lookup.changed': async (page, event, booking) => {
    const { field, value } = event as unknown as { field: string; value: string };
    const text = value === NUMBER ? booking.number : value === EMAIL ? booking.email.toUpperCase() : value;
    await page.getByLabel(field === 'email' ? 'E-mail' : 'Confirmation number').fill(text);
  },
  'lookup.submitted': (page) => page.getByRole('button', { name: 'Find reservation' }).click(),
  'lookup.retried': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  'cancel.requested': (page) => page.getByRole('button', { name: 'Cancel reservation' }).click(),
  'cancellation.reasonChosen': async (page, event) => {
    await page
      .getByRole('dialog')
      .getByLabel('Reason for cancelling')
      .selectOption((event as unknown as { reason: string }).reason);
  },
  'cancellation.confirmed': (page) =>
    page.getByRole('dialog').getByRole('button', { name: 'Confirm cancellation' }).click(),
  'cancellation.dismissed': (page) =>
    page.getByRole('dialog').getByRole('button', { name: 'Keep reservation' }).click(),
  'change.requested': (page) => page.getByRole('button', { name: 'Change dates or rooms' }).click(),
  'change.datesChanged': async (page, event, booking) => {
    const { checkinDate, checkoutDate } = event as unknown as { checkinDate: string; checkoutDate: string };
    const real = (model: string) =>
      Temporal.PlainDate.from(booking.checkin)
        .add({ days: Temporal.PlainDate.from(MODEL_CHECKIN).until(model).days })
        .toString();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New check-in').fill(real(checkinDate));
    await dialog.getByLabel('New check-out').fill(real(checkoutDate));
  },
  'change.quoteRequested': (page) =>
    page.getByRole('dialog').getByRole('button', { name: 'See the new price' }).click(),
  'change.confirmed': (page) => page.getByRole('dialog').getByRole('button', { name: 'Confirm change' }).click(),
  'change.edited': (page) => page.getByRole('dialog').getByRole('button', { name: 'Edit the change' }).click(),
  'change.dismissed': (page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click(),
  'guest.editRequested': (page) => page.getByRole('button', { name: 'Edit guest details' }).click(),
  'guest.changed': async (page, event) => {
    await page
      .getByRole('dialog')
      .getByLabel('Phone')
      .fill((event as unknown as { value: string }).value);
  },
  'guest.submitted': (page) => page.getByRole('dialog').getByRole('button', { name: 'Save guest details' }).click(),
  'guest.dismissed': (page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click(),
  'update.acknowledged': (page) => page.getByRole('button', { name: 'Back to the reservation' }).click(),
  // Outcomes: the server answers; the next state check waits for what the page shows.
  'xstate.done.actor.fetchReservation': async () => {},
  'xstate.done.actor.cancelReservation': async () => {},
  'xstate.error.actor.fetchReservation': async () => {},
  'xstate.error.actor.cancelReservation': async () => {},
  'xstate.done.actor.quoteItinerary': async () => {},
  'xstate.error.actor.quoteItinerary': async () => {},
  'xstate.done.actor.changeItinerary': async () => {},
  'xstate.error.actor.changeItinerary': async () => {},
  'xstate.done.actor.updateGuest': async () => {},
  'xstate.error.actor.updateGuest': async () => {},
};

test('every state and event of the reservation chart has a page implementation', () => {
  const missingStates = leafStateKeys(reservationMachine).filter((key) => !TRANSIENT.has(key) && !(key in stateChecks));
  const eventTypes = new Set(allPaths.flatMap((path) => path.events.map((event) => event.type)));
  const missingEvents = [...eventTypes].filter((type) => !(type in actions));
  expect({ missingStates, missingEvents }).toEqual({ missingStates: [], missingEvents: [] });
  // Every resting state of the chart is the end of some browser path.
  const covered = new Set(paths.map((path) => path.target));
  expect(leafStateKeys(reservationMachine).filter((key) => !TRANSIENT.has(key) && !covered.has(key))).toEqual([]);
});

for (const path of paths) {
  test(`path to ${scenarioOf(path)}: ${path.description}`, async ({ page, baseURL }) => {
    const booking = await bookARoom(baseURL!);
    await page.goto('/search?code=demo-kyoto');
    const model = createActor(
      reservationMachine.provide({
        actors: {
          fetchReservation: pendingActor(),
          cancelReservation: pendingActor(),
          quoteItinerary: pendingActor(),
          changeItinerary: pendingActor(),
          updateGuest: pendingActor(),
        },
      }),
      { input },
    ).start();
    await check(page, model.getSnapshot(), booking);

    for (const [index, event] of path.events.entries()) {
      const next = path.events[index + 1];
      if (
        next?.type.startsWith('xstate.error.actor.') &&
        (next as { error?: { code?: string } }).error?.code === 'error02'
      ) {
        await page.route('**/graphql', (route) => route.abort('connectionrefused'), { times: 1 });
      }
      if (
        next?.type.startsWith('xstate.error.actor.') &&
        (next as { error?: { code?: string } }).error?.code === '1006'
      ) {
        await cancelThroughGateway(baseURL!, booking);
      }
      await actions[event.type]!(page, event, booking);
      model.send(event as never);
      await check(page, model.getSnapshot(), booking);
    }
    model.stop();
  });
}

async function check(page: Page, snapshot: Snapshot, booking: Booking): Promise<void> {
  const key = stateKey(snapshot.value);
  if (TRANSIENT.has(key)) return;
  await stateChecks[key]!(page, booking);
}

async function gatewayCall<T>(baseURL: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const reply = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await reply.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** Another channel (a second tab, the hotel) cancels the booking while the page still shows it. */
async function cancelThroughGateway(baseURL: string, booking: Booking): Promise<void> {
  await gatewayCall(
    baseURL,
    `mutation($number: String!, $email: String!) {
      cancelReservation(code: "demo-kyoto", confirmationNumber: $number, email: $email, input: { reason: other, details: "elsewhere", cancellationFeeDisplayed: 0 }) { status }
    }`,
    { number: booking.number, email: booking.email },
  );
}

/** A fresh two-night booking a month ahead through the real gateway, so the path starts from a known reservation. */
async function bookARoom(baseURL: string): Promise<Booking> {
  const call = <T>(query: string, variables: Record<string, unknown>) => gatewayCall<T>(baseURL, query, variables);
  const { bookingWidgetSettings } = await call<{ bookingWidgetSettings: { today: string } }>(
    'query { bookingWidgetSettings(code: "demo-kyoto") { today } }',
    {},
  );
  const checkin = Temporal.PlainDate.from(bookingWidgetSettings.today).add({ days: 40 });
  const search = { checkin: checkin.toString(), checkout: checkin.add({ days: 2 }).toString(), adults: 1 };
  const { rooms } = await call<{
    rooms: {
      rooms: {
        roomTypeCode: string;
        plans: { roomPlanCode: string; refundable: boolean; paymentMethods: string[] }[];
      }[];
    };
  }>(
    'query($search: RoomSearchInput!) { rooms(code: "demo-kyoto", search: $search) { rooms { roomTypeCode plans { roomPlanCode refundable paymentMethods } } } }',
    { search },
  );
  const room = rooms.rooms.find((r) => r.plans.some((p) => p.refundable && p.paymentMethods.includes('on_site')))!;
  const plan = room.plans.find((p) => p.refundable && p.paymentMethods.includes('on_site'))!;
  const email = `qa-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const { createReservation } = await call<{ createReservation: { confirmationNumber: string } }>(
    `mutation($input: CreateReservationInput!, $key: String!) {
      createReservation(code: "demo-kyoto", input: $input, idempotencyKey: $key) { confirmationNumber }
    }`,
    {
      key: crypto.randomUUID(),
      input: {
        checkinDate: search.checkin,
        checkoutDate: search.checkout,
        rooms: [{ roomTypeCode: room.roomTypeCode, roomPlanCode: plan.roomPlanCode, adults: 1 }],
        guest: { firstName: 'Quinn', lastName: 'Model', email, phone: '+81751234567' },
        paymentType: 'on_site',
      },
    },
  );
  return { number: createReservation.confirmationNumber, email, checkin: search.checkin, checkout: search.checkout };
}
