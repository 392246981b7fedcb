import { Hono, type Context } from 'hono';
import {
  hotelPaymentSettingsSchema,
  markBankTransferPaidRequestSchema,
  planPaymentSettingsRequestSchema,
  receiptQuerySchema,
  type HotelPaymentSettings,
} from '../../contract';
import { failures } from '../domain/booking-failure';
import { parseJsonBody, parseQuery } from '../http/request-parsing';
import { findReservation } from '../repositories/reservations';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { viewerMemberId } from '../routes/reservation-changes';
import { staffHotelFromPath, staffUnauthorized } from '../security/staff-auth';
import { toReservationReply } from '../services/reservation-reply';
import { markBankTransferPaid, sweepOverdueBankTransfers } from './bank-transfers';
import {
  paymentSettingsOf,
  savePaymentSettings,
  savePlanDepositPercentage,
  type HotelPaymentSettingsRow,
} from './payment-terms';
import { issueReceipt } from './receipts';

/**
 * Payment methods and receipts over HTTP.
 *
 * Guest (Client-Session): GET /book/hotels/{h}/reservations/{n}/receipt?name=&tax_id=&email=|bypass_token=&locale=
 *   (or Authorization: Bearer of the member who booked).
 * Staff (HTTP Basic with an API client's key and secret, like the pay-by-link staff API):
 *   POST /api/staff/hotels/{h}/reservations/{n}/bank_transfer/paid   { amount, reference? }
 *   GET|PUT /api/staff/hotels/{h}/payment_settings
 *   PUT /api/staff/hotels/{h}/plans/{room_plan_code}/payment_settings { deposit_percentage | null }
 */
export function paymentMethodRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  const { db } = deps.database;

  routes.get('/book/hotels/:h/reservations/:number/receipt', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = parseQuery(c, receiptQuerySchema);
    // A stale session only loses the member route to the receipt; e-mail and token still work.
    const viewer = await viewerMemberId(c, deps, hotel).catch(() => null);
    const receipt = await issueReceipt({
      database: deps.database,
      clock: deps.clock,
      hotel,
      confirmationNumber: c.req.param('number'),
      query,
      viewerMemberId: viewer,
    });
    return c.json({ receipt });
  });

  const staffHotel = (c: Context) => staffHotelFromPath(c, db);

  routes.post('/api/staff/hotels/:h/reservations/:number/bank_transfer/paid', async (c) => {
    const hotel = await staffHotel(c);
    if (!hotel) return staffUnauthorized(c);
    const request = await parseJsonBody(c, markBankTransferPaidRequestSchema);
    await markBankTransferPaid(deps, hotel.id, c.req.param('number'), request);
    const record = await findReservation(db, hotel.id, c.req.param('number'));
    if (!record) throw failures.reservationNotFound();
    return c.json(toReservationReply(record, hotel, deps.clock.now()));
  });

  routes.get('/api/staff/hotels/:h/payment_settings', async (c) => {
    const hotel = await staffHotel(c);
    if (!hotel) return staffUnauthorized(c);
    return c.json(toSettingsReply(await paymentSettingsOf(db, hotel.id)));
  });

  routes.put('/api/staff/hotels/:h/payment_settings', async (c) => {
    const hotel = await staffHotel(c);
    if (!hotel) return staffUnauthorized(c);
    const body = await parseJsonBody(c, hotelPaymentSettingsSchema);
    const values = {
      depositPercentage: body.deposit_percentage,
      bankTransferDueDays: body.bank_transfer_due_days,
      bankName: body.bank_name,
      bankBranch: body.bank_branch,
      bankAccountType: body.bank_account_type,
      bankAccountNumber: body.bank_account_number,
      bankAccountHolder: body.bank_account_holder,
      receiptAvailableHour: body.receipt_available_hour,
    };
    await savePaymentSettings(db, hotel.id, values);
    return c.json(toSettingsReply(await paymentSettingsOf(db, hotel.id)));
  });

  routes.put('/api/staff/hotels/:h/plans/:plan/payment_settings', async (c) => {
    const hotel = await staffHotel(c);
    if (!hotel) return staffUnauthorized(c);
    const body = await parseJsonBody(c, planPaymentSettingsRequestSchema);
    if (!(await savePlanDepositPercentage(db, hotel.id, c.req.param('plan'), body.deposit_percentage))) {
      throw failures.unknownRoomOrPlan(`Unknown plan ${c.req.param('plan')}.`);
    }
    return c.json({ room_plan_code: c.req.param('plan'), deposit_percentage: body.deposit_percentage });
  });

  return routes;
}

function toSettingsReply(row: HotelPaymentSettingsRow): HotelPaymentSettings {
  return {
    deposit_percentage: row.depositPercentage,
    bank_transfer_due_days: row.bankTransferDueDays,
    bank_name: row.bankName,
    bank_branch: row.bankBranch,
    bank_account_type: row.bankAccountType,
    bank_account_number: row.bankAccountNumber,
    bank_account_holder: row.bankAccountHolder,
    receipt_available_hour: row.receiptAvailableHour,
  };
}

/** Run by the server's payment sweeper: overdue transfers are cancelled even when nobody asks. */
export { sweepOverdueBankTransfers };
