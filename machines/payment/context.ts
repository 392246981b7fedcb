import type { CompleteThreeDSecureMutation } from '../graphql/graphql';
import type { Failure } from '../failure';

/** A payment as the chart sees it (the gateway's PaymentTransaction). */
export type PaymentView = CompleteThreeDSecureMutation['completeThreeDSecure'];

export interface PaymentInput {
  hotelCode: string;
  /** From the pending page's URL (`transaction`), as the 3-D Secure return sends it. */
  transactionId: string;
  /**
   * The booking that led here is still saved in this tab (machines/booking/booking-draft.ts): a
   * declined or refused challenge returns to its card form instead of the failure page.
   */
  bookingResumable?: boolean;
}

/** What the completeThreeDSecure and abortThreeDSecure actors receive. */
export type PaymentRequest = Pick<PaymentInput, 'hotelCode' | 'transactionId'>;

export interface PaymentContext extends PaymentInput {
  payment: PaymentView | null;
  failure: Failure | null;
}

export function initialPaymentContext(input: PaymentInput): PaymentContext {
  return { ...input, payment: null, failure: null };
}
