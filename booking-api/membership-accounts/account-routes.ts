import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  accountSettingsReplySchema,
  memberProfileReplySchema,
  memberQrCodeReplySchema,
  promotionEmailRequestSchema,
  removeAccountRequestSchema,
  subscriptionStatusReplySchema,
  unsubscribeRequestSchema,
  updateEmailRequestSchema,
  updateMemberProfileRequestSchema,
} from '../../contract';
import {
  addRoute,
  dataReply,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  memberCredentials,
  memberErrors,
  named,
  refusals,
  sessionHeader,
} from '../http/declared-routes';
import { memberHotelOf, memberOf, memberOfHotelCheck } from '../http/route-credentials';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { accountSettings } from './account-repository';
import { memberQrCode, setPromotionEmail, showProfile, updateProfile, type AccountCall } from './member-account';
import { removeAccount } from './member-account-removal';
import { requestEmailChange } from './member-email-change';
import { subscriptionStatus, unsubscribe } from './unsubscribe-links';

/** What a signed-in account call needs: the hotel and member the route's credentials found, the mail base URL. */
export function accountCall(c: Context, deps: RouteDeps): AccountCall {
  return {
    database: deps.database,
    clock: deps.clock,
    hotel: memberHotelOf(c),
    signedIn: memberOf(c),
    baseUrl: deps.publicUrl,
  };
}

const base = '/book/hotels/{h}/memberships';
const ProfileReply = named('MemberProfileReply', memberProfileReplySchema);
const SubscriptionStatusReply = named('SubscriptionStatusReply', subscriptionStatusReplySchema);
const signedIn = (route: { method: 'get' | 'put' | 'post'; path: string; summary: string }) => ({
  ...route,
  parameters: [sessionHeader],
  security: memberCredentials,
});

const show = declareRoute({
  ...signedIn({ method: 'get', path: `${base}/show`, summary: "The signed-in member's profile" }),
  request: { params: hotelPath },
  responses: { 200: jsonReply('Profile', ProfileReply), ...memberErrors },
});
const update = declareRoute({
  ...signedIn({ method: 'put', path: `${base}/update`, summary: "Update the member's profile" }),
  request: { params: hotelPath, body: jsonBody(named('UpdateMemberProfileRequest', updateMemberProfileRequestSchema)) },
  responses: { 200: jsonReply('Profile', ProfileReply), 400: errorReply('Invalid input (1000)'), ...memberErrors },
});
const updateEmail = declareRoute({
  ...signedIn({
    method: 'put',
    path: `${base}/update_email`,
    summary: 'Change the login e-mail (confirmed through a link sent to the new address)',
  }),
  request: { params: hotelPath, body: jsonBody(named('UpdateEmailRequest', updateEmailRequestSchema)) },
  responses: { 202: dataReply('The change is pending'), ...memberErrors, ...refusals },
});
const promotionEmail = declareRoute({
  ...signedIn({ method: 'put', path: `${base}/promotion_email`, summary: 'Turn promotion e-mails on or off' }),
  request: { params: hotelPath, body: jsonBody(named('PromotionEmailRequest', promotionEmailRequestSchema)) },
  responses: { 200: jsonReply('Profile', ProfileReply), 400: errorReply('Invalid input (1000)'), ...memberErrors },
});
const qrCode = declareRoute({
  ...signedIn({ method: 'get', path: `${base}/qr_code`, summary: "The member's QR code and membership id" }),
  request: { params: hotelPath },
  responses: { 200: jsonReply('QR code', named('MemberQrCodeReply', memberQrCodeReplySchema)), ...memberErrors },
});
const cancel = declareRoute({
  ...signedIn({ method: 'post', path: `${base}/cancel`, summary: 'Remove the account' }),
  request: { params: hotelPath, body: jsonBody(named('RemoveAccountRequest', removeAccountRequestSchema)) },
  responses: { 200: dataReply('Removed'), ...memberErrors, ...refusals },
});
const settings = declareRoute({
  method: 'get',
  path: `${base}/account_settings`,
  summary: "The brand's account settings (QR code, custom account removal)",
  parameters: [sessionHeader],
  request: { params: hotelPath },
  responses: {
    200: jsonReply('Settings', named('AccountSettingsReply', accountSettingsReplySchema)),
    404: errorReply('Unknown hotel (1001)'),
  },
});
const status = declareRoute({
  method: 'get',
  path: '/api/v1/marketing_emails/subscription_status',
  summary: 'Whether the unsubscribe token still receives promotion e-mails',
  request: { query: unsubscribeRequestSchema },
  responses: { 200: jsonReply('Status', SubscriptionStatusReply), ...refusals },
});
const unsubscribeRoute = declareRoute({
  method: 'post',
  path: '/api/v1/marketing_emails/unsubscribe',
  summary: 'Stop promotion e-mails for the token from an e-mail',
  request: { body: jsonBody(named('UnsubscribeRequest', unsubscribeRequestSchema)) },
  responses: { 200: jsonReply('Status', SubscriptionStatusReply), ...refusals },
});

/**
 * Account management under /book/hotels/{h}/memberships/ (the member's session checked by the
 * routes' declared security), and the unsubscribe calls under /api/v1/marketing_emails/ (SPEC.md
 * section 7). The signed-in password change shares PUT update_password with the reset link (see
 * routes/memberships.ts).
 */
export function membershipAccountRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes({ memberSession: memberOfHotelCheck(deps) });

  addRoute(routes, show, async (c) => c.json({ data: await showProfile(accountCall(c, deps)) }));
  addRoute(routes, update, async (c) =>
    c.json({ data: await updateProfile(accountCall(c, deps), c.req.valid('json')) }),
  );
  addRoute(routes, updateEmail, async (c) =>
    c.json({ data: await requestEmailChange(accountCall(c, deps), c.req.valid('json')) }, 202),
  );
  addRoute(routes, promotionEmail, async (c) =>
    c.json({ data: await setPromotionEmail(accountCall(c, deps), c.req.valid('json').promotion_email) }),
  );
  addRoute(routes, qrCode, async (c) => c.json({ data: await memberQrCode(accountCall(c, deps)) }));
  addRoute(routes, cancel, async (c) => {
    await removeAccount(accountCall(c, deps), c.req.valid('json'));
    return c.json({ data: { removed: true } });
  });
  addRoute(routes, settings, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const found = await accountSettings(deps.database.db, hotel.brandId);
    return c.json({
      data: {
        encrypted_qr_code_enabled: found.encryptedQrCodeEnabled,
        custom_account_removal: found.customAccountRemoval,
        custom_account_removal_description: found.customAccountRemovalDescription,
      },
    });
  });

  addRoute(routes, status, async (c) =>
    c.json({ data: await subscriptionStatus(deps.database, deps.clock, c.req.valid('query').token) }),
  );
  addRoute(routes, unsubscribeRoute, async (c) =>
    c.json({ data: await unsubscribe(deps.database, deps.clock, c.req.valid('json').token) }),
  );
  return routes;
}
