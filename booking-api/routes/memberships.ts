import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  AUTHORIZATION_HEADER,
  acceptedReplySchema,
  changeOwnPasswordRequestSchema,
  confirmMemberRequestSchema,
  emailOnlyRequestSchema,
  memberLocaleReplySchema,
  memberLocaleRequestSchema,
  memberReservationsQuerySchema,
  memberReservationsReplySchema,
  membershipStateReplySchema,
  signInRequestSchema,
  signUpRequestSchema,
  updatePasswordRequestSchema,
  userMeReplySchema,
} from '../../contract';
import { updateMember } from '../repositories/members';
import {
  MemberSessionReply,
  addRoute,
  dataReply,
  declareRoute,
  declaredRoutes,
  documentSchema,
  endingMemberCredentials,
  errorReply,
  hotelPath,
  jsonBody,
  jsonReply,
  memberCredentials,
  memberErrors,
  named,
  optionalMemberCredentials,
  refusals,
  sessionHeader,
} from '../http/declared-routes';
import { parseJsonBody } from '../http/request-parsing';
import { memberCheck, memberOf, memberOfHotelOrEndingCheck } from '../http/route-credentials';
import { callerOf } from '../security/caller';
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
const base = '/book/hotels/{h}/memberships';
const AcceptedReply = named('AcceptedReply', acceptedReplySchema);
const MembershipStateReply = named('MembershipStateReply', membershipStateReplySchema);
const EmailOnlyRequest = named('EmailOnlyRequest', emailOnlyRequestSchema);
const guest = { parameters: [sessionHeader] };

const signUpRoute = declareRoute({
  ...guest,
  method: 'post',
  path: `${base}/sign_up`,
  summary: 'Register a member; a confirmation e-mail is sent',
  request: { params: hotelPath, body: jsonBody(named('SignUpRequest', signUpRequestSchema)) },
  responses: { 201: jsonReply('Registered', MembershipStateReply), ...refusals },
});
const confirm = declareRoute({
  ...guest,
  method: 'post',
  path: `${base}/confirm`,
  summary: 'Confirm the e-mail with the token from the confirmation link',
  request: { params: hotelPath, body: jsonBody(named('ConfirmMemberRequest', confirmMemberRequestSchema)) },
  responses: { 200: jsonReply('Confirmed', MembershipStateReply), ...refusals },
});
const resend = declareRoute({
  ...guest,
  method: 'post',
  path: `${base}/resend_confirmation`,
  summary: 'Send the confirmation e-mail again (answers alike for unknown addresses)',
  request: { params: hotelPath, body: jsonBody(EmailOnlyRequest) },
  responses: { 202: jsonReply('Accepted', AcceptedReply), 400: errorReply('Invalid input (1000)') },
});
const signInRoute = declareRoute({
  ...guest,
  method: 'post',
  path: `${base}/sign_in`,
  summary: 'Sign in with e-mail and password',
  request: { params: hotelPath, body: jsonBody(named('SignInRequest', signInRequestSchema)) },
  responses: { 200: jsonReply('Signed in', MemberSessionReply), ...refusals },
});
const signOutRoute = declareRoute({
  ...guest,
  method: 'post',
  path: `${base}/sign_out`,
  summary: 'End the member session',
  security: endingMemberCredentials,
  request: { params: hotelPath },
  responses: { 200: jsonReply('Signed out', AcceptedReply), 401: errorReply('No session token (1400)') },
});
const startReset = declareRoute({
  ...guest,
  method: 'post',
  path: `${base}/start_reset_password_process`,
  summary: 'E-mail a password reset link (answers alike for unknown addresses)',
  request: { params: hotelPath, body: jsonBody(EmailOnlyRequest) },
  responses: { 202: jsonReply('Accepted', AcceptedReply), 400: errorReply('Invalid input (1000)') },
});
/** The two bodies of update_password, documented by name; which one it is decides the schema it is parsed with. */
const passwordBodies = {
  UpdatePasswordRequest: updatePasswordRequestSchema,
  ChangeOwnPasswordRequest: changeOwnPasswordRequestSchema,
};
const updatePassword = declareRoute({
  ...guest,
  method: 'put',
  path: `${base}/update_password`,
  summary: 'Set a new password with a reset token, or (signed in) with the current password',
  security: optionalMemberCredentials,
  request: {
    params: hotelPath,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: { oneOf: Object.keys(passwordBodies).map((name) => ({ $ref: `#/components/schemas/${name}` })) },
        },
      },
    },
  },
  responses: { 200: dataReply('Password changed'), ...memberErrors, ...refusals },
});
const me = declareRoute({
  ...guest,
  method: 'get',
  path: '/book/user/me',
  summary: 'The signed-in member',
  security: memberCredentials,
  responses: { 200: jsonReply('Member', named('UserMeReply', userMeReplySchema)), ...memberErrors },
});
const locale = declareRoute({
  ...guest,
  method: 'put',
  path: '/book/user/locale',
  summary:
    "Stores the language the member switched the site to (en, ja, ko, zh_Hans, zh_Hant, id, th, ar); the member's e-mails follow it",
  security: memberCredentials,
  request: { body: jsonBody(named('MemberLocaleRequest', memberLocaleRequestSchema)) },
  responses: {
    200: jsonReply('Stored', named('MemberLocaleReply', memberLocaleReplySchema)),
    400: errorReply('Invalid input (1000)'),
    ...memberErrors,
  },
});
const reservations = declareRoute({
  ...guest,
  method: 'get',
  path: '/book/user/reservations',
  summary: "The signed-in member's reservations by tab",
  security: memberCredentials,
  request: { query: memberReservationsQuerySchema },
  responses: {
    200: jsonReply('Reservations', named('MemberReservationsReply', memberReservationsReplySchema)),
    400: errorReply('Invalid input (1000)'),
    ...memberErrors,
  },
});

/** Membership calls of SPEC.md section 7 under /book/hotels/{h}/memberships/ and /book/user/. */
export function membershipRoutes(deps: RouteDeps): OpenAPIHono {
  const hotelRoutes = declaredRoutes({ memberSession: memberOfHotelOrEndingCheck(deps) });
  for (const [name, schema] of Object.entries(passwordBodies)) documentSchema(hotelRoutes, name, schema);
  const call = async (c: Context): Promise<MembershipCall> => ({
    database: deps.database,
    clock: deps.clock,
    hotel: await hotelFromPath(c, deps),
    baseUrl: deps.publicUrl,
  });

  addRoute(hotelRoutes, signUpRoute, async (c) => {
    const context = await call(c);
    return c.json(await signUp(context, c.req.valid('json')), 201);
  });
  addRoute(hotelRoutes, confirm, async (c) => {
    const context = await call(c);
    return c.json(await confirmMember(context, c.req.valid('json').confirmation_token));
  });
  addRoute(hotelRoutes, resend, async (c) => {
    const context = await call(c);
    await resendConfirmation(context, c.req.valid('json').email);
    return c.json(accepted, 202);
  });
  addRoute(hotelRoutes, signInRoute, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    // Failed sign-ins are limited per caller address (the gateway vouches for its callers' addresses).
    const reply = await signIn(
      { database: deps.database, clock: deps.clock, hotel, caller: callerOf(c) },
      c.req.valid('json'),
    );
    // A corporate user signing in here still carries the organization (SPEC.md section 3).
    const corporate = organizationFields(await organizationOfMember(deps.database.db, reply.data.user.id));
    return c.json({ data: { ...reply.data, user: { ...reply.data.user, ...corporate } } });
  });
  addRoute(hotelRoutes, signOutRoute, async (c) => {
    await hotelFromPath(c, deps);
    await signOut(deps, c.req.header(AUTHORIZATION_HEADER));
    return c.json(accepted);
  });
  addRoute(hotelRoutes, startReset, async (c) => {
    const context = await call(c);
    await startPasswordReset(context, c.req.valid('json').email);
    return c.json(accepted, 202);
  });
  // Signed in, the member gives the current password instead of a reset token; the session is
  // checked only then, so this route's declared security offers both.
  addRoute(hotelRoutes, updatePassword, async (c) => {
    const context = await call(c);
    const raw = await c.req.json<unknown>();
    if (raw && typeof raw === 'object' && 'current_password' in raw) {
      const signedIn = await authenticate(context, c.req.header(AUTHORIZATION_HEADER));
      const request = await parseJsonBody(c, changeOwnPasswordRequestSchema);
      return c.json({ data: await changeOwnPassword({ ...context, signedIn }, request) });
    }
    const result = await updatePasswordWithToken(context, await parseJsonBody(c, updatePasswordRequestSchema));
    return c.json({ data: result });
  });

  const userRoutes = declaredRoutes({ memberSession: memberCheck(deps) });
  addRoute(userRoutes, me, async (c) => {
    const { member, expiresAt } = memberOf(c);
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
  addRoute(userRoutes, locale, async (c) => {
    const { locale } = c.req.valid('json');
    await updateMember(deps.database.db, memberOf(c).member.id, { locale });
    return c.json({ data: { locale } });
  });
  addRoute(userRoutes, reservations, async (c) =>
    c.json(
      await listMemberReservations(
        { database: deps.database, clock: deps.clock, memberId: memberOf(c).member.id },
        c.req.valid('query'),
      ),
    ),
  );
  hotelRoutes.route('/', userRoutes);
  return hotelRoutes;
}
