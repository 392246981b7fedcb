/**
 * The caller's address as the booking API and the gateway both read it: the last entry of
 * X-Forwarded-For (the address the one trusted reverse proxy saw; earlier entries are the client's
 * own claims), and IPv4-mapped IPv6 written as plain IPv4 so one caller has one key.
 *
 * Server-side only: not exported from contract/index.ts, which the widget imports.
 */
export function lastForwardedAddress(forwardedFor: string | null | undefined): string | undefined {
  const last = forwardedFor
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .at(-1);
  return last ? normaliseAddress(last) : undefined;
}

export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}

export function trustProxyFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  return env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
}
