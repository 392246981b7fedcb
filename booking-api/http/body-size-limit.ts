import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorCode } from '../../contract';
import { BookingFailure } from '../domain/booking-failure';

/** The largest JSON (or form) body of the booking API; the largest real request is a few kB. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

export const requestTooLarge = (maxBytes: number) =>
  new BookingFailure(
    413,
    ErrorCode.invalid,
    'Request too large',
    `The request body is larger than ${Math.round(maxBytes / 1024)} kB.`,
  );

/**
 * Refuses a request body over `maxBytes` with 413 in the error shape: at once when its
 * Content-Length says so, else as soon as a body sent without one grows past the limit (it is read
 * no further). Routes that stream a larger body themselves (`streamingRoutes`, matched on method
 * and path) are left to do their own limit.
 */
export function bodySizeLimit(options: {
  maxBytes: number;
  streamingRoutes: { method: string; path: RegExp }[];
}): MiddlewareHandler {
  const limited = bodyLimit({
    maxSize: options.maxBytes,
    onError: () => {
      throw requestTooLarge(options.maxBytes);
    },
  });
  return async (c, next) => {
    if (options.streamingRoutes.some((route) => route.method === c.req.method && route.path.test(c.req.path)))
      return next();
    return limited(c, next);
  };
}
