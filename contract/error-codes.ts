/**
 * (Kept free of zod: the widget imports the codes from here; contract/errors.ts re-exports them.)
 *
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
  // ---- pricing (SPEC.md sections 5 "Coupon" and 8) ----
  couponInvalid: '1500',
  couponLimitReached: '1501',
  promotionNotForPlan: '2001',
  /** Project codes in the details of a 1500: the code is past its valid-until date; a members' coupon needs the right member signed in. */
  couponExpired: 'coupon_expired',
  couponSignInRequired: 'coupon_sign_in_required',
  /** Project code: the total in force differs from expected_total_price (SPEC.md section 8 "price became cheaper or higher"). */
  priceChanged: 'price_changed',
  identityExpired: '4000',
  // ---- extras and attachments (SPEC.md section 8) ----
  extraIdInvalid: '1100',
  extraDeadlineExceeded: '1101',
  extraQuantityInvalid: '1102',
  extraTotalPriceInvalid: '1103',
  extraPurchaseLimitExceeded: '1104',
  extraPurchaseLimitInsufficient: '1105',
  extraNoLongerSold: '1106',
  unprocessableUpload: '1251',
  downloadNotFound: '1252',
  // ---- membership (SPEC.md section 8) ----
  expired: '1250',
  passwordStrength: '1300',
  accountLocked: '1301',
  passwordAlreadyUsed: '1302',
  /** Project code: too many sign-in attempts for this address or client; try again later. */
  signInRateLimited: '1303',
  /** Project code (HTTP 429, with Retry-After): too many failed attempts from this address (credentials, reservation look-ups). */
  tooManyRequests: 'too_many_requests',
  sessionExpired: '1400',
  confirmationExpired: '1401',
  alreadyConfirmed: '1402',
  /** Project code: the account exists but its e-mailed confirmation link was not followed yet. */
  memberNotConfirmed: '1404',
  /**
   * Project codes (account management): the profile rule of SPEC.md section 5 says no; the current password is wrong;
   * the address belongs to another account.
   */
  profileNotUpdatable: 'profile_not_updatable',
  wrongCurrentPassword: 'wrong_current_password',
  emailInUse: 'email_in_use',
  /** Project code: the brand removes accounts its own way (membership setting custom_account_removal). */
  accountRemovalCustom: 'account_removal_custom',
  sessionTokenNotFound: '3401',
  brandMismatch: '3402',
  sessionTokenSpent: '3403',
  /**
   * Project codes (single sign-on): the brand has no such provider; the sign-in's state is unknown, used or of
   * another brand; the provider refused or its ID token failed a check.
   */
  ssoProviderUnknown: 'sso_provider_unknown',
  ssoStateInvalid: 'sso_state_invalid',
  ssoFailed: 'sso_failed',
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
  /** Card unusable (SPEC.md section 8, shown like 3003): a one-time card token already paid for something; enter the card again. */
  cardTokenUsed: '3205',
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
  // ---- corporate accounts and lotteries (SPEC.md sections 6 and 8; 1252 is above) ----
  csvDownloadLimit: '1600',
  /** Project code: the signed-in user is not an admin of this organization (or not of it at all). */
  organizationAdminRequired: 'organization_admin_required',
  lotteryDatesOnly: '3750',
  lotteryNotYetOpen: '3751',
  lotteryClosed: '3752',
  lotteryStayOutsideEvent: '3753',
  lotteryNightsOutOfRange: '3754',
  lotteryAlreadyEntered: '3756',
  lotteryNotAvailable: '3757',
  lotteryReservationDeadlinePassed: '3760',
  lotteryLinkExpired: '3780',
  lotteryLinkInvalid: '3781',
  lotteryLinkRequired: '3782',
  lotteryEntryInvalid: '3783',
  // ---- points and member vouchers (SPEC.md sections 5 and 8; booking-api/points/) ----
  notEnoughPoints: '2401',
  /** The member's program has no points programme (SPEC.md section 5 "Point programme use"). */
  pointProgramDisabled: '3501',
  pointsUnavailable: '3502',
  pointExchangeFailed: '3503',
  pointRefundFailed: '3504',
  /** Project codes: the point-spend errors of SPEC.md section 8 "Other messages". */
  pointStepInvalid: 'point_step_invalid',
  pointBelowMinimum: 'point_below_minimum',
  pointAbovePrice: 'point_above_price',
  zeroTotalWithCard: 'zero_total_with_card',
  /** Project codes: the exchange amount is not valid; exchange (digico) is offered in Japan only. */
  pointExchangeInvalid: 'point_exchange_invalid',
  pointExchangeNotAvailable: 'point_exchange_not_available',
  /** Project code: the agency's AI search understood nothing in the text (SPEC.md section 8 "AI search gave no result"). */
  aiSearchNoResult: 'ai_search_no_result',
  /**
   * Project codes (SPEC.md section 8 "Agency hand-off failure"): the booking could not be handed to the agency;
   * this hotel does not hand over; the handed-over booking is unknown or expired.
   */
  agencyHandOffFailed: 'agency_hand_off_failed',
  agencyHandOverNotAvailable: 'agency_hand_over_not_available',
  handedOverBookingNotFound: 'handed_over_booking_not_found',
  /** Vouchers: not the member's or not applicable to this stay (1500), already consumed (1501), expired (1250). */
  voucherInvalid: '1500',
  voucherConsumed: '1501',
  // ---- payment methods and receipts (contract/payment-methods.ts) ----
  /** Project codes: KRW card methods need a KRW facility; a domestic card needs the issuer's birth date + PIN check. */
  krwCurrencyRequired: 'krw_currency_required',
  koreanCardVerificationRequired: 'korean_card_verification_required',
  /** Project codes: bank transfer too close to check-in; its deadline passed (reservation cancelled); wrong amount; not awaiting a transfer. */
  bankTransferTooLate: 'bank_transfer_too_late',
  bankTransferOverdue: 'bank_transfer_overdue',
  bankTransferAmountMismatch: 'bank_transfer_amount_mismatch',
  bankTransferNotPending: 'bank_transfer_not_pending',
  /** Project codes (SPEC.md section 5 "Receipt"): not yet (before the check-out time); on-site payment (front desk); deferred payment; nothing paid online. */
  receiptNotYetAvailable: 'receipt_not_yet_available',
  receiptAtFrontDesk: 'receipt_at_front_desk',
  receiptNotIssued: 'receipt_not_issued',
  receiptNothingPaid: 'receipt_nothing_paid',
  // ---- hotel plus flight packages (SPEC.md section 5 "Package and search"; contract/flights.ts) ----
  /** Project codes: more rooms than a package allows (5); a package with an undated search; too few seats left on a chosen flight. */
  packageRoomLimit: 'package_room_limit',
  packageUndated: 'package_undated',
  flightSoldOut: 'flight_sold_out',
  /** Project codes: the chosen flight does not fly this stay's way or day; the hotel has no airport served, or no flights from this airport. */
  flightNotForStay: 'flight_not_for_stay',
  packageNotOffered: 'package_not_offered',
  /** Project code and update-setting reason: a package's dates and rooms are not changed online. */
  updatePackage: 'update_package',
  /** Client-side only: a network failure with no JSON reply. */
  network: 'error02',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The title the spec gives the client-session failure; clients match on it. */
export const INVALID_CLIENT_SESSION_TITLE = 'Invalid Client-Session';
