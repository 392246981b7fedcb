/** Events views send to the cancellation-policy chart. */
export type CancellationPolicyEvent =
  /** "Try again" after the policies failed to load. */
  { type: 'policies.retried' };
