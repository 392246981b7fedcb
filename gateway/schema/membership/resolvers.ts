import { z } from 'zod';
import {
  acceptedReplySchema,
  confirmMemberRequestSchema,
  emailOnlyRequestSchema,
  memberLocaleReplySchema,
  memberLocaleRequestSchema,
  memberReservationsQuerySchema,
  memberReservationsReplySchema,
  memberSessionReplySchema,
  membershipStateReplySchema,
  signInRequestSchema,
  signUpRequestSchema,
  updatePasswordRequestSchema,
  userMeReplySchema,
  type MemberUserReply,
} from '../../../contract';
import type { MemberUser, Resolvers } from '../../generated/resolvers';
import { hotelCodeSchema, omitNull, parseArguments } from '../../parse-arguments';
import type { BookingApiClient } from '../../rest-client';
import { toReservation } from '../reservation/resolvers';

const segment = encodeURIComponent;
const memberships = (code: string, path: string) => `/book/hotels/${segment(code)}/memberships/${path}`;

const signUpArgs = z.object({ code: hotelCodeSchema, input: signUpRequestSchema });
const confirmArgs = z.object({ code: hotelCodeSchema, input: confirmMemberRequestSchema });
const emailArgs = z.object({ code: hotelCodeSchema, input: emailOnlyRequestSchema });
const signInArgs = z.object({ code: hotelCodeSchema, input: signInRequestSchema });
const codeArgs = z.object({ code: hotelCodeSchema });
const changePasswordArgs = z.object({ code: hotelCodeSchema, input: updatePasswordRequestSchema });

const post = <T>(api: BookingApiClient, path: string, body: unknown, schema: z.ZodType<T>) =>
  api.call({ method: 'POST', path, body }, schema);

/** Membership: every field maps to one booking API call (SPEC.md section 7 "Membership"). */
export const membershipResolvers: Resolvers = {
  Query: {
    me: async (_parent, _args, { api }) =>
      toMemberUser((await api.call({ method: 'GET', path: '/book/user/me' }, userMeReplySchema)).data),
    myReservations: async (_parent, { status, page, channel, paymentType }, { api, requestId }) => {
      const query = parseArguments(
        memberReservationsQuerySchema,
        {
          status: omitNull(status),
          page: omitNull(page),
          channel: omitNull(channel),
          payment_type: omitNull(paymentType),
        },
        requestId,
      );
      const reply = await api.call(
        { method: 'GET', path: '/book/user/reservations', query },
        memberReservationsReplySchema,
      );
      return {
        reservations: reply.data.map(toReservation),
        page: reply.page,
        totalPages: reply.total_pages,
        totalEntries: reply.total_entries,
      };
    },
  },
  Mutation: {
    signUp: async (_parent, { code, input }, { api, requestId }) => {
      const args = parseArguments(
        signUpArgs,
        {
          code,
          input: {
            email: input.email,
            password: input.password,
            first_name: input.firstName,
            last_name: input.lastName,
            first_name_kana: omitNull(input.firstNameKana) || undefined,
            last_name_kana: omitNull(input.lastNameKana) || undefined,
            locale: omitNull(input.locale),
          },
        },
        requestId,
      );
      return (await post(api, memberships(args.code, 'sign_up'), args.input, membershipStateReplySchema)).data;
    },
    confirmMember: async (_parent, { code, confirmationToken }, { api, requestId }) => {
      const args = parseArguments(confirmArgs, { code, input: { confirmation_token: confirmationToken } }, requestId);
      return (await post(api, memberships(args.code, 'confirm'), args.input, membershipStateReplySchema)).data;
    },
    resendConfirmation: async (_parent, { code, email }, { api, requestId }) => {
      const args = parseArguments(emailArgs, { code, input: { email } }, requestId);
      await post(api, memberships(args.code, 'resend_confirmation'), args.input, acceptedReplySchema);
      return true;
    },
    signIn: async (_parent, { code, email, password }, { api, requestId }) => {
      const args = parseArguments(signInArgs, { code, input: { email, password } }, requestId);
      const reply = await post(api, memberships(args.code, 'sign_in'), args.input, memberSessionReplySchema);
      return { token: reply.data.token, expiresAt: reply.data.expires_at, user: toMemberUser(reply.data.user) };
    },
    signOut: async (_parent, { code }, { api, requestId }) => {
      const args = parseArguments(codeArgs, { code }, requestId);
      await api.call({ method: 'POST', path: memberships(args.code, 'sign_out') }, acceptedReplySchema);
      return true;
    },
    requestPasswordReset: async (_parent, { code, email }, { api, requestId }) => {
      const args = parseArguments(emailArgs, { code, input: { email } }, requestId);
      await post(api, memberships(args.code, 'start_reset_password_process'), args.input, acceptedReplySchema);
      return true;
    },
    rememberMemberLocale: async (_parent, { locale }, { api, requestId }) => {
      const body = parseArguments(memberLocaleRequestSchema, { locale }, requestId);
      await api.call({ method: 'PUT', path: '/book/user/locale', body }, memberLocaleReplySchema);
      return true;
    },
    changePassword: async (_parent, { code, resetPasswordToken, password }, { api, requestId }) => {
      const args = parseArguments(
        changePasswordArgs,
        { code, input: { reset_password_token: resetPasswordToken, password } },
        requestId,
      );
      await api.call(
        { method: 'PUT', path: memberships(args.code, 'update_password'), body: args.input },
        z.object({ data: z.object({ email: z.string() }) }),
      );
      return true;
    },
  },
};

export function toMemberUser(user: MemberUserReply): MemberUser {
  return {
    id: user.id,
    email: user.email,
    provider: user.provider,
    organizationId: user.organization?.id ?? null,
    organizationName: user.organization?.name ?? null,
    organizationRole: user.organization_role,
    firstName: user.first_name,
    lastName: user.last_name,
    firstNameKana: user.first_name_kana,
    lastNameKana: user.last_name_kana,
    locale: user.locale,
    rank: user.rank,
    programId: user.program_id,
    rankId: user.rank_id,
    membershipId: user.membership_id,
    encryptedMembershipId: user.encrypted_membership_id,
    pointProgramEnabled: user.point_program_enabled,
    nonSignedInProgramIds: user.non_signed_in_program_ids,
    hotelBrandId: user.hotel_brand_id,
    sessionExpiresAt: user.session?.expires_at ?? null,
  };
}
