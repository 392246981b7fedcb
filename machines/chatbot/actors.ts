import { fromPromise } from 'xstate';
import type { SignedInSession } from '../auth/context';
import { SsoSettingsDocument } from '../sso/actors';
import type { GatewayClient } from '../transport/graphql-client';
import { ExchangeMemberTokenDocument } from '../transport/member-token-exchange';

/** The real implementations of the chatbot chart's actors, through the gateway. */
export function createChatbotActors(client: GatewayClient) {
  return {
    loadParentOrigin: fromPromise<string, { hotelCode: string }>(
      async ({ input }) =>
        (await client.request(SsoSettingsDocument, { code: input.hotelCode })).ssoSettings.parentOrigin,
    ),
    exchangeSession: fromPromise<SignedInSession, { hotelCode: string; token: string }>(async ({ input }) => {
      const reply = await client.request(ExchangeMemberTokenDocument, {
        code: input.hotelCode,
        grantType: 'one_time_access_token',
        token: input.token,
      });
      return { token: reply.exchangeMemberToken.token, user: reply.exchangeMemberToken.user };
    }),
  };
}
