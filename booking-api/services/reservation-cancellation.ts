import type { CancelReservationRequest, ReservationReply } from '../../contract';
import { ErrorCode } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transactions';
import { enqueueMail } from '../outbox/outbox-repository';
import { stayMail } from '../stay-mail/stay-mails';
import { paymentOfReservation, planRefund, settlePendingRefunds } from '../payments/refunds';
import type { CardProviderRegistry } from '../payments/card-engine';
import { failures } from '../domain/booking-failure';
import { quoteCancellation } from '../domain/cancellation-fee';
import { accountRefusal, updateRefusal } from '../domain/reservation-changes';
import type { HotelWithBrand } from '../repositories/hotels';
import { returnStock } from '../repositories/inventory';
import { returnExtraStock } from '../extras/reservation-additions';
import { returnReservationSeats } from '../packages/flights-repository';
import { releaseMemberReductions } from '../points/booking-reductions';
import { findReservation, markCancelled } from '../repositories/reservations';
import { mayAccess, type ReservationCredentials } from './reservation-access';
import { toReservationReply } from './reservation-reply';
import { releaseCodeUses } from '../pricing/pricing-repository';
import { pendingPaymentCancelRefusal } from '../payment-methods/bank-transfer-cancellation';
import { inChargeCurrency, reservationRateOf } from '../currency/reservation-rate';

/**
 * PUT .../cancel. The reservation row is locked, the fee recomputed at the clock's now and
 * compared with the fee the guest saw; then status, fee and the returned stock are written in one
 * transaction. A concurrent second cancel waits for the lock and then finds it cancelled (1006).
 *
 * A captured card charge is refunded (payments slice 2): the refund of what was paid minus the fee
 * is planned in the same transaction (one per reservation, payments/refunds.ts), then settled with
 * the provider after the commit. The reply carries the payment with the refund's outcome. A retried
 * cancel after a lost answer finds 1006, but first settles a refund left pending.
 */
export async function cancelReservation(options: {
  database: Database;
  clock: Clock;
  /** The card providers, which refund a card payment's deposit (payments/card-engine.ts). */
  cardProviders: CardProviderRegistry;
  hotel: HotelWithBrand;
  confirmationNumber: string;
  credentials: ReservationCredentials;
  request: CancelReservationRequest;
  /** The signed-in member cancelling, null for a guest (SPEC.md section 6 same-account rule). */
  viewerMemberId?: number | null;
  /** The widget's public base URL, for the link in the cancellation e-mail (RouteDeps.publicUrl). */
  publicUrl?: string;
}): Promise<ReservationReply> {
  const { database, clock, cardProviders, hotel, confirmationNumber, credentials, request } = options;
  let reservationId: number | null = null;
  let reply: ReservationReply;
  try {
    reply = await inTransaction(database.db, async (tx) => {
      const record = await findReservation(tx, hotel.id, confirmationNumber, { forUpdate: true });
      if (!record || !mayAccess(record.reservation, credentials)) throw failures.reservationNotFound();
      const { reservation } = record;
      reservationId = reservation.id;
      const now = clock.now();
      const quote = quoteCancellation({
        now,
        timeZone: hotel.timeZone,
        checkin: reservation.checkinDate,
        status: reservation.status,
        rooms: record.rooms.map((room) => ({
          totalPrice: room.totalPrice,
          tiers: room.cancellationTiers,
          noShowPercentage: room.noShowPercentage,
        })),
      });
      if (quote.refusalCode === ErrorCode.alreadyCancelled) throw failures.alreadyCancelled();
      // A card payment still open (3-D Secure) finishes or is aborted first; an unpaid bank transfer may be cancelled.
      const pendingRefusal = pendingPaymentCancelRefusal(record);
      if (pendingRefusal) throw updateRefusal(pendingRefusal);
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
      // A cancelled booking gives its promo or coupon use back (docs/pricing.md).
      await releaseCodeUses(tx, reservation.id, new Date(now.epochMilliseconds));
      // Money paid beyond the cancellation fee (and any change fees already charged) goes back to the card,
      // in the currency it was charged in (at the rate stored on the reservation, currency/reservation-rate.ts).
      const rate = await reservationRateOf(tx, reservation);
      await planRefund(tx, {
        reservationId: reservation.id,
        cause: 'cancellation',
        causeKey: `cancellation:${reservation.id}`,
        owed: (paid) => paid - inChargeCurrency(rate, quote.fee + reservation.changeFees),
        now: new Date(now.epochMilliseconds),
      });
      const roomsPerType = new Map<number, number>();
      for (const room of record.rooms) roomsPerType.set(room.roomTypeId, (roomsPerType.get(room.roomTypeId) ?? 0) + 1);
      for (const [roomTypeId, count] of [...roomsPerType.entries()].sort(([a], [b]) => a - b)) {
        await returnStock(tx, roomTypeId, reservation.checkinDate, reservation.checkoutDate, count);
      }
      await returnExtraStock(tx, reservation.id);
      // A package's seats go back to its flights in the same transaction as its rooms.
      await returnReservationSeats(tx, reservation.id, new Date(now.epochMilliseconds));
      // Points spent on the stay come back; its future points are voided (points/booking-reductions.ts).
      await releaseMemberReductions(tx, reservation.memberId, new Date(now.epochMilliseconds));
      const updated = await findReservation(tx, hotel.id, confirmationNumber);
      if (!updated) throw new Error('reservation vanished inside its own transaction');
      // The guest's cancellation e-mail commits with the cancellation.
      await enqueueMail(
        tx,
        stayMail({ hotel, record: updated, baseUrl: options.publicUrl ?? '', now }, 'cancelled'),
        new Date(now.epochMilliseconds),
      );
      return toReservationReply(updated, hotel, now, { memberId: options.viewerMemberId });
    });
  } catch (error) {
    if (reservationId !== null)
      await settlePendingRefunds({ database, clock, cardProviders }, reservationId).catch((e: unknown) =>
        console.error('[payments] refund settle failed', e),
      );
    throw error;
  }
  // Committed: the cancellation stands whatever the provider says; a refund it did not answer stays pending for the sweeper.
  await settlePendingRefunds({ database, clock, cardProviders }, reservationId!).catch((e: unknown) =>
    console.error('[payments] refund settle failed', e),
  );
  // Read again once the provider answered: the deposit and the refund (pending, succeeded or failed) as they are now.
  const settled = await findReservation(database.db, hotel.id, confirmationNumber);
  const fresh = settled ? toReservationReply(settled, hotel, clock.now(), { memberId: options.viewerMemberId }) : reply;
  const payment = await paymentOfReservation({ database, clock }, reservationId!);
  return payment ? { ...fresh, payment } : fresh;
}
