import { Hono } from 'hono';
import type { z } from 'zod';
import { ErrorCode, clientSessionReplySchema, clientSessionRequestSchema, errorReply } from '../../contract';
import { parseJsonBody } from '../http/request-parsing';
import { findApiClient, insertClientSession } from '../repositories/client-sessions';
import { withMatchingSecret, randomToken, sha256Hex } from '../security/secrets';
import type { RouteDeps } from './deps';

/** Client sessions live 0.75 day, like the client's cookie (SPEC.md section 9). */
const SESSION_LIFETIME_MS = 0.75 * 24 * 60 * 60 * 1000;

export function clientSessionRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  routes.post('/api/client_sessions', async (c) => {
    const { key, secret } = await parseJsonBody(c, clientSessionRequestSchema);
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
    const reply: z.infer<typeof clientSessionReplySchema> = { data: { client_session: token, expires_at: expiresAt.toISOString() } };
    return c.json(reply, 201);
  });
  return routes;
}
