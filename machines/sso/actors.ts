import { fromPromise } from 'xstate';
import { graphql } from '../graphql';
import type { GatewayClient } from '../transport/graphql-client';
import type { SignedInSession } from '../auth/context';
import type { SsoProviderOption } from './context';

export const SsoSettingsDocument = graphql(/* GraphQL */ `
  query SsoSettings($code: String!) {
    ssoSettings(code: $code) {
      providers {
        slug
        label
        memberProvider
      }
      parentOrigin
    }
  }
`);

export const StartSsoSignInDocument = graphql(/* GraphQL */ `
  mutation StartSsoSignIn($code: String!, $provider: String!, $redirectUri: String!) {
    startSsoSignIn(code: $code, provider: $provider, redirectUri: $redirectUri) {
      authorizationUrl
      expiresAt
    }
  }
`);

export const CompleteSsoSignInDocument = graphql(/* GraphQL */ `
  mutation CompleteSsoSignIn($code: String!, $authorizationCode: String!, $state: String!) {
    completeSsoSignIn(code: $code, authorizationCode: $authorizationCode, state: $state) {
      token
      expiresAt
      user {
        ...MemberUserFields
      }
    }
  }
`);

/**
 * A callback's state is single use on the server; if the page is mounted again (a parent re-renders)
 * while or after completing, the new chart gets the first call's outcome instead of a refusal.
 */
const completions = new Map<string, Promise<SignedInSession>>();

/** The real implementations of the SSO charts' actors, through the gateway. */
export function createSsoActors(client: GatewayClient) {
  return {
    loadProviders: fromPromise<SsoProviderOption[], { hotelCode: string }>(async ({ input }) => {
      const reply = await client.request(SsoSettingsDocument, { code: input.hotelCode });
      return reply.ssoSettings.providers.map((p) => ({
        slug: p.slug,
        label: p.label,
        memberProvider: p.memberProvider,
      }));
    }),
    startSignIn: fromPromise<string, { hotelCode: string; provider: string; redirectUri: string }>(
      async ({ input }) => {
        const reply = await client.request(StartSsoSignInDocument, {
          code: input.hotelCode,
          provider: input.provider,
          redirectUri: input.redirectUri,
        });
        return reply.startSsoSignIn.authorizationUrl;
      },
    ),
    completeSignIn: fromPromise<SignedInSession, { hotelCode: string; authorizationCode: string; state: string }>(
      ({ input }) => {
        let completion = completions.get(input.state);
        if (!completion) {
          completion = client
            .request(CompleteSsoSignInDocument, {
              code: input.hotelCode,
              authorizationCode: input.authorizationCode,
              state: input.state,
            })
            .then((reply) => ({ token: reply.completeSsoSignIn.token, user: reply.completeSsoSignIn.user }));
          completions.set(input.state, completion);
        }
        return completion;
      },
    ),
  };
}
