import type { Context } from 'hono';

/**
 * Who is calling, as far as the server can know it: the address of the socket the request came in
 * on, or, behind one trusted reverse proxy (env TRUST_PROXY=1), the last entry of X-Forwarded-For
 * (the address that proxy saw; earlier entries are the client's own claims). Rate limits and the
 * loopback-only development pages use this, never a header a browser can write on its own.
 *
 * The node server puts the incoming request in the context's env (`@hono/node-server`); a request
 * made in-process (`app.request` in tests) has none, and its caller is unknown.
 */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export function trustProxyFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  return env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
}

/** The caller's address (IPv4-mapped IPv6 written as plain IPv4), or undefined when unknown. */
export function callerAddress(c: Context, trustProxy: boolean = trustProxyFromEnv()): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').map((entry) => entry.trim()).filter(Boolean).at(-1);
    if (forwarded) return normaliseAddress(forwarded);
  }
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return socketAddress ? normaliseAddress(socketAddress) : undefined;
}

/** True only when the caller is known to be this machine (127.0.0.0/8 or ::1). */
export function isLoopbackCaller(c: Context, trustProxy: boolean = trustProxyFromEnv()): boolean {
  const address = callerAddress(c, trustProxy);
  return address !== undefined && isLoopbackAddress(address);
}

/** 127.0.0.0/8 or ::1, as callerAddress writes them. */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}
