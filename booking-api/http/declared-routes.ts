import { OpenAPIHono, createRoute, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Context, Env, Handler, MiddlewareHandler } from 'hono';
import {
  AUTHORIZATION_HEADER,
  CLIENT_SESSION_HEADER,
  errorReplySchema,
  memberSessionReplySchema,
} from '../../contract';
import { zodFailure } from './errors';
import { readJsonBody } from './request-parsing';

/**
 * Routes declared once: method, path, parameters, body, replies and summary in a `createRoute`
 * declaration. The route's schemas check the request before its handler runs, and the OpenAPI
 * document (GET /api/openapi.json, routes/openapi.ts) is generated from the same declarations.
 */

/** A request the declared schemas refuse: 400, code 1000, each field path as a details key (SPEC.md section 8). */
export function refuseInvalidRequest(result: { success: true } | { success: false; error: z.ZodError }): void {
  if (!result.success) throw zodFailure(result.error);
}

/**
 * The check of one security scheme a route declares (`security: [{ memberSession: [] }]`): a
 * middleware run before the route's request checks and handler, given the roles the route names.
 */
export type CredentialCheck = (roles: readonly string[]) => MiddlewareHandler;
/** The credential checks of a module's routes, by security scheme (http/route-credentials.ts). */
export type CredentialChecks = Partial<Record<string, CredentialCheck>>;

const checksOfRoutes = new WeakMap<OpenAPIHono, CredentialChecks>();

/**
 * A module's routes; mounted with `app.route('/', ...)` its declarations join the API's document.
 * A route declaring a security requirement is registered with the module's check of that scheme.
 */
export function declaredRoutes(checks: CredentialChecks = {}): OpenAPIHono {
  const routes = new OpenAPIHono({ defaultHook: refuseInvalidRequest });
  checksOfRoutes.set(routes, checks);
  return routes;
}

/**
 * The middlewares of a route's one security requirement. A route offering alternatives (`[{}, {...}]`:
 * signed in or not) checks in its handler; a scheme without a check of the module is a mistake.
 */
function credentialMiddleware(routes: OpenAPIHono, route: RouteConfig): MiddlewareHandler[] {
  if (route.security?.length !== 1) return [];
  const checks = checksOfRoutes.get(routes) ?? {};
  return Object.entries(route.security[0]!).map(([scheme, roles]) => {
    const check = checks[scheme];
    if (!check) throw new Error(`${route.method} ${route.path} declares ${scheme} but its module has no such check.`);
    return check(roles);
  });
}

/** The content type, JSON syntax and storable text of a body are checked before its schema, as parseJsonBody does. */
const checkJsonBody: MiddlewareHandler = async (c, next) => {
  await readJsonBody(c);
  await next();
};

type InputOf<R extends RouteConfig> = RouteHandler<R> extends Handler<Env, string, infer I> ? I : never;

/** A handler of a declared route: its request is already checked and typed (`c.req.valid('query')`). */
export type DeclaredHandler<R extends RouteConfig> = (
  c: Context<Env, string, InputOf<R>>,
) => Response | Promise<Response>;

/** A route's declaration, typed for its handler (`c.req.valid('json')`). */
export const declareRoute = <R extends RouteConfig>(route: R): R => route;

/**
 * Registers a declared route on a module's routes. Its credentials are checked first (the declared
 * `security`), then a JSON body's syntax, then the declared schemas; the handler's replies are
 * described by the declaration's `responses` (its own tests pin their shape).
 */
export function addRoute<R extends RouteConfig>(routes: OpenAPIHono, route: R, handler: DeclaredHandler<R>): void {
  const hasJsonBody =
    route.request?.body?.required === true && route.request.body.content['application/json'] !== undefined;
  const own =
    route.middleware === undefined ? [] : Array.isArray(route.middleware) ? route.middleware : [route.middleware];
  const middleware = [...credentialMiddleware(routes, route), ...(hasJsonBody ? [checkJsonBody] : []), ...own];
  routes.openapi(createRoute({ ...route, middleware }), handler as never);
}

/** A schema shown in the document under its own name (`#/components/schemas/<name>`). */
export const named = <S extends z.ZodType>(name: string, schema: S): S => schema.meta({ id: name });

export const ErrorReply = named('ErrorReply', errorReplySchema);
/** A new member session (sign-in, single sign-on, token exchange, corporate sign-in). */
export const MemberSessionReply = named('MemberSessionReply', memberSessionReplySchema);

/** A JSON reply of a schema. */
export const jsonReply = (description: string, schema: z.ZodType) => ({
  description,
  content: { 'application/json': { schema } },
});
/** A reply whose `data` the declaration leaves open (its route's tests pin it). */
export const dataReply = (description: string) => jsonReply(description, z.object({ data: z.unknown() }));
/** An error reply in the spec's error shape. */
export const errorReply = (description: string) => jsonReply(description, ErrorReply);
/** Refusals whose status and catalogue code (SPEC.md section 8) the error reply carries. */
export const refusals = { '4XX': errorReply('Refused: the error reply names the catalogue code (SPEC.md section 8)') };
/** What any /book route may answer: bad input, no live Client-Session, an unknown hotel or reservation. */
export const sessionErrors = {
  400: errorReply('Invalid input (code 1000)'),
  401: errorReply('Invalid Client-Session (code 1009)'),
  404: errorReply('Unknown hotel (1001) or reservation (1005)'),
};
/**
 * A schema shown in the document by name though no declaration's checks parse with it: a body its
 * handler parses itself (a header may stand in for it, or which of two it is decides the schema).
 */
export function documentSchema(routes: OpenAPIHono, name: string, schema: z.ZodType): { $ref: string } {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  routes.openAPIRegistry.registerComponent('schemas', name, json as never);
  return { $ref: `#/components/schemas/${name}` };
}

/** A required JSON request body. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** Headers are documented, not checked here: the session and member middlewares answer a missing one in their own way. */
export const sessionHeader = {
  name: CLIENT_SESSION_HEADER,
  in: 'header' as const,
  required: true,
  schema: { type: 'string' as const },
};
export const bearerHeader = {
  name: AUTHORIZATION_HEADER,
  in: 'header' as const,
  required: true,
  description: 'Bearer <member session token>',
  schema: { type: 'string' as const },
};

/** The hotel's own systems: an API client's key and secret in HTTP Basic (security/staff-auth.ts). */
export const staffCredentials = [{ staffBasic: [] }];
/** A signed-in member: the bearer session of the hotel's brand (or of the client session's brand without a hotel). */
export const memberCredentials = [{ memberSession: [] }];
/** The role of a member session that is being ended: presented, live or not. */
export const ENDING_ROLE = 'ending';
/** Sign-out: a member session token, live or not (http/route-credentials.ts). */
export const endingMemberCredentials = [{ memberSession: [ENDING_ROLE] }];
/** A route open to guests that a signed-in member's session changes (the handler reads it when present). */
export const optionalMemberCredentials: Record<string, string[]>[] = [{}, { memberSession: [] }];
/**
 * The travel-agency site's calls (/api/ota): a live client session of the agency's API client, whose
 * brands decide the hotels it reaches (http/client-session.ts).
 */
export const clientSessionCredentials = [{ clientSession: [] }];
/** The security schemes the declarations name, in the document's components. */
export const securitySchemes = {
  clientSession: {
    type: 'apiKey' as const,
    in: 'header' as const,
    name: CLIENT_SESSION_HEADER,
    description: 'A client session token (POST /api/client_sessions); missing, unknown or expired: 401, code 1009',
  },
  staffBasic: {
    type: 'http' as const,
    scheme: 'basic',
    description: "An API client's key and secret (the pair that opens client sessions) for hotels of its brand",
  },
  memberSession: {
    type: 'http' as const,
    scheme: 'bearer',
    description: 'A member session token (sign_in, open_id/sign_in, tokens); roles name what else it must hold',
  },
};
/** Errors of the staff API: bad input, no or wrong credentials, a hotel of another brand. */
export const staffErrors = {
  400: errorReply('Invalid input (1000)'),
  401: errorReply('API client key and secret required (HTTP Basic)'),
  404: errorReply('Unknown hotel (1001) or record'),
};
/** Errors of a signed-in member's call. */
export const memberErrors = {
  401: errorReply('Not signed in or session expired (1400), session of another brand (3402)'),
  403: errorReply('Session expired a short while ago: refresh it and repeat (4000)'),
};
/** What any /api/ota route may answer: bad input or no live client session. */
export const agencyErrors = {
  400: errorReply('Invalid input (1000)'),
  401: errorReply('Invalid Client-Session (1009)'),
};
/** A path parameter of a declared route. */
export const pathText = (description: string) => z.string().meta({ description });

/** The `{h}` of /book/hotels/{h}/...: a hotel code or numeric id. */
export const hotelCode = z.string().meta({ description: 'Hotel code or numeric hotel id' });
export const hotelPath = z.object({ h: hotelCode });
/** /book/hotels/{h}/reservations/{confirmation_number}/... */
export const reservationPath = hotelPath.extend({
  confirmation_number: z.string().meta({ description: 'Confirmation number' }),
});
