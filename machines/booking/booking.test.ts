import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from './machine';
import type { BookingInput, CreatedReservation, CreateReservationRequest, TokenizeCardRequest } from './context';
import {
  emptyGuestForm,
  isMemberAtHotel,
  validateGuestForm,
  type GuestField,
  type GuestForm,
  type MemberContact,
} from './guest-form';
import { decrement, increment, planOffer, quantityOfRoomType, selectionTotal, type PlanOffer } from './selected-rooms';
import { buildReservationInput } from './reservation-request';
import { BOOKABLE_PAYMENT_METHODS, isBookablePlan } from './bookable-payment-methods';
import { isCardFormValid, type CardField, type CardForm } from '../payment/card-form';
import { cardContextOf } from './payment-rules';
import { failure, type Failure } from '../failure';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  pendingActor,
  listModelPaths,
  replayPath,
  stateKey,
} from '../model-paths';
import {
  selectBookingStep,
  selectCanIncrement,
  selectGuestErrors,
  selectIsPlanUnbookable,
  selectIsSubmitting,
  selectSelectedPlans,
  selectSelectionTotal,
  selectTotalRooms,
  selectPaymentMethods,
  selectPaymentMethodsDiffer,
  selectCardErrors,
  selectBookingProblem,
  selectCardDecline,
  selectCanRetryBooking,
  selectGuestDetailScreen,
} from './selectors';
import { confirmationPath, failPath, failRetryPath } from './booking-routes';
import { nothingOffered, questionOffered, startGuestForm } from './booking-test-steps';
import { loadLaterSteps } from './later-steps-loader';

// The code of the steps past the room choice (machines/booking/later-steps-loader.ts) is loaded before
// the chart is created, so it passes its LoadingSteps state at once; the generated paths run it too.
await loadLaterSteps();

const input: BookingInput = {
  hotelCode: 'demo-kyoto',
  criteria: { checkin: '2030-04-10', checkout: '2030-04-12', adults: 3, children: 1 },
  locale: 'en',
};
/** A plan as the search lists it; guests are per room, so roomPrice is one room for the stay. */
const offer = (
  roomTypeCode: string,
  roomPlanCode: string,
  roomCount: number,
  roomPrice: number,
  paymentMethods: string[] = ['on_site'],
): PlanOffer => ({
  roomTypeCode,
  roomPlanCode,
  roomCount,
  roomPrice,
  roomTax: Math.round(roomPrice / 11),
  currency: 'JPY',
  paymentMethods,
});
const twin = offer('TWN', 'TWN-RO', 2, 20000);
const twinBreakfast = offer('TWN', 'TWN-BB', 2, 26000, ['on_site', 'credit_card']);
const suite = offer('STE', 'STE-RO', 1, 58000);
/** demo-seoul's non-refundable plans: prepaid by card only (bookable since the payment step). */
const cardOnly = offer('DLX', 'DLX-NR', 5, 150000, ['credit_card']);
/** A method the widget does not book yet: such a plan is shown, never selectable. */
const bankOnly = offer('BNK', 'BNK-RO', 5, 30000, ['paypal']);
const validCard: CardForm = {
  number: '4111111111111111',
  holderName: 'MARY SMITH',
  expiryMonth: '12',
  expiryYear: '2031',
  securityCode: '123',
  brand: 'visa',
};
const line = (o: PlanOffer, quantity: number) => ({
  roomTypeCode: o.roomTypeCode,
  roomPlanCode: o.roomPlanCode,
  quantity,
  roomPrice: o.roomPrice,
  roomTax: o.roomTax,
  currency: o.currency,
});
const validGuest: GuestForm = {
  firstName: "Mary-Jane O'Neil",
  lastName: 'Smith Jr.',
  email: 'mary@example.com',
  emailConfirmation: 'mary@example.com',
  phone: '+81312345678',
  specialRequest: '',
  termsAccepted: true,
};
const created: CreatedReservation = {
  confirmationNumber: 'R123',
  status: 'done',
  bypassToken: 'tok',
  checkinDate: '2030-04-10',
  checkoutDate: '2030-04-12',
  totalPrice: 30000,
  currency: 'JPY',
  payment: null,
};

describe('the code of the later steps (./later-steps-loader.ts)', () => {
  /** A chart created before that code was loaded, as on the results page, with its loader as given. */
  const chartLoading = (load: () => Promise<void>, draft: BookingInput['draft'] = null) =>
    createActor(
      bookingMachine.provide({
        actors: {
          loadLaterSteps: fromPromise(load),
          extrasQuestions: fromPromise(async () => undefined) as never,
        },
      }),
      { input: { ...input, laterStepsLoaded: false, draft } },
    ).start();

  it('waits for it after "Book" (busy, the guest-detail page shows a spinner), then shows the guest details', async () => {
    let loaded = () => {};
    const actor = chartLoading(() => new Promise<void>((resolve) => (loaded = resolve)));
    actor.send({ type: 'room.incremented', offer: twin });
    actor.send({ type: 'booking.started' });
    expect(actor.getSnapshot().value).toBe('LoadingSteps');
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    expect(selectGuestDetailScreen(actor.getSnapshot())).toBe('loading');
    expect(selectBookingStep(actor.getSnapshot())).toBe(0);
    loaded();
    await waitFor(actor, (s) => s.matches('EnteringGuestDetails'));
    expect(actor.getSnapshot().context.laterStepsLoaded).toBe(true);
  });

  it('resumes a booking saved on the payment step only once it is there', async () => {
    const draft: BookingInput['draft'] = {
      step: 'payment',
      savedAt: Date.now(),
      hotelCode: input.hotelCode,
      locale: input.locale ?? null,
      criteria: input.criteria,
      selection: [line(twinBreakfast, 1)],
      planPaymentMethods: { [twinBreakfast.roomPlanCode]: twinBreakfast.paymentMethods },
      paymentMethod: 'credit_card',
      guest: validGuest,
      additions: null,
      holderName: 'MARY SMITH',
      query: '',
      failure: null,
    };
    const actor = chartLoading(async () => undefined, draft);
    expect(actor.getSnapshot().value).toBe('LoadingSteps');
    await waitFor(actor, (s) => s.matches('EnteringPayment'));
  });

  it('offline, the guest may try again; Back to the rooms leaves the wait', async () => {
    let attempts = 0;
    const actor = chartLoading(async () => {
      attempts += 1;
      if (attempts === 1) throw failure('error02', 'Network failure');
    });
    actor.send({ type: 'room.incremented', offer: twin });
    actor.send({ type: 'booking.started' });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectCanRetryBooking(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'booking.retried' });
    await waitFor(actor, (s) => s.matches('EnteringGuestDetails'));
    expect(attempts).toBe(2);

    const waiting = chartLoading(() => new Promise<void>(() => {}));
    waiting.send({ type: 'room.incremented', offer: twin });
    waiting.send({ type: 'booking.started' });
    waiting.send({ type: 'rooms.reopened' });
    expect(waiting.getSnapshot().value).toBe('SelectingRooms');
    expect(waiting.getSnapshot().context.selection).toEqual([line(twin, 1)]);
  });
});

describe('selected rooms', () => {
  it('increments within the free rooms of the room type, shared by its plans', () => {
    let selection = increment([], twin);
    selection = increment(selection, twinBreakfast);
    expect(quantityOfRoomType(selection, 'TWN')).toBe(2);
    selection = increment(selection, twin);
    expect(quantityOfRoomType(selection, 'TWN')).toBe(2);
    expect(increment(increment([], suite), suite)).toEqual([line(suite, 1)]);
  });
  it('guests are per room: more rooms than searched adults is fine, the free rooms are the only cap', () => {
    // The searched adults (1 here, 3 in the chart's input) go into every room, so the count of
    // adults never limits the count of rooms.
    const many = offer('TWN', 'TWN-RO', 5, 20000);
    let selection = increment([], many);
    for (let i = 0; i < 10; i++) selection = increment(selection, many);
    expect(selection).toEqual([line(many, 5)]);
  });
  it('refuses a plan the widget cannot book (no method of BOOKABLE_PAYMENT_METHODS)', () => {
    // Every method of SPEC.md section 9 is bookable; a method of another provider (PayPal) is not.
    expect(BOOKABLE_PAYMENT_METHODS).toEqual([
      'on_site',
      'credit_card',
      'on_site_credit_card_required',
      'deferred_payment',
      'credit_card_full',
      'credit_card_deposit',
      'bank_transfer',
      'credit_card_krw_domestic',
      'credit_card_krw_international',
    ]);
    expect(isBookablePlan(['paypal'])).toBe(false);
    expect(isBookablePlan(['bank_transfer'])).toBe(true);
    expect(isBookablePlan(['credit_card'])).toBe(true);
    expect(isBookablePlan(['on_site', 'credit_card'])).toBe(true);
    expect(increment([], bankOnly)).toEqual([]);
    expect(increment([], cardOnly)).toEqual([line(cardOnly, 1)]);
    expect(increment([], twinBreakfast)).toEqual([line(twinBreakfast, 1)]);
  });
  it('decrements never below 0 and drops the line at 0', () => {
    const one = increment([], twin);
    expect(decrement(one, twin)).toEqual([]);
    expect(decrement([], twin)).toEqual([]);
  });
  it('totals quantity x the price of one room, with tax and currency', () => {
    expect(selectionTotal([])).toBeNull();
    expect(selectionTotal([line(twin, 2), line(suite, 1)])).toEqual({
      amount: 2 * 20000 + 58000,
      tax: 2 * twin.roomTax + suite.roomTax,
      currency: 'JPY',
    });
  });
  it('takes the offer from the search room and plan', () => {
    const room = { roomTypeCode: 'TWN', roomCount: 2 };
    const plan = {
      roomPlanCode: 'TWN-RO',
      roomPrice: 20000,
      roomTax: 1818,
      currency: 'JPY',
      paymentMethods: ['on_site'],
      totalPrice: 40000,
    };
    expect(planOffer(room, plan)).toEqual({ ...twin, roomTax: 1818 });
  });
});

describe('reservation request', () => {
  it('one entry per room, each with the searched adults and children (per room), dates of the search, on_site', () => {
    const request = buildReservationInput(input.criteria, [line(twin, 2), line(suite, 1)], validGuest, 'en');
    expect(request).toEqual({
      checkinDate: '2030-04-10',
      checkoutDate: '2030-04-12',
      rooms: [
        { roomTypeCode: 'TWN', roomPlanCode: 'TWN-RO', adults: 3, children: 1 },
        { roomTypeCode: 'TWN', roomPlanCode: 'TWN-RO', adults: 3, children: 1 },
        { roomTypeCode: 'STE', roomPlanCode: 'STE-RO', adults: 3, children: 1 },
      ],
      guest: { firstName: "Mary-Jane O'Neil", lastName: 'Smith Jr.', email: 'mary@example.com', phone: '+81312345678' },
      paymentType: 'on_site',
      locale: 'en',
    });
  });
  it('sends the special request trimmed, and leaves it out when blank', () => {
    const withRequest = buildReservationInput(
      input.criteria,
      [line(twin, 1)],
      { ...validGuest, specialRequest: '  Late arrival, around 23:00.  ' },
      null,
    );
    expect(withRequest.specialRequest).toBe('Late arrival, around 23:00.');
    const blank = buildReservationInput(
      input.criteria,
      [line(twin, 1)],
      { ...validGuest, specialRequest: '   ' },
      null,
    );
    expect('specialRequest' in blank).toBe(false);
  });
  it('builds the confirmation and fail paths', () => {
    expect(confirmationPath('R 1', 'b')).toBe('/reservation/confirmation/R%201?bypass_token=b');
    expect(
      failPath({
        code: 'h',
        checkin: '2030-04-10',
        checkout: '2030-04-12',
        adults: 2,
        errorCode: '1000',
        error: 'Invalid',
      }),
    ).toBe('/reservation/fail?code=h&checkin=2030-04-10&checkout=2030-04-12&adults=2&error_code=1000&error=Invalid');
  });
  it("retries a failed booking from the fail page's own query fields, with or without a hotel code", () => {
    const tried = new URLSearchParams(
      'code=demo-kyoto&checkin=2030-04-10&checkout=2030-04-12&adults=2&error_code=1100&error=Sold%20out',
    );
    expect(failRetryPath(tried, false)).toBe(
      '/booking/result?code=demo-kyoto&checkin=2030-04-10&checkout=2030-04-12&adults=2',
    );
    expect(failRetryPath(tried, true)).toBe('/hotels/demo-kyoto?checkin=2030-04-10&checkout=2030-04-12&adults=2');
    // No hotel in the address: the agency's own hotel search takes the stay; the widget's router adds its hotel.
    const noHotel = new URLSearchParams('checkin=2030-04-10&checkout=2030-04-12&adults=2&error_code=1100');
    expect(failRetryPath(noHotel, true)).toBe('/search-hotels?checkin=2030-04-10&checkout=2030-04-12&adults=2');
    expect(failRetryPath(noHotel, false)).toBe('/booking/result?checkin=2030-04-10&checkout=2030-04-12&adults=2');
    expect(failRetryPath(new URLSearchParams('hotel_code=demo hakone'), true)).toBe('/hotels/demo%20hakone');
    expect(failRetryPath(new URLSearchParams(''), true)).toBe('/search-hotels');
  });
});

/** A booking chart with fake actors: replies are consumed in order; 'hang' never settles. */
function booking(
  replies: Array<CreatedReservation | Failure | 'hang'> = [created],
  bookingInput: BookingInput = input,
) {
  const sent: CreateReservationRequest[] = [];
  const calls = {
    keys: 0,
    confirmation: [] as string[],
    failPage: [] as string[],
    search: 0,
    unavailable: 0,
    restart: 0,
    threeDSecure: [] as string[],
    tokenized: [] as CardForm[],
  };
  const machine = bookingMachine.provide({
    actors: {
      generateIdempotencyKey: fromPromise(async () => `key-${++calls.keys}`),
      createReservation: fromPromise<CreatedReservation, CreateReservationRequest>(async ({ input: request }) => {
        sent.push(request);
        const reply = replies.shift() ?? created;
        if (reply === 'hang') return new Promise<CreatedReservation>(() => {});
        if ('code' in reply) throw reply;
        return reply;
      }),
      tokenizeCard: fromPromise<string, TokenizeCardRequest>(async ({ input: request }) => {
        calls.tokenized.push(request.card);
        if (request.card.holderName === 'REFUSED') throw failure('3004', 'Card refused', 422);
        return `tok-${calls.tokenized.length}`;
      }),
    },
    actions: {
      goToConfirmation: (_, params) => void calls.confirmation.push(params.confirmationNumber),
      goToFailurePage: (_, params) => void calls.failPage.push(params.errorCode),
      goToSearch: () => void calls.search++,
      goToServiceUnavailable: () => void calls.unavailable++,
      restartSession: () => void calls.restart++,
      goToThreeDSecure: (_, params) => void calls.threeDSecure.push(params.transactionId),
    },
  });
  const actor = createActor(machine, { input: bookingInput }).start();
  return { actor, sent, calls };
}

function fillGuest(actor: ReturnType<typeof booking>['actor'], guest: GuestForm = validGuest) {
  for (const [field, value] of Object.entries(guest))
    actor.send({ type: 'guest.changed', field: field as GuestField, value });
}

describe('booking chart', () => {
  it.each([
    ['+81 75-123-4567', null, '+81751234567'],
    ['075-123-4567', 'JP', '+81751234567'],
    ['(02) 312-3456', 'KR', '+8223123456'],
    ['+1 (415) 555-2671', 'JP', '+14155552671'],
  ])('reads the phone %s (hotel in %s) into E.164 before booking', async (typed, country, e164) => {
    const { actor, sent } = booking([created], { ...input, country });
    actor.send({ type: 'room.incremented', offer: twin });
    await startGuestForm(actor);
    fillGuest(actor, { ...validGuest, phone: typed });
    actor.send({ type: 'guest.submitted' });
    expect(actor.getSnapshot().matches({ EnteringGuestDetails: 'ReadingPhone' })).toBe(true);
    await waitFor(actor, (snap) => snap.matches('Confirmed'));
    expect(sent[0]!.reservation.guest.phone).toBe(e164);
    expect(actor.getSnapshot().context.guest.phone).toBe(e164);
  });

  it("keeps the guest on the form when the typed phone is no number of the hotel's country", async () => {
    const { actor, sent } = booking([created], { ...input, country: null });
    actor.send({ type: 'room.incremented', offer: twin });
    await startGuestForm(actor);
    fillGuest(actor, { ...validGuest, phone: '075-123-4567' });
    actor.send({ type: 'guest.submitted' });
    const back = await waitFor(actor, (snap) => snap.matches({ EnteringGuestDetails: 'EnteringGuestForm' }));
    expect(selectGuestErrors(back)).toEqual({ phone: 'phone_invalid' });
    fillGuest(actor, { ...validGuest, phone: '+81 75 1' });
    actor.send({ type: 'guest.submitted' });
    await waitFor(
      actor,
      (snap) =>
        snap.matches({ EnteringGuestDetails: 'EnteringGuestForm' }) && snap.context.guestErrors.phone !== undefined,
    );
    expect(sent).toHaveLength(0);
  });

  it("fills the guest form with a signed-in member's name, e-mail and profile phone, never over what was typed; signing out forgets them", async () => {
    const asked: { hotelCode: string; signedIn: boolean }[] = [];
    const machine = bookingMachine.provide({
      actors: {
        loadMemberContact: fromPromise<MemberContact | null, { hotelCode: string; signedIn: boolean }>(
          async ({ input: request }) => {
            asked.push(request);
            return request.signedIn
              ? { firstName: 'Hanako', lastName: 'Suzuki', email: 'hanako@example.com', phone: '+819012345678' }
              : null;
          },
        ),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'room.incremented', offer: twin });
    actor.send({
      type: 'member.changed',
      member: { firstName: 'Hanako', lastName: 'Suzuki', email: 'hanako@example.com' },
    });
    expect(actor.getSnapshot().context.guest).toMatchObject({
      firstName: 'Hanako',
      lastName: 'Suzuki',
      email: 'hanako@example.com',
      emailConfirmation: 'hanako@example.com',
      phone: '',
    });
    actor.send({ type: 'booking.started' });
    actor.send({ type: 'guest.changed', field: 'firstName', value: 'Hana' });
    await waitFor(actor, (snap) => snap.context.guest.phone !== '');
    expect(asked).toEqual([{ hotelCode: 'demo-kyoto', signedIn: true }]);
    expect(actor.getSnapshot().context.guest).toMatchObject({
      firstName: 'Hana',
      lastName: 'Suzuki',
      email: 'hanako@example.com',
      phone: '+819012345678',
    });

    actor.send({ type: 'member.changed', member: null });
    expect(actor.getSnapshot().context.guest).toEqual(emptyGuestForm);
  });

  it('asks for no profile when no member is signed in', async () => {
    const asked: boolean[] = [];
    const machine = bookingMachine.provide({
      actors: {
        loadMemberContact: fromPromise<MemberContact | null, { hotelCode: string; signedIn: boolean }>(
          async ({ input: request }) => (asked.push(request.signedIn), null),
        ),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'room.incremented', offer: twin });
    await startGuestForm(actor);
    expect(asked).toEqual([false]);
    expect(actor.getSnapshot().context.guest).toEqual(emptyGuestForm);
  });

  it("a member of another brand (the agency site's member at a partner's facility) is a guest here: the name is filled, no profile is asked", async () => {
    const asked: boolean[] = [];
    const machine = bookingMachine.provide({
      actors: {
        loadMemberContact: fromPromise<MemberContact | null, { hotelCode: string; signedIn: boolean }>(
          async ({ input: request }) => (asked.push(request.signedIn), null),
        ),
      },
    });
    const actor = createActor(machine, { input: { ...input, hotelBrandId: 2 } }).start();
    actor.send({ type: 'room.incremented', offer: twin });
    actor.send({
      type: 'member.changed',
      member: { firstName: 'Hanako', lastName: 'Suzuki', email: 'hanako@example.com', brandId: 1 },
    });
    await startGuestForm(actor);
    expect(asked).toEqual([false]);
    expect(actor.getSnapshot().context.guest).toMatchObject({ firstName: 'Hanako', email: 'hanako@example.com' });
    expect(isMemberAtHotel({ firstName: '', lastName: '', email: '', brandId: 2 }, 2)).toBe(true);
    expect(isMemberAtHotel({ firstName: '', lastName: '', email: '', brandId: 1 }, 2)).toBe(false);
    expect(isMemberAtHotel(null, 2)).toBe(false);
  });

  it('room events only change the selection within the rules', () => {
    const { actor } = booking();
    actor.send({ type: 'booking.started' });
    expect(actor.getSnapshot().value).toBe('SelectingRooms');
    actor.send({ type: 'room.incremented', offer: suite });
    actor.send({ type: 'room.incremented', offer: suite });
    expect(selectTotalRooms(actor.getSnapshot())).toBe(1);
    expect(selectCanIncrement(suite)(actor.getSnapshot())).toBe(false);
    expect(selectCanIncrement(twin)(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'room.decremented', ...suite });
    actor.send({ type: 'room.decremented', ...suite });
    expect(actor.getSnapshot().context.selection).toEqual([]);
    actor.send({ type: 'room.incremented', offer: twin });
    actor.send({ type: 'room.incremented', offer: twinBreakfast });
    expect(selectTotalRooms(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'rooms.cleared' });
    expect(selectTotalRooms(actor.getSnapshot())).toBe(0);
  });

  it('refuses a bank-transfer-only plan: the guard keeps the selection unchanged and the view is told why', () => {
    const { actor } = booking();
    expect(actor.getSnapshot().can({ type: 'room.incremented', offer: bankOnly })).toBe(false);
    expect(selectCanIncrement(bankOnly)(actor.getSnapshot())).toBe(false);
    expect(selectIsPlanUnbookable(bankOnly)(actor.getSnapshot())).toBe(true);
    expect(selectIsPlanUnbookable(twin)(actor.getSnapshot())).toBe(false);
    expect(selectIsPlanUnbookable(cardOnly)(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'room.incremented', offer: bankOnly });
    expect(actor.getSnapshot().context.selection).toEqual([]);
    expect(selectCanIncrement(twin)(actor.getSnapshot())).toBe(true);
  });

  it('keeps the price of one room in the selection and totals it before booking', () => {
    const { actor } = booking();
    expect(selectSelectionTotal(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'room.incremented', offer: twin });
    actor.send({ type: 'room.incremented', offer: twin });
    actor.send({ type: 'room.incremented', offer: suite });
    expect(actor.getSnapshot().context.selection).toEqual([line(twin, 2), line(suite, 1)]);
    expect(selectSelectionTotal(actor.getSnapshot())).toEqual({
      amount: 98000,
      tax: 2 * twin.roomTax + suite.roomTax,
      currency: 'JPY',
    });
    const searched = [
      { roomTypeCode: 'TWN', name: 'Twin', plans: [{ roomPlanCode: 'TWN-RO', name: 'Room only' }] },
      { roomTypeCode: 'STE', name: 'Suite', plans: [{ roomPlanCode: 'STE-RO', name: 'Suite only' }] },
    ];
    expect(selectSelectedPlans(searched)(actor.getSnapshot()).map((l) => [l.roomName, l.quantity, l.price])).toEqual([
      ['Twin', 2, 40000],
      ['Suite', 1, 58000],
    ]);
  });

  it('books more rooms than searched adults, each room with the searched adults and children', async () => {
    const { actor, sent } = booking();
    actor.send({ type: 'criteria.updated', criteria: { ...input.criteria, adults: 1, children: 0 } });
    actor.send({ type: 'room.incremented', offer: twin });
    actor.send({ type: 'room.incremented', offer: twin });
    actor.send({ type: 'room.incremented', offer: suite });
    expect(selectTotalRooms(actor.getSnapshot())).toBe(3);
    await startGuestForm(actor);
    fillGuest(actor, { ...validGuest, specialRequest: 'Quiet room, please.' });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (snap) => snap.matches('Confirmed'));
    expect(sent[0]!.reservation.rooms.map((room) => [room.roomPlanCode, room.adults, room.children])).toEqual([
      ['TWN-RO', 1, 0],
      ['TWN-RO', 1, 0],
      ['STE-RO', 1, 0],
    ]);
    expect(sent[0]!.reservation.specialRequest).toBe('Quiet room, please.');
  });

  it('a too long special request stays in the form with its code', async () => {
    const { actor, sent } = booking();
    actor.send({ type: 'room.incremented', offer: twin });
    await startGuestForm(actor);
    fillGuest(actor, { ...validGuest, specialRequest: 'x'.repeat(1001) });
    actor.send({ type: 'guest.submitted' });
    expect(actor.getSnapshot().value).toEqual({ EnteringGuestDetails: 'EnteringGuestForm' });
    expect(selectGuestErrors(actor.getSnapshot())).toEqual({ specialRequest: 'special_request_too_long' });
    expect(sent).toHaveLength(0);
  });

  it('an invalid form stays with codes per field and sends nothing', async () => {
    const { actor, sent } = booking();
    actor.send({ type: 'room.incremented', offer: twin });
    await startGuestForm(actor);
    expect(selectBookingStep(actor.getSnapshot())).toBe(0);
    fillGuest(actor, { ...validGuest, emailConfirmation: 'other@example.com', termsAccepted: false });
    actor.send({ type: 'guest.submitted' });
    expect(actor.getSnapshot().value).toEqual({ EnteringGuestDetails: 'EnteringGuestForm' });
    expect(selectGuestErrors(actor.getSnapshot())).toEqual({
      emailConfirmation: 'email_mismatch',
      termsAccepted: 'terms_not_accepted',
    });
    actor.send({ type: 'guest.changed', field: 'termsAccepted', value: true });
    expect(selectGuestErrors(actor.getSnapshot())).toEqual({ emailConfirmation: 'email_mismatch' });
    expect(sent).toHaveLength(0);
  });

  it('a valid form books once and navigates to the confirmation', async () => {
    const { actor, sent, calls } = booking();
    actor.send({ type: 'room.incremented', offer: twin });
    await startGuestForm(actor);
    fillGuest(actor);
    actor.send({ type: 'guest.submitted' });
    expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
    const s = await waitFor(actor, (snap) => snap.matches('Confirmed'));
    expect(selectBookingStep(s)).toBe(1);
    expect(calls.confirmation).toEqual(['R123']);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.reservation.rooms).toEqual([
      { roomTypeCode: 'TWN', roomPlanCode: 'TWN-RO', adults: 3, children: 1 },
    ]);
    expect(sent[0]!.reservation.paymentType).toBe('on_site');
  });

  it('a double click sends one request', async () => {
    const { actor, sent, calls } = booking(['hang']);
    actor.send({ type: 'room.incremented', offer: twin });
    await startGuestForm(actor);
    fillGuest(actor);
    actor.send({ type: 'guest.submitted' });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (snap) => snap.matches({ Submitting: 'SendingReservation' }));
    actor.send({ type: 'guest.submitted' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toHaveLength(1);
    expect(calls.keys).toBe(1);
  });

  it('a retry after a network failure reuses the idempotency key; a changed form gets a new one', async () => {
    const { actor, sent, calls } = booking([
      failure('error02', 'Network failure'),
      failure('error02', 'Network failure'),
      created,
    ]);
    actor.send({ type: 'room.incremented', offer: twin });
    await startGuestForm(actor);
    fillGuest(actor);
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(actor.getSnapshot().context.failure?.code).toBe('error02');
    actor.send({ type: 'booking.retried' });
    await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1']);
    actor.send({ type: 'guest.reopened' });
    actor.send({ type: 'guest.changed', field: 'phone', value: '+819000000000' });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (snap) => snap.matches('Confirmed'));
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(calls.keys).toBe(2);
  });

  it('sold out (1004) offers to search again', async () => {
    const { actor, calls } = booking([failure('1004', 'Sold out', 409)]);
    actor.send({ type: 'room.incremented', offer: twin });
    await startGuestForm(actor);
    fillGuest(actor);
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (snap) => snap.matches('SoldOut'));
    expect(actor.getSnapshot().can({ type: 'booking.retried' })).toBe(false);
    actor.send({ type: 'search.restarted' });
    expect(actor.getSnapshot().value).toBe('SelectingRooms');
    expect(actor.getSnapshot().context.selection).toEqual([]);
    expect(calls.search).toBe(1);
  });

  it('another refusal goes to the failure page with its code; 503 and 1009 use the transport actions', async () => {
    const rejected = booking([failure('1000', 'Invalid', 422)]);
    rejected.actor.send({ type: 'room.incremented', offer: twin });
    await startGuestForm(rejected.actor);
    fillGuest(rejected.actor);
    rejected.actor.send({ type: 'guest.submitted' });
    await waitFor(rejected.actor, (snap) => snap.matches('Rejected'));
    expect(rejected.calls.failPage).toEqual(['1000']);

    for (const [reply, key] of [
      [failure('error02', 'Unavailable', 503), 'unavailable'],
      [failure('1009', 'Invalid Client-Session', 401), 'restart'],
    ] as const) {
      const b = booking([reply]);
      b.actor.send({ type: 'room.incremented', offer: twin });
      await startGuestForm(b.actor);
      fillGuest(b.actor);
      b.actor.send({ type: 'guest.submitted' });
      await waitFor(b.actor, (snap) => snap.matches('Failed'));
      expect(b.calls[key]).toBe(1);
    }
  });
});

describe('booking paths generated from the chart (xstate/graph)', () => {
  const fieldOrder = Object.keys(validGuest) as GuestField[];
  const filledFields = (guest: GuestForm) => fieldOrder.filter((field) => guest[field] === validGuest[field]).length;
  type Snap = ReturnType<typeof bookingMachine.transition>;
  // Two snapshots are the same vertex when they agree on the state, the selection, how far the form is filled, the key and the failure.
  const cardFieldOrder = Object.keys(validCard) as CardField[];
  const filledCardFields = (card: CardForm) =>
    cardFieldOrder.filter((field) => card[field] === validCard[field]).length;
  const serializeState = (s: Snap) =>
    JSON.stringify([
      s.value,
      s.context.selection,
      filledFields(s.context.guest),
      s.context.idempotencyKey,
      s.context.failure?.code ?? null,
      s.context.paymentMethod,
      filledCardFields(s.context.card),
      s.context.cardToken,
      s.context.additions?.questions.length ?? null,
    ]);
  const events = (s: Snap) => {
    const next = fieldOrder.find((field) => s.context.guest[field] !== validGuest[field]);
    const nextCard = cardFieldOrder.find((field) => s.context.card[field] !== validCard[field]);
    return [
      { type: 'room.incremented', offer: twin },
      { type: 'room.incremented', offer: suite },
      { type: 'room.incremented', offer: cardOnly },
      { type: 'room.incremented', offer: bankOnly },
      ...(nextCard ? [{ type: 'card.changed', field: nextCard, value: validCard[nextCard] }] : []),
      { type: 'card.submitted' },
      { type: 'payment.reopened' },
      doneEvent('tokenizeCard', 'tok-1'),
      errorEvent('tokenizeCard', failure('3004', 'Card refused', 422)),
      doneEvent('createReservation', {
        ...created,
        status: 'payment_pending',
        payment: {
          transactionId: 'pay_1',
          status: 'pre_3d_secure',
          challengeUrl: '/api/sandbox/3ds/a',
          failureCode: null,
        },
      }),
      { type: 'room.decremented', ...twin },
      { type: 'rooms.cleared' },
      { type: 'booking.started' },
      nothingOffered,
      questionOffered(true),
      { type: 'extras.submitted' },
      { type: 'extras.reopened' },
      ...(next ? [{ type: 'guest.changed', field: next, value: validGuest[next] }] : []),
      // The phone as people type it, once the form is filled: read into E.164 (or refused) before it is sent.
      // (Paying at the hotel only, and with nothing sent yet, to keep the paths few.)
      ...(!next &&
      s.matches({ EnteringGuestDetails: 'EnteringGuestForm' }) &&
      s.context.paymentMethod === 'on_site' &&
      s.context.failure === null
        ? [{ type: 'guest.changed', field: 'phone', value: '03 1234 5678' }]
        : []),
      doneEvent('readPhone', validGuest.phone),
      doneEvent('readPhone', null),
      { type: 'guest.submitted' },
      { type: 'rooms.reopened' },
      { type: 'booking.retried' },
      { type: 'guest.reopened' },
      { type: 'search.restarted' },
      doneEvent('generateIdempotencyKey', 'key-1'),
      doneEvent('createReservation', created),
      errorEvent('createReservation', failure('1004', 'Sold out', 409)),
      errorEvent('createReservation', failure('error02', 'Network failure')),
      errorEvent('createReservation', failure('1000', 'Invalid', 422)),
      ...(s.context.paymentMethod === 'credit_card'
        ? [errorEvent('createReservation', failure('3002', 'Payment failed', 402))]
        : []),
    ] as const;
  };
  const paths = listModelPaths(bookingMachine, { input, events: events as never, serializeState });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    // The paths run with the later steps' code loaded, so LoadingSteps is passed at once ("the
    // code of the later steps" below waits in it).
    expect(leafStateKeys(bookingMachine).filter((key) => !reached.has(key))).toEqual(['LoadingSteps']);
  });

  it('never submits without rooms or with an invalid form or card, never mixes payment methods, never holds a bank-only plan', () => {
    expect(paths.some((path) => path.target === 'Confirmed')).toBe(true);
    expect(paths.some((path) => path.target === 'AwaitingThreeDSecure')).toBe(true);
    for (const path of paths) {
      const { context } = path.snapshot;
      if (
        path.target.startsWith('Submitting') ||
        path.target === 'Confirmed' ||
        path.target === 'AwaitingThreeDSecure'
      ) {
        expect(context.selection.length, path.description).toBeGreaterThan(0);
        expect(validateGuestForm(context.guest), path.description).toEqual({});
        if (context.paymentMethod === 'credit_card')
          expect(isCardFormValid(context.card, cardContextOf(context)), path.description).toBe(true);
        const codes = new Set(context.selection.map((line) => line.roomPlanCode === cardOnly.roomPlanCode));
        expect(codes.size, path.description).toBe(1);
      }
      if (path.target === 'Submitting.SendingReservation' && context.paymentMethod === 'credit_card')
        expect(context.cardToken).toBe('tok-1');
      // Back on the card form after a decline: the next pay is a new attempt (no key, no token kept).
      if (path.target === 'EnteringPayment' && context.failure?.code === '3002')
        expect([context.idempotencyKey, context.cardToken], path.description).toEqual([null, null]);
      expect(quantityOfRoomType(context.selection, 'TWN')).toBeLessThanOrEqual(twin.roomCount);
      expect(quantityOfRoomType(context.selection, bankOnly.roomTypeCode), path.description).toBe(0);
      expect(quantityOfRoomType(context.selection, 'STE')).toBeLessThanOrEqual(suite.roomCount);
    }
  });

  it('replaying the paths (each end state after each kind of last step, and a sample) on a real actor reaches the same state and context', () => {
    const machine = bookingMachine.provide({
      actors: {
        generateIdempotencyKey: pendingActor<string, void>(),
        createReservation: pendingActor<CreatedReservation, CreateReservationRequest>(),
        tokenizeCard: pendingActor<string, TokenizeCardRequest>(),
        readPhone: pendingActor<string | null, { phone: string; country: string | null }>(),
      },
    });
    expect(paths.length).toBeGreaterThan(10);
    // Every end state reached by every kind of last step, plus one path in 40 in the traversal's order:
    // tens of thousands of paths share their prefixes, so this replays each transition of the chart
    // without replaying all of them (which took minutes on a loaded shared machine).
    const replayed = new Map<string, (typeof paths)[number]>();
    paths.forEach((path, index) => {
      const last = path.events.at(-1)?.type ?? 'start';
      const key = index % 40 === 0 ? `sample ${index}` : `${path.target} after ${last}`;
      if (!replayed.has(key)) replayed.set(key, path);
    });
    expect(new Set([...replayed.values()].map((path) => path.target))).toEqual(
      new Set(paths.map((path) => path.target)),
    );
    for (const path of replayed.values()) {
      const snapshot = replayPath(machine, input, path);
      expect(stateKey(snapshot.value), path.description).toBe(path.target);
      expect(serializeState(snapshot as Snap), path.description).toBe(serializeState(path.snapshot));
    }
  }, 120_000);
});

describe('booking chart: card payment step (SPEC.md section 4: guest detail 0, payment 1, confirmation 2)', () => {
  const challenged: CreatedReservation = {
    ...created,
    status: 'payment_pending',
    payment: {
      transactionId: 'pay_abc',
      status: 'pre_3d_secure',
      challengeUrl: '/api/sandbox/3ds/sbx',
      failureCode: null,
    },
  };
  const fillCard = (actor: ReturnType<typeof booking>['actor'], card: CardForm = validCard) => {
    for (const [field, value] of Object.entries(card))
      actor.send({ type: 'card.changed', field: field as CardField, value });
  };
  const toPayment = async (replies: Parameters<typeof booking>[0] = [created], plan: PlanOffer = cardOnly) => {
    const harness = booking(replies);
    harness.actor.send({ type: 'room.incremented', offer: plan });
    await startGuestForm(harness.actor);
    fillGuest(harness.actor);
    return harness;
  };

  it('offers the methods of the plan, defaults to the first, and goes to the payment step for a card', async () => {
    const { actor } = await toPayment();
    expect(selectPaymentMethods(actor.getSnapshot())).toEqual(['credit_card']);
    expect(actor.getSnapshot().context.paymentMethod).toBe('credit_card');
    actor.send({ type: 'guest.submitted' });
    expect(actor.getSnapshot().value).toBe('EnteringPayment');
    expect(selectBookingStep(actor.getSnapshot())).toBe(1);
  });

  it('pays at the hotel when the guest chooses it, in two steps; a method the plan lacks is refused', async () => {
    const { actor, sent } = await toPayment([created], twinBreakfast);
    expect(selectPaymentMethods(actor.getSnapshot())).toEqual(['on_site', 'credit_card']);
    expect(actor.getSnapshot().context.paymentMethod).toBe('on_site');
    actor.send({ type: 'payment.methodChosen', method: 'deferred_payment' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('on_site');
    actor.send({ type: 'guest.submitted' });
    const done = await waitFor(actor, (snap) => snap.matches('Confirmed'));
    expect(selectBookingStep(done)).toBe(1);
    expect(sent[0]!.reservation.paymentType).toBe('on_site');
    expect('cardToken' in sent[0]!.reservation).toBe(false);
  });

  it('refuses to start with plans whose payment methods differ', () => {
    const { actor } = booking();
    actor.send({ type: 'room.incremented', offer: twin });
    actor.send({ type: 'room.incremented', offer: cardOnly });
    expect(selectPaymentMethodsDiffer(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'booking.started' })).toBe(false);
  });

  it('keeps an invalid card in the form with codes and sends nothing', async () => {
    const { actor, sent, calls } = await toPayment();
    actor.send({ type: 'guest.submitted' });
    fillCard(actor, { ...validCard, number: '5555555555554444', securityCode: '12' });
    actor.send({ type: 'card.submitted' });
    expect(actor.getSnapshot().value).toBe('EnteringPayment');
    expect(selectCardErrors(actor.getSnapshot())).toEqual({
      brand: 'card_brand_mismatch',
      securityCode: 'security_code_invalid',
    });
    expect([sent.length, calls.tokenized.length]).toEqual([0, 0]);
  });

  it('reads the brand from the number; the guest may still choose another until the number changes', async () => {
    const { actor } = await toPayment();
    actor.send({ type: 'guest.submitted' });
    actor.send({ type: 'card.submitted' });
    expect(selectCardErrors(actor.getSnapshot()).brand).toBe('required');
    actor.send({ type: 'card.changed', field: 'number', value: '4111 1111 1111 1111' });
    expect(actor.getSnapshot().context.card.brand).toBe('visa');
    expect(selectCardErrors(actor.getSnapshot()).brand).toBeUndefined();
    actor.send({ type: 'card.changed', field: 'brand', value: 'jcb' });
    actor.send({ type: 'card.changed', field: 'holderName', value: 'MARY SMITH' });
    expect(actor.getSnapshot().context.card.brand).toBe('jcb');
    actor.send({ type: 'card.changed', field: 'number', value: '3782 822463 10005' });
    expect(actor.getSnapshot().context.card.brand).toBe('amex');
    // A number no brand is recognised in leaves the choice alone.
    actor.send({ type: 'card.changed', field: 'number', value: '9' });
    expect(actor.getSnapshot().context.card.brand).toBe('amex');
  });

  it('tokenizes the card, sends only the token and goes to the 3-D Secure pending page', async () => {
    const { actor, sent, calls } = await toPayment([challenged]);
    actor.send({ type: 'guest.submitted' });
    fillCard(actor);
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (snap) => snap.matches('AwaitingThreeDSecure'));
    expect(calls.tokenized).toHaveLength(1);
    expect(sent[0]!.reservation).toMatchObject({ paymentType: 'credit_card', cardToken: 'tok-1' });
    expect(JSON.stringify(sent[0])).not.toContain('4111111111111111');
    expect(calls.threeDSecure).toEqual(['pay_abc']);
  });

  it('a card the provider refuses comes back to the payment step with its code; changing the card clears it', async () => {
    const { actor, sent } = await toPayment();
    actor.send({ type: 'guest.submitted' });
    fillCard(actor, { ...validCard, holderName: 'REFUSED' });
    actor.send({ type: 'card.submitted' });
    const back = await waitFor(actor, (snap) => snap.matches('EnteringPayment') && snap.context.failure !== null);
    expect(selectCardDecline(back)?.code).toBe('3004');
    expect(sent).toHaveLength(0);
    actor.send({ type: 'card.changed', field: 'holderName', value: 'MARY SMITH' });
    expect(selectCardDecline(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (snap) => snap.matches('Confirmed'));
    expect(sent[0]!.reservation.cardToken).toBe('tok-2');
  });

  it('a retry after a network failure keeps both the key and the card token: one token, one key', async () => {
    const { actor, sent, calls } = await toPayment([failure('error02', 'Network failure'), created]);
    actor.send({ type: 'guest.submitted' });
    fillCard(actor);
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (snap) => snap.matches('Failed'));
    actor.send({ type: 'booking.retried' });
    await waitFor(actor, (snap) => snap.matches('Confirmed'));
    expect(calls.tokenized).toHaveLength(1);
    expect(sent.map((r) => [r.idempotencyKey, r.reservation.cardToken])).toEqual([
      ['key-1', 'tok-1'],
      ['key-1', 'tok-1'],
    ]);
  });

  it('a declined card keeps the guest on the card form with the reason; paying again is a new attempt with a new token', async () => {
    const { actor, calls, sent } = await toPayment([failure('3002', 'Payment failed', 402), created]);
    actor.send({ type: 'guest.submitted' });
    fillCard(actor);
    actor.send({ type: 'card.submitted' });
    const declined = await waitFor(actor, (snap) => snap.matches('EnteringPayment') && snap.context.failure !== null);
    expect(calls.failPage).toEqual([]);
    expect(selectCardDecline(declined)?.code).toBe('3002');
    expect(selectBookingProblem(declined)).toBeNull();
    // The selection and the guest stay; the declined card's number, expiry and code are typed anew, its holder stays.
    expect(declined.context.selection).toHaveLength(1);
    expect(declined.context.guest).toEqual(actor.getSnapshot().context.guest);
    expect(declined.context.guest.email).toBe(validGuest.email);
    expect(declined.context.card).toMatchObject({
      number: '',
      securityCode: '',
      expiryMonth: '',
      expiryYear: '',
      holderName: validCard.holderName,
    });
    expect([declined.context.idempotencyKey, declined.context.cardToken]).toEqual([null, null]);

    fillCard(actor, { ...validCard, number: '5555555555554444', brand: 'master' });
    expect(selectCardDecline(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (snap) => snap.matches('Confirmed'));
    expect(sent.map((r) => [r.idempotencyKey, r.reservation.cardToken])).toEqual([
      ['key-1', 'tok-1'],
      ['key-2', 'tok-2'],
    ]);
    expect(calls.tokenized.map((card) => card.number)).toEqual([validCard.number, '5555555555554444']);
  });

  it('a refusal that is not a card decline still ends on the failure page', async () => {
    const { actor, calls } = await toPayment([failure('1000', 'Invalid', 422)]);
    actor.send({ type: 'guest.submitted' });
    fillCard(actor);
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (snap) => snap.matches('Rejected'));
    expect(calls.failPage).toEqual(['1000']);
  });
});
