import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { addRoute, declareRoute, declaredRoutes, jsonReply, securitySchemes } from '../http/declared-routes';

/**
 * GET /api/openapi.json: the REST contract as OpenAPI 3.1, generated from the declared routes
 * (http/declared-routes.ts): every route brings its own operation, schemas and security.
 */

type JsonSchema = Record<string, unknown>;

const DOCUMENT_INFO = {
  title: 'Booking API',
  version: '1.0.0',
  description: 'REST contract of SPEC.md section 7. Money is an integer in the minor unit.',
};

/** The published document of `api`: its declared routes' operations and the security schemes they name. */
export function apiDocument(api: OpenAPIHono): JsonSchema {
  const generated = api.getOpenAPI31Document({ openapi: '3.1.0', info: DOCUMENT_INFO });
  return { ...generated, components: { ...generated.components, securitySchemes } };
}

const openApiDocument = declareRoute({
  method: 'get',
  path: '/api/openapi.json',
  summary: 'This document (OpenAPI 3.1)',
  responses: { 200: jsonReply('The REST contract as OpenAPI 3.1', z.looseObject({})) },
});

/** GET /api/openapi.json of `api`, built once at the first request (every route is registered by then). */
export function openApiRoutes(api: OpenAPIHono): OpenAPIHono {
  const routes = declaredRoutes();
  let document: JsonSchema | undefined;
  addRoute(routes, openApiDocument, (c) => c.json((document ??= apiDocument(api))));
  return routes;
}
