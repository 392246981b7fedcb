import { Temporal } from 'temporal-polyfill';
import type { Voucher, VoucherUiStatus } from '../../contract';
import { localToday, type Clock } from '../clock';
import type { Queryable } from '../db/transactions';
import { findMemberVoucher, markVoucherConsumed, vouchersOfMember, type VoucherRow } from './points-repository';
import type { Database } from '../db/database';
import type { HotelWithBrand } from '../repositories/hotels';
import type { MemberRow } from '../repositories/members';
import { pointFailures } from './point-failures';

/**
 * SPEC.md section 4: available, pending, expired, consumed. Consumed wins; past its valid-through
 * day (or its sales period) it is expired; before its sales period it is pending.
 */
export function voucherUiStatus(voucher: VoucherRow, today: string): VoucherUiStatus {
  if (voucher.consumedAt) return 'consumed';
  if (today > voucher.validThrough || (voucher.salesTo !== null && today > voucher.salesTo)) return 'expired';
  if (voucher.salesFrom !== null && today < voucher.salesFrom) return 'pending';
  return 'available';
}

/** Why this voucher cannot pay for a stay (null if it can): each night inside the target period, none excluded. */
export function voucherStayRefusal(voucher: VoucherRow, checkin: string, checkout: string): string | null {
  const nights: string[] = [];
  for (
    let day = Temporal.PlainDate.from(checkin);
    Temporal.PlainDate.compare(day, Temporal.PlainDate.from(checkout)) < 0;
    day = day.add({ days: 1 })
  ) {
    nights.push(day.toString());
  }
  if (voucher.targetStayFrom !== null && nights.some((n) => n < voucher.targetStayFrom!))
    return "This stay starts before the voucher's target stay period.";
  if (voucher.targetStayTo !== null && nights.some((n) => n > voucher.targetStayTo!))
    return "This stay ends after the voucher's target stay period.";
  if (
    voucher.excludedFrom !== null &&
    voucher.excludedTo !== null &&
    nights.some((n) => n >= voucher.excludedFrom! && n <= voucher.excludedTo!)
  ) {
    return "This stay falls in the voucher's excluded period.";
  }
  return null;
}

/** Refuses a voucher that is not usable today with the catalogue code of its state. */
export function assertVoucherUsable(voucher: VoucherRow, today: string): void {
  const status = voucherUiStatus(voucher, today);
  if (status === 'consumed') throw pointFailures.voucherConsumed();
  if (status === 'expired') throw pointFailures.voucherExpired();
  if (status === 'pending') throw pointFailures.voucherNotApplicable('This voucher cannot be used yet.');
}

/** Marks the voucher consumed unless it already is: exactly one of two racing consumers wins (1501 for the other). */
export async function consumeVoucherRow(
  db: Queryable,
  voucherId: number,
  reservationId: number | null,
  now: Date,
): Promise<void> {
  if (!(await markVoucherConsumed(db, voucherId, reservationId, now))) throw pointFailures.voucherConsumed();
}

function toVoucher(row: VoucherRow, reservationNumber: string | null, today: string): Voucher {
  return {
    number: row.number,
    name: row.name,
    amount: row.amount,
    ui_status: voucherUiStatus(row, today),
    target_stay_period: { from: row.targetStayFrom, to: row.targetStayTo },
    sales_period: { from: row.salesFrom, to: row.salesTo },
    excluded_period: { from: row.excludedFrom, to: row.excludedTo },
    valid_through: row.validThrough,
    consumed_at: row.consumedAt ? row.consumedAt.toISOString() : null,
    reservation_number: reservationNumber,
  };
}

interface VoucherCall {
  database: Database;
  clock: Clock;
  hotel: HotelWithBrand;
  /** The signed-in member (checked by the route). */
  member: MemberRow;
}

/** GET /memberships/vouchers: the signed-in member's vouchers only. */
export async function listVouchers(call: VoucherCall): Promise<Voucher[]> {
  const { member } = call;
  const today = localToday(call.clock, call.hotel.timeZone).toString();
  const rows = await vouchersOfMember(call.database.db, member.id);
  return rows.map((r) => toVoucher(r.voucher, r.reservationNumber, today));
}

/** PUT /memberships/vouchers/{number}/consume: used at the front desk or elsewhere, outside a booking. */
export async function consumeVoucher(call: VoucherCall, number: string): Promise<Voucher> {
  const { member } = call;
  const today = localToday(call.clock, call.hotel.timeZone).toString();
  const voucher = await findMemberVoucher(call.database.db, member.id, number);
  if (!voucher) throw pointFailures.voucherNotFound();
  assertVoucherUsable(voucher, today);
  const now = new Date(call.clock.now().epochMilliseconds);
  await consumeVoucherRow(call.database.db, voucher.id, null, now);
  return toVoucher({ ...voucher, consumedAt: now }, null, today);
}
