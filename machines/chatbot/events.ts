import type { SignedInSession } from '../auth/context';

export type ChatbotEvent =
  /** A `message` event from the parent window, not yet checked (origin and shape are checked by the chart). */
  | { type: 'parent.message'; origin: string; data: unknown }
  /** The auth chart's member, so a user id request can be answered. */
  | { type: 'member.changed'; userId: number | null };

export type { SignedInSession };
