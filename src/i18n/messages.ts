import type { TranslationFunctions } from '../../locales/i18n-types';

/**
 * The one place a code becomes text (SPEC.md section 8). Machines carry codes, never sentences;
 * every view asks here, naming its context where a code means something else there (1000 is a
 * wrong password on a sign-in form but an unusable link on a link page).
 */
export type MessageContext =
  /** The member sign-in form. */
  | 'memberSignIn'
  /** Pages opened from an e-mailed link (confirmation, password reset). */
  | 'memberLink'
  /** A single sign-on with a provider. */
  | 'sso'
  /** The corporate sign-in form: it says little about why, and words any other failure the same. */
  | 'corporateSignIn'
  /** Points and member vouchers (1500, 1501 and 1250 are about the voucher there). */
  | 'points'
  /** Lottery pages: a code of another flow reads as the lottery's generic failure. */
  | 'lottery'
  /** The extras step: a refusal it does not know reads as "no longer sold". */
  | 'extras';

export interface MessageOptions {
  context?: MessageContext;
  /** For 1903: the hotel's reservable period. */
  reservablePeriodMonths?: number;
}

type Wording = (LL: TranslationFunctions, options: MessageOptions) => string;

/** Each catalogue code's sentence, the spec's aliases sharing one. */
const CATALOGUE: Readonly<Record<string, Wording>> = {
  // ---- the foundation (SPEC.md section 8 and the project's 1001-1099) ----
  '1000': (LL) => LL.errors.e1000(),
  '1001': (LL) => LL.errors.e1001(),
  '1002': (LL) => LL.errors.e1002(),
  '1003': (LL) => LL.errors.e1003(),
  '1004': (LL) => LL.errors.e1004(),
  '1005': (LL) => LL.errors.e1005(),
  '1006': (LL) => LL.errors.e1006(),
  '1007': (LL) => LL.errors.e1007(),
  '1008': (LL) => LL.errors.e1008(),
  '1009': (LL) => LL.errors.e1009(),
  '1010': (LL) => LL.errors.e1010(),
  '1011': (LL) => LL.errors.e1011(),
  '1012': (LL) => LL.errors.e1012(),
  '1013': (LL) => LL.errors.e1013(),
  '1200': (LL) => LL.errors.e1200(),
  '1903': (LL, { reservablePeriodMonths }) => LL.errors.e1903({ months: reservablePeriodMonths ?? 12 }),
  '2101': (LL) => LL.errors.e2101(),
  '2201': (LL) => LL.errors.e2201(),
  '2304': (LL) => LL.errors.e2304(),
  '3013': (LL) => LL.errors.e3013(),
  '3016': (LL) => LL.errors.e3013(),
  '3014': (LL) => LL.errors.e3014(),
  '3401': (LL) => LL.errors.e3401(),
  '3403': (LL) => LL.errors.e3403(),
  '3601': (LL) => LL.errors.e3601(),
  '3602': (LL) => LL.errors.e3602(),
  '3603': (LL) => LL.errors.e3603(),
  '3604': (LL) => LL.errors.e3604(),
  '4000': (LL) => LL.errors.e4000(),
  too_many_requests: (LL) => LL.errors.too_many_requests(),
  ai_search_no_result: (LL) => LL.errors.ai_search_no_result(),
  package_room_limit: (LL) => LL.errors.package_room_limit(),
  package_undated: (LL) => LL.errors.package_undated(),
  flight_sold_out: (LL) => LL.errors.flight_sold_out(),
  flight_not_for_stay: (LL) => LL.errors.flight_not_for_stay(),
  package_not_offered: (LL) => LL.errors.package_not_offered(),
  agency_hand_off_failed: (LL) => LL.errors.agency_hand_off_failed(),
  agency_hand_over_not_available: (LL) => LL.errors.agency_hand_over_not_available(),
  handed_over_booking_not_found: (LL) => LL.errors.handed_over_booking_not_found(),
  error02: (LL) => LL.errors.error02(),
  no_hotel_code: (LL) => LL.errors.no_hotel_code(),
  // ---- extras and attachments ----
  '1100': (LL) => LL.extras.code1100(),
  '1101': (LL) => LL.extras.code1101(),
  '1102': (LL) => LL.extras.code1102(),
  '1103': (LL) => LL.extras.code1103(),
  '1104': (LL) => LL.extras.code1104(),
  '1105': (LL) => LL.extras.code1105(),
  '1106': (LL) => LL.extras.code1106(),
  '1251': (LL) => LL.errors.e1251(),
  '1252': (LL) => LL.errors.e1252(),
  // ---- membership and single sign-on ----
  '1250': (LL) => LL.membership.errors.e1250(),
  '1300': (LL) => LL.membership.errors.e1300(),
  '1301': (LL) => LL.membership.errors.e1301(),
  '1302': (LL) => LL.membership.errors.e1302(),
  '1303': (LL) => LL.membership.errors.e1303(),
  '1400': (LL) => LL.membership.errors.e1400(),
  '1401': (LL) => LL.membership.errors.e1401(),
  '1402': (LL) => LL.membership.errors.e1402(),
  '1403': (LL) => LL.errors.e1403(),
  '1404': (LL) => LL.membership.errors.e1404(),
  '3402': (LL) => LL.membership.errors.e3402(),
  wrong_current_password: (LL) => LL.membershipAccount.errors.wrongCurrentPassword(),
  email_in_use: (LL) => LL.membershipAccount.errors.emailInUse(),
  profile_not_updatable: (LL) => LL.membershipAccount.errors.profileNotUpdatable(),
  account_removal_custom: (LL) => LL.errors.account_removal_custom(),
  sso_cancelled: (LL) => LL.sso.errors.cancelled(),
  sso_state_invalid: (LL) => LL.sso.errors.stateInvalid(),
  sso_failed: (LL) => LL.sso.errors.failed(),
  sso_provider_unknown: (LL) => LL.sso.errors.providerUnknown(),
  // ---- coupons and promotions ----
  '1500': (LL) => LL.pricing.errors.e1500(),
  '1501': (LL) => LL.pricing.errors.e1501(),
  '2001': (LL) => LL.pricing.errors.e2001(),
  coupon_expired: (LL) => LL.pricing.codes.expired(),
  coupon_sign_in_required: (LL) => LL.pricing.codes.sign_in_required(),
  price_changed: (LL) => LL.pricing.errors.price_changed(),
  // ---- payments (3001-3252) and the card issuer's codes ----
  '3001': (LL) => LL.payments.codes.e3001(),
  '3011': (LL) => LL.payments.codes.e3001(),
  '3002': (LL) => LL.payments.codes.e3002(),
  '3003': (LL) => LL.payments.codes.e3003(),
  '3205': (LL) => LL.payments.codes.e3003(),
  '3004': (LL) => LL.payments.codes.e3004(),
  '3005': (LL) => LL.payments.codes.e3005(),
  '3006': (LL) => LL.payments.codes.e3006(),
  '3250': (LL) => LL.payments.codes.e3006(),
  '3007': (LL) => LL.payments.codes.e3007(),
  '3008': (LL) => LL.payments.codes.e3008(),
  '3009': (LL) => LL.payments.codes.e3009(),
  '3201': (LL) => LL.payments.codes.e3201(),
  '3203': (LL) => LL.payments.codes.e3203(),
  '3251': (LL) => LL.payments.codes.e3203(),
  '3204': (LL) => LL.payments.codes.e3204(),
  '3252': (LL) => LL.payments.codes.e3252(),
  three_d_secure_timeout: (LL) => LL.payments.codes.three_d_secure_timeout(),
  payment_methods_differ: (LL) => LL.payments.codes.payment_methods_differ(),
  saved_card_not_found: (LL) => LL.errors.saved_card_not_found(),
  INVALID_PARAMETER_SYNTAX: (LL) => LL.errors.card.INVALID_PARAMETER_SYNTAX(),
  INVALID_EXPIRATION_YEAR: (LL) => LL.errors.card.INVALID_EXPIRATION_YEAR(),
  Invalid_card_number: (LL) => LL.errors.card.Invalid_card_number(),
  Others: (LL) => LL.errors.card.Others(),
  // ---- payment methods, receipts ----
  krw_currency_required: (LL) => LL.paymentMethods.codes.krw_currency_required(),
  korean_card_verification_required: (LL) => LL.paymentMethods.codes.korean_card_verification_required(),
  bank_transfer_too_late: (LL) => LL.paymentMethods.codes.bank_transfer_too_late(),
  bank_transfer_overdue: (LL) => LL.paymentMethods.codes.bank_transfer_overdue(),
  bank_transfer_amount_mismatch: (LL) => LL.paymentMethods.codes.bank_transfer_amount_mismatch(),
  bank_transfer_not_pending: (LL) => LL.paymentMethods.codes.bank_transfer_not_pending(),
  receipt_not_yet_available: (LL) => LL.paymentMethods.codes.receipt_not_yet_available(),
  receipt_at_front_desk: (LL) => LL.paymentMethods.codes.receipt_at_front_desk(),
  receipt_not_issued: (LL) => LL.paymentMethods.codes.receipt_not_issued(),
  receipt_nothing_paid: (LL) => LL.paymentMethods.codes.receipt_nothing_paid(),
  // ---- reservation changes ----
  update_disabled: (LL) => LL.reservationChanges.codes.update_disabled(),
  update_package: (LL) => LL.reservationChanges.codes.update_package(),
  update_payment_pending: (LL) => LL.reservationChanges.codes.update_payment_pending(),
  update_deadline_passed: (LL) => LL.reservationChanges.codes.update_deadline_passed(),
  update_staff_edited: (LL) => LL.reservationChanges.codes.update_staff_edited(),
  update_card_payment: (LL) => LL.reservationChanges.codes.update_card_payment(),
  update_sign_in_required: (LL) => LL.reservationChanges.codes.update_sign_in_required(),
  update_different_account: (LL) => LL.reservationChanges.codes.update_different_account(),
  below_minimum_nights: (LL) => LL.reservationChanges.codes.below_minimum_nights(),
  update_total_changed: (LL) => LL.reservationChanges.codes.update_total_changed(),
  update_not_priceable: (LL) => LL.reservationChanges.codes.update_not_priceable(),
  no_show: (LL) => LL.reservationChanges.codes.no_show(),
  // ---- pay-by-link, currencies ----
  '3200': (LL) => LL.payByLink.codes.e3200(),
  pay_by_link_not_found: (LL) => LL.payByLink.codes.pay_by_link_not_found(),
  pay_by_link_amount_changed: (LL) => LL.payByLink.codes.pay_by_link_amount_changed(),
  pay_by_link_expired: (LL) => LL.payByLink.codes.pay_by_link_expired(),
  pay_by_link_already_paid: (LL) => LL.payByLink.codes.pay_by_link_already_paid(),
  pay_by_link_closed: (LL) => LL.payByLink.codes.pay_by_link_closed(),
  exchange_rate_updated: (LL) => LL.currency.exchangeRateUpdated(),
  currency_not_available: (LL) => LL.currency.currencyNotAvailable(),
  // ---- corporate accounts and lotteries ----
  '1600': (LL) => LL.corporate.admin.limit(),
  organization_admin_required: (LL) => LL.corporate.admin.refused(),
  '3750': (LL) => LL.lottery.codes.e3750(),
  '3751': (LL) => LL.lottery.codes.e3751(),
  '3752': (LL) => LL.lottery.codes.e3752(),
  '3753': (LL) => LL.lottery.codes.e3753(),
  '3754': (LL) => LL.lottery.codes.e3754(),
  '3756': (LL) => LL.lottery.codes.e3756(),
  '3757': (LL) => LL.lottery.codes.e3757(),
  '3760': (LL) => LL.lottery.codes.e3760(),
  '3780': (LL) => LL.lottery.codes.e3780(),
  '3781': (LL) => LL.lottery.codes.e3781(),
  '3782': (LL) => LL.lottery.codes.e3782(),
  '3783': (LL) => LL.lottery.codes.e3783(),
  // ---- points and vouchers ----
  '2401': (LL) => LL.points.errors.e2401(),
  '3501': (LL) => LL.points.errors.e3501(),
  '3502': (LL) => LL.points.errors.e3502(),
  '3202': (LL) => LL.points.errors.e3502(),
  '3503': (LL) => LL.points.errors.e3503(),
  '3504': (LL) => LL.points.errors.e3504(),
  point_step_invalid: (LL) => LL.points.errors.point_step_invalid(),
  point_below_minimum: (LL) => LL.points.errors.point_below_minimum(),
  point_above_price: (LL) => LL.points.errors.point_above_price(),
  zero_total_with_card: (LL) => LL.points.errors.zero_total_with_card(),
  point_exchange_invalid: (LL) => LL.points.errors.point_exchange_invalid(),
  point_exchange_not_available: (LL) => LL.points.errors.point_exchange_not_available(),
};

/** What a code means in a context, where it differs from the catalogue. */
const IN_CONTEXT: Readonly<Record<MessageContext, Readonly<Record<string, Wording>>>> = {
  memberSignIn: { '1000': (LL) => LL.membership.errors.e1000() },
  memberLink: { '1000': (LL) => LL.membership.errors.e1000link() },
  sso: { '1250': (LL) => LL.sso.errors.expired() },
  corporateSignIn: {
    '1000': (LL) => LL.corporate.signIn.failed(),
    '1301': (LL) => LL.corporate.signIn.locked(),
    '1303': (LL) => LL.corporate.signIn.tooMany(),
  },
  points: {
    '1500': (LL) => LL.vouchers.errors.e1500(),
    '1501': (LL) => LL.vouchers.errors.e1501(),
    '1250': (LL) => LL.vouchers.errors.e1250(),
  },
  lottery: pick(['3750', '3751', '3752', '3753', '3754', '3756', '3757', '3760', '3780', '3781', '3782', '3783']),
  extras: pick(['1100', '1101', '1102', '1103', '1104', '1105']),
};

/** Contexts that word only their own codes, and any other code with their words for an unknown one. */
const CLOSED_CONTEXTS: ReadonlySet<MessageContext> = new Set(['corporateSignIn', 'lottery', 'extras']);

function pick(codes: string[]): Record<string, Wording> {
  return Object.fromEntries(codes.map((code) => [code, CATALOGUE[code]!]));
}

/** A context's words for a code it does not know (the corporate sign-in and the lottery stay vague). */
const UNKNOWN_IN_CONTEXT: Partial<Record<MessageContext, Wording>> = {
  corporateSignIn: (LL) => LL.corporate.signIn.error(),
  lottery: (LL) => LL.lottery.codes.generic(),
  extras: (LL) => LL.extras.code1106(),
};

/** Whether the catalogue words this code (the completeness test reads it). */
export function hasMessage(code: string): boolean {
  return Object.hasOwn(CATALOGUE, code);
}

/** The localized sentence for a code, in the view's context; an unknown code is named in a generic sentence. */
export function messageForCode(LL: TranslationFunctions, code: string, options: MessageOptions = {}): string {
  const { context } = options;
  const inContext = context ? IN_CONTEXT[context] : undefined;
  const wording =
    (inContext && Object.hasOwn(inContext, code) ? inContext[code] : undefined) ??
    (context && CLOSED_CONTEXTS.has(context)
      ? undefined
      : Object.hasOwn(CATALOGUE, code)
        ? CATALOGUE[code]
        : undefined) ??
    (context ? UNKNOWN_IN_CONTEXT[context] : undefined);
  return wording ? wording(LL, options) : LL.errors.unknown({ code });
}
