import type { CreateReservationRequest } from '../../contract';
import type { Database } from '../db/database';
import type { Queryable } from '../db/transactions';
import type { HotelWithBrand } from '../repositories/hotels';
import { lotteryFailures } from './lottery-failures';
import { findEntryByNumber, lockLotteryEvent, overlappingEvents, setEntryStatus } from './lottery-repository';

/**
 * The lottery side of POST /reservations (SPEC.md sections 3 "Booking details" lottery_result, 5
 * "Lottery"). Dates a lottery offers for a room type are booked only by a winner of that lottery
 * (3750). A winner's request names the entry: it must be theirs, pending, before the reservation
 * deadline, and exactly the won stay, room type and plan.
 */
export async function checkLotteryBooking(
  options: { database: Database; hotel: HotelWithBrand; memberId: number | null; now: Date },
  request: CreateReservationRequest,
  roomTypeIds: readonly number[],
  planIds: readonly number[],
): Promise<void> {
  const { db } = options.database;
  const entryNumber = request.lottery_result?.entry_number;
  if (!entryNumber) {
    const events = await overlappingEvents(
      db,
      options.hotel.id,
      roomTypeIds,
      request.checkin_date,
      request.checkout_date,
    );
    if (events.length > 0) throw lotteryFailures.datesOnlyForLottery();
    return;
  }
  await winningEntryFor(db, options, request, roomTypeIds, planIds);
}

async function winningEntryFor(
  db: Queryable,
  options: { hotel: HotelWithBrand; memberId: number | null; now: Date },
  request: CreateReservationRequest,
  roomTypeIds: readonly number[],
  planIds: readonly number[],
) {
  const entry = await findEntryByNumber(db, request.lottery_result!.entry_number);
  if (
    !entry ||
    options.memberId === null ||
    entry.memberId !== options.memberId ||
    entry.status !== 'winner_reservation_pending'
  ) {
    throw lotteryFailures.entryInvalid();
  }
  const event = await lockLotteryEvent(db, entry.eventId);
  if (!event || event.hotelId !== options.hotel.id) throw lotteryFailures.entryInvalid();
  if (options.now.getTime() >= event.reservationDeadline.getTime()) throw lotteryFailures.deadlinePassed();
  const sameRoom =
    roomTypeIds.length === 1 &&
    roomTypeIds[0] === event.roomTypeId &&
    planIds.length === 1 &&
    planIds[0] === event.planId;
  if (
    !sameRoom ||
    request.rooms.length !== 1 ||
    request.checkin_date !== entry.checkinDate ||
    request.checkout_date !== entry.checkoutDate
  ) {
    throw lotteryFailures.entryInvalid();
  }
  return entry;
}

/**
 * Inside the booking transaction: the pending win becomes confirmed with the reservation. The
 * conditional update makes a double click or a race book the win once; the loser rolls back.
 */
export async function confirmLotteryBooking(
  tx: Queryable,
  options: { hotel: HotelWithBrand; memberId: number | null; now: Date },
  request: CreateReservationRequest,
  reservationId: number,
  roomTypeIds: readonly number[],
  planIds: readonly number[],
): Promise<void> {
  if (!request.lottery_result?.entry_number) return;
  const entry = await winningEntryFor(tx, options, request, roomTypeIds, planIds);
  const confirmed = await setEntryStatus(
    tx,
    entry.id,
    'winner_reservation_pending',
    'winner_reservation_confirmed',
    options.now,
    { reservationId },
  );
  if (!confirmed) throw lotteryFailures.entryInvalid();
}
