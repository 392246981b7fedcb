import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { AccountChange, MemberAccountData, MemberAccountProfile } from './machine';

/** The member-profile fields the account page shows; every document that returns a profile spreads it. */
export const MemberProfileFieldsFragment = graphql(/* GraphQL */ `
  fragment MemberProfileFields on MemberProfile {
    firstName
    lastName
    firstNameKana
    lastNameKana
    email
    pendingEmail
    phone
    dob
    gender
    nationality
    occupation
    address
    postCode
    prefecture
    buildingName
    receiptName
    promotionEmail
    membershipId
    provider
    profileUpdatable
  }
`);

export const MemberAccountDocument = graphql(/* GraphQL */ `
  query MemberAccount($code: String!) {
    memberProfile(code: $code) {
      ...MemberProfileFields
    }
    memberAccountSettings(code: $code) {
      encryptedQrCodeEnabled
      customAccountRemoval
      customAccountRemovalDescription
    }
    memberQrCode(code: $code) {
      membershipId
      encrypted
      svg
    }
  }
`);

export const UpdateMemberProfileDocument = graphql(/* GraphQL */ `
  mutation UpdateMemberProfile($code: String!, $input: MemberProfileInput!) {
    updateMemberProfile(code: $code, input: $input) {
      ...MemberProfileFields
    }
  }
`);

export const SetPromotionEmailDocument = graphql(/* GraphQL */ `
  mutation SetPromotionEmail($code: String!, $subscribed: Boolean!) {
    setPromotionEmail(code: $code, subscribed: $subscribed) {
      ...MemberProfileFields
    }
  }
`);

export const RequestEmailChangeDocument = graphql(/* GraphQL */ `
  mutation RequestEmailChange($code: String!, $email: String!, $currentPassword: String!) {
    requestEmailChange(code: $code, email: $email, currentPassword: $currentPassword) {
      email
      pendingEmail
    }
  }
`);

export const ChangeOwnPasswordDocument = graphql(/* GraphQL */ `
  mutation ChangeOwnPassword($code: String!, $currentPassword: String!, $password: String!) {
    changeOwnPassword(code: $code, currentPassword: $currentPassword, password: $password)
  }
`);

export const RemoveAccountDocument = graphql(/* GraphQL */ `
  mutation RemoveAccount($code: String!, $reason: AccountRemovalReason!, $details: String, $currentPassword: String!) {
    removeAccount(code: $code, reason: $reason, details: $details, currentPassword: $currentPassword)
  }
`);

export function createMemberAccountActors(client: GatewayClient) {
  const reload = async (code: string): Promise<MemberAccountProfile> =>
    (await client.request(MemberAccountDocument, { code })).memberProfile;
  return {
    loadAccount: fromPromise<MemberAccountData, { hotelCode: string }>(async ({ input }) => {
      const reply = await client.request(MemberAccountDocument, { code: input.hotelCode });
      return { profile: reply.memberProfile, settings: reply.memberAccountSettings, qrCode: reply.memberQrCode };
    }),
    sendChange: fromPromise<MemberAccountProfile | null, { hotelCode: string; change: AccountChange }>(
      async ({ input }) => {
        const code = input.hotelCode;
        const change = input.change;
        switch (change.kind) {
          case 'profile':
            return (await client.request(UpdateMemberProfileDocument, { code, input: change.fields }))
              .updateMemberProfile;
          case 'promotion':
            return (await client.request(SetPromotionEmailDocument, { code, subscribed: change.subscribed }))
              .setPromotionEmail;
          case 'email':
            await client.request(RequestEmailChangeDocument, {
              code,
              email: change.email,
              currentPassword: change.currentPassword,
            });
            return reload(code);
          case 'password':
            await client.request(ChangeOwnPasswordDocument, {
              code,
              currentPassword: change.currentPassword,
              password: change.password,
            });
            return reload(code);
          case 'removal':
            await client.request(RemoveAccountDocument, {
              code,
              reason: change.reason,
              details: change.details || null,
              currentPassword: change.currentPassword,
            });
            return null;
        }
      },
    ),
  };
}
