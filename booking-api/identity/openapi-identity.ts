import type { z } from 'zod';
import {
  CLIENT_SESSION_HEADER,
  ONE_TIME_ACCESS_TOKEN_HEADER,
  memberSessionReplySchema,
  ssoAuthorizeReplySchema,
  ssoAuthorizeRequestSchema,
  ssoProvidersReplySchema,
  ssoSignInRequestSchema,
  tokenExchangeRequestSchema,
} from '../../contract';

/** The single sign-on and member token routes in /api/openapi.json (routes/openapi.ts adds them). */

type JsonSchema = Record<string, unknown>;
interface OpenApiHelpers {
  jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string) => ({ 'application/json': { schema: ref(name) } });
const error = (description: string) => ({ description, content: json('ErrorReply') });
const parameters = [
  { name: CLIENT_SESSION_HEADER, in: 'header', required: true, schema: { type: 'string' } },
  { name: 'h', in: 'path', required: true, description: 'Hotel code or numeric hotel id', schema: { type: 'string' } },
];
const base = '/book/hotels/{h}/memberships';

export function identityOpenApiPaths(): Record<string, unknown> {
  return {
    [`${base}/sso_providers`]: {
      get: {
        parameters,
        summary: "The brand's sign-in providers and allowed parent origin",
        responses: { '200': { description: 'Providers', content: json('SsoProvidersReply') } },
      },
    },
    [`${base}/open_id/authorize`]: {
      post: {
        parameters,
        summary: "Start a provider sign-in (authorization code + PKCE): the provider's login URL",
        requestBody: { required: true, content: json('SsoAuthorizeRequest') },
        responses: {
          '200': { description: 'Where to send the browser', content: json('SsoAuthorizeReply') },
          '400': error('Invalid input (1000)'),
          '404': error('No such provider (sso_provider_unknown)'),
          '422': error('Provider unusable (sso_failed)'),
        },
      },
    },
    [`${base}/open_id/sign_in`]: {
      post: {
        parameters,
        summary: 'Complete a provider sign-in with the code and the state it came back with (single use, 10 minutes)',
        requestBody: { required: true, content: json('SsoSignInRequest') },
        responses: {
          '200': { description: 'Member session', content: json('MemberSessionReply') },
          '400': error('Invalid input (1000)'),
          '422': error(
            'Unknown or used state (sso_state_invalid), expired (1250), provider refusal or ID token check failed (sso_failed)',
          ),
        },
      },
    },
    [`${base}/tokens`]: {
      post: {
        parameters: [
          ...parameters,
          { name: ONE_TIME_ACCESS_TOKEN_HEADER, in: 'header', required: false, schema: { type: 'string' } },
        ],
        summary:
          'Trade a one-time access token (body or header) or an expired session token (refresh_token) for a new session',
        requestBody: { required: false, content: json('TokenExchangeRequest') },
        responses: {
          '200': { description: 'Member session', content: json('MemberSessionReply') },
          '401': error('Token not found (3401) or of another brand (3402)'),
          '409': error('Token already spent (3403)'),
        },
      },
    },
    [`${base}/one_time_access_tokens`]: {
      post: {
        parameters: [
          ...parameters,
          { name: 'Authorization', in: 'header', required: true, schema: { type: 'string' } },
        ],
        summary: "A five-minute single-use token handing the member's session to another page",
        responses: {
          '201': { description: 'Token' },
          '401': error('Not signed in (1400)'),
          '403': error('Session expired, refresh it (4000)'),
        },
      },
    },
  };
}

export function identityOpenApiSchemas({ jsonSchema }: OpenApiHelpers): Record<string, JsonSchema> {
  return {
    SsoProvidersReply: jsonSchema(ssoProvidersReplySchema, 'output'),
    SsoAuthorizeRequest: jsonSchema(ssoAuthorizeRequestSchema, 'input'),
    SsoAuthorizeReply: jsonSchema(ssoAuthorizeReplySchema, 'output'),
    SsoSignInRequest: jsonSchema(ssoSignInRequestSchema, 'input'),
    TokenExchangeRequest: jsonSchema(tokenExchangeRequestSchema, 'input'),
    MemberSessionReply: jsonSchema(memberSessionReplySchema, 'output'),
  };
}
