import { Temporal } from 'temporal-polyfill';
import type { CreateReservationRequest, PaymentTerms } from '../../contract';
import { CHARGED_CARD_METHODS, ErrorCode, KRW_CARD_METHODS, depositAmountOf } from '../../contract';
import type { Clock } from '../clock';
import { localToday } from '../clock';
import type { Queryable } from '../db/transactions';
import { BookingFailure } from '../domain/booking-failure';
import type { HotelWithBrand, PlanRow } from '../repositories/hotels';
import { providerForHotel, type CardEngineDeps } from '../payments/card-engine';
import {
  cancellationRefundsOf,
  deletePlanDepositPercentage,
  depositSharesOf,
  findPaymentSettings,
  findPaymentTerms,
  findPlanIdByCode,
  upsertPlanDepositPercentage,
  type HotelPaymentSettingsRow,
  type PaymentTermsRow,
} from './payment-methods-repository';

/**
 * What a reservation pays how, decided before the booking transaction and written inside it
 * (reservation_payment_terms, migration 0013). The rules are in contract/payment-methods.ts.
 */

/** Defaults of a facility without its own row (the migration's column defaults). */
export const DEFAULT_PAYMENT_SETTINGS: Omit<HotelPaymentSettingsRow, 'hotelId'> = {
  depositPercentage: 30,
  bankTransferDueDays: 3,
  bankName: '',
  bankBranch: '',
  bankAccountType: '',
  bankAccountNumber: '',
  bankAccountHolder: '',
  receiptAvailableHour: 11,
};

/** A bank transfer needs at least this long before its deadline (the start of the check-in day). */
export const BANK_TRANSFER_MIN_HOURS = 24;

export interface PaymentTermsPlan {
  method: string;
  depositPercentage: number | null;
  /** What the card is charged now (the deposit, the whole amount) or the transfer must bring; 0 when paid at the facility. */
  depositAmount: number;
  remainAmount: number;
  dueAt: Date | null;
  /** bank_transfer: the reservation waits in payment_pending until staff mark it paid. */
  awaitsTransfer: boolean;
}

export async function paymentSettingsOf(db: Queryable, hotelId: number): Promise<HotelPaymentSettingsRow> {
  return (await findPaymentSettings(db, hotelId)) ?? { hotelId, ...DEFAULT_PAYMENT_SETTINGS };
}

/**
 * Staff set a plan's own deposit share, or remove it (null: the facility's share applies); false when
 * the facility has no plan with this code.
 */
export async function savePlanDepositPercentage(
  db: Queryable,
  hotelId: number,
  planCode: string,
  depositPercentage: number | null,
): Promise<boolean> {
  const planId = await findPlanIdByCode(db, hotelId, planCode);
  if (planId === undefined) return false;
  if (depositPercentage === null) await deletePlanDepositPercentage(db, planId);
  else await upsertPlanDepositPercentage(db, planId, depositPercentage);
  return true;
}

/**
 * The deposit share of each plan of the facility: its own setting, else the facility's, else the
 * default. One query (every room search asks it), so plans of another facility get no share.
 */
export async function depositPercentagesOf(
  db: Queryable,
  hotelId: number,
  planIds: number[],
): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await depositSharesOf(db, hotelId, planIds);
  return new Map(
    rows.map((row) => [row.planId, row.own ?? row.facility ?? DEFAULT_PAYMENT_SETTINGS.depositPercentage]),
  );
}

const refuse = (status: 409 | 422, code: ErrorCode, title: string, text: string) =>
  new BookingFailure(status, code, title, text);

/**
 * Before the booking transaction: the method's own rules and what it charges. A deposit booking of
 * several plans with different shares charges each room's share of its own price.
 */
export async function planPaymentTerms(
  deps: CardEngineDeps,
  hotel: HotelWithBrand,
  request: CreateReservationRequest,
  rooms: { plan: PlanRow; totalPrice: number }[],
  totalPrice: number,
): Promise<PaymentTermsPlan> {
  const { db } = deps.database;
  const method = request.payment_type;
  if (KRW_CARD_METHODS.includes(method)) {
    if (hotel.currency !== 'KRW' || request.mcp_currency) {
      throw refuse(
        422,
        ErrorCode.krwCurrencyRequired,
        'KRW card payment unavailable',
        'Korean card payment is only for facilities charging in Korean won.',
      );
    }
    // A domestic card must have passed the issuer's birth date + PIN check at tokenization (a saved card never did).
    if (method === 'credit_card_krw_domestic') {
      const provider = await providerForHotel(deps, hotel.id);
      if (!request.card_token || !(await provider.koreanDomesticVerified(request.card_token))) {
        throw refuse(
          422,
          ErrorCode.koreanCardVerificationRequired,
          'Card verification required',
          "A Korean domestic card needs the holder's birth date and the first two PIN digits; enter the card again.",
        );
      }
    }
  }
  if (method === 'credit_card_deposit') {
    const split = await quotedPaymentTerms(
      db,
      hotel.id,
      method,
      rooms.map((room) => ({ planId: room.plan.id, totalPrice: room.totalPrice })),
      totalPrice,
    );
    return {
      method,
      depositPercentage: split.percentage,
      depositAmount: split.deposit,
      remainAmount: split.remain,
      dueAt: null,
      awaitsTransfer: false,
    };
  }
  if (method === 'bank_transfer') {
    const settings = await paymentSettingsOf(db, hotel.id);
    const dueAt = bankTransferDeadline(deps.clock, hotel.timeZone, request.checkin_date, settings.bankTransferDueDays);
    if (dueAt.epochMilliseconds - deps.clock.now().epochMilliseconds < BANK_TRANSFER_MIN_HOURS * 3_600_000) {
      throw refuse(
        422,
        ErrorCode.bankTransferTooLate,
        'Bank transfer unavailable',
        'Check-in is too close for a bank transfer; choose another payment method.',
      );
    }
    return {
      method,
      depositPercentage: null,
      depositAmount: totalPrice,
      remainAmount: 0,
      dueAt: new Date(dueAt.epochMilliseconds),
      awaitsTransfer: true,
    };
  }
  if (CHARGED_CARD_METHODS.includes(method)) {
    return {
      method,
      depositPercentage: null,
      depositAmount: totalPrice,
      remainAmount: 0,
      dueAt: null,
      awaitsTransfer: false,
    };
  }
  // on_site, on_site_credit_card_required, deferred_payment: everything is paid at (or to) the facility later.
  return {
    method,
    depositPercentage: null,
    depositAmount: 0,
    remainAmount: totalPrice,
    dueAt: null,
    awaitsTransfer: false,
  };
}

/**
 * What a method charges now (deposit: the card deposit, the whole amount by card or transfer) and
 * leaves to be paid at the facility (remain), as planPaymentTerms books it; the price quote shows it
 * before booking (pricing/price-quote.ts).
 */
export function chargeSplitOf(
  method: string,
  rooms: { planId: number; totalPrice: number }[],
  totalPrice: number,
  shares: Map<number, number>,
): { percentage: number | null; deposit: number; remain: number } {
  if (method === 'credit_card_deposit') {
    const { percentage, depositAmount } = depositFor(rooms, totalPrice, shares);
    return { percentage, deposit: depositAmount, remain: totalPrice - depositAmount };
  }
  if (method === 'bank_transfer' || CHARGED_CARD_METHODS.includes(method))
    return { percentage: null, deposit: totalPrice, remain: 0 };
  return { percentage: null, deposit: 0, remain: totalPrice };
}

/** chargeSplitOf with the plans' deposit shares read (only a deposit needs them). */
export async function quotedPaymentTerms(
  db: Queryable,
  hotelId: number,
  method: string,
  rooms: { planId: number; totalPrice: number }[],
  totalPrice: number,
) {
  const shares =
    method === 'credit_card_deposit'
      ? await depositPercentagesOf(db, hotelId, [...new Set(rooms.map((room) => room.planId))])
      : new Map<number, number>();
  return chargeSplitOf(method, rooms, totalPrice, shares);
}

/**
 * The deposit of a total: floor(total x percentage / 100). Rooms of plans with different shares pay
 * each room's share of its own price, rounded down once on the sum; any other part of the total
 * (extras, discounts, points) by the first share. Booking and shorter stays both use it.
 */
export function depositFor(
  rooms: { planId: number; totalPrice: number }[],
  totalPrice: number,
  shares: Map<number, number>,
): { percentage: number | null; depositAmount: number } {
  const percentages = [...new Set(rooms.map((room) => shares.get(room.planId)!))];
  const roomsTotal = rooms.reduce((sum, room) => sum + room.totalPrice, 0);
  const deposit =
    percentages.length === 1
      ? depositAmountOf(totalPrice, percentages[0]!)
      : Math.floor(
          rooms.reduce((sum, room) => sum + room.totalPrice * shares.get(room.planId)!, 0) / 100 +
            ((totalPrice - roomsTotal) * percentages[0]!) / 100,
        );
  return {
    percentage: percentages.length === 1 ? percentages[0]! : null,
    depositAmount: Math.max(0, Math.min(totalPrice, deposit)),
  };
}

/**
 * The end of the local day `dueDays` days after today, but never later than the start of the
 * check-in day (facility time zone).
 */
export function bankTransferDeadline(
  clock: Clock,
  timeZone: string,
  checkin: string,
  dueDays: number,
): Temporal.Instant {
  const byDays = localToday(clock, timeZone)
    .add({ days: dueDays + 1 })
    .toZonedDateTime({ timeZone })
    .toInstant();
  const byCheckin = Temporal.PlainDate.from(checkin).toZonedDateTime({ timeZone }).toInstant();
  return Temporal.Instant.compare(byDays, byCheckin) < 0 ? byDays : byCheckin;
}

/** The amount charged now: the deposit for credit_card_deposit, else the whole total. */
export function chargedAmount(terms: PaymentTermsPlan, totalPrice: number): number {
  return terms.method === 'credit_card_deposit' ? terms.depositAmount : totalPrice;
}

/**
 * The reply fields of a reservation's terms (contract reservationPaymentTermsShape). For a deposit,
 * the remaining amount follows the reservation's current total (a shorter stay lowers it).
 */
export function paymentTermsReply(
  terms: LoadedPaymentTerms | null | undefined,
  reservation: {
    confirmationNumber: string;
    totalPrice: number;
    currency: string;
    status: string;
    spendingPointValue?: number;
    voucherCouponDiscountAmount?: number;
  },
): { deposit_amount?: number; remain_amount?: number; payment_terms?: PaymentTerms | null } {
  if (!terms) return {};
  // What the guest pays: the total less a member voucher and points (the card never pays those).
  const payable =
    reservation.totalPrice - (reservation.spendingPointValue ?? 0) - (reservation.voucherCouponDiscountAmount ?? 0);
  // The deposit of the stay as it is now (a shorter stay rewrites it, payment-methods/itinerary-payment.ts),
  // less what a cancellation gives back, counted from the moment the refund is planned.
  const depositHeld = Math.max(0, terms.depositAmount - terms.refundedAmount);
  // A cancelled stay owes the facility nothing more here (its fee is settled from what was paid).
  const remain =
    reservation.status !== 'cancelled' && (terms.method === 'credit_card_deposit' || terms.remainAmount > 0)
      ? Math.max(0, payable - depositHeld)
      : 0;
  const deposit =
    terms.method === 'bank_transfer' ||
    (CHARGED_CARD_METHODS.includes(terms.method) && terms.method !== 'credit_card_deposit')
      ? payable
      : depositHeld;
  const s = terms.settings;
  return {
    deposit_amount: deposit,
    remain_amount: remain,
    payment_terms: {
      method: terms.method,
      deposit_percentage: terms.depositPercentage,
      deposit_amount: deposit,
      remain_amount: remain,
      bank_transfer:
        terms.method === 'bank_transfer' && terms.dueAt
          ? {
              bank_name: s.bankName,
              bank_branch: s.bankBranch,
              account_type: s.bankAccountType,
              account_number: s.bankAccountNumber,
              account_holder: s.bankAccountHolder,
              transfer_reference: reservation.confirmationNumber,
              amount: deposit,
              currency: reservation.currency,
              due_at: terms.dueAt.toISOString(),
              paid_at: terms.paidAt?.toISOString() ?? null,
            }
          : null,
    },
  };
}

/** The terms with the facility's settings, for the reply (one read per reservation). */
export async function loadPaymentTerms(
  db: Queryable,
  reservation: { id: number; hotelId: number; currency: string; cancellationFee?: number | null; changeFees?: number },
): Promise<LoadedPaymentTerms | null> {
  const terms = await findPaymentTerms(db, reservation.id);
  if (!terms) return null;
  // A deposit a cancellation gives back no longer counts as paid, from the moment its refund is planned
  // (pending) so the cancel reply shows it at once; a failed refund is money still held. A shorter stay
  // rewrites deposit_amount itself.
  const given = terms.method === 'credit_card_deposit' ? await cancellationRefundsOf(db, reservation.id) : [];
  // Charged in another currency (multi-currency), the refund gave back all but the fees (services/reservation-cancellation.ts),
  // so the deposit still held is those fees in the hotel currency.
  const kept = Math.min(terms.depositAmount, (reservation.cancellationFee ?? 0) + (reservation.changeFees ?? 0));
  const refundedAmount =
    given.length === 0
      ? 0
      : given.every((refund) => refund.currency === reservation.currency)
        ? given.reduce((sum, refund) => sum + refund.amount, 0)
        : terms.depositAmount - kept;
  return { ...terms, refundedAmount, settings: await paymentSettingsOf(db, reservation.hotelId) };
}

export type LoadedPaymentTerms = PaymentTermsRow & { refundedAmount: number; settings: HotelPaymentSettingsRow };
