import { z } from 'zod';
import {
  paymentGatewaySettingReplySchema,
  paymentTransactionReplySchema,
  type PaymentTransactionReply,
  type ReservationPayment as ReservationPaymentReply,
} from '../../../contract';
import type { PaymentTransaction, ReservationPayment, Resolvers } from '../../generated/resolvers';
import { hotelCodeSchema, parseArguments } from '../../parse-arguments';
import type { GatewayContext } from '../../context';

const transactionArgsSchema = z.object({
  code: hotelCodeSchema,
  transactionId: z
    .string()
    .trim()
    .regex(/^pay_[A-Za-z0-9_-]{8,80}$/, 'is not a payment id'),
});

const segment = encodeURIComponent;

/** Mapping only: the booking API decides every payment rule. */
export const paymentResolvers: Resolvers = {
  BookingWidgetSettings: {
    // The hotel's payment gateway setting names it; asked only when a document selects it.
    cardPaymentProvider: async (settings, _args, { api }) => cardProviderOf(api, String(settings.hotelId)),
  },
  PayByLink: {
    cardPaymentProvider: async (link, _args, { api }) => cardProviderOf(api, link.hotelCode),
  },
  Query: {
    paymentTransaction: async (_parent, args, { api, requestId }) => {
      const { code, transactionId } = parseArguments(transactionArgsSchema, args, requestId);
      return toPaymentTransaction(
        await api.call(
          { method: 'GET', path: `/book/hotels/${segment(code)}/payments/${segment(transactionId)}` },
          paymentTransactionReplySchema,
        ),
      );
    },
  },
  Mutation: {
    completeThreeDSecure: async (_parent, args, { api, requestId }) => {
      const { code, transactionId } = parseArguments(transactionArgsSchema, args, requestId);
      return toPaymentTransaction(
        await api.call(
          { method: 'POST', path: `/book/hotels/${segment(code)}/payments/${segment(transactionId)}/complete_3ds` },
          paymentTransactionReplySchema,
        ),
      );
    },
    abortThreeDSecure: async (_parent, args, { api, requestId }) => {
      const { code, transactionId } = parseArguments(transactionArgsSchema, args, requestId);
      return toPaymentTransaction(
        await api.call(
          { method: 'POST', path: `/book/hotels/${segment(code)}/payments/${segment(transactionId)}/abort` },
          paymentTransactionReplySchema,
        ),
      );
    },
  },
};

/** The name of the card provider that takes a hotel's cards here (its payment gateway setting), or null. */
async function cardProviderOf(api: GatewayContext['api'], hotel: string): Promise<string | null> {
  const reply = await api.call(
    { method: 'GET', path: `/book/hotels/${segment(hotel)}/settings/payment_gateway` },
    paymentGatewaySettingReplySchema,
  );
  return reply.payment_gateway_setting?.card_provider ?? null;
}

export function toReservationPayment(reply: ReservationPaymentReply): ReservationPayment {
  return paymentFields(reply);
}

function paymentFields(reply: ReservationPaymentReply) {
  return {
    transactionId: reply.transaction_id,
    status: reply.status,
    kind: reply.kind,
    amount: reply.amount,
    currency: reply.currency,
    card: reply.card,
    challengeUrl: reply.challenge_url,
    expiresAt: reply.expires_at,
    expiresInSeconds: reply.expires_in_seconds,
    failureCode: reply.failure_code,
    refundedAmount: reply.refunded_amount,
    refunds: reply.refunds.map((r) => ({
      refundId: r.refund_id,
      cause: r.cause,
      amount: r.amount,
      status: r.status,
      failureCode: r.failure_code,
      failureReason: r.failure_reason,
      createdAt: r.created_at,
      settledAt: r.settled_at,
    })),
  };
}

function toPaymentTransaction(reply: PaymentTransactionReply): PaymentTransaction {
  return {
    ...paymentFields(reply),
    reservation: {
      confirmationNumber: reply.reservation.confirmation_number,
      status: reply.reservation.status,
      bypassToken: reply.reservation.bypass_token,
    },
    transitions: reply.transitions.map((t) => ({ from: t.from, to: t.to, reason: t.reason, at: t.at })),
  };
}
