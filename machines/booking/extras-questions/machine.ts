import { assign, fromPromise, sendParent, setup } from 'xstate';
import { MAX_ATTACHMENTS } from '../../../contract/extras-summary';
import { toFailure, type Failure } from '../../failure';
import type { ExtrasQuestionsEvent } from './events';
import { orderableDays } from './extra-dates';
import {
  clampQuantity,
  emptyAnswer,
  emptyDraft,
  fileTooLarge,
  selectionKey,
  validateAnswers,
  type AnswerDraft,
  type AnswerErrorCode,
  type AskedQuestion,
  type ExtrasDraft,
  type OfferedExtra,
  type UploadedFile,
} from './offer';
import { notImplemented } from '../../not-implemented';

export interface ExtrasQuestionsInput {
  hotelCode: string;
  checkin: string;
  checkout: string;
  roomPlanCodes: string[];
  /**
   * Narrows the SPEC.md section 5 labels the server finds for the guest's session; absent: all of
   * them (all_users for a guest; a member's programs, ranks and organization too).
   */
  labelFilters?: string[];
  /** What the guest chose before (back from payment, or a refusal by the booking API): restored. */
  previous: ExtrasDraft | null;
  /** The booking API's refusal that sent the guest back here (1101-1106, 1000), shown at the top. */
  failure: Failure | null;
}

export interface LoadOfferRequest {
  hotelCode: string;
  checkin: string;
  checkout: string;
  roomPlanCodes: string[];
  labelFilters?: string[] | undefined;
}
export interface LoadedOffer {
  extras: OfferedExtra[];
  questions: AskedQuestion[];
}
export interface UploadRequest {
  hotelCode: string;
  file: File;
}
export interface UploadedAttachment {
  id: string;
  fileName: string;
}

export interface ExtrasQuestionsContext extends ExtrasQuestionsInput {
  draft: ExtrasDraft;
  answerErrors: Record<number, AnswerErrorCode>;
  loadFailure: Failure | null;
  /** Counter for the local ids of picked files. */
  nextFileId: number;
}

/** What the step tells the booking chart after every change: the draft, and whether it may be booked as it is. */
export interface ExtrasUpdate {
  type: 'extras.updated';
  draft: ExtrasDraft;
  /** No answer error, no upload waiting or refused. */
  ready: boolean;
}

export const ExtrasQuestionsTags = { Loading: 'Loading', Uploading: 'Uploading' } as const;

const answerOf = (context: ExtrasQuestionsContext, questionId: number): AnswerDraft =>
  context.draft.answers[questionId] ?? emptyAnswer;
const withAnswer = (
  context: ExtrasQuestionsContext,
  questionId: number,
  change: Partial<AnswerDraft>,
): ExtrasDraft => ({
  ...context.draft,
  answers: { ...context.draft.answers, [questionId]: { ...answerOf(context, questionId), ...change } },
});
/** The draft with one line's quantity set, kept within what can be bought (clampQuantity). */
const withQuantity = (
  context: ExtrasQuestionsContext,
  extraId: number,
  date: string | null | undefined,
  wanted: number,
): ExtrasDraft => ({
  ...context.draft,
  quantities: {
    ...context.draft.quantities,
    [selectionKey(extraId, date)]: clampQuantity(context.draft, extraId, date, wanted),
  },
});
/** A picked calendar day: removed when it was picked, else at the extra's minimum quantity (at least 1). */
const toggledDate = (context: ExtrasQuestionsContext, extraId: number, date: string): ExtrasDraft => {
  const extra = context.draft.extras.find((e) => e.id === extraId)!;
  const picked = (context.draft.quantities[selectionKey(extraId, date)] ?? 0) > 0;
  return withQuantity(context, extraId, date, picked ? 0 : Math.max(1, extra.minQuantity));
};
/** One more (kept within the limits by clampQuantity, so at least the minimum) or one less (none below the minimum). */
const steppedQuantity = (
  context: ExtrasQuestionsContext,
  extraId: number,
  date: string | null | undefined,
  by: 1 | -1,
): ExtrasDraft => {
  const extra = context.draft.extras.find((e) => e.id === extraId);
  const quantity = context.draft.quantities[selectionKey(extraId, date)] ?? 0;
  if (!extra) return context.draft;
  return withQuantity(context, extraId, date, by > 0 ? quantity + 1 : quantity <= extra.minQuantity ? 0 : quantity - 1);
};
const clearError = (context: ExtrasQuestionsContext, questionId: number) => {
  const { [questionId]: _cleared, ...rest } = context.answerErrors;
  return rest;
};
const firstPending = (draft: ExtrasDraft): { questionId: number; file: UploadedFile } | null => {
  for (const [questionId, answer] of Object.entries(draft.answers)) {
    const file = answer.files.find((f) => f.status === 'pending');
    if (file) return { questionId: Number(questionId), file };
  }
  return null;
};
const updateFile = (draft: ExtrasDraft, localId: string, change: Partial<UploadedFile>): ExtrasDraft => ({
  ...draft,
  answers: Object.fromEntries(
    Object.entries(draft.answers).map(([id, answer]) => [
      id,
      { ...answer, files: answer.files.map((f) => (f.localId === localId ? { ...f, ...change } : f)) },
    ]),
  ),
});

/** Keeps what the guest chose before that is still offered; quantities are clamped again. */
function restore(previous: ExtrasDraft | null, offer: LoadedOffer): ExtrasDraft {
  const draft: ExtrasDraft = { extras: offer.extras, questions: offer.questions, quantities: {}, answers: {} };
  if (!previous) return draft;
  for (const [key, quantity] of Object.entries(previous.quantities)) {
    const [id, date] = key.split('@');
    const extra = offer.extras.find((e) => e.id === Number(id));
    if (!extra || (date && !extra.bookingAvailableDates.includes(date))) continue;
    draft.quantities[key] = clampQuantity(draft, extra.id, date, quantity);
  }
  for (const question of offer.questions) {
    const answer = previous.answers[question.id];
    if (answer) draft.answers[question.id] = answer;
  }
  return draft;
}

/**
 * The extras and additional questions step (SPEC.md sections 2-5), a child of the booking chart:
 * loads what the stay is offered, lets the guest pick extras (dated ones per date) and answer every
 * question type, uploads picked images one after the other, and finishes with the draft. With
 * nothing to offer it finishes at once, so the booking goes straight on (the two-step variant).
 */
export const extrasQuestionsMachine = setup({
  types: {
    context: {} as ExtrasQuestionsContext,
    events: {} as ExtrasQuestionsEvent,
    input: {} as ExtrasQuestionsInput,
    tags: {} as (typeof ExtrasQuestionsTags)[keyof typeof ExtrasQuestionsTags],
  },
  actors: {
    /**
     * Unlike the other stubs this one answers "nothing to offer", so a booking chart used without
     * the step's actors (other flows' tests) books exactly as before; the app provides the real one.
     */
    loadOffer: fromPromise<LoadedOffer, LoadOfferRequest>(async () => ({ extras: [], questions: [] })),
    uploadAttachment: fromPromise<UploadedAttachment, UploadRequest>(notImplemented),
  },
  actions: {
    /** The booking chart keeps the draft (for the request, the price summary, and coming back). */
    reportDraft: sendParent(({ context }): ExtrasUpdate => ({
      type: 'extras.updated',
      draft: context.draft,
      ready: Object.keys(validateAnswers(context.draft)).length === 0,
    })),
    /** The offer did not load: the booking chart still shows the screen, with the retry. */
    reportUnavailable: sendParent({ type: 'extras.unavailable' }),
  },
  guards: {
    nothingToOffer: ({ event }) => {
      const offer = (event as { output?: LoadedOffer }).output;
      return !offer || (offer.extras.length === 0 && offer.questions.length === 0);
    },
    hasPendingUpload: ({ context }) => firstPending(context.draft) !== null,
    /** The picked day is one the dated extra can be ordered for (booking-available, with a price). */
    isOrderableDate: ({ context, event }) => {
      if (event.type !== 'extra.dateToggled') return false;
      const extra = context.draft.extras.find((e) => e.id === event.extraId);
      return extra !== undefined && orderableDays(extra).some((day) => day.date === event.date);
    },
  },
}).createMachine({
  id: 'extrasQuestions',
  description:
    'Extras and additional questions: their own screen before the guest form (step 0 sub-step), checked by Next and again with the guest form.',
  context: ({ input }) => ({
    ...input,
    draft: input.previous ?? emptyDraft,
    answerErrors: {},
    loadFailure: null,
    nextFileId: 1,
  }),
  initial: 'LoadingOffer',
  states: {
    LoadingOffer: {
      description: 'Asks the gateway for the extras the stay can buy and the questions it is asked.',
      tags: [ExtrasQuestionsTags.Loading],
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          checkin: context.checkin,
          checkout: context.checkout,
          roomPlanCodes: context.roomPlanCodes,
          labelFilters: context.labelFilters,
        }),
        onDone: [
          {
            guard: 'nothingToOffer',
            target: 'NothingToOffer',
            actions: [assign({ draft: emptyDraft }), 'reportDraft'],
          },
          {
            target: 'Choosing',
            actions: [
              assign({ draft: ({ context, event }) => restore(context.previous, event.output) }),
              'reportDraft',
            ],
          },
        ],
        onError: {
          target: 'LoadFailed',
          actions: [assign({ loadFailure: ({ event }) => toFailure(event.error) }), 'reportUnavailable'],
        },
      },
    },
    LoadFailed: {
      description:
        'The offer could not be loaded; the guest retries (or books without extras; the booking API still checks required answers).',
      on: {
        'offer.retried': { target: 'LoadingOffer', actions: assign({ loadFailure: null }) },
      },
    },
    Choosing: {
      description: 'The guest picks extras and answers; picked images upload one after the other meanwhile.',
      initial: 'Idle',
      on: {
        'extra.quantityChanged': {
          actions: [
            assign({
              draft: ({ context, event }) => withQuantity(context, event.extraId, event.date, event.quantity),
              failure: null,
            }),
            'reportDraft',
          ],
        },
        'extra.stepped': {
          actions: [
            assign({
              draft: ({ context, event }) => steppedQuantity(context, event.extraId, event.date, event.by),
              failure: null,
            }),
            'reportDraft',
          ],
        },
        'extra.dateToggled': {
          guard: 'isOrderableDate',
          actions: [
            assign({
              draft: ({ context, event }) => toggledDate(context, event.extraId, event.date),
              failure: null,
            }),
            'reportDraft',
          ],
        },
        'answer.textChanged': {
          actions: [
            assign({
              draft: ({ context, event }) => withAnswer(context, event.questionId, { text: event.text }),
              answerErrors: ({ context, event }) => clearError(context, event.questionId),
            }),
            'reportDraft',
          ],
        },
        'answer.optionsChanged': {
          actions: [
            assign({
              draft: ({ context, event }) => {
                const question = context.draft.questions.find((q) => q.id === event.questionId);
                const values = new Set(question?.options.map((o) => o.value) ?? []);
                const options = [...new Set(event.options)].filter((o) => values.has(o));
                return withAnswer(context, event.questionId, {
                  options: question?.answerType === 'single_option' ? options.slice(0, 1) : options,
                });
              },
              answerErrors: ({ context, event }) => clearError(context, event.questionId),
            }),
            'reportDraft',
          ],
        },
        'answer.filesAdded': {
          actions: [
            assign(({ context, event }) => {
              const answer = answerOf(context, event.questionId);
              const room = Math.max(0, MAX_ATTACHMENTS - answer.files.length);
              const accepted = event.files.filter((f) => !fileTooLarge(f)).slice(0, room);
              const refused: AnswerErrorCode | null = event.files.some(fileTooLarge)
                ? 'fileTooLarge'
                : event.files.length > room
                  ? 'tooManyFiles'
                  : null;
              const added: UploadedFile[] = accepted.map((file, i) => ({
                localId: `f${context.nextFileId + i}`,
                file,
                fileName: file.name,
                status: 'pending',
                attachmentId: null,
                failureCode: null,
              }));
              const errors = clearError(context, event.questionId);
              return {
                draft: withAnswer(context, event.questionId, { files: [...answer.files, ...added] }),
                nextFileId: context.nextFileId + accepted.length,
                answerErrors: refused ? { ...errors, [event.questionId]: refused } : errors,
              };
            }),
            'reportDraft',
          ],
        },
        'answer.fileRemoved': {
          actions: [
            assign({
              draft: ({ context, event }) =>
                withAnswer(context, event.questionId, {
                  files: answerOf(context, event.questionId).files.filter((f) => f.localId !== event.localId),
                }),
              answerErrors: ({ context, event }) => clearError(context, event.questionId),
            }),
            'reportDraft',
          ],
        },
      },
      states: {
        Idle: {
          description: 'Nothing uploading; a picked file starts its upload.',
          always: { guard: 'hasPendingUpload', target: 'Uploading' },
          on: {
            // Sent by the booking chart when the guest submits step 0: the answers' messages appear.
            'step.submitted': { actions: assign({ answerErrors: ({ context }) => validateAnswers(context.draft) }) },
          },
        },
        Uploading: {
          description: 'Uploads the first waiting file; a refused one is marked with its code and can be removed.',
          tags: [ExtrasQuestionsTags.Uploading],
          invoke: {
            id: 'uploadAttachment',
            src: 'uploadAttachment',
            input: ({ context }) => ({ hotelCode: context.hotelCode, file: firstPending(context.draft)!.file.file }),
            onDone: {
              target: 'Idle',
              actions: [
                assign({
                  draft: ({ context, event }) =>
                    updateFile(context.draft, firstPending(context.draft)!.file.localId, {
                      status: 'uploaded',
                      attachmentId: event.output.id,
                    }),
                }),
                'reportDraft',
              ],
            },
            onError: {
              target: 'Idle',
              actions: [
                assign({
                  draft: ({ context, event }) =>
                    updateFile(context.draft, firstPending(context.draft)!.file.localId, {
                      status: 'failed',
                      failureCode: toFailure(event.error).code,
                    }),
                }),
                'reportDraft',
              ],
            },
          },
          on: {
            // Submitting while a file uploads says so instead of losing the click.
            'step.submitted': { actions: assign({ answerErrors: ({ context }) => validateAnswers(context.draft) }) },
          },
        },
      },
    },
    NothingToOffer: {
      description: 'No extras and no questions for this stay: nothing is shown, the booking goes on as it is.',
    },
  },
});

export type ExtrasQuestionsMachine = typeof extrasQuestionsMachine;
