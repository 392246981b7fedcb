import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { ErrorCode, errorReply } from '../../contract';
import { BookingFailure, failures } from '../domain/booking-failure';
import { ThrottledFailure } from '../domain/throttled-failure';

/** Renders a rule failure as the catalogue error shape (SPEC.md section 8). */
export function failureResponse(c: Context, failure: BookingFailure): Response {
  if (failure instanceof ThrottledFailure) c.header('Retry-After', String(failure.retryAfterSeconds));
  return c.json(errorReply(failure.title, failure.code, failure.message, failure.fields), failure.status);
}

/**
 * Zod issues become code 1000 with the field path (`guest.email`, `rooms.0.adults`) as the
 * details key, so a form can put each message beside its field.
 */
export function zodFailure(error: ZodError): BookingFailure {
  const fields: Record<string, { code: ErrorCode; text: string }[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'base';
    if (key === 'base') continue;
    (fields[key] ??= []).push({ code: ErrorCode.invalid, text: issue.message });
  }
  const first = error.issues[0];
  const text = first
    ? first.path.length > 0
      ? `${first.path.map(String).join('.')}: ${first.message}`
      : first.message
    : 'Invalid request';
  return failures.invalid(text, fields);
}

export function handleError(error: Error, c: Context): Response {
  if (error instanceof BookingFailure) return failureResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own rejections (for example a body it could not read) are input errors too.
    return c.json(errorReply('Invalid request', ErrorCode.invalid, error.message || 'Invalid request'), 400);
  }
  console.error('[booking-api] unexpected error', c.req.method, c.req.path, error);
  return c.json(
    errorReply('Internal server error', ErrorCode.invalid, 'An unexpected error occurred; please try again later.'),
    500,
  );
}

export function handleNotFound(c: Context): Response {
  return c.json(errorReply('Not found', ErrorCode.notFound, `No route for ${c.req.method} ${c.req.path}.`), 404);
}
