import { z } from 'zod';
import {
  memberSessionReplySchema,
  ssoAuthorizeReplySchema,
  ssoAuthorizeRequestSchema,
  ssoProvidersReplySchema,
  ssoSignInRequestSchema,
  tokenExchangeRequestSchema,
} from '../../../contract';
import type { Resolvers } from '../../generated/resolvers';
import { hotelCodeSchema, parseArguments } from '../../parse-arguments';
import { toMemberUser } from '../membership/resolvers';

const memberships = (code: string, path: string) => `/book/hotels/${encodeURIComponent(code)}/memberships/${path}`;
const codeArgs = z.object({ code: hotelCodeSchema });
const authorizeArgs = z.object({ code: hotelCodeSchema, input: ssoAuthorizeRequestSchema });
const completeArgs = z.object({ code: hotelCodeSchema, input: ssoSignInRequestSchema });
const exchangeArgs = z.object({ code: hotelCodeSchema, input: tokenExchangeRequestSchema });
const oneTimeReplySchema = z.object({ data: z.object({ token: z.string(), expires_at: z.string() }) });

const toSession = (reply: z.infer<typeof memberSessionReplySchema>) => ({
  token: reply.data.token,
  expiresAt: reply.data.expires_at,
  user: toMemberUser(reply.data.user),
});

/** Single sign-on and member tokens: each field is one booking API call. */
export const ssoResolvers: Resolvers = {
  Query: {
    ssoSettings: async (_parent, { code }, { api, requestId }) => {
      const args = parseArguments(codeArgs, { code }, requestId);
      const reply = await api.call(
        { method: 'GET', path: memberships(args.code, 'sso_providers') },
        ssoProvidersReplySchema,
      );
      return {
        providers: reply.data.map((p) => ({ slug: p.slug, label: p.label, memberProvider: p.member_provider })),
        parentOrigin: reply.parent_origin,
      };
    },
  },
  Mutation: {
    startSsoSignIn: async (_parent, { code, provider, redirectUri }, { api, requestId }) => {
      const args = parseArguments(authorizeArgs, { code, input: { provider, redirect_uri: redirectUri } }, requestId);
      const reply = await api.call(
        { method: 'POST', path: memberships(args.code, 'open_id/authorize'), body: args.input },
        ssoAuthorizeReplySchema,
      );
      return { authorizationUrl: reply.data.authorization_url, expiresAt: reply.data.expires_at };
    },
    completeSsoSignIn: async (_parent, { code, authorizationCode, state }, { api, requestId }) => {
      const args = parseArguments(
        completeArgs,
        { code, input: { grant_type: 'authorization_code', code: authorizationCode, state } },
        requestId,
      );
      return toSession(
        await api.call(
          { method: 'POST', path: memberships(args.code, 'open_id/sign_in'), body: args.input },
          memberSessionReplySchema,
        ),
      );
    },
    exchangeMemberToken: async (_parent, { code, grantType, token }, { api, requestId }) => {
      const args = parseArguments(exchangeArgs, { code, input: { grant_type: grantType, token } }, requestId);
      return toSession(
        await api.call(
          { method: 'POST', path: memberships(args.code, 'tokens'), body: args.input },
          memberSessionReplySchema,
        ),
      );
    },
    issueOneTimeAccessToken: async (_parent, { code }, { api, requestId }) => {
      const args = parseArguments(codeArgs, { code }, requestId);
      const reply = await api.call(
        { method: 'POST', path: memberships(args.code, 'one_time_access_tokens') },
        oneTimeReplySchema,
      );
      return { token: reply.data.token, expiresAt: reply.data.expires_at };
    },
  },
};
