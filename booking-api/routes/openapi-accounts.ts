import { type JsonSchema, type OpenApiHelpers as Helpers, jsonRef as ref, errorReply as error } from './openapi-parts';

/** The last route of booking-api/app.ts described by hand in /api/openapi.json: the document itself. */

interface Operation {
  summary: string;
  parameters?: unknown[];
  body?: string | string[];
  reply?: string;
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
  return {
    '/api/openapi.json': {
      get: operation({
        summary: 'This document (OpenAPI 3.1)',
        content: { 'application/json': { schema: { type: 'object' } } },
      }),
    },
  };
}

export function accountsOpenApiSchemas(_helpers: Helpers): Record<string, JsonSchema> {
  return {};
}
