import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_UPLOAD_REQUEST_BYTES } from '../booking-api/extras/attachments';
import { MAX_REQUEST_BODY_BYTES, requestTooLarge } from '../booking-api/http/body-size-limit';

/**
 * The largest body /graphql reads: a document with its variables is a few kB, so the booking API's
 * JSON limit; a multipart request (the attachment upload, GraphQL multipart request spec) the
 * upload's own limit. Past it the answer is 413 at once when Content-Length says so, else as soon as
 * a body sent without one grows past it, as a GraphQL error in the spec's error shape.
 */
export function graphqlBodyLimit(): MiddlewareHandler {
  const limits = [MAX_REQUEST_BODY_BYTES, MAX_UPLOAD_REQUEST_BYTES].map((maxSize) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        // The booking API's refusal, as a GraphQL error.
        const { title, code, message } = requestTooLarge(maxSize);
        const details = { base: [{ code, text: message }] };
        return c.json({ errors: [{ message, extensions: { code, title, status: 413, details } }] }, 413);
      },
    }),
  );
  return (c, next) => {
    if (c.req.method !== 'POST') return next();
    const multipart = c.req.header('Content-Type')?.toLowerCase().startsWith('multipart/form-data') ?? false;
    return limits[multipart ? 1 : 0]!(c, next);
  };
}
