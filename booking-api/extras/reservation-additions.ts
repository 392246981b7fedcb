import type { CreateReservationRequest, ExtraSelection, ReservationAdditions } from '../../contract';
import type { Clock } from '../clock';
import type { Queryable } from '../db/transactions';
import type { HotelWithBrand, PlanRow } from '../repositories/hotels';
import { labelsOfMember } from '../services/viewer-labels';
import {
  insertReservationExtras,
  listExtrasWithPrices,
  listQuestions,
  reservationAnswersOf,
  reservationExtrasOf,
  returnExtraStock,
  takeExtraStock,
} from './extras-repository';
import { insufficient, noExtras, planExtras, type ExtrasPlan } from './extras-rules';
import { localized } from './localized';
import { planAnswers, saveAnswers, type PlannedAnswer } from './questions';

/**
 * What a booking adds to its rooms: extras and answers to additional questions. Checked
 * before the booking transaction (planReservationAdditions), written inside it
 * (saveReservationAdditions: extra stock taken conditionally, lines, answers, claimed files).
 */
export interface AdditionsPlan {
  extras: ExtrasPlan;
  answers: PlannedAnswer[];
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
  const extras = await planSelectedExtras(
    db,
    options.clock,
    hotel,
    { checkin: request.checkin_date, checkout: request.checkout_date },
    request.extras ?? [],
    request.total_extra_price,
  );
  // The booker's labels (SPEC.md section 5) from their session: programs, ranks, organization.
  const [questions, labels] = await Promise.all([
    listQuestions(db, hotel.id),
    labelsOfMember(db, hotel.brandId, options.memberId),
  ]);
  const hotelPlanCodes = [...new Set(options.plans.map((plan) => plan.hotelPlanCode))];
  const answers = planAnswers(
    questions,
    { checkin: request.checkin_date, hotelPlanCodes, labels: [...labels] },
    request.answers ?? [],
  );
  return { extras, answers };
}

/**
 * A selection of extras checked (1100-1106) and priced for a stay: the booking and the price quote
 * (pricing/price-quote.ts) both call this, so the quote shows what the booking will charge.
 */
export async function planSelectedExtras(
  db: Queryable,
  clock: Clock,
  hotel: Pick<HotelWithBrand, 'id' | 'timeZone'>,
  dates: { checkin: string; checkout: string },
  selection: readonly ExtraSelection[],
  shownTotal: number | undefined,
): Promise<ExtrasPlan> {
  if (!selection.some((line) => line.quantity > 0) && (shownTotal ?? 0) === 0) return noExtras;
  const all = await listExtrasWithPrices(db, hotel.id, dates.checkin, dates.checkout);
  return planExtras(all, { now: clock.now(), timeZone: hotel.timeZone, ...dates }, selection, shownTotal);
}

/** Inside the booking transaction, after the rooms' stock: throws 1105 (and so rolls back) if an extra ran out. */
export async function saveReservationAdditions(
  tx: Queryable,
  hotelId: number,
  reservationId: number,
  plan: AdditionsPlan,
): Promise<void> {
  for (const [extraId, quantity] of plan.extras.stock) {
    if (!(await takeExtraStock(tx, extraId, quantity))) throw insufficient({ name: { en: `extra ${extraId}` } }, null);
  }
  await insertReservationExtras(tx, reservationId, plan.extras.lines);
  await saveAnswers(tx, hotelId, reservationId, plan.answers);
}

/** Cancellation and aborted payments give the extras' units back. */
export { returnExtraStock };

/** The extras and answers of a reservation as the reply carries them (names in the booking's locale). */
export async function loadReservationAdditions(
  db: Queryable,
  reservation: { id: number; locale: string | null; extraTotalPrice: number; extraPriceWithoutTax: number },
): Promise<Required<ReservationAdditions>> {
  const [extras, answers] = await Promise.all([
    reservationExtrasOf(db, reservation.id),
    reservationAnswersOf(db, reservation.id),
  ]);
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
      attachments: files.map((f) => ({
        id: f.publicId,
        file_name: f.fileName,
        content_type: f.contentType,
        byte_size: f.byteSize,
      })),
    })),
  };
}
