import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { bookingMachine } from '../machine';
import type { BookingInput, CreatedReservation, CreateReservationRequest } from '../context';
import type { PlanOffer } from '../selected-rooms';
import { failure } from '../../failure';
import { doneEvent, errorEvent, leafStateKeys, listModelPaths, pendingActor, replayPath } from '../../model-paths';
import {
  extrasQuestionsMachine,
  type ExtrasQuestionsInput,
  type LoadedOffer,
  type LoadOfferRequest,
  type UploadedAttachment,
  type UploadRequest,
} from './machine';
import {
  additionsInput,
  clampQuantity,
  emptyDraft,
  validateAnswers,
  type AskedQuestion,
  type ExtrasDraft,
  type OfferedExtra,
} from './offer';
import { selectAnswerErrors, selectPickedDates, selectQuantity } from './selectors';
import { selectExtrasSummaryLines } from './booking-selectors';
import { selectBookingStep, selectGuestDetailScreen } from '../selectors';
import { loadLaterSteps } from '../later-steps-loader';

// The booking chart invokes this chart from the code of its later steps (../later-steps-loader.ts),
// loaded before the booking chart is created here.
await loadLaterSteps();

const champagne: OfferedExtra = {
  id: 1,
  code: 'CHAMPAGNE',
  name: 'Welcome champagne',
  description: '',
  extraType: 'generic',
  price: 5500,
  priceWithoutTax: 5000,
  minQuantity: 1,
  maxQuantity: 3,
  purchaseLimit: 3,
  bookingAvailableDates: [],
  pricesByDate: [],
  orderDeadline: '2030-04-09T09:00:00Z',
  inventory: 2,
};
const dinner: OfferedExtra = {
  id: 2,
  code: 'DINNER',
  name: 'Kaiseki dinner',
  description: '',
  extraType: 'dated',
  price: 12000,
  priceWithoutTax: 10909,
  minQuantity: 2,
  maxQuantity: 8,
  purchaseLimit: 10,
  bookingAvailableDates: ['2030-04-10', '2030-04-11'],
  pricesByDate: [
    { date: '2030-04-10', price: 12000, priceWithoutTax: 10909 },
    { date: '2030-04-11', price: 15000, priceWithoutTax: 13636 },
  ],
  orderDeadline: '2030-04-08T03:00:00Z',
  inventory: null,
};
const question = (
  id: number,
  answerType: AskedQuestion['answerType'],
  required = false,
  options: string[] = [],
): AskedQuestion => ({
  id,
  questionType: 'free',
  answerType,
  title: `Q${id}`,
  description: '',
  required,
  options: options.map((value) => ({ value, label: value.toUpperCase() })),
});
const arrival = question(10, 'single_option', true, ['early', 'late']);
const allergies = question(11, 'text');
const occasion = question(12, 'multiple_options', false, ['birthday', 'anniversary']);
const flight = question(13, 'date');
const passport = question(14, 'file');
const notice = question(15, 'none');
const offer: LoadedOffer = {
  extras: [champagne, dinner],
  questions: [arrival, allergies, occasion, flight, passport, notice],
};
const draftOf = (change: Partial<ExtrasDraft> = {}): ExtrasDraft => ({
  ...emptyDraft,
  extras: offer.extras,
  questions: offer.questions,
  ...change,
});
const image = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('extras and answers rules (SPEC.md sections 3 and 5)', () => {
  it('keeps quantities within min and max, the purchase limit and the units left', () => {
    const draft = draftOf();
    expect(clampQuantity(draft, 1, null, 5)).toBe(2); // two left
    expect(clampQuantity(draft, 1, null, -1)).toBe(0);
    expect(clampQuantity(draft, 2, '2030-04-10', 1)).toBe(2); // below the minimum: the minimum
    expect(clampQuantity(draft, 2, '2030-04-10', 9)).toBe(8);
    const some = draftOf({ quantities: { '2@2030-04-10': 8 } });
    expect(clampQuantity(some, 2, '2030-04-11', 8)).toBe(2); // 10 per reservation
    expect(clampQuantity(draftOf({ quantities: { '2@2030-04-10': 9 } }), 2, '2030-04-11', 5)).toBe(0); // not even the minimum fits
    expect(clampQuantity(draft, 99, null, 1)).toBe(0);
  });

  it('checks required answers, 255 characters, dates and uploads', () => {
    expect(validateAnswers(draftOf())).toEqual({ 10: 'required' });
    const answered = draftOf({
      answers: {
        10: { text: '', options: ['late'], files: [] },
        11: { text: 'x'.repeat(256), options: [], files: [] },
        13: { text: '2030-02-30', options: [], files: [] },
        14: {
          text: '',
          options: [],
          files: [
            {
              localId: 'f1',
              file: image('a.png'),
              fileName: 'a.png',
              status: 'pending',
              attachmentId: null,
              failureCode: null,
            },
          ],
        },
      },
    });
    expect(validateAnswers(answered)).toEqual({ 11: 'tooLong', 13: 'badDate', 14: 'uploadPending' });
  });

  it('builds the createReservation fields: extras with the total shown, non-empty answers, uploaded files only', () => {
    const draft = draftOf({
      quantities: { '1': 1, '2@2030-04-10': 2 },
      answers: {
        10: { text: '', options: ['early'], files: [] },
        11: { text: '  Peanuts ', options: [], files: [] },
        12: { text: '', options: [], files: [] },
        14: {
          text: '',
          options: [],
          files: [
            {
              localId: 'f1',
              file: image('a.png'),
              fileName: 'a.png',
              status: 'uploaded',
              attachmentId: 'att-1',
              failureCode: null,
            },
            {
              localId: 'f2',
              file: image('b.png'),
              fileName: 'b.png',
              status: 'failed',
              attachmentId: null,
              failureCode: '1251',
            },
          ],
        },
      },
    });
    expect(additionsInput(draft)).toEqual({
      extras: [
        { extraId: 1, quantity: 1 },
        { extraId: 2, quantity: 2, date: '2030-04-10' },
      ],
      answers: [
        { questionId: 10, options: ['early'] },
        { questionId: 11, answer: 'Peanuts' },
        { questionId: 14, attachmentIds: ['att-1'] },
      ],
    });
    expect(additionsInput(null)).toEqual({});
    expect(additionsInput(draftOf())).toEqual({});
  });
});

const stepInput: ExtrasQuestionsInput = {
  hotelCode: 'demo-kyoto',
  checkin: '2030-04-10',
  checkout: '2030-04-12',
  roomPlanCodes: ['TWN-RO'],
  labelFilters: ['all_users'],
  previous: null,
  failure: null,
};

function step(
  options: {
    load?: () => Promise<LoadedOffer>;
    upload?: (input: UploadRequest) => Promise<UploadedAttachment>;
    input?: Partial<ExtrasQuestionsInput>;
  } = {},
) {
  const reports: { ready: boolean; draft: ExtrasDraft }[] = [];
  const uploads: string[] = [];
  const machine = extrasQuestionsMachine.provide({
    actors: {
      loadOffer: fromPromise<LoadedOffer, LoadOfferRequest>(options.load ?? (async () => offer)),
      uploadAttachment: fromPromise<UploadedAttachment, UploadRequest>(async ({ input }) => {
        uploads.push(input.file.name);
        return options.upload ? options.upload(input) : { id: `att-${input.file.name}`, fileName: input.file.name };
      }),
    },
    actions: {
      reportDraft: ({ context }) => {
        reports.push({ ready: Object.keys(validateAnswers(context.draft)).length === 0, draft: context.draft });
      },
      reportUnavailable: () => {},
    },
  });
  const actor = createActor(machine, { input: { ...stepInput, ...options.input } });
  actor.start();
  return { actor, reports, uploads };
}

describe('extras and questions chart', () => {
  it('loads the offer, clamps quantities, and reports every change with whether it may be booked', async () => {
    const { actor, reports } = step();
    await waitFor(actor, (s) => s.matches('Choosing'));
    expect(reports.at(-1)!.ready).toBe(false); // the arrival time is required
    actor.send({ type: 'extra.quantityChanged', extraId: 1, quantity: 3 });
    expect(selectQuantity(1)(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'extra.quantityChanged', extraId: 2, date: '2030-04-11', quantity: 1 });
    expect(selectQuantity(2, '2030-04-11')(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'step.submitted' });
    expect(selectAnswerErrors(actor.getSnapshot())).toEqual({ 10: 'required' });
    actor.send({ type: 'answer.optionsChanged', questionId: 10, options: ['late', 'early', 'nonsense'] });
    expect(actor.getSnapshot().context.draft.answers[10]!.options).toEqual(['late']); // single choice
    expect(selectAnswerErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'answer.optionsChanged', questionId: 12, options: ['birthday', 'anniversary', 'birthday'] });
    expect(actor.getSnapshot().context.draft.answers[12]!.options).toEqual(['birthday', 'anniversary']);
    expect(reports.at(-1)!.ready).toBe(true);
  });

  it('one more starts at the minimum and stops at the limits; one less from the minimum removes the line', async () => {
    const { actor, reports } = step();
    await waitFor(actor, (s) => s.matches('Choosing'));
    const dinnerOn = () => selectQuantity(2, '2030-04-10')(actor.getSnapshot());
    actor.send({ type: 'extra.stepped', extraId: 2, date: '2030-04-10', by: 1 });
    expect(dinnerOn()).toBe(2); // the dinner's minimum, not 1
    actor.send({ type: 'extra.stepped', extraId: 2, date: '2030-04-10', by: 1 });
    expect(dinnerOn()).toBe(3);
    expect(reports.at(-1)!.draft.quantities).toEqual({ '2@2030-04-10': 3 });
    actor.send({ type: 'extra.stepped', extraId: 2, date: '2030-04-10', by: -1 });
    expect(dinnerOn()).toBe(2);
    actor.send({ type: 'extra.stepped', extraId: 2, date: '2030-04-10', by: -1 });
    expect(dinnerOn()).toBe(0); // not 1: fewer than the minimum cannot be bought
    actor.send({ type: 'extra.stepped', extraId: 2, date: '2030-04-10', by: -1 });
    expect(dinnerOn()).toBe(0);
    // The champagne: 2 left in stock, so a third is not added.
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'extra.stepped', extraId: 1, by: 1 });
    expect(selectQuantity(1)(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'extra.stepped', extraId: 99, by: 1 });
    expect(actor.getSnapshot().context.draft.quantities['99']).toBeUndefined();
  });

  it("a picked calendar day gets the extra's minimum quantity (at least 1), picking it again removes it, other days are ignored", async () => {
    // Breakfast: no minimum, priced on the 10th only though available on the 11th too. Spa: at least 3.
    const breakfast: OfferedExtra = {
      ...dinner,
      id: 3,
      code: 'BREAKFAST',
      minQuantity: 0,
      maxQuantity: 4,
      purchaseLimit: null,
      pricesByDate: [{ date: '2030-04-10', price: 3000, priceWithoutTax: 2727 }],
    };
    const spa: OfferedExtra = { ...dinner, id: 4, code: 'SPA', minQuantity: 3, maxQuantity: 5, purchaseLimit: null };
    const { actor, reports } = step({ load: async () => ({ ...offer, extras: [...offer.extras, breakfast, spa] }) });
    await waitFor(actor, (s) => s.matches('Choosing'));
    const quantities = () => actor.getSnapshot().context.draft.quantities;

    actor.send({ type: 'extra.dateToggled', extraId: 2, date: '2030-04-11' });
    expect(quantities()).toEqual({ '2@2030-04-11': 2 }); // the dinner's minimum
    expect(selectPickedDates(2)(actor.getSnapshot())).toEqual(['2030-04-11']);
    expect(reports.at(-1)!.draft.quantities).toEqual({ '2@2030-04-11': 2 });
    actor.send({ type: 'extra.dateToggled', extraId: 3, date: '2030-04-10' });
    expect(selectQuantity(3, '2030-04-10')(actor.getSnapshot())).toBe(1); // no minimum: one
    actor.send({ type: 'extra.dateToggled', extraId: 4, date: '2030-04-10' });
    expect(selectQuantity(4, '2030-04-10')(actor.getSnapshot())).toBe(3);

    // Picked again (whatever its quantity now): removed.
    actor.send({ type: 'extra.quantityChanged', extraId: 2, date: '2030-04-11', quantity: 5 });
    actor.send({ type: 'extra.dateToggled', extraId: 2, date: '2030-04-11' });
    expect(selectQuantity(2, '2030-04-11')(actor.getSnapshot())).toBe(0);
    expect(selectPickedDates(2)(actor.getSnapshot())).toEqual([]);

    // Days that cannot be ordered, and a generic extra, are left as they are.
    const before = { quantities: quantities(), reports: reports.length };
    actor.send({ type: 'extra.dateToggled', extraId: 3, date: '2030-04-11' }); // available, no price
    actor.send({ type: 'extra.dateToggled', extraId: 2, date: '2030-04-12' }); // not available
    actor.send({ type: 'extra.dateToggled', extraId: 1, date: '2030-04-10' }); // generic
    actor.send({ type: 'extra.dateToggled', extraId: 99, date: '2030-04-10' }); // not offered
    expect({ quantities: quantities(), reports: reports.length }).toEqual(before);
  });

  it('uploads picked images one after the other; a refused one is marked with its code and blocks until removed', async () => {
    const { actor, reports, uploads } = step({
      upload: async (input) => {
        if (input.file.name === 'bad.png') throw failure('1251', 'File not accepted', 422);
        return { id: `att-${input.file.name}`, fileName: input.file.name };
      },
    });
    await waitFor(actor, (s) => s.matches('Choosing'));
    actor.send({ type: 'answer.optionsChanged', questionId: 10, options: ['early'] });
    actor.send({
      type: 'answer.filesAdded',
      questionId: 14,
      files: [image('a.png'), image('bad.png'), image('c.png')],
    });
    expect(actor.getSnapshot().matches({ Choosing: 'Uploading' })).toBe(true);
    actor.send({ type: 'step.submitted' });
    expect(selectAnswerErrors(actor.getSnapshot())).toEqual({ 14: 'uploadPending' });
    await waitFor(actor, (s) => s.matches({ Choosing: 'Idle' }));
    expect(uploads).toEqual(['a.png', 'bad.png', 'c.png']);
    const files = actor.getSnapshot().context.draft.answers[14]!.files;
    expect(files.map((f) => [f.fileName, f.status, f.attachmentId, f.failureCode])).toEqual([
      ['a.png', 'uploaded', 'att-a.png', null],
      ['bad.png', 'failed', null, '1251'],
      ['c.png', 'uploaded', 'att-c.png', null],
    ]);
    expect(reports.at(-1)!.ready).toBe(false);
    actor.send({ type: 'answer.fileRemoved', questionId: 14, localId: files[1]!.localId });
    expect(reports.at(-1)!.ready).toBe(true);
    expect(additionsInput(reports.at(-1)!.draft).answers).toContainEqual({
      questionId: 14,
      attachmentIds: ['att-a.png', 'att-c.png'],
    });
  });

  it('refuses files over 80 MB and over 30 per question before uploading them', async () => {
    const { actor, uploads } = step();
    await waitFor(actor, (s) => s.matches('Choosing'));
    const huge = { name: 'huge.png', size: 80 * 1024 * 1024 + 1 } as File;
    actor.send({ type: 'answer.filesAdded', questionId: 14, files: [huge] });
    expect(selectAnswerErrors(actor.getSnapshot())).toEqual({ 14: 'fileTooLarge' });
    actor.send({
      type: 'answer.filesAdded',
      questionId: 14,
      files: Array.from({ length: 31 }, (_, i) => image(`p${i}.png`)),
    });
    expect(selectAnswerErrors(actor.getSnapshot())).toEqual({ 14: 'tooManyFiles' });
    await waitFor(
      actor,
      (s) =>
        s.matches({ Choosing: 'Idle' }) && s.context.draft.answers[14]!.files.every((f) => f.status === 'uploaded'),
    );
    expect(uploads).toHaveLength(30);
  });

  it('with nothing to offer reports an empty, ready draft; a failed load can be retried', async () => {
    const empty = step({ load: async () => ({ extras: [], questions: [] }) });
    await waitFor(empty.actor, (s) => s.matches('NothingToOffer'));
    expect(empty.reports).toEqual([{ ready: true, draft: emptyDraft }]);
    let calls = 0;
    const flaky = step({
      load: async () => {
        calls += 1;
        if (calls === 1) throw failure('error02', 'Network failure');
        return offer;
      },
    });
    await waitFor(flaky.actor, (s) => s.matches('LoadFailed'));
    flaky.actor.send({ type: 'offer.retried' });
    await waitFor(flaky.actor, (s) => s.matches('Choosing'));
  });

  it('restores what the guest chose before, dropping what is no longer offered', async () => {
    const previous = draftOf({
      quantities: { '1': 2, '2@2030-04-20': 2, '99': 1 },
      answers: { 11: { text: 'Peanuts', options: [], files: [] } },
    });
    const { actor } = step({ input: { previous } });
    await waitFor(actor, (s) => s.matches('Choosing'));
    expect(actor.getSnapshot().context.draft.quantities).toEqual({ '1': 2 });
    expect(actor.getSnapshot().context.draft.answers[11]!.text).toBe('Peanuts');
  });
});

// ---- inside the booking chart -----------------------------------------------------------------
const bookingInput: BookingInput = {
  hotelCode: 'demo-kyoto',
  criteria: { checkin: '2030-04-10', checkout: '2030-04-12', adults: 2, children: 0 },
  locale: 'en',
};
const twin: PlanOffer = {
  roomTypeCode: 'TWN',
  roomPlanCode: 'TWN-RO',
  roomCount: 2,
  roomPrice: 20000,
  roomTax: 1818,
  currency: 'JPY',
  paymentMethods: ['on_site'],
};
const created: CreatedReservation = {
  confirmationNumber: 'R1',
  status: 'done',
  bypassToken: 'tok',
  checkinDate: '2030-04-10',
  checkoutDate: '2030-04-12',
  totalPrice: 25500,
  currency: 'JPY',
  payment: null,
};

function booking(replies: (() => Promise<CreatedReservation>)[] = []) {
  const sent: CreateReservationRequest[] = [];
  const machine = bookingMachine.provide({
    actors: {
      generateIdempotencyKey: fromPromise<string, void>(async () => `key-${sent.length}`),
      createReservation: fromPromise<CreatedReservation, CreateReservationRequest>(async ({ input }) => {
        sent.push(input);
        return (replies.shift() ?? (async () => created))();
      }),
      extrasQuestions: extrasQuestionsMachine.provide({
        actors: {
          loadOffer: fromPromise<LoadedOffer, LoadOfferRequest>(async () => offer),
          uploadAttachment: fromPromise<UploadedAttachment, UploadRequest>(async ({ input }) => ({
            id: `att-${input.file.name}`,
            fileName: input.file.name,
          })),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: bookingInput });
  actor.start();
  actor.send({ type: 'room.incremented', offer: twin });
  actor.send({ type: 'booking.started' });
  for (const [field, value] of Object.entries({
    firstName: 'Taro',
    lastName: 'Yamada',
    email: 'taro@example.com',
    emailConfirmation: 'taro@example.com',
    phone: '+81312345678',
    termsAccepted: true,
  })) {
    actor.send({ type: 'guest.changed', field: field as never, value });
  }
  const child = () => actor.getSnapshot().children.extrasQuestions as ActorRefFrom<typeof extrasQuestionsMachine>;
  return { actor, sent, child };
}

const onExtrasScreen = { EnteringGuestDetails: 'ChoosingExtras' } as const;
const onGuestForm = { EnteringGuestDetails: 'EnteringGuestForm' } as const;

describe('extras and questions in the booking chart (step 0, its own screen before the guest form)', () => {
  it('Next is refused while a required question is unanswered (its message shows), then the guest form books the extras and answers', async () => {
    const { actor, sent, child } = booking();
    expect(selectGuestDetailScreen(actor.getSnapshot())).toBe('loading');
    await waitFor(actor, (s) => s.matches(onExtrasScreen));
    expect(selectBookingStep(actor.getSnapshot())).toBe(0);
    expect(selectGuestDetailScreen(actor.getSnapshot())).toBe('extras');
    // The guest form is not this screen's: its submit is not taken here.
    expect(actor.getSnapshot().can({ type: 'guest.submitted' })).toBe(false);
    actor.send({ type: 'extras.submitted' });
    expect(actor.getSnapshot().value).toEqual(onExtrasScreen);
    expect(selectAnswerErrors(child().getSnapshot())).toEqual({ 10: 'required' });
    child().send({ type: 'answer.optionsChanged', questionId: 10, options: ['late'] });
    child().send({ type: 'extra.quantityChanged', extraId: 1, quantity: 1 });
    expect(selectExtrasSummaryLines(actor.getSnapshot())).toEqual({
      lines: [{ key: '1', name: 'Welcome champagne', date: null, quantity: 1, price: 5500 }],
    });
    actor.send({ type: 'extras.submitted' });
    expect(actor.getSnapshot().value).toEqual(onGuestForm);
    // Back to the extras keeps the choice; Next again.
    actor.send({ type: 'extras.reopened' });
    expect(actor.getSnapshot().value).toEqual(onExtrasScreen);
    expect(selectQuantity(1)(child().getSnapshot())).toBe(1);
    actor.send({ type: 'extras.submitted' });
    // The API's quote of these extras (machines/booking/price-check.ts) gives the totals sent.
    actor.send({
      type: 'price.quoted',
      totalPrice: 45500,
      totalExtraPrice: 5500,
      extras: [{ extra_id: 1, quantity: 1 }],
    });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (s) => s.matches('Confirmed'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.reservation).toMatchObject({
      extras: [{ extraId: 1, quantity: 1 }],
      totalExtraPrice: 5500,
      expectedTotalPrice: 45500,
      answers: [{ questionId: 10, options: ['late'] }],
    });
  });

  it('a refusal of the extras (1105) comes back to the extras screen with the choice kept and the code shown', async () => {
    const { actor, sent, child } = booking([
      async () => {
        throw failure('1105', 'Not enough extras left', 409);
      },
    ]);
    await waitFor(actor, (s) => s.matches(onExtrasScreen));
    child().send({ type: 'answer.optionsChanged', questionId: 10, options: ['late'] });
    child().send({ type: 'extra.quantityChanged', extraId: 1, quantity: 2 });
    actor.send({ type: 'extras.submitted' });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (s) => s.matches(onExtrasScreen) && sent.length === 1);
    await waitFor(child(), (s) => s.matches('Choosing'));
    expect(child().getSnapshot().context.failure?.code).toBe('1105');
    expect(selectQuantity(1)(child().getSnapshot())).toBe(2);
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
    child().send({ type: 'extra.quantityChanged', extraId: 1, quantity: 1 });
    actor.send({ type: 'extras.submitted' });
    actor.send({ type: 'guest.submitted' });
    await waitFor(actor, (s) => s.matches('Confirmed'));
    expect(sent[1]!.reservation.extras).toEqual([{ extraId: 1, quantity: 1 }]);
    expect(sent[1]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
  });
});

describe('extras and questions paths generated from the chart (xstate/graph)', () => {
  const events = [
    doneEvent('loadOffer', offer),
    doneEvent('loadOffer', { extras: [], questions: [] }),
    errorEvent('loadOffer', failure('error02', 'Network failure')),
    { type: 'offer.retried' },
    { type: 'extra.quantityChanged', extraId: 1, quantity: 1 },
    { type: 'extra.dateToggled', extraId: 2, date: '2030-04-10' },
    { type: 'extra.stepped', extraId: 1, by: -1 },
    { type: 'answer.optionsChanged', questionId: 10, options: ['early'] },
    { type: 'answer.textChanged', questionId: 11, text: 'Peanuts' },
    { type: 'answer.filesAdded', questionId: 14, files: [image('a.png')] },
    doneEvent('uploadAttachment', { id: 'att-1', fileName: 'a.png' }),
    errorEvent('uploadAttachment', failure('1251', 'File not accepted', 422)),
    { type: 'step.submitted' },
  ] as const;
  // File statuses as a set, so adding files again and again is not a new vertex each time.
  const serializeState = (s: ReturnType<typeof extrasQuestionsMachine.transition>) =>
    JSON.stringify([
      s.value,
      s.context.draft.quantities,
      Object.keys(s.context.draft.answers),
      [...new Set(s.context.draft.answers[14]?.files.map((f) => f.status) ?? [])].sort(),
      s.context.answerErrors,
    ]);
  // The step reports to its parent (the booking chart); here it runs alone, so the report is a no-op.
  const alone = extrasQuestionsMachine.provide({
    actors: {
      loadOffer: pendingActor<LoadedOffer, LoadOfferRequest>(),
      uploadAttachment: pendingActor<UploadedAttachment, UploadRequest>(),
    },
    actions: { reportDraft: () => {}, reportUnavailable: () => {} },
  });
  const paths = listModelPaths(alone, { input: stepInput, events: events as never, serializeState });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(extrasQuestionsMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('never leaves a file uploading without the Uploading state, and replays each path on a real actor', () => {
    for (const path of paths) {
      const pending = Object.values(path.snapshot.context.draft.answers).some((a) =>
        a.files.some((f) => f.status === 'pending'),
      );
      if (pending) expect(path.target, path.description).toBe('Choosing.Uploading');
      const replayed = replayPath(alone, stepInput, path);
      expect(replayed.value, path.description).toEqual(path.snapshot.value);
      expect(replayed.context.draft.quantities, path.description).toEqual(path.snapshot.context.draft.quantities);
    }
  });
});
