import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine, usesSavedCard } from './machine';
import type { BookingInput, CreatedReservation, CreateReservationRequest, TokenizeCardRequest } from './context';
import type { GuestField, GuestForm } from './guest-form';
import type { PlanOffer } from './selected-rooms';
import type { CardField, CardForm } from '../payment/card-form';
import { validateKoreanCard, type SavedCardOption } from './card-choice';
import {
  selectAsksKoreanCardCheck,
  selectCanSaveCard,
  selectChosenSavedCardId,
  selectEntersNewCard,
  selectKoreanCardErrors,
  selectSavedCards,
} from './card-choice-selectors';
import { failure } from '../failure';
import { doneEvent, leafStateKeys, listModelPaths, pendingActor, replayPath, stateKey } from '../model-paths';
import { nothingOffered, startGuestForm } from './booking-test-steps';
import { loadLaterSteps } from './later-steps-loader';

// The code of the steps past the room choice (machines/booking/later-steps-loader.ts) is loaded before
// the chart is created, so it passes its LoadingSteps state at once; the generated paths run it too.
await loadLaterSteps();

// The payment step's saved cards and Korean domestic card check: charts with injected actors.

const input: BookingInput = {
  hotelCode: 'demo-seoul',
  criteria: { checkin: '2030-04-10', checkout: '2030-04-12', adults: 2, children: 0 },
  locale: 'en',
};
const offer = (paymentMethods: string[]): PlanOffer => ({
  roomTypeCode: 'SE-STD-DOUBLE',
  roomPlanCode: 'SE-STD-DOUBLE-KRW',
  roomCount: 5,
  roomPrice: 300000,
  roomTax: 27272,
  currency: 'KRW',
  paymentMethods,
});
const krwPlan = offer(['credit_card_krw_domestic', 'credit_card_krw_international']);
const depositPlan = offer(['credit_card_full', 'credit_card_deposit', 'bank_transfer']);
const guest: GuestForm = {
  firstName: 'Minji',
  lastName: 'Kim',
  email: 'minji@example.com',
  emailConfirmation: 'minji@example.com',
  phone: '+82212345678',
  specialRequest: '',
  termsAccepted: true,
};
const card: CardForm = {
  number: '4111111111111111',
  holderName: 'MINJI KIM',
  expiryMonth: '12',
  expiryYear: '2031',
  securityCode: '123',
  brand: 'visa',
};
const savedVisa: SavedCardOption = {
  cardId: 'card_abcdefgh1',
  brand: 'visa',
  last4: '1111',
  expiryMonth: 12,
  expiryYear: 2031,
};
const created: CreatedReservation = {
  confirmationNumber: 'R123',
  status: 'done',
  bypassToken: 'tok',
  checkinDate: '2030-04-10',
  checkoutDate: '2030-04-12',
  totalPrice: 600000,
  currency: 'KRW',
  payment: null,
};

function booking(savedCards: SavedCardOption[] | 'guest') {
  const sent: CreateReservationRequest[] = [];
  const tokenized: TokenizeCardRequest[] = [];
  const machine = bookingMachine.provide({
    actors: {
      generateIdempotencyKey: fromPromise(async () => `key-${sent.length + 1}`),
      createReservation: fromPromise<CreatedReservation, CreateReservationRequest>(async ({ input: request }) => {
        sent.push(request);
        return created;
      }),
      tokenizeCard: fromPromise<string, TokenizeCardRequest>(async ({ input: request }) => {
        tokenized.push(request);
        return `tok-${tokenized.length}`;
      }),
      loadSavedCards: fromPromise<SavedCardOption[] | null, { hotelCode: string; memberAtHotel: boolean }>(async () => {
        if (savedCards === 'guest') throw failure('1400', 'Sign-in required', 401);
        return savedCards;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, sent, tokenized };
}
type Actor = ReturnType<typeof booking>['actor'];
const toPayment = async (actor: Actor, plan: PlanOffer, method?: string) => {
  actor.send({ type: 'room.incremented', offer: plan });
  await startGuestForm(actor);
  for (const [field, value] of Object.entries(guest))
    actor.send({ type: 'guest.changed', field: field as GuestField, value });
  if (method) actor.send({ type: 'payment.methodChosen', method });
  actor.send({ type: 'guest.submitted' });
  return waitFor(actor, (s) => s.matches('EnteringPayment'));
};
const fillCard = (actor: Actor) => {
  for (const [field, value] of Object.entries(card))
    actor.send({ type: 'card.changed', field: field as CardField, value });
};

describe('Korean domestic card check (SPEC.md sections 3 and 5)', () => {
  it('needs a real birth date before check-in and exactly two PIN digits', () => {
    expect(validateKoreanCard({ birthDate: '1990-04-01', pinPrefix: '12' }, '2030-04-10')).toEqual({});
    expect(validateKoreanCard({ birthDate: '', pinPrefix: '1' }, '2030-04-10')).toEqual({
      birthDate: 'birth_date_invalid',
      pinPrefix: 'pin_prefix_invalid',
    });
    expect(validateKoreanCard({ birthDate: '1990-02-30', pinPrefix: '123' }, '2030-04-10')).toEqual({
      birthDate: 'birth_date_invalid',
      pinPrefix: 'pin_prefix_invalid',
    });
    expect(validateKoreanCard({ birthDate: '2031-01-01', pinPrefix: 'ab' }, '2030-04-10')).toEqual({
      birthDate: 'birth_date_invalid',
      pinPrefix: 'pin_prefix_invalid',
    });
  });
});

describe('payment step: saved cards and Korean cards', () => {
  it('a member pays with a saved card: no card form, no tokenization, the saved card id is sent once', async () => {
    const { actor, sent, tokenized } = booking([savedVisa]);
    await toPayment(actor, depositPlan, 'credit_card_deposit');
    const loaded = await waitFor(actor, (s) => s.context.savedCardsLoaded);
    expect(selectSavedCards(loaded)).toEqual([savedVisa]);
    actor.send({ type: 'card.savedChosen', cardId: 'card_unknown00' });
    expect(selectChosenSavedCardId(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'card.savedChosen', cardId: savedVisa.cardId });
    expect(selectEntersNewCard(actor.getSnapshot())).toBe(false);
    expect(selectCanSaveCard(actor.getSnapshot())).toBe(false);
    // Double click: the second submit finds the chart busy and is ignored.
    actor.send({ type: 'card.submitted' });
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (s) => s.matches('Confirmed'));
    expect(tokenized).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.reservation).toMatchObject({ paymentType: 'credit_card_deposit', savedCardId: savedVisa.cardId });
    expect(sent[0]!.reservation.cardToken).toBeUndefined();
    expect(sent[0]!.reservation.saveCard).toBeUndefined();
  });

  it('a member may enter a new card and ask to save it', async () => {
    const { actor, sent, tokenized } = booking([]);
    await toPayment(actor, depositPlan, 'credit_card_full');
    await waitFor(actor, (s) => s.context.savedCardsLoaded);
    expect(selectCanSaveCard(actor.getSnapshot())).toBe(true);
    fillCard(actor);
    actor.send({ type: 'card.saveToggled', save: true });
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (s) => s.matches('Confirmed'));
    expect(tokenized).toEqual([{ provider: null, card, korean: null }]);
    expect(sent[0]!.reservation).toMatchObject({ paymentType: 'credit_card_full', cardToken: 'tok-1', saveCard: true });
  });

  it('a guest sees no saved cards and cannot save one', async () => {
    const { actor, sent } = booking('guest');
    await toPayment(actor, depositPlan, 'credit_card_full');
    const s = await waitFor(actor, (snap) => snap.context.savedCards.length === 0 && !snap.context.savedCardsLoaded);
    expect(selectCanSaveCard(s)).toBe(false);
    fillCard(actor);
    actor.send({ type: 'card.saveToggled', save: true });
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (snap) => snap.matches('Confirmed'));
    expect(sent[0]!.reservation.saveCard).toBeUndefined();
  });

  it('a Korean domestic card asks birth date and PIN digits, sends them to the provider only, and never uses a saved card', async () => {
    const { actor, sent, tokenized } = booking([savedVisa]);
    await toPayment(actor, krwPlan, 'credit_card_krw_domestic');
    await waitFor(actor, (s) => s.context.savedCardsLoaded);
    expect(selectAsksKoreanCardCheck(actor.getSnapshot())).toBe(true);
    expect(selectSavedCards(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'card.savedChosen', cardId: savedVisa.cardId });
    expect(usesSavedCard(actor.getSnapshot().context)).toBe(false);
    fillCard(actor);
    actor.send({ type: 'card.submitted' });
    expect(selectKoreanCardErrors(actor.getSnapshot())).toEqual({
      birthDate: 'birth_date_invalid',
      pinPrefix: 'pin_prefix_invalid',
    });
    expect(actor.getSnapshot().value).toBe('EnteringPayment');
    actor.send({ type: 'card.koreanChanged', field: 'birthDate', value: '1990-04-01' });
    actor.send({ type: 'card.koreanChanged', field: 'pinPrefix', value: '12' });
    expect(selectKoreanCardErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'card.submitted' });
    await waitFor(actor, (s) => s.matches('Confirmed'));
    expect(tokenized).toEqual([{ provider: null, card, korean: { birthDate: '1990-04-01', pinPrefix: '12' } }]);
    expect(JSON.stringify(sent)).not.toContain('1990-04-01');
    expect(sent[0]!.reservation).toMatchObject({ paymentType: 'credit_card_krw_domestic', cardToken: 'tok-1' });
  });
});

describe('payment step paths generated from the chart (xstate/graph)', () => {
  const events = [
    { type: 'room.incremented', offer: krwPlan },
    { type: 'booking.started' },
    nothingOffered,
    ...Object.entries(guest).map(([field, value]) => ({ type: 'guest.changed', field, value })),
    { type: 'payment.methodChosen', method: 'credit_card_krw_domestic' },
    { type: 'payment.methodChosen', method: 'credit_card_krw_international' },
    { type: 'guest.submitted' },
    doneEvent('loadSavedCards', [savedVisa]),
    { type: 'card.savedChosen', cardId: savedVisa.cardId },
    { type: 'card.savedChosen', cardId: null },
    { type: 'card.saveToggled', save: true },
    { type: 'card.koreanChanged', field: 'birthDate', value: '1990-04-01' },
    { type: 'card.koreanChanged', field: 'pinPrefix', value: '12' },
    ...Object.entries(card).map(([field, value]) => ({ type: 'card.changed', field, value })),
    { type: 'card.submitted' },
  ];
  const digest = (s: ReturnType<Actor['getSnapshot']>) =>
    JSON.stringify([
      s.value,
      s.context.selection.length,
      s.context.paymentMethod,
      usesSavedCard(s.context),
      s.context.saveCard,
      s.context.savedCardsLoaded,
      Object.values(s.context.guest).filter((v) => v !== '' && v !== false).length,
      s.context.koreanCard,
      Object.values(s.context.card).filter(Boolean).length,
    ]);
  const paths = listModelPaths(bookingMachine, { input, events: events as never, serializeState: digest as never });
  const machine = bookingMachine.provide({
    actors: {
      generateIdempotencyKey: pendingActor<string, void>(),
      createReservation: pendingActor<CreatedReservation, CreateReservationRequest>(),
      tokenizeCard: pendingActor<string, TokenizeCardRequest>(),
      loadSavedCards: pendingActor<SavedCardOption[] | null, { hotelCode: string; memberAtHotel: boolean }>(),
    },
  });

  it('reaches the payment step and submitting with a saved card and with a new Korean card', () => {
    const targets = new Set(paths.map((path) => path.target));
    expect(targets.has('EnteringPayment')).toBe(true);
    expect([...targets].some((t) => t.startsWith('Submitting'))).toBe(true);
    expect(leafStateKeys(bookingMachine).length).toBeGreaterThan(0);
  });

  it('never submits a domestic card with a saved card or without the issuer check, and replays on a real actor', () => {
    for (const path of paths) {
      const { context } = path.snapshot;
      if (path.target.startsWith('Submitting')) {
        if (context.paymentMethod === 'credit_card_krw_domestic') {
          expect(usesSavedCard(context), path.description).toBe(false);
          expect(validateKoreanCard(context.koreanCard, input.criteria.checkin), path.description).toEqual({});
        }
      }
      expect(stateKey(replayPath(machine, input, path).value), path.description).toBe(path.target);
    }
  });
});
