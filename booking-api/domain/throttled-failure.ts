import { ErrorCode } from '../../contract';
import { BookingFailure } from './booking-failure';

/** A limit was hit: the catalogue error shape, and Retry-After with the seconds left in the window. */
export class ThrottledFailure extends BookingFailure {
  constructor(
    status: 422 | 429,
    code: ErrorCode,
    title: string,
    text: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code, title, text);
  }
}

export const tooManyFailures = (retryAfterSeconds: number) =>
  new ThrottledFailure(
    429,
    ErrorCode.tooManyRequests,
    'Too many requests',
    `Too many failed attempts from this address; please try again in ${retryAfterSeconds} seconds.`,
    retryAfterSeconds,
  );
