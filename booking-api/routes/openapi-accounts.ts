import type { z } from 'zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  acceptedReplySchema,
  accountSettingsReplySchema,
  changeOwnPasswordRequestSchema,
  confirmMemberRequestSchema,
  currenciesQuerySchema,
  currencyByIpSettingsRequestSchema,
  currencySettingsRequestSchema,
  ipCountryRangeRequestSchema,
  emailOnlyRequestSchema,
  exchangeRateRequestSchema,
  hotelCurrenciesReplySchema,
  issueLotteryAccessTokenRequestSchema,
  lotteryAccessTokenReplySchema,
  memberProfileReplySchema,
  memberQrCodeReplySchema,
  memberReservationsQuerySchema,
  memberReservationsReplySchema,
  memberSessionReplySchema,
  membershipProgramReplySchema,
  membershipProgramsReplySchema,
  pageQuerySchema,
  pointExchangeReplySchema,
  pointExchangeRequestSchema,
  pointExchangesReplySchema,
  pointInfoReplySchema,
  pointsTimelineQuerySchema,
  pointsTimelineReplySchema,
  promotionEmailRequestSchema,
  removeAccountRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  subscriptionStatusReplySchema,
  switchProgramRequestSchema,
  unsubscribeRequestSchema,
  updateEmailRequestSchema,
  updateMemberProfileRequestSchema,
  updatePasswordRequestSchema,
  userMeReplySchema,
  memberLocaleReplySchema,
  memberLocaleRequestSchema,
  voucherReplySchema,
  vouchersReplySchema,
} from '../../contract';
import {
  type JsonSchema,
  type OpenApiHelpers as Helpers,
  jsonRef as ref,
  errorReply as error,
  sessionHeader as session,
  bearerHeader as bearer,
  pathParam as path,
  hotelParam as hotel,
} from './openapi-parts';

/**
 * The remaining routes of booking-api/app.ts in /api/openapi.json: membership sign-up and account,
 * points, vouchers and programs, currencies, the staff lottery link, the sandbox 3-D Secure page
 * and the development outbox. Each entry names the zod schemas the route parses and answers with.
 */

/** Request and reply schemas by component name (prefixed Account to stay clear of the other modules). */
const requests = {
  AccountSignUpRequest: signUpRequestSchema,
  AccountConfirmRequest: confirmMemberRequestSchema,
  AccountEmailOnlyRequest: emailOnlyRequestSchema,
  AccountSignInRequest: signInRequestSchema,
  AccountUpdatePasswordRequest: updatePasswordRequestSchema,
  AccountChangeOwnPasswordRequest: changeOwnPasswordRequestSchema,
  AccountUpdateProfileRequest: updateMemberProfileRequestSchema,
  AccountUpdateEmailRequest: updateEmailRequestSchema,
  AccountPromotionEmailRequest: promotionEmailRequestSchema,
  AccountRemoveRequest: removeAccountRequestSchema,
  AccountUnsubscribeRequest: unsubscribeRequestSchema,
  AccountPointExchangeRequest: pointExchangeRequestSchema,
  AccountSwitchProgramRequest: switchProgramRequestSchema,
  AccountExchangeRateRequest: exchangeRateRequestSchema,
  AccountCurrencySettingsRequest: currencySettingsRequestSchema,
  AccountCurrencyByIpRequest: currencyByIpSettingsRequestSchema,
  AccountIpCountryRangeRequest: ipCountryRangeRequestSchema,
  AccountLotteryAccessTokenRequest: issueLotteryAccessTokenRequestSchema,
  AccountLocaleRequest: memberLocaleRequestSchema,
} satisfies Record<string, z.ZodType>;
const replies = {
  AccountAcceptedReply: acceptedReplySchema,
  AccountSessionReply: memberSessionReplySchema,
  AccountUserMeReply: userMeReplySchema,
  AccountLocaleReply: memberLocaleReplySchema,
  AccountReservationsReply: memberReservationsReplySchema,
  AccountProfileReply: memberProfileReplySchema,
  AccountQrCodeReply: memberQrCodeReplySchema,
  AccountSettingsReply: accountSettingsReplySchema,
  AccountSubscriptionStatusReply: subscriptionStatusReplySchema,
  AccountPointInfoReply: pointInfoReplySchema,
  AccountPointsTimelineReply: pointsTimelineReplySchema,
  AccountPointExchangesReply: pointExchangesReplySchema,
  AccountPointExchangeReply: pointExchangeReplySchema,
  AccountProgramReply: membershipProgramReplySchema,
  AccountProgramsReply: membershipProgramsReplySchema,
  AccountVouchersReply: vouchersReplySchema,
  AccountVoucherReply: voucherReplySchema,
  AccountHotelCurrenciesReply: hotelCurrenciesReplySchema,
  AccountLotteryAccessTokenReply: lotteryAccessTokenReplySchema,
} satisfies Record<string, z.ZodType>;

interface Operation {
  summary: string;
  parameters?: unknown[];
  body?: keyof typeof requests | Array<keyof typeof requests>;
  reply?: keyof typeof replies;
  /** The success status and what it carries when it is not a JSON reply schema. */
  status?: string;
  content?: Record<string, unknown>;
  staff?: boolean;
  errors?: Record<string, string>;
}

function operation(op: Operation): Record<string, unknown> {
  const bodies = op.body === undefined ? [] : Array.isArray(op.body) ? op.body : [op.body];
  const success = {
    description: op.summary,
    content: op.content ?? (op.reply ? ref(op.reply) : { 'application/json': { schema: { type: 'object' } } }),
  };
  return {
    summary: op.summary,
    parameters: op.parameters ?? [],
    ...(bodies.length > 0
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema:
                  bodies.length === 1
                    ? { $ref: `#/components/schemas/${bodies[0]}` }
                    : { oneOf: bodies.map((b) => ({ $ref: `#/components/schemas/${b}` })) },
              },
            },
          },
        }
      : {}),
    ...(op.staff ? { security: [{ staffBasic: [] }] } : {}),
    responses: {
      [op.status ?? '200']: success,
      '400': error('Invalid input (1000)'),
      ...Object.fromEntries(Object.entries(op.errors ?? {}).map(([status, text]) => [status, error(text)])),
    },
  };
}

export function accountsOpenApiPaths({ queryParameters }: Helpers): Record<string, unknown> {
  const m = '/book/hotels/{h}/memberships';
  const guest = [session, hotel];
  const member = [session, bearer, hotel];
  const signedIn = { '401': 'Not signed in or session expired (1400)' };
  const staff = { '401': 'Staff credentials needed', '404': 'Unknown hotel (1001)' };
  /** Refusals whose status and catalogue code (SPEC.md section 8) the error reply carries. */
  const refused = { '4XX': 'Refused: the error reply names the catalogue code (SPEC.md section 8)' };
  return {
    [`${m}/sign_up`]: {
      post: operation({
        summary: 'Register a member; a confirmation e-mail is sent',
        parameters: guest,
        body: 'AccountSignUpRequest',
        status: '201',
        errors: refused,
      }),
    },
    [`${m}/confirm`]: {
      post: operation({
        summary: 'Confirm the e-mail with the token from the confirmation link',
        parameters: guest,
        body: 'AccountConfirmRequest',
        errors: refused,
      }),
    },
    [`${m}/resend_confirmation`]: {
      post: operation({
        summary: 'Send the confirmation e-mail again (answers alike for unknown addresses)',
        parameters: guest,
        body: 'AccountEmailOnlyRequest',
        reply: 'AccountAcceptedReply',
        status: '202',
      }),
    },
    [`${m}/sign_in`]: {
      post: operation({
        summary: 'Sign in with e-mail and password',
        parameters: guest,
        body: 'AccountSignInRequest',
        reply: 'AccountSessionReply',
        errors: refused,
      }),
    },
    [`${m}/sign_out`]: {
      post: operation({ summary: 'End the member session', parameters: member, reply: 'AccountAcceptedReply' }),
    },
    [`${m}/start_reset_password_process`]: {
      post: operation({
        summary: 'E-mail a password reset link (answers alike for unknown addresses)',
        parameters: guest,
        body: 'AccountEmailOnlyRequest',
        reply: 'AccountAcceptedReply',
        status: '202',
      }),
    },
    [`${m}/update_password`]: {
      put: operation({
        summary: 'Set a new password with a reset token, or (signed in) with the current password',
        parameters: guest,
        body: ['AccountUpdatePasswordRequest', 'AccountChangeOwnPasswordRequest'],
        errors: { ...signedIn, ...refused },
      }),
    },
    [`${m}/show`]: {
      get: operation({
        summary: "The signed-in member's profile",
        parameters: member,
        reply: 'AccountProfileReply',
        errors: signedIn,
      }),
    },
    [`${m}/update`]: {
      put: operation({
        summary: "Update the member's profile",
        parameters: member,
        body: 'AccountUpdateProfileRequest',
        reply: 'AccountProfileReply',
        errors: signedIn,
      }),
    },
    [`${m}/update_email`]: {
      put: operation({
        summary: 'Change the login e-mail (confirmed through a link sent to the new address)',
        parameters: member,
        body: 'AccountUpdateEmailRequest',
        status: '202',
        errors: { ...signedIn, ...refused },
      }),
    },
    [`${m}/promotion_email`]: {
      put: operation({
        summary: 'Turn promotion e-mails on or off',
        parameters: member,
        body: 'AccountPromotionEmailRequest',
        errors: signedIn,
      }),
    },
    [`${m}/qr_code`]: {
      get: operation({
        summary: "The member's QR code and membership id",
        parameters: member,
        reply: 'AccountQrCodeReply',
        errors: signedIn,
      }),
    },
    [`${m}/cancel`]: {
      post: operation({
        summary: 'Remove the account',
        parameters: member,
        body: 'AccountRemoveRequest',
        errors: { ...signedIn, ...refused },
      }),
    },
    [`${m}/account_settings`]: {
      get: operation({
        summary: "The brand's account settings (QR code, custom account removal)",
        parameters: guest,
        reply: 'AccountSettingsReply',
      }),
    },
    '/api/v1/marketing_emails/subscription_status': {
      get: operation({
        summary: 'Whether the unsubscribe token still receives promotion e-mails',
        parameters: queryParameters(unsubscribeRequestSchema),
        reply: 'AccountSubscriptionStatusReply',
        errors: refused,
      }),
    },
    '/api/v1/marketing_emails/unsubscribe': {
      post: operation({
        summary: 'Stop promotion e-mails for the token from an e-mail',
        body: 'AccountUnsubscribeRequest',
        reply: 'AccountSubscriptionStatusReply',
        errors: refused,
      }),
    },
    '/book/user/me': {
      get: operation({
        summary: 'The signed-in member',
        parameters: [session, bearer],
        reply: 'AccountUserMeReply',
        errors: signedIn,
      }),
    },
    '/book/user/locale': {
      put: operation({
        summary:
          "Stores the language the member switched the site to (en, ja, ko, zh_Hans, zh_Hant, id, th, ar); the member's e-mails follow it",
        parameters: [session, bearer],
        body: 'AccountLocaleRequest',
        reply: 'AccountLocaleReply',
        errors: signedIn,
      }),
    },
    '/book/user/reservations': {
      get: operation({
        summary: "The signed-in member's reservations by tab",
        parameters: [session, bearer, ...queryParameters(memberReservationsQuerySchema)],
        reply: 'AccountReservationsReply',
        errors: signedIn,
      }),
    },
    [`${m}/point`]: {
      get: operation({
        summary: "The member's points, rank and program",
        parameters: member,
        reply: 'AccountPointInfoReply',
        errors: signedIn,
      }),
    },
    [`${m}/points_timeline`]: {
      get: operation({
        summary: 'Point history',
        parameters: [...member, ...queryParameters(pointsTimelineQuerySchema)],
        reply: 'AccountPointsTimelineReply',
        errors: signedIn,
      }),
    },
    [`${m}/point_exchanges`]: {
      get: operation({
        summary: 'Point exchanges made',
        parameters: [...member, ...queryParameters(pageQuerySchema)],
        reply: 'AccountPointExchangesReply',
        errors: signedIn,
      }),
      post: operation({
        summary: 'Exchange points for a voucher (Idempotency-Key makes a retry safe)',
        parameters: [
          ...member,
          { name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false, schema: { type: 'string' } },
        ],
        body: 'AccountPointExchangeRequest',
        reply: 'AccountPointExchangeReply',
        status: '201',
        errors: { ...signedIn, ...refused },
      }),
    },
    [`${m}/program`]: {
      get: operation({
        summary: "The member's membership program",
        parameters: member,
        reply: 'AccountProgramReply',
        errors: signedIn,
      }),
    },
    [`${m}/program/{id}`]: {
      get: operation({
        summary: 'A membership program of the brand',
        parameters: [...member, path('id', 'Program id (digits)')],
        reply: 'AccountProgramReply',
        errors: { ...signedIn, ...refused },
      }),
    },
    [`${m}/switch`]: {
      post: operation({
        summary: 'Switch to another membership program of the brand',
        parameters: member,
        body: 'AccountSwitchProgramRequest',
        errors: { ...signedIn, ...refused },
      }),
    },
    [`${m}/vouchers`]: {
      get: operation({
        summary: "The member's vouchers",
        parameters: member,
        reply: 'AccountVouchersReply',
        errors: signedIn,
      }),
    },
    [`${m}/vouchers/{number}/consume`]: {
      put: operation({
        summary: 'Use a voucher at the facility',
        parameters: [...member, path('number', 'Voucher number')],
        reply: 'AccountVoucherReply',
        errors: { ...signedIn, ...refused },
      }),
    },
    '/book/hotel_brands/{brand}/membership_programs': {
      get: operation({
        summary: "The brand's membership programs",
        parameters: [session, path('brand', 'Brand code')],
        reply: 'AccountProgramsReply',
        errors: refused,
      }),
    },
    '/book/hotels/{h}/currencies': {
      get: operation({
        summary:
          'Display currencies and exchange rates of the hotel (multi-currency), and the currency detected from client_ip or a trusted country',
        parameters: [...guest, ...queryParameters(currenciesQuerySchema)],
        reply: 'AccountHotelCurrenciesReply',
        errors: { '404': 'Unknown hotel (1001)' },
      }),
    },
    '/api/staff/hotels/{h}/currency_by_ip': {
      put: operation({
        summary: "Staff: turn currency by IP on or off for the hotel's brand",
        parameters: [hotel],
        body: 'AccountCurrencyByIpRequest',
        staff: true,
        errors: staff,
      }),
    },
    '/api/staff/hotels/{h}/ip_country_ranges': {
      post: operation({
        summary: "Staff: add a CIDR range (IPv4 or IPv6) of a country to the brand's IP table",
        parameters: [hotel],
        body: 'AccountIpCountryRangeRequest',
        status: '201',
        staff: true,
        errors: staff,
      }),
    },
    '/api/staff/hotels/{h}/exchange_rates/{currency}': {
      put: operation({
        summary: 'Staff: set an exchange rate',
        parameters: [hotel, path('currency', 'ISO 4217 code')],
        body: 'AccountExchangeRateRequest',
        staff: true,
        errors: staff,
      }),
    },
    '/api/staff/hotels/{h}/currency_settings': {
      put: operation({
        summary: 'Staff: turn multi-currency display on or off',
        parameters: [hotel],
        body: 'AccountCurrencySettingsRequest',
        staff: true,
        errors: staff,
      }),
    },
    '/api/staff/hotels/{h}/lottery_events/{id}/access_tokens': {
      post: operation({
        summary: 'Staff: issue a lottery link access token for an event',
        parameters: [hotel, path('id', 'The event id')],
        body: 'AccountLotteryAccessTokenRequest',
        reply: 'AccountLotteryAccessTokenReply',
        status: '201',
        staff: true,
        errors: staff,
      }),
    },
    '/api/sandbox/3ds/{id}': {
      get: operation({
        summary: 'Sandbox provider: the 3-D Secure challenge page (HTML)',
        parameters: [path('id', 'Authorization id')],
        content: { 'text/html': { schema: { type: 'string' } } },
      }),
      post: operation({
        summary: 'Sandbox provider: submit the challenge password or cancel (form post, HTML answer)',
        parameters: [path('id', 'Authorization id')],
        content: { 'text/html': { schema: { type: 'string' } } },
      }),
    },
    '/api/dev/outbox': {
      get: operation({
        summary:
          'Demo start only, for callers on the same machine (never in production; DEV_OUTBOX=off hides it): the e-mail outbox, HTML or format=json',
        parameters: [
          { name: 'to', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'format', in: 'query', required: false, schema: { enum: ['json'] } },
        ],
        content: { 'text/html': { schema: { type: 'string' } }, 'application/json': { schema: { type: 'object' } } },
      }),
    },
    '/api/openapi.json': {
      get: operation({
        summary: 'This document (OpenAPI 3.1)',
        content: { 'application/json': { schema: { type: 'object' } } },
      }),
    },
  };
}

export function accountsOpenApiSchemas({ jsonSchema }: Helpers): Record<string, JsonSchema> {
  return {
    ...Object.fromEntries(Object.entries(requests).map(([name, schema]) => [name, jsonSchema(schema, 'input')])),
    ...Object.fromEntries(Object.entries(replies).map(([name, schema]) => [name, jsonSchema(schema, 'output')])),
  };
}
