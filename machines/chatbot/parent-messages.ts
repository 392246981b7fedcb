import { z } from 'zod/mini';

/**
 * Messages the page embedding the widget (the chatbot) may send (SPEC.md section 7 "Parent-window
 * messages"). SPEC.md section 5: accepted only when the allowed origin is `*` or equals the
 * sender's origin; anything else, or any other shape, is ignored.
 */
export type ParentMessage =
  | { kind: 'login' }
  | { kind: 'close' }
  /** A one-time access token for the chatbot's signed-in member. */
  | { kind: 'receiveTriplabotSession'; token: string }
  | { kind: 'getTriplabotUserId' }
  | { kind: 'refresh-login' };

// zod/mini, not zod: the widget's bundle carries only the parts this schema uses.
const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('login') }),
  z.object({ type: z.literal('close') }),
  z.object({ type: z.literal('receiveTriplabotSession'), session: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) }),
  z.object({ type: z.literal('getTriplabotUserId') }),
  z.object({ type: z.literal('refresh-login') }),
]);

/** `*` allows any sender; an empty allowed origin (a brand that configured none) allows no one. */
export function originAllowed(allowedOrigin: string, origin: string): boolean {
  if (allowedOrigin === '') return false;
  return allowedOrigin === '*' || allowedOrigin === origin;
}

/** The message a `message` event carries, or null when it is from another origin or not one of ours. */
export function parseParentMessage(allowedOrigin: string | null, origin: string, data: unknown): ParentMessage | null {
  if (allowedOrigin === null || !originAllowed(allowedOrigin, origin)) return null;
  const parsed = messageSchema.safeParse(typeof data === 'string' ? safeJson(data) : data);
  if (!parsed.success) return null;
  const message = parsed.data;
  return message.type === 'receiveTriplabotSession' ? { kind: message.type, token: message.session } : { kind: message.type };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
