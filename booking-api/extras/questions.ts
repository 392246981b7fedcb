import type { ContentLocale } from '../../contract/localized-text';
import {
  ErrorCode,
  MAX_ATTACHMENTS,
  MAX_TEXT_ANSWER_LENGTH,
  MAX_TEXTAREA_ANSWER_LENGTH,
  isoDateSchema,
  type AdditionalQuestionReply,
  type QuestionAnswer,
} from '../../contract';
import type { Queryable } from '../db/transactions';
import { failures } from '../domain/booking-failure';
import { claimAttachments, insertReservationAnswer, type QuestionRow } from './extras-repository';
import { localized } from './localized';

/**
 * Additional questions (SPEC.md sections 3, 5 and 7): which ones a stay is asked, and the checks
 * of its answers (255-character text answers, options from the list, dates, image attachments).
 */

export interface QuestionAudience {
  /** Check-in date: the display window (inclusive on both ends) is checked against it. */
  checkin?: string | undefined;
  /** hotel_plan_code of the booked or searched plans; a question with plan codes needs one of them. */
  hotelPlanCodes: string[];
  /** all_users, membership_program_{id}, ... ; a question with labels needs one of them. */
  labels: string[];
}

export function questionApplies(question: QuestionRow, audience: QuestionAudience): boolean {
  if (audience.checkin) {
    if (question.displayStartDate && audience.checkin < question.displayStartDate) return false;
    if (question.displayEndDate && audience.checkin > question.displayEndDate) return false;
  }
  if (
    question.hotelPlanCodes.length > 0 &&
    !question.hotelPlanCodes.some((code) => audience.hotelPlanCodes.includes(code))
  )
    return false;
  if (question.labels.length > 0 && !question.labels.some((label) => audience.labels.includes(label))) return false;
  return true;
}

export function toQuestionReply(
  question: QuestionRow,
  locale: string | null | undefined,
  ownLocale?: ContentLocale,
): AdditionalQuestionReply {
  return {
    id: question.id,
    question_type: question.questionType,
    answer_type: question.answerType,
    title: localized(question.title, locale, ownLocale),
    description: localized(question.description, locale, ownLocale),
    options: question.options.map((option) => ({
      value: option.value,
      label: localized(option.label, locale, ownLocale),
    })),
    required: question.required,
    labels: question.labels,
    hotel_plan_codes: question.hotelPlanCodes,
    display_start_date: question.displayStartDate,
    display_end_date: question.displayEndDate,
    ownable_type: question.ownableType,
  };
}

export interface PlannedAnswer {
  questionId: number;
  answer: string | null;
  options: string[];
  attachmentIds: string[];
}

/** Checks the answers against the questions this booking is asked; every problem is reported by field. */
export function planAnswers(
  questions: QuestionRow[],
  audience: QuestionAudience,
  answers: readonly QuestionAnswer[],
): PlannedAnswer[] {
  const asked = questions.filter((q) => questionApplies(q, audience));
  const fields: Record<string, { code: ErrorCode; text: string }[]> = {};
  const problem = (questionId: number, text: string) =>
    (fields[`answers.${questionId}`] ??= []).push({ code: ErrorCode.invalid, text });
  const planned: PlannedAnswer[] = [];
  const answered = new Set<number>();
  let attachments = 0;
  for (const given of answers) {
    const question = asked.find((q) => q.id === given.question_id);
    if (!question) {
      problem(given.question_id, 'is not a question of this booking');
      continue;
    }
    if (answered.has(question.id)) {
      problem(question.id, 'is answered twice');
      continue;
    }
    answered.add(question.id);
    const text = given.answer?.trim() ?? '';
    const options = given.options ?? [];
    const ids = given.attachment_ids ?? [];
    const values = question.options.map((o) => o.value);
    switch (question.answerType) {
      case 'none':
        problem(question.id, 'takes no answer');
        continue;
      case 'text':
        if (text.length > MAX_TEXT_ANSWER_LENGTH) {
          problem(question.id, `must be at most ${MAX_TEXT_ANSWER_LENGTH} characters`);
          continue;
        }
        if (/[\r\n]/.test(text)) {
          problem(question.id, 'must be one line');
          continue;
        }
        break;
      case 'textarea':
        if (text.length > MAX_TEXTAREA_ANSWER_LENGTH) {
          problem(question.id, `must be at most ${MAX_TEXTAREA_ANSWER_LENGTH} characters`);
          continue;
        }
        break;
      case 'date':
        if (text && !isoDateSchema.safeParse(text).success) {
          problem(question.id, 'must be a date in the form YYYY-MM-DD');
          continue;
        }
        break;
      case 'single_option':
        if (options.length > 1 || options.some((o) => !values.includes(o))) {
          problem(question.id, 'must be one of the options');
          continue;
        }
        break;
      case 'multiple_options':
        if (options.some((o) => !values.includes(o)) || new Set(options).size !== options.length) {
          problem(question.id, 'must be options of the list, each once');
          continue;
        }
        break;
      case 'file':
        if (ids.length > MAX_ATTACHMENTS) {
          problem(question.id, `takes at most ${MAX_ATTACHMENTS} files`);
          continue;
        }
        if (new Set(ids).size !== ids.length) {
          problem(question.id, 'lists a file twice');
          continue;
        }
        attachments += ids.length;
        break;
    }
    const isChoice = question.answerType === 'single_option' || question.answerType === 'multiple_options';
    if (!isChoice && options.length > 0) {
      problem(question.id, 'takes no options');
      continue;
    }
    if (question.answerType !== 'file' && ids.length > 0) {
      problem(question.id, 'takes no files');
      continue;
    }
    if (question.answerType === 'file' && text) {
      problem(question.id, 'takes files, not text');
      continue;
    }
    const empty = isChoice ? options.length === 0 : question.answerType === 'file' ? ids.length === 0 : text === '';
    if (empty) {
      if (question.required) problem(question.id, 'is required');
      continue;
    }
    planned.push({
      questionId: question.id,
      answer: isChoice || question.answerType === 'file' ? null : text,
      options,
      attachmentIds: ids,
    });
  }
  for (const question of asked) {
    if (question.required && question.answerType !== 'none' && !answered.has(question.id))
      problem(question.id, 'is required');
  }
  if (attachments > MAX_ATTACHMENTS)
    (fields.answers ??= []).push({ code: ErrorCode.invalid, text: `at most ${MAX_ATTACHMENTS} files per reservation` });
  const keys = Object.keys(fields);
  if (keys.length > 0) throw failures.invalid(`${keys[0]}: ${fields[keys[0]!]![0]!.text}`, fields);
  return planned;
}

/**
 * Saves the answers and claims their uploaded files for the reservation, inside the booking
 * transaction. A file that is unknown, of another hotel or already claimed fails the booking, and
 * the rollback leaves no answer and no file attached.
 */
export async function saveAnswers(
  tx: Queryable,
  hotelId: number,
  reservationId: number,
  answers: PlannedAnswer[],
): Promise<void> {
  for (const answer of answers) {
    const answerId = await insertReservationAnswer(tx, reservationId, answer);
    if (answer.attachmentIds.length === 0) continue;
    const claimed = await claimAttachments(tx, hotelId, reservationId, answerId, answer.attachmentIds);
    if (claimed !== answer.attachmentIds.length) {
      throw failures.invalid(
        `answers.${answer.questionId}: a file was not found or is already used; upload it again.`,
        {
          [`answers.${answer.questionId}`]: [
            { code: ErrorCode.invalid, text: 'a file was not found or is already used; upload it again' },
          ],
        },
      );
    }
  }
}
