import { z } from 'zod';

/**
 * The error catalogue of SPEC.md section 8, plus the foundation codes this project adds in the
 * unused 1001-1099 range. Every 4xx reply of the booking API carries exactly one of these codes
 * in `errors[0].details.base[0].code`; the client shows the localized message for the code.
 */
export const ErrorCode = {
  invalid: '1000',
  hotelNotFound: '1001',
  unknownRoomOrPlan: '1002',
  noRooms: '1003',
  soldOut: '1004',
  reservationNotFound: '1005',
  alreadyCancelled: '1006',
  sameDayCancellation: '1007',
  idempotencyConflict: '1008',
  invalidClientSession: '1009',
  cancellationFeeChanged: '1010',
  tooManyGuests: '1011',
  paymentMethodNotAllowed: '1012',
  notFound: '1013',
  outsideReservablePeriod: '1903',
  identityExpired: '4000',
  // ---- membership (SPEC.md section 8) ----
  expired: '1250',
  passwordStrength: '1300',
  accountLocked: '1301',
  passwordAlreadyUsed: '1302',
  /** Project code: too many sign-in attempts for this address or client; try again later. */
  signInRateLimited: '1303',
  sessionExpired: '1400',
  confirmationExpired: '1401',
  alreadyConfirmed: '1402',
  /** Project code: the account exists but its e-mailed confirmation link was not followed yet. */
  memberNotConfirmed: '1404',
  /** Project codes (account management): the profile rule of SPEC.md section 5 says no; the current password is wrong; the address belongs to another account. */
  profileNotUpdatable: 'profile_not_updatable',
  wrongCurrentPassword: 'wrong_current_password',
  emailInUse: 'email_in_use',
  /** Project code: the brand removes accounts its own way (membership setting custom_account_removal). */
  accountRemovalCustom: 'account_removal_custom',
  sessionTokenNotFound: '3401',
  brandMismatch: '3402',
  sessionTokenSpent: '3403',
  // ---- payments (SPEC.md section 8, codes 3001-3252) ----
  paymentTimeout: '3001',
  paymentFailed: '3002',
  cardUnusable: '3003',
  checkCardNumber: '3004',
  checkCardExpiry: '3005',
  threeDSecureFailed: '3006',
  cardNotAccepted: '3007',
  threeDSecureCancelled: '3008',
  threeDSecureSuspended: '3009',
  notCapturable: '3201',
  paymentProcessingError: '3203',
  useAnotherCard: '3204',
  cardWithoutThreeDSecure: '3252',
  /** Project code: the 3-D Secure password was not entered within 15 minutes; booking cancelled, no charge. */
  threeDSecureTimeout: 'three_d_secure_timeout',
  /** Project code: the rooms' plans take different payment methods (SPEC.md section 8 "Other messages"). */
  paymentMethodsDiffer: 'payment_methods_differ',
  /** Project code (payments slice 2): no saved card of the signed-in member has this id (or it was deleted). */
  savedCardNotFound: 'saved_card_not_found',
  // ---- reservation changes (SPEC.md sections 5 "Update rules" and 6 same-account rule) ----
  /** Project codes; also the update setting's `reason` (contract/update-setting.ts). */
  updateDisabled: 'update_disabled',
  updatePaymentPending: 'update_payment_pending',
  updateDeadlinePassed: 'update_deadline_passed',
  updateStaffEdited: 'update_staff_edited',
  updateCardPayment: 'update_card_payment',
  /** A member's reservation: sign in as that member to change or cancel it. */
  updateSignInRequired: 'update_sign_in_required',
  /** Signed in as another member than the one who booked. */
  updateDifferentAccount: 'update_different_account',
  /** The new stay is shorter than the plan's minimum nights. */
  belowMinimumNights: 'below_minimum_nights',
  /** The total in force differs from the quoted one; quote again. */
  updateTotalChanged: 'update_total_changed',
  /** A kept night has no rate any more, so the shorter stay cannot be priced online. */
  updateNotPriceable: 'update_not_priceable',
  /** Project code: no-show; the check-in day has passed, cancellation is not possible online. */
  noShow: 'no_show',
  // ---- pay-by-link (SPEC.md sections 4 "Pay-by-link results", 8 "Other messages") ----
  payByLinkNotUpdatable: '3200',
  /** Project codes: no payment record has this number; it changed while the page was open; the hour is over. */
  payByLinkNotFound: 'pay_by_link_not_found',
  payByLinkAmountChanged: 'pay_by_link_amount_changed',
  payByLinkExpired: 'pay_by_link_expired',
  /** Project codes: the link was paid already, or closed (completed, refunded, cancelled). */
  payByLinkAlreadyPaid: 'pay_by_link_already_paid',
  payByLinkClosed: 'pay_by_link_closed',
  /** Project codes (multi-currency): the currency is not offered by this hotel; the rate changed since it was shown. */
  currencyNotAvailable: 'currency_not_available',
  exchangeRateUpdated: 'exchange_rate_updated',
  /** Client-side only: a network failure with no JSON reply. */
  network: 'error02',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The title the spec gives the client-session failure; clients match on it. */
export const INVALID_CLIENT_SESSION_TITLE = 'Invalid Client-Session';

export const errorItemSchema = z.object({ code: z.string(), text: z.string() });

/** `{ errors: [ { title, details: { base: [ { code, text } ], <field>: [...] } } ] }` */
export const errorReplySchema = z.object({
  errors: z
    .array(
      z.object({
        title: z.string(),
        details: z
          .object({ base: z.array(errorItemSchema).min(1) })
          .catchall(z.array(errorItemSchema)),
      }),
    )
    .min(1),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export function errorReply(
  title: string,
  code: ErrorCode,
  text: string,
  fields: Record<string, { code: ErrorCode; text: string }[]> = {},
): ErrorReply {
  return { errors: [{ title, details: { base: [{ code, text }], ...fields } }] };
}

/** The first code, title and message of an error reply, as SPEC.md section 8 says clients take them. */
export function firstError(reply: ErrorReply): { code: string; title: string; text: string } {
  const item = reply.errors[0]!;
  const base = item.details.base[0]!;
  return { code: base.code, title: item.title, text: base.text };
}
