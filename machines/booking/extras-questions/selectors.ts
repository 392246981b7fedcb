import type { SnapshotFrom } from 'xstate';
import { extrasQuestionsMachine, ExtrasQuestionsTags } from './machine';
import { emptyAnswer, selectionKey, unitsOf } from './offer';

type Snapshot = SnapshotFrom<typeof extrasQuestionsMachine>;

export const selectIsLoadingOffer = (s: Snapshot) => s.hasTag(ExtrasQuestionsTags.Loading);
export const selectIsUploading = (s: Snapshot) => s.hasTag(ExtrasQuestionsTags.Uploading);
export const selectLoadFailure = (s: Snapshot) => (s.matches('LoadFailed') ? s.context.loadFailure : null);
export const selectRefusal = (s: Snapshot) => s.context.failure;
export const selectHasOffer = (s: Snapshot) => s.matches('Choosing');
export const selectOfferedExtras = (s: Snapshot) => s.context.draft.extras;
export const selectQuestions = (s: Snapshot) => s.context.draft.questions;
export const selectQuantity = (extraId: number, date?: string | null) => (s: Snapshot) =>
  s.context.draft.quantities[selectionKey(extraId, date)] ?? 0;
export const selectUnitsOf = (extraId: number) => (s: Snapshot) => unitsOf(s.context.draft, extraId);
export const selectAnswer = (questionId: number) => (s: Snapshot) => s.context.draft.answers[questionId] ?? emptyAnswer;
export const selectAnswerErrors = (s: Snapshot) => s.context.answerErrors;
export const selectCanChoose = (s: Snapshot) => s.matches('Choosing');
export const selectCanRetryOffer = (s: Snapshot) => s.can({ type: 'offer.retried' });
/** The dates of a dated extra the guest has picked (a quantity above 0), in date order. */
export const selectPickedDates = (extraId: number) => (s: Snapshot) =>
  Object.entries(s.context.draft.quantities)
    .filter(([key, quantity]) => quantity > 0 && key.startsWith(`${extraId}@`))
    .map(([key]) => key.slice(key.indexOf('@') + 1))
    .sort();
export const sameDates = (a: string[], b: string[]) => a.join() === b.join();
