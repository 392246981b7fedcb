import { ErrorCode } from '../../contract';
import { BookingFailure } from './booking-failure';
import { ThrottledFailure } from './throttled-failure';

/** The membership rules' refusals, in the catalogue shape of SPEC.md section 8. */
export const memberFailures = {
  signUpClosed: () =>
    new BookingFailure(422, ErrorCode.invalid, 'Sign-up not available', 'Sign-up is not available for this hotel.'),
  passwordStrength: () =>
    new BookingFailure(
      422,
      ErrorCode.passwordStrength,
      'Password too weak',
      'The password needs at least 8 characters with an upper-case letter, a lower-case letter and a digit.',
      {
        password: [{ code: ErrorCode.passwordStrength, text: 'is too weak' }],
      },
    ),
  passwordAlreadyUsed: () =>
    new BookingFailure(
      422,
      ErrorCode.passwordAlreadyUsed,
      'Password used before',
      'This password was used before; choose another one.',
      {
        password: [{ code: ErrorCode.passwordAlreadyUsed, text: 'was used before' }],
      },
    ),
  invalidCredentials: () =>
    new BookingFailure(
      422,
      ErrorCode.invalid,
      'Invalid credentials',
      'The e-mail address or the password is not correct.',
    ),
  accountLocked: (until: Date) =>
    new BookingFailure(
      422,
      ErrorCode.accountLocked,
      'Account locked',
      `Too many wrong passwords: the account is locked until ${until.toISOString()}.`,
    ),
  /** 422 like the other sign-in refusals (the widget words 1303; a 429 would be retried at once, SPEC.md section 4), with Retry-After. */
  rateLimited: (retryAfterSeconds: number) =>
    new ThrottledFailure(
      422,
      ErrorCode.signInRateLimited,
      'Too many sign-in attempts',
      `Too many failed sign-in attempts; please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
      retryAfterSeconds,
    ),
  notConfirmed: () =>
    new BookingFailure(
      422,
      ErrorCode.memberNotConfirmed,
      'Account not confirmed',
      'Follow the link in the e-mail we sent you to confirm your account first.',
    ),
  invalidLink: () =>
    new BookingFailure(422, ErrorCode.invalid, 'Invalid link', 'This link is not valid or was already used.'),
  confirmationExpired: () =>
    new BookingFailure(
      422,
      ErrorCode.confirmationExpired,
      'Confirmation period expired',
      'The confirmation link has expired; ask for a new one.',
    ),
  alreadyConfirmed: () =>
    new BookingFailure(
      409,
      ErrorCode.alreadyConfirmed,
      'Already confirmed',
      'This account is already confirmed; please sign in.',
    ),
  resetExpired: () =>
    new BookingFailure(
      422,
      ErrorCode.expired,
      'Link expired',
      'The password reset link has expired; ask for a new one.',
    ),
  sessionExpired: () =>
    new BookingFailure(
      401,
      ErrorCode.sessionExpired,
      'Session expired',
      'You are not signed in or your session has expired.',
    ),
  brandMismatch: () =>
    new BookingFailure(401, ErrorCode.brandMismatch, 'Brand mismatch', 'This session belongs to another brand.'),
};
