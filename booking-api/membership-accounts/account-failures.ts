import { ErrorCode } from '../../contract';
import { BookingFailure } from '../domain/booking-failure';

/** Refusals of account management, in the catalogue shape of SPEC.md section 8. */
export const accountFailures = {
  profileNotUpdatable: () =>
    new BookingFailure(
      403,
      ErrorCode.profileNotUpdatable,
      'Profile not editable',
      "This account's profile cannot be edited here.",
    ),
  wrongCurrentPassword: () =>
    new BookingFailure(422, ErrorCode.wrongCurrentPassword, 'Wrong password', 'The current password is not correct.', {
      current_password: [{ code: ErrorCode.wrongCurrentPassword, text: 'is not correct' }],
    }),
  emailInUse: () =>
    new BookingFailure(
      422,
      ErrorCode.emailInUse,
      'E-mail address in use',
      'Another account uses this e-mail address.',
      {
        email: [{ code: ErrorCode.emailInUse, text: 'is used by another account' }],
      },
    ),
  sameEmail: () =>
    new BookingFailure(422, ErrorCode.invalid, 'Same e-mail address', 'This is already your login e-mail address.', {
      email: [{ code: ErrorCode.invalid, text: 'is your current address' }],
    }),
  emailChangeExpired: () =>
    new BookingFailure(
      422,
      ErrorCode.expired,
      'Link expired',
      'The e-mail change link has expired; ask for a new one.',
    ),
  accountRemovalCustom: (description: string | null) =>
    new BookingFailure(
      403,
      ErrorCode.accountRemovalCustom,
      'Account removal not available here',
      description ?? 'Please contact the hotel to remove your account.',
    ),
  invalidUnsubscribeLink: () =>
    new BookingFailure(422, ErrorCode.invalid, 'Invalid link', 'This unsubscribe link is not valid.'),
};
