import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ErrorCode, clientSessionReplySchema, clientSessionRequestSchema, errorReply } from '../../contract';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply as errorReplyOf,
  jsonBody,
  jsonReply,
  named,
} from '../http/declared-routes';
import { findApiClient, insertClientSession } from '../repositories/client-sessions';
import { withMatchingSecret, randomToken, sha256Hex } from '../security/secrets';
import type { RouteDeps } from './deps';

/** Client sessions live 0.75 day, like the client's cookie (SPEC.md section 9). */
const SESSION_LIFETIME_MS = 0.75 * 24 * 60 * 60 * 1000;

const obtainSession = declareRoute({
  method: 'post',
  path: '/api/client_sessions',
  summary: 'Obtain a client session',
  request: { body: jsonBody(named('ClientSessionRequest', clientSessionRequestSchema)) },
  responses: {
    201: jsonReply('Session', named('ClientSessionReply', clientSessionReplySchema)),
    400: errorReplyOf('Invalid input'),
    401: errorReplyOf('Wrong key or secret'),
  },
});

export function clientSessionRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes();
  addRoute(routes, obtainSession, async (c) => {
    const { key, secret } = c.req.valid('json');
    const client = await withMatchingSecret(await findApiClient(deps.database.db, key), secret);
    // An unknown key and a wrong secret answer alike, after the same hashing work; failures are
    // throttled per caller address (security/throttles.ts, mounted in app.ts).
    if (!client) {
      return c.json(errorReply('Invalid credentials', ErrorCode.invalid, 'Unknown key or wrong secret.'), 401);
    }
    const token = randomToken(32);
    const now = deps.clock.now();
    const createdAt = new Date(now.epochMilliseconds);
    const expiresAt = new Date(now.epochMilliseconds + SESSION_LIFETIME_MS);
    await insertClientSession(deps.database.db, client.id, sha256Hex(token), createdAt, expiresAt);
    const reply: z.infer<typeof clientSessionReplySchema> = {
      data: { client_session: token, expires_at: expiresAt.toISOString() },
    };
    return c.json(reply, 201);
  });
  return routes;
}
