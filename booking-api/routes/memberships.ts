import { Hono, type Context } from 'hono';
import {
  AUTHORIZATION_HEADER,
  changeOwnPasswordRequestSchema,
  confirmMemberRequestSchema,
  emailOnlyRequestSchema,
  memberReservationsQuerySchema,
  memberLocaleRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  updatePasswordRequestSchema,
} from '../../contract';
import { updateMember } from '../repositories/members';
import { parseJsonBody, parseQuery } from '../http/request-parsing';
import { callerOf } from '../security/caller';
import { accountCall } from '../membership-accounts/account-routes';
import { changeOwnPassword } from '../membership-accounts/member-account';
import { updatePasswordWithToken, startPasswordReset } from '../services/member-password';
import { toMemberUser } from '../services/member-reply';
import { memberMembershipFields } from '../points/programs';
import { listMemberReservations } from '../services/member-reservations';
import { authenticate, signIn, signOut } from '../services/member-sessions';
import { confirmMember, resendConfirmation, signUp, type MembershipCall } from '../services/member-sign-up';
import { hotelFromPath, type RouteDeps } from './deps';
import { organizationOfMember } from '../corporate/organization-repository';
import { organizationFields } from '../corporate/organization-sign-in';

const accepted = { data: { accepted: true as const } };

/** Membership calls of SPEC.md section 7 under /book/hotels/{h}/memberships/ and /book/user/. */
export function membershipRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  const call = async (c: Context): Promise<MembershipCall> => ({
    database: deps.database,
    clock: deps.clock,
    hotel: await hotelFromPath(c, deps),
    baseUrl: deps.publicUrl,
  });
  const base = '/book/hotels/:h/memberships';

  routes.post(`${base}/sign_up`, async (c) => {
    const context = await call(c);
    return c.json(await signUp(context, await parseJsonBody(c, signUpRequestSchema)), 201);
  });
  routes.post(`${base}/confirm`, async (c) => {
    const context = await call(c);
    const { confirmation_token } = await parseJsonBody(c, confirmMemberRequestSchema);
    return c.json(await confirmMember(context, confirmation_token));
  });
  routes.post(`${base}/resend_confirmation`, async (c) => {
    const context = await call(c);
    await resendConfirmation(context, (await parseJsonBody(c, emailOnlyRequestSchema)).email);
    return c.json(accepted, 202);
  });
  routes.post(`${base}/sign_in`, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const request = await parseJsonBody(c, signInRequestSchema);
    // Failed sign-ins are limited per caller address (the gateway vouches for its callers' addresses).
    const reply = await signIn({ database: deps.database, clock: deps.clock, hotel, caller: callerOf(c) }, request);
    // A corporate user signing in here still carries the organization (SPEC.md section 3).
    const corporate = organizationFields(await organizationOfMember(deps.database.db, reply.data.user.id));
    return c.json({ data: { ...reply.data, user: { ...reply.data.user, ...corporate } } });
  });
  routes.post(`${base}/sign_out`, async (c) => {
    await hotelFromPath(c, deps);
    await signOut(deps, c.req.header(AUTHORIZATION_HEADER));
    return c.json(accepted);
  });
  routes.post(`${base}/start_reset_password_process`, async (c) => {
    const context = await call(c);
    await startPasswordReset(context, (await parseJsonBody(c, emailOnlyRequestSchema)).email);
    return c.json(accepted, 202);
  });
  routes.put(`${base}/update_password`, async (c) => {
    // Signed in, the member gives the current password instead of a reset token.
    let raw: unknown = null;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      raw = null;
    }
    if (raw && typeof raw === 'object' && 'current_password' in raw) {
      const own = await accountCall(c, deps);
      return c.json({ data: await changeOwnPassword(own, await parseJsonBody(c, changeOwnPasswordRequestSchema)) });
    }
    const context = await call(c);
    const result = await updatePasswordWithToken(context, await parseJsonBody(c, updatePasswordRequestSchema));
    return c.json({ data: result });
  });

  routes.get('/book/user/me', async (c) => {
    const { member, expiresAt } = await authenticate(deps, c.req.header(AUTHORIZATION_HEADER));
    // A corporate user carries the organization (SPEC.md section 3); an individual member null.
    return c.json({
      data: toMemberUser(
        member,
        { expiresAt },
        organizationFields(await organizationOfMember(deps.database.db, member.id)),
        await memberMembershipFields(deps.database.db, member),
      ),
    });
  });
  // A member who switches the site's language reads their e-mails in it from then on (lottery results,
  // account e-mails), as in the language chosen at sign-up.
  routes.put('/book/user/locale', async (c) => {
    const { member } = await authenticate(deps, c.req.header(AUTHORIZATION_HEADER));
    const { locale } = await parseJsonBody(c, memberLocaleRequestSchema);
    await updateMember(deps.database.db, member.id, { locale });
    return c.json({ data: { locale } });
  });
  routes.get('/book/user/reservations', async (c) => {
    const { member } = await authenticate(deps, c.req.header(AUTHORIZATION_HEADER));
    const query = parseQuery(c, memberReservationsQuerySchema);
    return c.json(
      await listMemberReservations({ database: deps.database, clock: deps.clock, memberId: member.id }, query),
    );
  });
  return routes;
}
