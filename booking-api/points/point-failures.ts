import { ErrorCode, PointRules } from '../../contract';
import { BookingFailure } from '../domain/booking-failure';

/** Refusals of points, exchanges and vouchers, in the catalogue shape of SPEC.md section 8. */
export const pointFailures = {
  signInRequired: () =>
    new BookingFailure(401, ErrorCode.sessionExpired, 'Session expired', 'Sign in to use points or vouchers.'),
  programDisabled: () =>
    new BookingFailure(
      422,
      ErrorCode.pointProgramDisabled,
      'Points not available',
      'Your membership program has no points programme.',
    ),
  notEnoughPoints: () =>
    new BookingFailure(422, ErrorCode.notEnoughPoints, 'Not enough points', 'You do not have enough points for this.', {
      spending_point_value: [{ code: ErrorCode.notEnoughPoints, text: 'is above your balance' }],
    }),
  stepInvalid: () =>
    new BookingFailure(
      422,
      ErrorCode.pointStepInvalid,
      'Wrong point increment',
      `Points are spent in steps of ${PointRules.spendStep}.`,
      {
        spending_point_value: [
          { code: ErrorCode.pointStepInvalid, text: `must be a multiple of ${PointRules.spendStep}` },
        ],
      },
    ),
  belowMinimum: () =>
    new BookingFailure(
      422,
      ErrorCode.pointBelowMinimum,
      'Too few points',
      `At least ${PointRules.spendMinimum} points must be spent.`,
      {
        spending_point_value: [
          { code: ErrorCode.pointBelowMinimum, text: `must be at least ${PointRules.spendMinimum}` },
        ],
      },
    ),
  abovePrice: () =>
    new BookingFailure(
      422,
      ErrorCode.pointAbovePrice,
      'Points above the price',
      'You cannot spend more points than the price.',
      {
        spending_point_value: [{ code: ErrorCode.pointAbovePrice, text: 'is above the price' }],
      },
    ),
  zeroTotalWithCard: () =>
    new BookingFailure(
      422,
      ErrorCode.zeroTotalWithCard,
      'Nothing to pay by card',
      'The total is zero: choose a payment method other than a card.',
    ),
  exchangeInvalid: () =>
    new BookingFailure(
      422,
      ErrorCode.pointExchangeInvalid,
      'Invalid amount',
      `Exchange a positive multiple of ${PointRules.exchangeStep} points.`,
      {
        amount: [{ code: ErrorCode.pointExchangeInvalid, text: `must be a multiple of ${PointRules.exchangeStep}` }],
      },
    ),
  exchangeNotAvailable: () =>
    new BookingFailure(
      422,
      ErrorCode.pointExchangeNotAvailable,
      'Exchange not available',
      'Points can be exchanged for codes in Japan only.',
    ),
  brandNotFound: () => new BookingFailure(404, ErrorCode.notFound, 'Brand not found', 'No hotel brand has this code.'),
  programNotFound: () =>
    new BookingFailure(
      404,
      ErrorCode.notFound,
      'Program not found',
      'This brand has no membership program with this id.',
    ),
  voucherNotFound: () =>
    new BookingFailure(422, ErrorCode.voucherInvalid, 'Voucher invalid', 'You have no voucher with this number.', {
      voucher_coupon_code: [{ code: ErrorCode.voucherInvalid, text: 'is not one of your vouchers' }],
    }),
  voucherNotApplicable: (text: string) =>
    new BookingFailure(422, ErrorCode.voucherInvalid, 'Voucher invalid', text, {
      voucher_coupon_code: [{ code: ErrorCode.voucherInvalid, text }],
    }),
  voucherConsumed: () =>
    new BookingFailure(409, ErrorCode.voucherConsumed, 'Voucher already used', 'This voucher has already been used.', {
      voucher_coupon_code: [{ code: ErrorCode.voucherConsumed, text: 'has already been used' }],
    }),
  voucherExpired: () =>
    new BookingFailure(422, ErrorCode.expired, 'Voucher expired', 'This voucher has expired.', {
      voucher_coupon_code: [{ code: ErrorCode.expired, text: 'has expired' }],
    }),
};
