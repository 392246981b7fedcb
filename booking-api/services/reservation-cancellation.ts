import type { CancelReservationRequest, ReservationReply } from '../../contract';
import { ErrorCode } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transactions';
import { failures } from '../domain/booking-failure';
import { quoteCancellation } from '../domain/cancellation-fee';
import { accountRefusal, updateRefusal } from '../domain/reservation-changes';
import type { HotelWithBrand } from '../repositories/hotels';
import { returnStock } from '../repositories/inventory';
import { findReservation, markCancelled } from '../repositories/reservations';
import { mayAccess, type ReservationCredentials } from './reservation-access';
import { toReservationReply } from './reservation-reply';

/**
 * PUT .../cancel. The reservation row is locked, the fee recomputed at the clock's now and
 * compared with the fee the guest saw; then status, fee and the returned stock are written in one
 * transaction. A concurrent second cancel waits for the lock and then finds it cancelled (1006).
 */
export async function cancelReservation(options: {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  confirmationNumber: string;
  credentials: ReservationCredentials;
  request: CancelReservationRequest;
  /** The signed-in member cancelling, null for a guest (SPEC.md section 6 same-account rule). */
  viewerMemberId?: number | null;
}): Promise<ReservationReply> {
  const { database, clock, hotel, confirmationNumber, credentials, request } = options;
  return inTransaction(database.db, async (tx) => {
    const record = await findReservation(tx, hotel.id, confirmationNumber, { forUpdate: true });
    if (!record || !mayAccess(record.reservation, credentials)) throw failures.reservationNotFound();
    const { reservation } = record;
    const now = clock.now();
    const quote = quoteCancellation({
      now,
      timeZone: hotel.timeZone,
      checkin: reservation.checkinDate,
      status: reservation.status,
      rooms: record.rooms.map((room) => ({ totalPrice: room.totalPrice, tiers: room.cancellationTiers, noShowPercentage: room.noShowPercentage })),
    });
    if (quote.refusalCode === ErrorCode.alreadyCancelled) throw failures.alreadyCancelled();
    // SPEC.md section 6: staff-edited reservations and other members' ones are not cancelled online.
    if (reservation.staffEditedAt) throw updateRefusal(ErrorCode.updateStaffEdited);
    if (options.viewerMemberId !== undefined) {
      const account = accountRefusal(reservation.memberId, options.viewerMemberId);
      if (account) throw updateRefusal(account);
    }
    if (quote.refusalCode === ErrorCode.sameDayCancellation) throw failures.sameDayCancellation();
    if (quote.refusalCode === ErrorCode.noShow) throw failures.noShow();
    if (quote.fee !== request.cancellation_fee_displayed) throw failures.cancellationFeeChanged(quote.fee);

    const cancelled = await markCancelled(tx, reservation.id, {
      cancellationFee: quote.fee,
      cancelReason: request.reason,
      cancelDetails: request.details,
      cancelledAt: new Date(now.epochMilliseconds),
    });
    if (!cancelled) throw failures.alreadyCancelled();
    const roomsPerType = new Map<number, number>();
    for (const room of record.rooms) roomsPerType.set(room.roomTypeId, (roomsPerType.get(room.roomTypeId) ?? 0) + 1);
    for (const [roomTypeId, count] of [...roomsPerType.entries()].sort(([a], [b]) => a - b)) {
      await returnStock(tx, roomTypeId, reservation.checkinDate, reservation.checkoutDate, count);
    }
    const updated = await findReservation(tx, hotel.id, confirmationNumber);
    if (!updated) throw new Error('reservation vanished inside its own transaction');
    return toReservationReply(updated, hotel, now, { memberId: options.viewerMemberId });
  });
}
