import type { z } from 'zod';
import { issueLotteryAccessTokenRequestSchema, lotteryAccessTokenReplySchema } from '../../contract';
import {
  type JsonSchema,
  type OpenApiHelpers as Helpers,
  jsonRef as ref,
  errorReply as error,
  pathParam as path,
  hotelParam as hotel,
} from './openapi-parts';

/**
 * The remaining routes of booking-api/app.ts in /api/openapi.json: the staff lottery link, the
 * sandbox 3-D Secure page and the development outbox. Each entry names the zod schemas the route parses and answers with.
 */

/** Request and reply schemas by component name (prefixed Account to stay clear of the other modules). */
const requests = {
  AccountLotteryAccessTokenRequest: issueLotteryAccessTokenRequestSchema,
} satisfies Record<string, z.ZodType>;
const replies = {
  AccountLotteryAccessTokenReply: lotteryAccessTokenReplySchema,
} satisfies Record<string, z.ZodType>;

interface Operation {
  summary: string;
  parameters?: unknown[];
  body?: keyof typeof requests | Array<keyof typeof requests>;
  reply?: keyof typeof replies;
  /** The success status and what it carries when it is not a JSON reply schema. */
  status?: string;
  content?: Record<string, unknown>;
  staff?: boolean;
  errors?: Record<string, string>;
}

function operation(op: Operation): Record<string, unknown> {
  const bodies = op.body === undefined ? [] : Array.isArray(op.body) ? op.body : [op.body];
  const success = {
    description: op.summary,
    content: op.content ?? (op.reply ? ref(op.reply) : { 'application/json': { schema: { type: 'object' } } }),
  };
  return {
    summary: op.summary,
    parameters: op.parameters ?? [],
    ...(bodies.length > 0
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema:
                  bodies.length === 1
                    ? { $ref: `#/components/schemas/${bodies[0]}` }
                    : { oneOf: bodies.map((b) => ({ $ref: `#/components/schemas/${b}` })) },
              },
            },
          },
        }
      : {}),
    ...(op.staff ? { security: [{ staffBasic: [] }] } : {}),
    responses: {
      [op.status ?? '200']: success,
      '400': error('Invalid input (1000)'),
      ...Object.fromEntries(Object.entries(op.errors ?? {}).map(([status, text]) => [status, error(text)])),
    },
  };
}

export function accountsOpenApiPaths(_helpers: Helpers): Record<string, unknown> {
  const staff = { '401': 'Staff credentials needed', '404': 'Unknown hotel (1001)' };
  return {
    '/api/staff/hotels/{h}/lottery_events/{id}/access_tokens': {
      post: operation({
        summary: 'Staff: issue a lottery link access token for an event',
        parameters: [hotel, path('id', 'The event id')],
        body: 'AccountLotteryAccessTokenRequest',
        reply: 'AccountLotteryAccessTokenReply',
        status: '201',
        staff: true,
        errors: staff,
      }),
    },
    '/api/sandbox/3ds/{id}': {
      get: operation({
        summary: 'Sandbox provider: the 3-D Secure challenge page (HTML)',
        parameters: [path('id', 'Authorization id')],
        content: { 'text/html': { schema: { type: 'string' } } },
      }),
      post: operation({
        summary: 'Sandbox provider: submit the challenge password or cancel (form post, HTML answer)',
        parameters: [path('id', 'Authorization id')],
        content: { 'text/html': { schema: { type: 'string' } } },
      }),
    },
    '/api/dev/outbox': {
      get: operation({
        summary:
          'Demo start only, for callers on the same machine (never in production; DEV_OUTBOX=off hides it): the e-mail outbox, HTML or format=json',
        parameters: [
          { name: 'to', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'format', in: 'query', required: false, schema: { enum: ['json'] } },
        ],
        content: { 'text/html': { schema: { type: 'string' } }, 'application/json': { schema: { type: 'object' } } },
      }),
    },
    '/api/openapi.json': {
      get: operation({
        summary: 'This document (OpenAPI 3.1)',
        content: { 'application/json': { schema: { type: 'object' } } },
      }),
    },
  };
}

export function accountsOpenApiSchemas({ jsonSchema }: Helpers): Record<string, JsonSchema> {
  return {
    ...Object.fromEntries(Object.entries(requests).map(([name, schema]) => [name, jsonSchema(schema, 'input')])),
    ...Object.fromEntries(Object.entries(replies).map(([name, schema]) => [name, jsonSchema(schema, 'output')])),
  };
}
