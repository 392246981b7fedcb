import { isJsonObject } from '../plain-shapes';

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

const WITHOUT_DATA = ['login', 'close', 'getTriplabotUserId', 'refresh-login'] as const;

/** One of our messages by its `type`; the session handed over is 1 to 200 characters once trimmed. */
function readMessage(data: unknown): ParentMessage | null {
  if (!isJsonObject(data)) return null;
  const kind = (WITHOUT_DATA as readonly unknown[]).includes(data.type)
    ? (data.type as (typeof WITHOUT_DATA)[number])
    : null;
  if (kind) return { kind };
  if (data.type !== 'receiveTriplabotSession' || typeof data.session !== 'string') return null;
  const token = data.session.trim();
  return token.length >= 1 && token.length <= 200 ? { kind: 'receiveTriplabotSession', token } : null;
}

/** `*` allows any sender; an empty allowed origin (a brand that configured none) allows no one. */
export function originAllowed(allowedOrigin: string, origin: string): boolean {
  if (allowedOrigin === '') return false;
  return allowedOrigin === '*' || allowedOrigin === origin;
}

/** The message a `message` event carries, or null when it is from another origin or not one of ours. */
export function parseParentMessage(allowedOrigin: string | null, origin: string, data: unknown): ParentMessage | null {
  if (allowedOrigin === null || !originAllowed(allowedOrigin, origin)) return null;
  return readMessage(typeof data === 'string' ? safeJson(data) : data);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
