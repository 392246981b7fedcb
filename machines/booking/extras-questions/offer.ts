import {
  MAX_ATTACHMENTS,
  MAX_ATTACHMENT_BYTES,
  MAX_TEXT_ANSWER_LENGTH,
  MAX_TEXTAREA_ANSWER_LENGTH,
} from '../../../contract/extras-summary';
import { isIsoDate } from '../../../contract/calendar-dates';
import type { CreateReservationInput, ExtrasOfferQuery, QuestionAnswerInput } from '../../graphql/graphql';

/**
 * The extras and questions step's data: what the hotel offers for the stay, what the
 * guest picked and answered, the checks the booking API makes again (SPEC.md section 5), and the
 * createReservation fields built from it.
 */
export type OfferedExtra = ExtrasOfferQuery['extras'][number];
export type AskedQuestion = ExtrasOfferQuery['additionalQuestions'][number];

export interface UploadedFile {
  /** Local id of this pick (files are uploaded one after the other). */
  localId: string;
  file: File;
  fileName: string;
  status: 'pending' | 'uploaded' | 'failed';
  /** The attachment id once uploaded. */
  attachmentId: string | null;
  /** Why the upload was refused (1251, error02, ...). */
  failureCode: string | null;
}

export interface AnswerDraft {
  text: string;
  options: string[];
  files: UploadedFile[];
}

export type AnswerErrorCode =
  'required' | 'tooLong' | 'badDate' | 'tooManyFiles' | 'fileTooLarge' | 'uploadPending' | 'uploadFailed';

/** Everything the step holds, kept by the booking chart so that coming back restores it. */
export interface ExtrasDraft {
  extras: OfferedExtra[];
  questions: AskedQuestion[];
  /** Quantity by selection key: `<extraId>` (generic) or `<extraId>@<date>` (dated). */
  quantities: Record<string, number>;
  answers: Record<number, AnswerDraft>;
}

export const emptyDraft: ExtrasDraft = Object.freeze({
  extras: [],
  questions: [],
  quantities: Object.freeze({}),
  answers: Object.freeze({}),
}) as ExtrasDraft;
export const emptyAnswer: AnswerDraft = { text: '', options: [], files: [] };

export { hasOffer } from './has-offer';

export const selectionKey = (extraId: number, date?: string | null) => (date ? `${extraId}@${date}` : String(extraId));

export function selectionLines(
  draft: Pick<ExtrasDraft, 'quantities'>,
): { extra_id: number; quantity: number; date?: string }[] {
  return Object.entries(draft.quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([key, quantity]) => {
      const [id, date] = key.split('@');
      return date ? { extra_id: Number(id), quantity, date } : { extra_id: Number(id), quantity };
    });
}

/** Units of an extra the guest has picked over all its dates. */
export const unitsOf = (draft: Pick<ExtrasDraft, 'quantities'>, extraId: number) =>
  Object.entries(draft.quantities).reduce(
    (sum, [key, q]) => (key.split('@')[0] === String(extraId) ? sum + q : sum),
    0,
  );

/**
 * A new quantity for one line, kept within what can be bought: 0 or [min, max] for the line, and
 * the purchase limit and units left over all the extra's lines.
 */
export function clampQuantity(
  draft: ExtrasDraft,
  extraId: number,
  date: string | null | undefined,
  wanted: number,
): number {
  const extra = draft.extras.find((e) => e.id === extraId);
  if (!extra || !Number.isFinite(wanted) || wanted <= 0) return 0;
  const others = unitsOf(draft, extraId) - (draft.quantities[selectionKey(extraId, date)] ?? 0);
  let ceiling = extra.maxQuantity;
  if (typeof extra.purchaseLimit === 'number') ceiling = Math.min(ceiling, extra.purchaseLimit - others);
  if (typeof extra.inventory === 'number') ceiling = Math.min(ceiling, extra.inventory - others);
  if (ceiling < extra.minQuantity) return 0;
  return Math.max(extra.minQuantity, Math.min(Math.floor(wanted), ceiling));
}

/** The client side of the answer rules of SPEC.md sections 5 and 9 (the booking API checks them again). */
export function validateAnswers(draft: ExtrasDraft): Record<number, AnswerErrorCode> {
  const errors: Record<number, AnswerErrorCode> = {};
  for (const question of draft.questions) {
    if (question.answerType === 'none') continue;
    const answer = draft.answers[question.id] ?? emptyAnswer;
    const text = answer.text.trim();
    const files = answer.files;
    if (question.answerType === 'file') {
      if (files.some((f) => f.status === 'pending')) errors[question.id] = 'uploadPending';
      else if (files.some((f) => f.status === 'failed')) errors[question.id] = 'uploadFailed';
      else if (files.length > MAX_ATTACHMENTS) errors[question.id] = 'tooManyFiles';
      else if (question.required && files.length === 0) errors[question.id] = 'required';
      continue;
    }
    const isChoice = question.answerType === 'single_option' || question.answerType === 'multiple_options';
    if (question.required && (isChoice ? answer.options.length === 0 : text === '')) {
      errors[question.id] = 'required';
      continue;
    }
    if (question.answerType === 'text' && text.length > MAX_TEXT_ANSWER_LENGTH) errors[question.id] = 'tooLong';
    if (question.answerType === 'textarea' && text.length > MAX_TEXTAREA_ANSWER_LENGTH) errors[question.id] = 'tooLong';
    if (question.answerType === 'date' && text && !isIsoDate(text)) errors[question.id] = 'badDate';
  }
  return errors;
}

export const fileTooLarge = (file: File) => file.size > MAX_ATTACHMENT_BYTES;

/**
 * The createReservation fields of the step: the extras and the non-empty answers. The extras total
 * the guest saw comes from the API's quote (machines/booking/price-check.ts), not from a sum here.
 */
export function additionsInput(draft: ExtrasDraft | null): Pick<CreateReservationInput, 'extras' | 'answers'> {
  if (!draft) return {};
  const lines = selectionLines(draft);
  const answers = draft.questions.flatMap((question): QuestionAnswerInput[] => {
    const answer = draft.answers[question.id];
    if (!answer || question.answerType === 'none') return [];
    const text = answer.text.trim();
    const ids = answer.files.filter((f) => f.status === 'uploaded' && f.attachmentId).map((f) => f.attachmentId!);
    if (question.answerType === 'file') return ids.length > 0 ? [{ questionId: question.id, attachmentIds: ids }] : [];
    if (question.answerType === 'single_option' || question.answerType === 'multiple_options') {
      return answer.options.length > 0 ? [{ questionId: question.id, options: answer.options }] : [];
    }
    return text ? [{ questionId: question.id, answer: text }] : [];
  });
  return {
    ...(lines.length > 0
      ? {
          extras: lines.map((l) => ({
            extraId: l.extra_id,
            quantity: l.quantity,
            ...(l.date ? { date: l.date } : {}),
          })),
        }
      : {}),
    ...(answers.length > 0 ? { answers } : {}),
  };
}

const EXTRAS_CODES = new Set(['1100', '1101', '1102', '1103', '1104', '1105', '1106']);
/** The booking API refused the extras (SPEC.md section 8 codes 1100-1106). */
export const isExtrasRefusal = (error: unknown): error is { code: string; title: string } =>
  typeof error === 'object' && error !== null && EXTRAS_CODES.has(String((error as { code?: unknown }).code));
