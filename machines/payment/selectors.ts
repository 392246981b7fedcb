import type { SnapshotFrom } from 'xstate';
import { paymentMachine, PaymentTags } from './machine';

type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

export const selectPayment = (s: PaymentSnapshot) => s.context.payment;
export const selectIsPaymentBusy = (s: PaymentSnapshot) => s.hasTag(PaymentTags.Busy);
export const selectIsAwaitingChallenge = (s: PaymentSnapshot) => s.matches('AwaitingChallenge');
export const selectChallengeUrl = (s: PaymentSnapshot) =>
  s.matches('AwaitingChallenge') ? (s.context.payment?.challengeUrl ?? null) : null;
/** Seconds left when the page learnt the payment's state (the server's clock). */
export const selectSecondsLeft = (s: PaymentSnapshot) => s.context.payment?.expiresInSeconds ?? 0;
export const selectPaymentUnavailable = (s: PaymentSnapshot) => s.matches('Unavailable');
export const selectCanRetryPayment = (s: PaymentSnapshot) => s.can({ type: 'payment.retried' });
export const selectCanAbandonChallenge = (s: PaymentSnapshot) => s.matches('AwaitingChallenge');
export const selectPaymentFailure = (s: PaymentSnapshot) => s.context.failure;
