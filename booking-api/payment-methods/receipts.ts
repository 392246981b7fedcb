import { hotelContentReader } from '../domain/hotel-content';
import { Temporal } from 'temporal-polyfill';
import type { Receipt, ReceiptQuery } from '../../contract';
import { CHARGED_CARD_METHODS, ErrorCode, nightsBetween } from '../../contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transactions';
import { BookingFailure, failures } from '../domain/booking-failure';
import type { HotelWithBrand } from '../repositories/hotels';
import { findReservation } from '../repositories/reservations';
import { mayAccess } from '../services/reservation-access';
import { findTransactionOfReservation } from '../payments/payments-repository';
import { insertReceipt, lockReceiptsOf } from './payment-methods-repository';
import { paymentSettingsOf } from './payment-terms';

/**
 * Receipts (SPEC.md sections 3 "Receipt", 5 "Receipt", 7 GET .../receipt). Only for money the
 * facility received online (a card charge net of refunds, or a bank transfer marked paid), from the
 * facility's receipt hour (receipt_available_hour, local time) of the check-out day. Not issued for
 * deferred payment; on-site payment is receipted at the front desk. Issuing again with the same name
 * and tax id gives the same receipt; another name is a numbered reissue.
 */

const refuse = (status: 403 | 409 | 422, code: ErrorCode, title: string, text: string) =>
  new BookingFailure(status, code, title, text);

export async function issueReceipt(options: {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  confirmationNumber: string;
  query: ReceiptQuery;
  /** The signed-in member looking (Authorization), or null. */
  viewerMemberId: number | null;
}): Promise<Receipt> {
  const { database, clock, hotel, query } = options;
  const { db } = database;
  const record = await findReservation(db, hotel.id, options.confirmationNumber);
  const owner =
    record &&
    (mayAccess(record.reservation, query) ||
      (record.reservation.memberId !== null && record.reservation.memberId === options.viewerMemberId));
  // Unknown number, wrong e-mail, wrong token and another member all answer alike.
  if (!record || !owner) throw failures.reservationNotFound();
  const { reservation } = record;

  if (reservation.paymentType === 'deferred_payment') {
    throw refuse(422, ErrorCode.receiptNotIssued, 'No receipt', 'Receipts are not issued for deferred payment.');
  }
  if (reservation.paymentType === 'on_site' || reservation.paymentType === 'on_site_credit_card_required') {
    throw refuse(
      422,
      ErrorCode.receiptAtFrontDesk,
      'Receipt at the front desk',
      'This reservation is paid at the facility; its receipt is issued at the front desk.',
    );
  }
  const settings = await paymentSettingsOf(db, hotel.id);
  const availableFrom = Temporal.PlainDate.from(reservation.checkoutDate)
    .toZonedDateTime({ timeZone: hotel.timeZone, plainTime: new Temporal.PlainTime(settings.receiptAvailableHour) })
    .toInstant();
  if (Temporal.Instant.compare(clock.now(), availableFrom) < 0) {
    throw refuse(
      409,
      ErrorCode.receiptNotYetAvailable,
      'Receipt not yet available',
      `The receipt can be downloaded from ${availableFrom.toZonedDateTimeISO(hotel.timeZone).toPlainDateTime().toString().replace('T', ' ').slice(0, 16)} (facility time).`,
    );
  }

  const paid = await paidOnline(database, reservation, record.paymentTerms ?? null);
  if (!paid || paid.amount <= 0) {
    throw refuse(
      422,
      ErrorCode.receiptNothingPaid,
      'No receipt',
      'Nothing was paid online for this reservation, so there is no receipt to issue.',
    );
  }
  const title = query.name;
  const unicode = query.tax_id ?? null;
  const now = new Date(clock.now().epochMilliseconds);
  const issued = await inTransaction(db, async (tx) => {
    const previous = await lockReceiptsOf(tx, reservation.id);
    const same = previous.find(
      (r) => r.receiptTitle === title && r.receiptUnicode === unicode && r.amount === paid.amount,
    );
    if (same) return { row: same, reissueCount: previous.indexOf(same) };
    const row = await insertReceipt(tx, {
      reservationId: reservation.id,
      receiptNumber: `${reservation.confirmationNumber}-R${previous.length + 1}`,
      receiptTitle: title,
      receiptUnicode: unicode,
      amount: paid.amount,
      issuedAt: now,
    });
    return { row, reissueCount: previous.length };
  });
  // A deposit booking: the rest of the stay is paid, and receipted, at the facility.
  const read = hotelContentReader(hotel, query.locale ?? reservation.locale);
  const remain =
    record.paymentTerms?.method === 'credit_card_deposit' && reservation.status !== 'cancelled'
      ? Math.max(0, reservation.totalPrice - paid.amount)
      : 0;
  return {
    receipt_number: issued.row.receiptNumber,
    receipt_title: issued.row.receiptTitle,
    receipt_unicode: issued.row.receiptUnicode,
    issued_at: issued.row.issuedAt.toISOString(),
    hotel: {
      code: hotel.code,
      hotel_name: read(hotel.name),
      post_code: hotel.postCode,
      full_address: read(hotel.fullAddress),
      country: hotel.country,
    },
    confirmation_number: reservation.confirmationNumber,
    checkin_date: reservation.checkinDate,
    checkout_date: reservation.checkoutDate,
    nights: nightsBetween(reservation.checkinDate, reservation.checkoutDate),
    payment_type: reservation.paymentType,
    currency: paid.currency,
    amount: paid.amount,
    // The tax contained in what was paid, pro rata of the stay's tax, rounded down.
    tax:
      reservation.totalPrice > 0 && paid.currency === reservation.currency
        ? Math.floor((reservation.tax * paid.amount) / reservation.totalPrice)
        : 0,
    remain_amount: remain,
    reissue_count: issued.reissueCount,
    locale: query.locale ?? reservation.locale ?? 'en',
  };
}

/** Money received online: a card charge (captured, net of refunds) or a bank transfer marked paid. */
async function paidOnline(
  database: Database,
  reservation: { id: number; paymentType: string; currency: string },
  terms: { method: string; paidAt: Date | null; paidAmount: number | null } | null,
): Promise<{ amount: number; currency: string } | null> {
  if (reservation.paymentType === 'bank_transfer') {
    return terms?.paidAt && terms.paidAmount !== null
      ? { amount: terms.paidAmount, currency: reservation.currency }
      : null;
  }
  if (!CHARGED_CARD_METHODS.includes(reservation.paymentType)) return null;
  const txn = await findTransactionOfReservation(database.db, reservation.id);
  if (!txn || !['captured', 'partially_refunded', 'refunded'].includes(txn.status)) return null;
  return { amount: txn.amount - txn.refundedAmount, currency: txn.currency };
}
