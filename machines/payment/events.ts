/** Events the 3-D Secure pending page sends to the payment chart. */
export type PaymentEvent =
  /** Follow the link to the issuer's 3-D Secure page. */
  | { type: 'challenge.opened' }
  /** Give up on this card: the booking is cancelled, nothing charged. */
  | { type: 'challenge.abandoned' }
  /** "I have entered it": ask the booking API again. */
  | { type: 'payment.refreshed' }
  /** After a network failure. */
  | { type: 'payment.retried' };
