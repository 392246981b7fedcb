import { z } from 'zod';
import { receiptReplySchema, type ReservationReply } from '../../../contract';
import type { Reservation, Resolvers } from '../../generated/resolvers';
import { hotelCodeSchema, parseArguments } from '../../parse-arguments';

const segment = encodeURIComponent;
const receiptArgsSchema = z.object({
  code: hotelCodeSchema,
  confirmationNumber: z.string().trim().min(1).max(40),
  email: z.string().trim().max(254).optional(),
  bypassToken: z.string().trim().max(200).optional(),
  name: z.string().trim().max(100),
  taxId: z.string().trim().max(20).optional(),
  locale: z.string().max(10).optional(),
});
const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** Mapping only: the booking API decides when a receipt exists and for whom. */
export const paymentMethodResolvers: Resolvers = {
  Query: {
    receipt: async (_parent, args, { api, requestId }) => {
      const a = parseArguments(
        receiptArgsSchema,
        {
          ...args,
          email: orUndefined(args.email),
          bypassToken: orUndefined(args.bypassToken),
          taxId: orUndefined(args.taxId),
          locale: orUndefined(args.locale),
        },
        requestId,
      );
      const { receipt } = await api.call(
        {
          method: 'GET',
          path: `/book/hotels/${segment(a.code)}/reservations/${segment(a.confirmationNumber)}/receipt`,
          query: { name: a.name, tax_id: a.taxId, email: a.email, bypass_token: a.bypassToken, locale: a.locale },
        },
        receiptReplySchema,
      );
      return {
        receiptNumber: receipt.receipt_number,
        receiptTitle: receipt.receipt_title,
        receiptUnicode: receipt.receipt_unicode,
        issuedAt: receipt.issued_at,
        hotel: {
          code: receipt.hotel.code,
          name: receipt.hotel.hotel_name,
          postCode: receipt.hotel.post_code,
          fullAddress: receipt.hotel.full_address,
          country: receipt.hotel.country,
        },
        confirmationNumber: receipt.confirmation_number,
        checkinDate: receipt.checkin_date,
        checkoutDate: receipt.checkout_date,
        nights: receipt.nights,
        paymentType: receipt.payment_type,
        currency: receipt.currency,
        amount: receipt.amount,
        tax: receipt.tax,
        remainAmount: receipt.remain_amount,
        reissueCount: receipt.reissue_count,
        locale: receipt.locale,
      };
    },
  },
};

/** The reservation's payment terms, for toReservation (gateway/schema/reservation/resolvers.ts). */
export function reservationPaymentTerms(
  reply: ReservationReply,
): Pick<Reservation, 'depositAmount' | 'remainAmount' | 'paymentTerms'> {
  const terms = reply.payment_terms;
  return {
    depositAmount: reply.deposit_amount ?? null,
    remainAmount: reply.remain_amount ?? null,
    paymentTerms: terms
      ? {
          method: terms.method,
          depositPercentage: terms.deposit_percentage,
          depositAmount: terms.deposit_amount,
          remainAmount: terms.remain_amount,
          bankTransfer: terms.bank_transfer
            ? {
                bankName: terms.bank_transfer.bank_name,
                bankBranch: terms.bank_transfer.bank_branch,
                accountType: terms.bank_transfer.account_type,
                accountNumber: terms.bank_transfer.account_number,
                accountHolder: terms.bank_transfer.account_holder,
                transferReference: terms.bank_transfer.transfer_reference,
                amount: terms.bank_transfer.amount,
                currency: terms.bank_transfer.currency,
                dueAt: terms.bank_transfer.due_at,
                paidAt: terms.bank_transfer.paid_at,
              }
            : null,
        }
      : null,
  };
}
