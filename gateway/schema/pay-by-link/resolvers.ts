import { z } from 'zod';
import {
  payByLinkPaymentRequestSchema,
  payByLinkViewSchema,
  paymentNumberSchema,
  type PayByLinkView,
} from '../../../contract';
import type { PayByLink, Resolvers } from '../../generated/resolvers';
import { parseArguments } from '../../parse-arguments';

const visitArgsSchema = z.object({ paymentNumber: paymentNumberSchema, visitId: z.string().min(8).max(100) });
const segment = encodeURIComponent;
const path = (paymentNumber: string, rest = '') => `/book/pay_by_links/${segment(paymentNumber)}${rest}`;

/** Mapping only: the booking API decides every pay-by-link rule. */
export const payByLinkResolvers: Resolvers = {
  Query: {
    payByLink: async (_parent, args, { api, requestId }) => {
      const { paymentNumber, visitId } = parseArguments(visitArgsSchema, args, requestId);
      return toPayByLink(
        await api.call(
          { method: 'GET', path: `${path(paymentNumber)}?${new URLSearchParams({ visit_id: visitId })}` },
          payByLinkViewSchema,
        ),
      );
    },
  },
  Mutation: {
    openPayByLink: async (_parent, args, { api, requestId }) => {
      const { paymentNumber } = parseArguments(z.object({ paymentNumber: paymentNumberSchema }), args, requestId);
      return toPayByLink(await api.call({ method: 'POST', path: path(paymentNumber, '/visits') }, payByLinkViewSchema));
    },
    payPayByLink: async (_parent, args, { api, requestId }) => {
      const { paymentNumber } = parseArguments(
        z.object({ paymentNumber: paymentNumberSchema }),
        { paymentNumber: args.paymentNumber },
        requestId,
      );
      const body = parseArguments(
        payByLinkPaymentRequestSchema,
        { visit_id: args.visitId, amount_version: args.amountVersion, card_token: args.cardToken },
        requestId,
      );
      return toPayByLink(
        await api.call({ method: 'POST', path: path(paymentNumber, '/payments'), body }, payByLinkViewSchema),
      );
    },
    completePayByLinkThreeDSecure: async (_parent, args, { api, requestId }) => {
      const { paymentNumber, visitId } = parseArguments(visitArgsSchema, args, requestId);
      return toPayByLink(
        await api.call(
          { method: 'POST', path: path(paymentNumber, '/payments/complete_3ds'), body: { visit_id: visitId } },
          payByLinkViewSchema,
        ),
      );
    },
    abortPayByLinkPayment: async (_parent, args, { api, requestId }) => {
      const { paymentNumber, visitId } = parseArguments(visitArgsSchema, args, requestId);
      return toPayByLink(
        await api.call(
          { method: 'POST', path: path(paymentNumber, '/payments/abort'), body: { visit_id: visitId } },
          payByLinkViewSchema,
        ),
      );
    },
  },
};

function toPayByLink(reply: PayByLinkView): PayByLink {
  return {
    paymentNumber: reply.payment_number,
    hotelCode: reply.hotel.code,
    hotelName: reply.hotel.name,
    subject: reply.subject,
    amount: reply.amount,
    currency: reply.currency,
    status: reply.status,
    amountVersion: reply.amount_version,
    paidAt: reply.paid_at,
    refundedAt: reply.refunded_at,
    visit: {
      visitId: reply.visit.visit_id,
      openedAt: reply.visit.opened_at,
      expiresAt: reply.visit.expires_at,
      expiresInSeconds: reply.visit.expires_in_seconds,
    },
    result: reply.result,
    attempt: reply.attempt
      ? {
          attemptId: reply.attempt.attempt_id,
          status: reply.attempt.status,
          amount: reply.attempt.amount,
          currency: reply.attempt.currency,
          card: reply.attempt.card,
          challengeUrl: reply.attempt.challenge_url,
          failureCode: reply.attempt.failure_code,
          transitions: reply.attempt.transitions,
        }
      : null,
  };
}
