import type { MiddlewareHandler } from 'hono';
import { callerOf } from '../security/caller';
import { isLoopbackAddress } from './caller-address';

/**
 * Where the development outbox (/api/dev/...) and the browser tests' clock (/api/test/...) live.
 * They show live sign-up and reset links and move every deadline, so the demo start answers them
 * only to a caller on the same machine; production registers none of them (booking-api/app.ts).
 */
export const DEVELOPMENT_PATHS = ['/api/dev/*', '/api/test/*'] as const;

/**
 * Anyone but a loopback caller gets the ordinary 404, as if the route did not exist. The caller is
 * the one `identifyCaller` decided (mounted before this): a request the GraphQL gateway makes for a
 * guest counts as that guest, not as the gateway's own 127.0.0.1.
 */
export const loopbackCallersOnly: MiddlewareHandler = async (c, next) => {
  if (!isLoopbackAddress(callerOf(c))) return c.notFound();
  await next();
};
