import { Hono } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorReplySchema } from '../../contract';
import { securitySchemes } from '../http/declared-routes';
import { accountsOpenApiPaths, accountsOpenApiSchemas } from './openapi-accounts';

/**
 * GET /api/openapi.json: the REST contract as OpenAPI 3.1. Declared routes (http/declared-routes.ts)
 * bring their own operations; the modules below still describe the rest of the routes beside them,
 * from the same zod schemas the routes parse with, until those routes are declared too.
 */

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function queryParameters(schema: z.ZodObject): unknown[] {
  const properties = (jsonSchema(schema, 'input').properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Object.keys(schema.shape).filter((key) => !schema.shape[key]!.safeParse(undefined).success));
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

const DOCUMENT_INFO = {
  title: 'Booking API',
  version: '1.0.0',
  description: 'REST contract of SPEC.md section 7. Money is an integer in the minor unit.',
};

function buildOpenApiDocument(): JsonSchema {
  return {
    openapi: '3.1.0',
    info: DOCUMENT_INFO,
    paths: {
      ...accountsOpenApiPaths({ jsonSchema, queryParameters }),
    },
    components: {
      schemas: {
        ErrorReply: jsonSchema(errorReplySchema, 'output'),
        ...accountsOpenApiSchemas({ jsonSchema, queryParameters }),
      },
    },
  };
}

/**
 * The published document: the paths generated from the declared routes (http/declared-routes.ts)
 * together with the paths still described by hand above, which shrink as their routes are declared.
 */
export function apiDocument(api: OpenAPIHono): JsonSchema {
  type Paths = Record<string, Record<string, unknown>>;
  const handWritten = buildOpenApiDocument() as {
    paths: Paths;
    components: { schemas: JsonSchema };
  };
  const generated = api.getOpenAPI31Document({ openapi: '3.1.0', info: DOCUMENT_INFO }) as unknown as {
    paths?: Record<string, Record<string, unknown>>;
    components?: { schemas?: JsonSchema };
  };
  const paths: Record<string, Record<string, unknown>> = { ...handWritten.paths };
  for (const [path, operations] of Object.entries(generated.paths ?? {}))
    paths[path] = { ...paths[path], ...operations };
  return {
    openapi: '3.1.0',
    info: DOCUMENT_INFO,
    paths,
    components: {
      schemas: { ...handWritten.components.schemas, ...generated.components?.schemas },
      securitySchemes,
    },
  };
}

/** GET /api/openapi.json of `api`, built once at the first request (every route is registered by then). */
export function openApiRoutes(api: OpenAPIHono): Hono {
  const routes = new Hono();
  let document: JsonSchema | undefined;
  routes.get('/api/openapi.json', (c) => c.json((document ??= apiDocument(api))));
  return routes;
}
