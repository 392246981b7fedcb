import type { Context } from 'hono';
import { lastForwardedAddress, normaliseAddress, trustProxyFromEnv } from '../../contract/caller-address';

/**
 * Who is calling, as far as the server can know it: the address of the socket the request came in
 * on, or, behind one trusted reverse proxy (env TRUST_PROXY=1), the last entry of X-Forwarded-For.
 * Rate limits and the loopback-only development pages use this (through security/caller.ts, which
 * also believes the GraphQL gateway's vouched caller), never a header a browser can write on its own.
 *
 * The node server puts the incoming request in the context's env (`@hono/node-server`); a request
 * made in-process (`app.request` in tests) has none, and its caller is unknown.
 */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The caller's address (IPv4-mapped IPv6 written as plain IPv4), or undefined when unknown. */
export function callerAddress(c: Context, trustProxy: boolean = trustProxyFromEnv()): string | undefined {
  const forwarded = trustProxy ? lastForwardedAddress(c.req.header('X-Forwarded-For')) : undefined;
  if (forwarded) return forwarded;
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return socketAddress ? normaliseAddress(socketAddress) : undefined;
}

/** 127.0.0.0/8 or ::1, as callerAddress writes them. */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}
