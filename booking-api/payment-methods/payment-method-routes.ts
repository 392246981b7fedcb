import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  hotelPaymentSettingsSchema,
  markBankTransferPaidRequestSchema,
  planPaymentSettingsRequestSchema,
  receiptQuerySchema,
  receiptReplySchema,
  type HotelPaymentSettings,
} from '../../contract';
import { failures } from '../domain/booking-failure';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  named,
  pathText,
  reservationPath,
  sessionHeader,
  staffCredentials,
  staffErrors,
} from '../http/declared-routes';
import { staffCheck, staffHotelOf } from '../http/route-credentials';
import { findReservation } from '../repositories/reservations';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { ReservationReply, viewerMemberId } from '../routes/reservation-changes';
import { toReservationReply } from '../services/reservation-reply';
import { markBankTransferPaid, sweepOverdueBankTransfers } from './bank-transfers';
import { savePaymentSettings, type HotelPaymentSettingsRow } from './payment-methods-repository';
import { paymentSettingsOf, savePlanDepositPercentage } from './payment-terms';
import { issueReceipt } from './receipts';

const HotelPaymentSettingsReply = named('HotelPaymentSettings', hotelPaymentSettingsSchema);
const staffReservationPath = hotelPath.extend({ confirmation_number: pathText('Confirmation number') });

const receipt = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/reservations/{confirmation_number}/receipt',
  summary:
    'Receipt of what was paid online (from receipt_available_hour of the check-out day; not for deferred payment; on-site payment at the front desk)',
  parameters: [sessionHeader],
  request: { params: reservationPath, query: receiptQuerySchema },
  responses: {
    200: jsonReply('Receipt', named('ReceiptReply', receiptReplySchema)),
    400: errorReply('Invalid input: name required, tax_id exactly 8 digits (1000)'),
    404: errorReply('Unknown reservation, or not its owner (1005)'),
    409: errorReply('Not yet available (receipt_not_yet_available)'),
    422: errorReply('receipt_at_front_desk, receipt_not_issued (deferred payment), receipt_nothing_paid'),
  },
});
const bankTransferPaid = declareRoute({
  method: 'post',
  path: '/api/staff/hotels/{h}/reservations/{confirmation_number}/bank_transfer/paid',
  summary: 'Staff: the bank transfer arrived (idempotent)',
  security: staffCredentials,
  request: {
    params: staffReservationPath,
    body: jsonBody(named('MarkBankTransferPaidRequest', markBankTransferPaidRequestSchema)),
  },
  responses: {
    200: jsonReply('Reservation, now done', ReservationReply),
    ...staffErrors,
    409: errorReply('Deadline passed, cancelled (bank_transfer_overdue); not a transfer (bank_transfer_not_pending)'),
    422: errorReply('Amount differs (bank_transfer_amount_mismatch)'),
  },
});
const readSettings = declareRoute({
  method: 'get',
  path: '/api/staff/hotels/{h}/payment_settings',
  summary: 'Staff: deposit share, bank account and transfer days, receipt hour',
  security: staffCredentials,
  request: { params: hotelPath },
  responses: { 200: jsonReply('Settings', HotelPaymentSettingsReply), ...staffErrors },
});
const changeSettings = declareRoute({
  method: 'put',
  path: '/api/staff/hotels/{h}/payment_settings',
  summary: 'Staff: change them',
  security: staffCredentials,
  request: { params: hotelPath, body: jsonBody(HotelPaymentSettingsReply) },
  responses: { 200: jsonReply('Settings', HotelPaymentSettingsReply), ...staffErrors },
});
const planSettings = declareRoute({
  method: 'put',
  path: '/api/staff/hotels/{h}/plans/{room_plan_code}/payment_settings',
  summary: "Staff: a plan's own deposit share (null: the facility's)",
  security: staffCredentials,
  request: {
    params: hotelPath.extend({ room_plan_code: pathText('Room plan code') }),
    body: jsonBody(named('PlanPaymentSettingsRequest', planPaymentSettingsRequestSchema)),
  },
  responses: {
    200: jsonReply('Saved', z.object({ room_plan_code: z.string(), deposit_percentage: z.number().int().nullable() })),
    ...staffErrors,
    422: errorReply('Unknown plan (1002)'),
  },
});

/**
 * Payment methods and receipts over HTTP: the guest's receipt (Client-Session, with the booking's
 * e-mail or bypass token, or the Authorization of the member who booked), and for staff (HTTP Basic
 * with an API client's key and secret, like the pay-by-link staff API) a bank transfer's arrival,
 * the hotel's payment settings and a plan's deposit share.
 */
export function paymentMethodRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes({ staffBasic: staffCheck(deps) });
  const { db } = deps.database;

  addRoute(routes, receipt, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    // A stale session only loses the member route to the receipt; e-mail and token still work.
    const viewer = await viewerMemberId(c, deps, hotel).catch(() => null);
    const receipt = await issueReceipt({
      database: deps.database,
      clock: deps.clock,
      hotel,
      confirmationNumber: c.req.valid('param').confirmation_number,
      query: c.req.valid('query'),
      viewerMemberId: viewer,
    });
    return c.json({ receipt });
  });

  addRoute(routes, bankTransferPaid, async (c) => {
    const hotel = staffHotelOf(c);
    const number = c.req.valid('param').confirmation_number;
    await markBankTransferPaid(deps, hotel.id, number, c.req.valid('json'));
    const record = await findReservation(db, hotel.id, number);
    if (!record) throw failures.reservationNotFound();
    return c.json(toReservationReply(record, hotel, deps.clock.now()));
  });

  addRoute(routes, readSettings, async (c) => c.json(toSettingsReply(await paymentSettingsOf(db, staffHotelOf(c).id))));

  addRoute(routes, changeSettings, async (c) => {
    const hotel = staffHotelOf(c);
    const body = c.req.valid('json');
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

  addRoute(routes, planSettings, async (c) => {
    const plan = c.req.valid('param').room_plan_code;
    const { deposit_percentage } = c.req.valid('json');
    if (!(await savePlanDepositPercentage(db, staffHotelOf(c).id, plan, deposit_percentage))) {
      throw failures.unknownRoomOrPlan(`Unknown plan ${plan}.`);
    }
    return c.json({ room_plan_code: plan, deposit_percentage });
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
