import type { CreateReservationRequest, ReservationAdditions } from '../../contract';
import type { Clock } from '../clock';
import type { Queryable } from '../db/transactions';
import type { HotelWithBrand, PlanRow } from '../repositories/hotels';
import { insertReservationExtras, listExtrasWithPrices, reservationExtrasOf, returnExtraStock, takeExtraStock } from './extras-repository';
import { insufficient, noExtras, planExtras, type ExtrasPlan } from './extras-rules';
import { localized } from './localized';
import { listQuestions, planAnswers, reservationAnswersOf, saveAnswers, type PlannedAnswer } from './questions';

/**
 * What a booking adds to its rooms (issue 3): extras and answers to additional questions. Checked
 * before the booking transaction (planReservationAdditions), written inside it
 * (saveReservationAdditions: extra stock taken conditionally, lines, answers, claimed files).
 */
export interface AdditionsPlan {
  extras: ExtrasPlan;
  answers: PlannedAnswer[];
}

/** The labels a booker matches (SPEC.md section 5 label filters): everybody, plus members. */
export function bookerLabels(memberId: number | null): string[] {
  return memberId === null ? ['all_users'] : ['all_users', 'membership_rank_all'];
}

export async function planReservationAdditions(options: {
  db: Queryable;
  clock: Clock;
  hotel: HotelWithBrand;
  request: CreateReservationRequest;
  plans: PlanRow[];
  memberId: number | null;
}): Promise<AdditionsPlan> {
  const { db, hotel, request } = options;
  const selection = request.extras ?? [];
  let extras = noExtras;
  if (selection.some((line) => line.quantity > 0) || (request.total_extra_price ?? 0) !== 0) {
    const all = await listExtrasWithPrices(db, hotel.id, request.checkin_date, request.checkout_date);
    const stay = { now: options.clock.now(), timeZone: hotel.timeZone, checkin: request.checkin_date, checkout: request.checkout_date };
    extras = planExtras(all, stay, selection, request.total_extra_price);
  }
  const questions = await listQuestions(db, hotel.id);
  const hotelPlanCodes = [...new Set(options.plans.map((plan) => plan.hotelPlanCode))];
  const answers = planAnswers(questions, { checkin: request.checkin_date, hotelPlanCodes, labels: bookerLabels(options.memberId) }, request.answers ?? []);
  return { extras, answers };
}

/** Inside the booking transaction, after the rooms' stock: throws 1105 (and so rolls back) if an extra ran out. */
export async function saveReservationAdditions(tx: Queryable, hotelId: number, reservationId: number, plan: AdditionsPlan): Promise<void> {
  for (const [extraId, quantity] of plan.extras.stock) {
    if (!(await takeExtraStock(tx, extraId, quantity))) throw insufficient({ name: { en: `extra ${extraId}` } }, null);
  }
  await insertReservationExtras(tx, reservationId, plan.extras.lines);
  await saveAnswers(tx, hotelId, reservationId, plan.answers);
}

/** Cancellation and aborted payments give the extras' units back. */
export { returnExtraStock };

/** The extras and answers of a reservation as the reply carries them (names in the booking's locale). */
export async function loadReservationAdditions(db: Queryable, reservation: { id: number; locale: string | null; extraTotalPrice: number; extraPriceWithoutTax: number }): Promise<Required<ReservationAdditions>> {
  const [extras, answers] = await Promise.all([reservationExtrasOf(db, reservation.id), reservationAnswersOf(db, reservation.id)]);
  return {
    extras: extras.map((line) => ({
      extra_id: line.extraId,
      code: line.code,
      name: localized(line.name, reservation.locale),
      extra_type: line.extraType,
      date: line.deliveryDate,
      quantity: line.quantity,
      price: line.price,
      price_without_tax: line.priceWithoutTax,
    })),
    total_extra_price: reservation.extraTotalPrice,
    extra_price_without_tax: reservation.extraPriceWithoutTax,
    answers: answers.map(({ answer, question, files }) => ({
      question_id: question.id,
      question_type: question.questionType,
      answer_type: question.answerType,
      title: localized(question.title, reservation.locale),
      answer: answer.answer,
      options: answer.options.map((value) => {
        const option = question.options.find((o) => o.value === value);
        return { value, label: option ? localized(option.label, reservation.locale) : value };
      }),
      attachments: files.map((f) => ({ id: f.publicId, file_name: f.fileName, content_type: f.contentType, byte_size: f.byteSize })),
    })),
  };
}
