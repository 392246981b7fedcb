import { ErrorCode } from '../../contract';
import { BookingFailure } from '../domain/booking-failure';

/** Refusals of the lottery rules (SPEC.md sections 5 "Lottery" and 8, codes 3750-3783). */
export const lotteryFailures = {
  datesOnlyForLottery: () =>
    new BookingFailure(
      422,
      ErrorCode.lotteryDatesOnly,
      'Lottery dates',
      'These dates of this room are offered by lottery only.',
    ),
  notYetOpen: () =>
    new BookingFailure(
      422,
      ErrorCode.lotteryNotYetOpen,
      'Lottery not open yet',
      'This lottery does not accept entries yet.',
    ),
  closed: () =>
    new BookingFailure(422, ErrorCode.lotteryClosed, 'Lottery closed', 'The entry period of this lottery is over.'),
  stayOutsideEvent: () =>
    new BookingFailure(
      422,
      ErrorCode.lotteryStayOutsideEvent,
      'Dates outside the lottery',
      'The stay must lie within the dates of this lottery.',
      {
        checkin_date: [{ code: ErrorCode.lotteryStayOutsideEvent, text: 'is outside the lottery dates' }],
      },
    ),
  nightsOutOfRange: (min: number, max: number) =>
    new BookingFailure(
      422,
      ErrorCode.lotteryNightsOutOfRange,
      'Nights out of range',
      `The stay must be from ${min} to ${max} nights.`,
      {
        checkout_date: [{ code: ErrorCode.lotteryNightsOutOfRange, text: `must give ${min} to ${max} nights` }],
      },
    ),
  alreadyEntered: () =>
    new BookingFailure(
      409,
      ErrorCode.lotteryAlreadyEntered,
      'Already entered',
      'You have already entered this lottery.',
    ),
  notAvailable: () =>
    new BookingFailure(404, ErrorCode.lotteryNotAvailable, 'Lottery unavailable', 'This lottery is not available.'),
  deadlinePassed: () =>
    new BookingFailure(
      422,
      ErrorCode.lotteryReservationDeadlinePassed,
      'Reservation deadline passed',
      'The deadline for booking the won room has passed.',
    ),
  linkExpired: () =>
    new BookingFailure(422, ErrorCode.lotteryLinkExpired, 'Lottery link expired', 'This lottery link has expired.'),
  linkInvalid: () =>
    new BookingFailure(422, ErrorCode.lotteryLinkInvalid, 'Lottery link invalid', 'This lottery link is not valid.'),
  linkRequired: () =>
    new BookingFailure(
      422,
      ErrorCode.lotteryLinkRequired,
      'Lottery link required',
      'This lottery is entered through its lottery link only.',
    ),
  // Unknown, another member's, or not (any more) a pending win: all alike, so numbers cannot be probed.
  entryInvalid: () =>
    new BookingFailure(
      404,
      ErrorCode.lotteryEntryInvalid,
      'Lottery entry invalid',
      'No lottery entry of yours with this number can be used for this.',
    ),
};
