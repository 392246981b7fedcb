import { z } from 'zod';
import {
  accountSettingsReplySchema,
  changeOwnPasswordRequestSchema,
  memberProfileReplySchema,
  memberQrCodeReplySchema,
  promotionEmailRequestSchema,
  removeAccountRequestSchema,
  subscriptionStatusReplySchema,
  unsubscribeRequestSchema,
  updateEmailRequestSchema,
  updateMemberProfileRequestSchema,
  type MemberProfile as MemberProfileReply,
} from '../../../contract';
import type { MemberProfile, Resolvers } from '../../generated/resolvers';
import { hotelCodeSchema, omitNull, parseArguments } from '../../parse-arguments';

const segment = encodeURIComponent;
const memberships = (code: string, path: string) => `/book/hotels/${segment(code)}/memberships/${path}`;
const codeArgs = z.object({ code: hotelCodeSchema });
const withInput = <S extends z.ZodType>(input: S) => z.object({ code: hotelCodeSchema, input });

/** Account management: every field maps to one booking API call. */
export const membershipAccountResolvers: Resolvers = {
  Query: {
    memberProfile: async (_parent, { code }, { api, requestId }) => {
      const args = parseArguments(codeArgs, { code }, requestId);
      return toProfile(
        (await api.call({ method: 'GET', path: memberships(args.code, 'show') }, memberProfileReplySchema)).data,
      );
    },
    memberQrCode: async (_parent, { code }, { api, requestId }) => {
      const args = parseArguments(codeArgs, { code }, requestId);
      const { data } = await api.call(
        { method: 'GET', path: memberships(args.code, 'qr_code') },
        memberQrCodeReplySchema,
      );
      return { membershipId: data.membership_id, payload: data.payload, encrypted: data.encrypted, svg: data.svg };
    },
    memberAccountSettings: async (_parent, { code }, { api, requestId }) => {
      const args = parseArguments(codeArgs, { code }, requestId);
      const { data } = await api.call(
        { method: 'GET', path: memberships(args.code, 'account_settings') },
        accountSettingsReplySchema,
      );
      return {
        encryptedQrCodeEnabled: data.encrypted_qr_code_enabled,
        customAccountRemoval: data.custom_account_removal,
        customAccountRemovalDescription: data.custom_account_removal_description,
      };
    },
    promotionSubscription: async (_parent, { token }, { api, requestId }) => {
      const query = parseArguments(unsubscribeRequestSchema, { token }, requestId);
      return (
        await api.call(
          { method: 'GET', path: '/api/v1/marketing_emails/subscription_status', query },
          subscriptionStatusReplySchema,
        )
      ).data;
    },
  },
  Mutation: {
    updateMemberProfile: async (_parent, { code, input }, { api, requestId }) => {
      const body = {
        first_name: omitNull(input.firstName),
        last_name: omitNull(input.lastName),
        first_name_kana: omitNull(input.firstNameKana),
        last_name_kana: omitNull(input.lastNameKana),
        phone: omitNull(input.phone),
        dob: omitNull(input.dob),
        gender: omitNull(input.gender),
        nationality: omitNull(input.nationality),
        occupation: omitNull(input.occupation),
        address: omitNull(input.address),
        post_code: omitNull(input.postCode),
        prefecture: omitNull(input.prefecture),
        building_name: omitNull(input.buildingName),
        receipt_name: omitNull(input.receiptName),
      };
      const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const args = parseArguments(withInput(updateMemberProfileRequestSchema), { code, input: given }, requestId);
      return toProfile(
        (
          await api.call(
            { method: 'PUT', path: memberships(args.code, 'update'), body: args.input },
            memberProfileReplySchema,
          )
        ).data,
      );
    },
    requestEmailChange: async (_parent, { code, email, currentPassword }, { api, requestId }) => {
      const args = parseArguments(
        withInput(updateEmailRequestSchema),
        { code, input: { email, current_password: currentPassword } },
        requestId,
      );
      const reply = await api.call(
        { method: 'PUT', path: memberships(args.code, 'update_email'), body: args.input },
        z.object({ data: z.object({ email: z.string(), pending_email: z.string() }) }),
      );
      return { email: reply.data.email, pendingEmail: reply.data.pending_email };
    },
    changeOwnPassword: async (_parent, { code, currentPassword, password }, { api, requestId }) => {
      const args = parseArguments(
        withInput(changeOwnPasswordRequestSchema),
        { code, input: { current_password: currentPassword, password } },
        requestId,
      );
      await api.call(
        { method: 'PUT', path: memberships(args.code, 'update_password'), body: args.input },
        z.object({ data: z.object({ email: z.string() }) }),
      );
      return true;
    },
    setPromotionEmail: async (_parent, { code, subscribed }, { api, requestId }) => {
      const args = parseArguments(
        withInput(promotionEmailRequestSchema),
        { code, input: { promotion_email: subscribed } },
        requestId,
      );
      return toProfile(
        (
          await api.call(
            { method: 'PUT', path: memberships(args.code, 'promotion_email'), body: args.input },
            memberProfileReplySchema,
          )
        ).data,
      );
    },
    removeAccount: async (_parent, { code, reason, details, currentPassword }, { api, requestId }) => {
      const args = parseArguments(
        withInput(removeAccountRequestSchema),
        { code, input: { reason, details: omitNull(details), current_password: currentPassword } },
        requestId,
      );
      await api.call(
        { method: 'POST', path: memberships(args.code, 'cancel'), body: args.input },
        z.object({ data: z.object({ removed: z.literal(true) }) }),
      );
      return true;
    },
    unsubscribePromotionEmail: async (_parent, { token }, { api, requestId }) => {
      const body = parseArguments(unsubscribeRequestSchema, { token }, requestId);
      return (
        await api.call(
          { method: 'POST', path: '/api/v1/marketing_emails/unsubscribe', body },
          subscriptionStatusReplySchema,
        )
      ).data;
    },
  },
};

function toProfile(profile: MemberProfileReply): MemberProfile {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    firstNameKana: profile.first_name_kana,
    lastNameKana: profile.last_name_kana,
    email: profile.email,
    pendingEmail: profile.pending_email,
    phone: profile.phone,
    dob: profile.dob,
    gender: profile.gender,
    nationality: profile.nationality,
    occupation: profile.occupation,
    address: profile.address,
    postCode: profile.post_code,
    prefecture: profile.prefecture,
    buildingName: profile.building_name,
    receiptName: profile.receipt_name,
    promotionEmail: profile.promotion_email,
    membershipId: profile.membership_id,
    provider: profile.provider,
    profileUpdatable: profile.profile_updatable,
  };
}
