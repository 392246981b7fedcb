import { Hono, type Context } from 'hono';
import {
  AUTHORIZATION_HEADER,
  promotionEmailRequestSchema,
  removeAccountRequestSchema,
  unsubscribeRequestSchema,
  updateEmailRequestSchema,
  updateMemberProfileRequestSchema,
} from '../../contract';
import { parseJsonBody, parseQuery } from '../http/request-parsing';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { accountSettings } from './account-repository';
import { memberQrCode, setPromotionEmail, showProfile, updateProfile, type AccountCall } from './member-account';
import { removeAccount } from './member-account-removal';
import { requestEmailChange } from './member-email-change';
import { subscriptionStatus, unsubscribe } from './unsubscribe-links';

/** What a signed-in account call needs: the hotel of the path, the Authorization header, the mail base URL. */
export async function accountCall(c: Context, deps: RouteDeps): Promise<AccountCall> {
  return {
    database: deps.database,
    clock: deps.clock,
    hotel: await hotelFromPath(c, deps),
    authorization: c.req.header(AUTHORIZATION_HEADER),
    baseUrl: deps.publicUrl,
  };
}

/**
 * Account management under /book/hotels/{h}/memberships/, and the unsubscribe
 * calls under /api/v1/marketing_emails/ (SPEC.md section 7). The signed-in password change shares
 * PUT update_password with the reset link (see routes/memberships.ts).
 */
export function membershipAccountRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  const base = '/book/hotels/:h/memberships';

  routes.get(`${base}/show`, async (c) => c.json({ data: await showProfile(await accountCall(c, deps)) }));
  routes.put(`${base}/update`, async (c) => {
    const call = await accountCall(c, deps);
    return c.json({ data: await updateProfile(call, await parseJsonBody(c, updateMemberProfileRequestSchema)) });
  });
  routes.put(`${base}/update_email`, async (c) => {
    const call = await accountCall(c, deps);
    return c.json({ data: await requestEmailChange(call, await parseJsonBody(c, updateEmailRequestSchema)) }, 202);
  });
  routes.put(`${base}/promotion_email`, async (c) => {
    const call = await accountCall(c, deps);
    const { promotion_email } = await parseJsonBody(c, promotionEmailRequestSchema);
    return c.json({ data: await setPromotionEmail(call, promotion_email) });
  });
  routes.get(`${base}/qr_code`, async (c) => c.json({ data: await memberQrCode(await accountCall(c, deps)) }));
  routes.post(`${base}/cancel`, async (c) => {
    const call = await accountCall(c, deps);
    await removeAccount(call, await parseJsonBody(c, removeAccountRequestSchema));
    return c.json({ data: { removed: true } });
  });
  routes.get(`${base}/account_settings`, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const settings = await accountSettings(deps.database.db, hotel.brandId);
    return c.json({
      data: {
        encrypted_qr_code_enabled: settings.encryptedQrCodeEnabled,
        custom_account_removal: settings.customAccountRemoval,
        custom_account_removal_description: settings.customAccountRemovalDescription,
      },
    });
  });

  routes.get('/api/v1/marketing_emails/subscription_status', async (c) => {
    const { token } = parseQuery(c, unsubscribeRequestSchema);
    return c.json({ data: await subscriptionStatus(deps.database, deps.clock, token) });
  });
  routes.post('/api/v1/marketing_emails/unsubscribe', async (c) => {
    const { token } = await parseJsonBody(c, unsubscribeRequestSchema);
    return c.json({ data: await unsubscribe(deps.database, deps.clock, token) });
  });
  return routes;
}
