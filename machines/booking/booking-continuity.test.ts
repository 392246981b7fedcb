import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from './machine';
import type { BookingInput, CreatedReservation, CreateReservationRequest } from './context';
import type { GuestForm } from './guest-form';
import type { PlanOffer } from './selected-rooms';
import {
  BOOKING_DRAFT_LIFETIME_MS,
  bookingDraftKey,
  markDraftDeclined,
  parseBookingDraft,
  saveBookingDraft,
  type BookingDraft,
  type BookingDraftFields,
  type DraftStorage,
} from './booking-draft';
import { selectCardDecline, selectGuestErrors, selectGuestForm } from './selectors';
import { selectKanaNamesMode, selectNamesLetters } from './step-selectors';
import { nothingOffered, startGuestForm } from './booking-test-steps';
import { failure } from '../failure';
import { loadLaterSteps } from './later-steps-loader';

// The code of the steps past the room choice comes with them (./later-steps-loader.ts); the chart
// here is created with it there, so it passes its LoadingSteps state at once.
await loadLaterSteps();

const input: BookingInput = {
  hotelCode: 'demo-kyoto',
  criteria: { checkin: '2030-04-10', checkout: '2030-04-12', adults: 2, children: 0 },
  locale: 'en',
};
const offer = (roomPlanCode: string, paymentMethods: string[]): PlanOffer => ({
  roomTypeCode: 'TWN',
  roomPlanCode,
  roomCount: 3,
  roomPrice: 20000,
  roomTax: 1818,
  currency: 'JPY',
  paymentMethods,
});
const payAtHotel = offer('TWN-RO', ['on_site']);
const cardOnly = offer('TWN-NR', ['credit_card']);
const typed: GuestForm = {
  firstName: 'Hanako',
  lastName: 'Sato',
  email: 'hanako@example.com',
  emailConfirmation: 'hanako@example.com',
  phone: '+81 75-123-4567',
  specialRequest: 'A quiet room',
  termsAccepted: true,
};

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A booking chart whose saved drafts and shown steps are recorded. */
function chart(bookingInput: BookingInput = input) {
  const saved: BookingDraftFields[] = [];
  const steps: string[] = [];
  const machine = bookingMachine.provide({
    actions: {
      keepDraft: (_, fields) => void (fields && saved.push(structuredClone(fields))),
      showStep: (_, params) => void steps.push(params.step),
    },
  });
  return { actor: createActor(machine, { input: bookingInput }).start(), saved, steps };
}

const draftOf = (fields: BookingDraftFields, extra: Partial<BookingDraft> = {}): BookingDraft => ({
  ...fields,
  savedAt: 1_000,
  query: '?code=demo-kyoto',
  failure: null,
  ...extra,
});

describe('a booking in progress is saved and resumed (reload, Back, 3-D Secure)', () => {
  it('saves the rooms, the step and the details as typed, never the card number, expiry or code', async () => {
    const { actor, saved } = chart();
    actor.send({ type: 'room.incremented', offer: cardOnly });
    expect(saved.at(-1)).toMatchObject({ step: 'rooms', selection: [{ roomPlanCode: 'TWN-NR', quantity: 1 }] });
    await startGuestForm(actor);
    for (const [field, value] of Object.entries(typed))
      actor.send({ type: 'guest.changed', field: field as keyof GuestForm, value });
    expect(saved.at(-1)).toMatchObject({ step: 'guest', guest: typed, paymentMethod: 'credit_card' });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (s) => s.matches('EnteringPayment'));
    expect(saved.at(-1)?.step).toBe('payment');
    actor.send({ type: 'card.changed', field: 'number', value: '4111111111111111' });
    actor.send({ type: 'card.changed', field: 'securityCode', value: '123' });
    actor.send({ type: 'card.changed', field: 'holderName', value: 'HANAKO SATO' });
    expect(saved.at(-1)?.holderName).toBe('HANAKO SATO');
    const everything = JSON.stringify(saved);
    expect(everything).not.toContain('4111111111111111');
    expect(everything).not.toContain('"securityCode"');
    expect(everything).not.toContain('"number"');
  });

  it('a reload of the guest step returns to the guest form with the rooms and everything typed', async () => {
    const first = chart();
    first.actor.send({ type: 'room.incremented', offer: payAtHotel });
    await startGuestForm(first.actor);
    first.actor.send({ type: 'guest.changed', field: 'lastName', value: 'Sato' });
    first.actor.send({ type: 'guest.changed', field: 'specialRequest', value: 'A quiet room' });
    const draft = draftOf(first.saved.at(-1)!);

    const { actor } = chart({ ...input, draft });
    await waitFor(actor, (s) => s.matches({ EnteringGuestDetails: 'EnteringGuestForm' }));
    expect(actor.getSnapshot().context.selection).toEqual(first.actor.getSnapshot().context.selection);
    expect(selectGuestForm(actor.getSnapshot())).toMatchObject({ lastName: 'Sato', specialRequest: 'A quiet room' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('on_site');
  });

  it('a 3-D Secure decline saved with the booking reopens its card form with the reason, the details kept', async () => {
    const storage = memoryStorage();
    const first = chart();
    first.actor.send({ type: 'room.incremented', offer: cardOnly });
    await startGuestForm(first.actor);
    for (const [field, value] of Object.entries({ ...typed, phone: '+81751234567' }))
      first.actor.send({ type: 'guest.changed', field: field as keyof GuestForm, value });
    first.actor.send({ type: 'guest.submitted' });
    await waitFor(first.actor, (s) => s.matches('EnteringPayment'));
    saveBookingDraft(storage, first.saved.at(-1)!, { now: 5_000, query: '?code=demo-kyoto&checkin=2030-04-10' });
    const declined = markDraftDeclined(storage, 'demo-kyoto', 6_000, failure('3008', 'Payment failed'));
    expect(declined?.query).toBe('?code=demo-kyoto&checkin=2030-04-10');

    const { actor } = chart({
      ...input,
      draft: parseBookingDraft(storage.getItem(bookingDraftKey('demo-kyoto')), 'demo-kyoto', 7_000),
    });
    expect(actor.getSnapshot().matches('EnteringPayment')).toBe(true);
    expect(selectCardDecline(actor.getSnapshot())?.code).toBe('3008');
    expect(selectGuestForm(actor.getSnapshot())).toMatchObject({ lastName: 'Sato', email: 'hanako@example.com' });
    // The next pay is a new attempt.
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
  });

  it('a draft of another search, another language, or older than 10 minutes is not resumed', async () => {
    const first = chart();
    first.actor.send({ type: 'room.incremented', offer: payAtHotel });
    await startGuestForm(first.actor);
    const draft = draftOf(first.saved.at(-1)!);
    for (const other of [
      { ...input, criteria: { ...input.criteria, adults: 1 }, draft },
      { ...input, locale: 'ja', draft },
      { ...input, hotelCode: 'demo-seoul', draft },
    ]) {
      const { actor } = chart(other);
      expect(actor.getSnapshot().value).toBe('SelectingRooms');
      expect(actor.getSnapshot().context.selection).toEqual([]);
    }
    const storage = memoryStorage();
    saveBookingDraft(storage, first.saved.at(-1)!, { now: 0, query: '' });
    const raw = storage.getItem(bookingDraftKey('demo-kyoto'));
    expect(parseBookingDraft(raw, 'demo-kyoto', BOOKING_DRAFT_LIFETIME_MS)).not.toBeNull();
    expect(parseBookingDraft(raw, 'demo-kyoto', BOOKING_DRAFT_LIFETIME_MS + 1)).toBeNull();
    expect(parseBookingDraft(raw, 'demo-seoul', 0)).toBeNull();
    expect(parseBookingDraft('{not json', 'demo-kyoto', 0)).toBeNull();
  });

  it('the search finding the same stay again keeps the resumed rooms; another stay clears them', async () => {
    const first = chart();
    first.actor.send({ type: 'room.incremented', offer: payAtHotel });
    await startGuestForm(first.actor);
    const { actor } = chart({ ...input, draft: draftOf(first.saved.at(-1)!) });
    await waitFor(actor, (s) => s.matches({ EnteringGuestDetails: 'EnteringGuestForm' }));
    actor.send({ type: 'criteria.updated', criteria: { ...input.criteria } });
    expect(actor.getSnapshot().matches({ EnteringGuestDetails: 'EnteringGuestForm' })).toBe(true);
    actor.send({ type: 'criteria.updated', criteria: { ...input.criteria, adults: 3 } });
    expect(actor.getSnapshot().value).toBe('SelectingRooms');
    expect(actor.getSnapshot().context.selection).toEqual([]);
  });

  it('each step is shown with its own history entry; Back and Forward move the chart between them', async () => {
    const { actor, steps } = chart();
    actor.send({ type: 'room.incremented', offer: cardOnly });
    await startGuestForm(actor);
    for (const [field, value] of Object.entries({ ...typed, phone: '+81751234567' }))
      actor.send({ type: 'guest.changed', field: field as keyof GuestForm, value });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (s) => s.matches('EnteringPayment'));
    expect(steps).toEqual(['guest', 'payment']);
    actor.send({ type: 'step.shown', step: 'guest' });
    expect(actor.getSnapshot().matches({ EnteringGuestDetails: 'EnteringGuestForm' })).toBe(true);
    expect(selectGuestForm(actor.getSnapshot()).lastName).toBe('Sato');
    // No extras offered: there is no extras step to go back to.
    actor.send({ type: 'step.shown', step: 'extras' });
    expect(actor.getSnapshot().matches({ EnteringGuestDetails: 'EnteringGuestForm' })).toBe(true);
    actor.send({ type: 'step.shown', step: 'payment' });
    expect(actor.getSnapshot().matches('EnteringPayment')).toBe(true);
    // Forward to the card form needs the details it was left with.
    actor.send({ type: 'step.shown', step: 'guest' });
    actor.send({ type: 'guest.changed', field: 'email', value: 'not-an-email' });
    actor.send({ type: 'step.shown', step: 'payment' });
    expect(actor.getSnapshot().matches({ EnteringGuestDetails: 'EnteringGuestForm' })).toBe(true);
  });

  it("the sign-in chart's member reaches the chart through its own watcher and fills the empty fields", async () => {
    const machine = bookingMachine.provide({
      actors: {
        watchMember: fromCallback<{ type: 'never' }>(({ sendBack }) => {
          sendBack({
            type: 'member.changed',
            member: { firstName: 'Taro', lastName: 'Yamada', email: 'taro@example.com' },
          });
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'room.incremented', offer: payAtHotel });
    await startGuestForm(actor);
    expect(selectGuestForm(actor.getSnapshot())).toMatchObject({
      firstName: 'Taro',
      lastName: 'Yamada',
      email: 'taro@example.com',
    });
  });
});

describe('a language switch on the guest details', () => {
  const kanjiHotel = { kanjiNameRequired: true, customerAddressRequired: false, kanaNameMode: 'do_not_ask' as const };

  it('keeps the booking, checks the names by the new language at once and saves the draft in it', async () => {
    const { actor, saved } = chart({ ...input, locale: 'ja', nameSettings: kanjiHotel });
    actor.send({ type: 'room.incremented', offer: payAtHotel });
    await startGuestForm(actor);
    for (const [field, value] of Object.entries({ ...typed, lastName: '佐藤', firstName: '花子' }))
      actor.send({ type: 'guest.changed', field: field as keyof GuestForm, value });
    actor.send({ type: 'guest.submitted' });
    // In Japanese at a kanji-name hotel the kana reading is asked.
    expect(selectGuestErrors(actor.getSnapshot())).toEqual({ lastNameKana: 'required', firstNameKana: 'required' });
    expect(selectKanaNamesMode(actor.getSnapshot())).toBe('required');

    actor.send({ type: 'locale.changed', locale: 'en' });
    const snapshot = actor.getSnapshot();
    // In English no kana is asked, and kanji are no English letters: said at once, nothing typed is lost.
    expect(snapshot.context.locale).toBe('en');
    expect(selectKanaNamesMode(snapshot)).toBe('do_not_ask');
    expect(selectNamesLetters(snapshot)).toBe('roman');
    expect(selectGuestErrors(snapshot)).toEqual({ lastName: 'name_not_roman', firstName: 'name_not_roman' });
    expect(selectGuestForm(snapshot)).toMatchObject({ lastName: '佐藤', email: 'hanako@example.com' });
    expect(snapshot.context.selection).toHaveLength(1);
    expect(saved.at(-1)).toMatchObject({ step: 'guest', locale: 'en' });

    // Back in Japanese the names are fine again, and the reading is asked again.
    actor.send({ type: 'locale.changed', locale: 'ja' });
    expect(selectGuestErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'guest.submitted' });
    expect(selectGuestErrors(actor.getSnapshot())).toEqual({ lastNameKana: 'required', firstNameKana: 'required' });
  });

  it('books in the language chosen last', async () => {
    const sent: CreateReservationRequest[] = [];
    const machine = bookingMachine.provide({
      actors: {
        generateIdempotencyKey: fromPromise(async () => 'key-1'),
        createReservation: fromPromise<CreatedReservation, CreateReservationRequest>(async ({ input: request }) => {
          sent.push(request);
          return new Promise<CreatedReservation>(() => {});
        }),
      },
    });
    const actor = createActor(machine, { input: { ...input, locale: 'en' } }).start();
    actor.send({ type: 'room.incremented', offer: payAtHotel });
    await startGuestForm(actor);
    actor.send(nothingOffered);
    for (const [field, value] of Object.entries({ ...typed, lastName: '김', firstName: '민준', phone: '+8221234567' }))
      actor.send({ type: 'guest.changed', field: field as keyof GuestForm, value });
    actor.send({ type: 'locale.changed', locale: 'ko' });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, () => sent.length === 1);
    expect(sent[0]!.reservation).toMatchObject({ locale: 'ko', guest: { lastName: '김', firstName: '민준' } });
  });
});
