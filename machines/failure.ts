import { ErrorCode, INVALID_CLIENT_SESSION_TITLE } from '../contract/error-codes';

/**
 * A failure is a value (STYLE.md point 3): actors reject with one, charts branch on its catalogue
 * code with guards, views show the localized message for the code. `title` is the server's title
 * (SPEC.md section 8 "Init failure" puts it in the global error); `status` is the HTTP status when
 * the gateway reported one.
 */
export interface Failure {
  code: string;
  title: string;
  status?: number;
}

/** Codes the client itself produces (not in the server catalogue). */
export const ClientFailureCode = {
  network: ErrorCode.network,
  noHotelCode: 'no_hotel_code',
} as const;

export function failure(code: string, title: string, status?: number): Failure {
  return status === undefined ? { code, title } : { code, title, status };
}

export const networkFailure: Failure = failure(ErrorCode.network, 'Network failure');
export const noHotelCodeFailure: Failure = failure(ClientFailureCode.noHotelCode, 'No hotel code');

export function isFailure(value: unknown): value is Failure {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.code === 'string' &&
    typeof candidate.title === 'string' &&
    (candidate.status === undefined || typeof candidate.status === 'number')
  );
}

/** What an actor's error event carries (`error`), before it is known to be a Failure. */
export const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

/** Failures worth retrying with the same idempotency key: nothing reached the booking API, or it was busy. */
export function isRetryableFailure(error: unknown): boolean {
  return !isFailure(error) || error.code === ErrorCode.network || error.status === 429 || (error.status ?? 0) >= 500;
}

/** Anything an actor threw, as a Failure: failures pass through, everything else is a network failure. */
export function toFailure(error: unknown): Failure {
  return isFailure(error) ? error : networkFailure;
}

/** SPEC.md section 8: the code 1009 or the title "Invalid Client-Session" means the stored session is dead. */
export function isInvalidClientSession(value: unknown): boolean {
  return (
    isFailure(value) && (value.code === ErrorCode.invalidClientSession || value.title === INVALID_CLIENT_SESSION_TITLE)
  );
}

export function isServiceUnavailable(value: unknown): boolean {
  return isFailure(value) && value.status === 503;
}

export function hasFailureCode(value: unknown, code: string): boolean {
  return isFailure(value) && value.code === code;
}
