import { ErrorCode } from '../../contract';

type FieldErrors = Record<string, { code: ErrorCode; text: string }[]>;

/**
 * A rule of the booking API said no. Thrown by services and domain rules, rendered by
 * http/errors.ts as the catalogue error shape with its HTTP status.
 */
export class BookingFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429,
    readonly code: ErrorCode,
    readonly title: string,
    text: string,
    readonly fields: FieldErrors = {},
  ) {
    super(text);
    this.name = 'BookingFailure';
  }
}

export const failures = {
  invalid: (text: string, fields: FieldErrors = {}) =>
    new BookingFailure(400, ErrorCode.invalid, 'Invalid request', text, fields),
  invalidField: (field: string, text: string) =>
    new BookingFailure(400, ErrorCode.invalid, 'Invalid request', `${field} ${text}`, {
      [field]: [{ code: ErrorCode.invalid, text }],
    }),
  hotelNotFound: () =>
    new BookingFailure(404, ErrorCode.hotelNotFound, 'Hotel not found', 'No hotel has this code or id.'),
  unknownRoomOrPlan: (text: string) =>
    new BookingFailure(422, ErrorCode.unknownRoomOrPlan, 'Unknown room or plan', text),
  soldOut: () =>
    new BookingFailure(
      409,
      ErrorCode.soldOut,
      'Sold out',
      'The requested rooms are no longer available for these dates.',
    ),
  reservationNotFound: () =>
    new BookingFailure(
      404,
      ErrorCode.reservationNotFound,
      'Reservation not found',
      'No reservation matches this number and e-mail address.',
    ),
  alreadyCancelled: () =>
    new BookingFailure(409, ErrorCode.alreadyCancelled, 'Already cancelled', 'This reservation is already cancelled.'),
  sameDayCancellation: () =>
    new BookingFailure(
      422,
      ErrorCode.sameDayCancellation,
      'Cancellation not possible online',
      'Cancellations on or after the check-in day cannot be made online; please contact the hotel.',
    ),
  noShow: () =>
    new BookingFailure(
      422,
      ErrorCode.noShow,
      'Cancellation not possible online',
      'The check-in day has passed; the stay counts as a no-show. Please contact the hotel.',
    ),
  idempotencyConflict: () =>
    new BookingFailure(
      422,
      ErrorCode.idempotencyConflict,
      'Idempotency-Key reused',
      'This Idempotency-Key was already used with a different request.',
    ),
  cancellationFeeChanged: (fee: number) =>
    new BookingFailure(
      409,
      ErrorCode.cancellationFeeChanged,
      'Cancellation fee changed',
      `The cancellation fee is now ${fee}; please confirm it again.`,
    ),
  tooManyGuests: (text: string) => new BookingFailure(422, ErrorCode.tooManyGuests, 'Too many guests', text),
  paymentMethodNotAllowed: (text: string) =>
    new BookingFailure(422, ErrorCode.paymentMethodNotAllowed, 'Payment method not allowed', text),
  outsideReservablePeriod: (months: number) =>
    new BookingFailure(
      422,
      ErrorCode.outsideReservablePeriod,
      'Outside the reservable period',
      `Reservations are accepted only within ${months} months.`,
    ),
};
