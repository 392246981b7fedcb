import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { KeyValueStorage } from '../transport/client-session';
import type { GatewayClient } from '../transport/graphql-client';
import type { HandOff, MemberUser, SignedInSession } from './context';

export const MemberUserFragment = graphql(/* GraphQL */ `
  fragment MemberUserFields on MemberUser {
    id
    email
    provider
    organizationId
    organizationRole
    firstName
    lastName
    firstNameKana
    lastNameKana
    locale
    membershipId
    hotelBrandId
    pointProgramEnabled
    sessionExpiresAt
  }
`);

export const MeDocument = graphql(/* GraphQL */ `
  query Me {
    me {
      ...MemberUserFields
    }
  }
`);

/** Where the member token is kept (localStorage in the browser); read by the transport for every request. */
export const MEMBER_TOKEN_STORAGE_KEY = 'triplabot_member_session';

export interface MemberTokenStore {
  read(): string | null;
  write(token: string): void;
  clear(): void;
}

export function createMemberTokenStore(storage: KeyValueStorage): MemberTokenStore {
  return {
    read: () => storage.getItem(MEMBER_TOKEN_STORAGE_KEY) || null,
    write: (token) => storage.setItem(MEMBER_TOKEN_STORAGE_KEY, token),
    clear: () => storage.removeItem(MEMBER_TOKEN_STORAGE_KEY),
  };
}

/** The real implementations of the auth chart's actors, through the gateway. */
export function createAuthActors(client: GatewayClient, tokens: MemberTokenStore) {
  return {
    readStoredToken: fromPromise<string | null, void>(async () => tokens.read()),
    fetchMe: fromPromise<MemberUser, void>(async () => (await client.request(MeDocument, {})).me),
    signIn: fromPromise<SignedInSession, { hotelCode: string; email: string; password: string }>(async ({ input }) => {
      const { SignInDocument } = await import('./member-session-documents');
      const result = await client.request(SignInDocument, {
        code: input.hotelCode,
        email: input.email,
        password: input.password,
      });
      return { token: result.signIn.token, user: result.signIn.user };
    }),
    signOut: fromPromise<void, { hotelCode: string }>(async ({ input }) => {
      const { SignOutDocument } = await import('./member-session-documents');
      await client.request(SignOutDocument, { code: input.hotelCode });
    }),
    // On the side of the page: a failure is an answer (false), never an error of the auth chart.
    rememberLocale: fromPromise<boolean, { locale: string }>(async ({ input }) =>
      import('./member-session-documents')
        .then(({ RememberMemberLocaleDocument }) =>
          client.request(RememberMemberLocaleDocument, { locale: input.locale }),
        )
        .then(
          (reply) => reply.rememberMemberLocale,
          () => false,
        ),
    ),
    exchangeHandOff: fromPromise<SignedInSession, { hotelCode: string } & HandOff>(async ({ input }) => {
      const { ExchangeMemberTokenDocument } = await import('../transport/member-token-exchange');
      const reply = await client.request(ExchangeMemberTokenDocument, {
        code: input.hotelCode,
        grantType: input.grantType,
        token: input.token,
      });
      return { token: reply.exchangeMemberToken.token, user: reply.exchangeMemberToken.user };
    }),
  };
}
