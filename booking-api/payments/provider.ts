import type { CardBrand, PaymentProviderKind } from '../../contract';

/**
 * What the booking API needs from a card payment gateway. Every call carries an idempotency key:
 * the same key always gets the first call's answer and never moves money twice, so a retried
 * request, a double click or a crash between "called the provider" and "wrote the answer" is safe.
 * The sandbox (./sandbox/) implements it; GMO, Adyen, PayPal, TapPay and Paygent would too.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Looks up what the provider knows about a card token (brand, last four, expiry), or null. */
  describeToken(token: string): Promise<TokenDescription | null>;
  /** Reserves the amount on the card; may require a 3-D Secure challenge first. */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** After the challenge: the issuer's answer (still pending while the guest has not answered). */
  complete3ds(request: { idempotencyKey: string; reference: string }): Promise<Complete3dsResult>;
  /** Moves the authorized amount. */
  capture(request: { idempotencyKey: string; reference: string; amount: number }): Promise<CaptureResult>;
  /** Releases an authorization (void) or an unanswered challenge; nothing is charged. */
  cancel(request: { idempotencyKey: string; reference: string }): Promise<{ status: 'cancelled' }>;
  /** Gives back part or all of a captured amount (never more than captured minus refunded). */
  refund(request: { idempotencyKey: string; reference: string; amount: number }): Promise<RefundResult>;
  /**
   * Keeps a card for later payments: answers a durable token (valid until the card expires) for a
   * one-time token that just paid, or null when the token is unknown.
   */
  saveCard(request: { idempotencyKey: string; token: string }): Promise<({ token: string } & TokenDescription) | null>;
  /** Whether the issuer verified this token as a Korean domestic card (birth date + first two PIN digits, SPEC.md section 3). */
  koreanDomesticVerified(token: string): Promise<boolean>;
}

export type RefundResult = { status: 'refunded'; refundReference: string } | { status: 'declined'; code: DeclineCode };

export interface TokenDescription {
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface AuthorizeRequest {
  idempotencyKey: string;
  token: string;
  amount: number;
  currency: string;
  /** Where the provider's challenge page sends the browser back (relative to the widget's origin). */
  returnUrl: string;
}

/** A catalogue code of SPEC.md section 8 (3001-3252). */
export type DeclineCode = string;

export type AuthorizeResult =
  | { status: 'authorized'; reference: string }
  | { status: 'challenge_required'; reference: string; challengeUrl: string }
  | { status: 'declined'; reference: string | null; code: DeclineCode }
  /** No answer in time: whether the card was touched is unknown, so the caller voids it. */
  | { status: 'timeout'; reference: string | null };

export type Complete3dsResult =
  { status: 'authorized' } | { status: 'pending' } | { status: 'declined'; code: DeclineCode };

export type CaptureResult = { status: 'captured' } | { status: 'declined'; code: DeclineCode };

/** Finds the provider configured for a hotel; a kind that does not run here is refused (3203). */
export type ProviderLookup = (kind: string) => PaymentProvider | null;
