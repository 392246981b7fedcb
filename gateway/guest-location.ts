/**
 * Where the guest is, for currency by IP (SPEC.md section 3 "detected"), as far as the gateway may
 * trust it. A browser can write any header, so nothing is forwarded unless configured:
 * - `countryHeader` (env GEO_COUNTRY_HEADER, e.g. `CF-IPCountry`): a header the CDN or proxy in
 *   front of the gateway sets with the guest's country (ISO 3166-1 alpha-2); forwarded as `country`.
 * - `trustProxy` (env TRUST_PROXY=1): the gateway sits behind one reverse proxy that appends the
 *   address it saw to X-Forwarded-For; that last entry is forwarded as `client_ip`, and the booking
 *   API looks it up in the brand's IP table. Entries before it are the client's own claims and are ignored.
 */
export interface GuestLocationOptions {
  countryHeader?: string | undefined;
  trustProxy?: boolean | undefined;
}

export interface GuestLocation {
  clientIp?: string | undefined;
  country?: string | undefined;
}

const COUNTRY = /^[A-Za-z]{2}$/;

export function guestLocationFrom(
  request: Request,
  options: GuestLocationOptions | undefined,
): GuestLocation | undefined {
  if (!options?.countryHeader && !options?.trustProxy) return undefined;
  const country = options.countryHeader ? request.headers.get(options.countryHeader)?.trim() : undefined;
  const forwarded = options.trustProxy
    ? request.headers
        .get('X-Forwarded-For')
        ?.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : undefined;
  return {
    country: country && COUNTRY.test(country) ? country.toUpperCase() : undefined,
    clientIp: forwarded?.at(-1),
  };
}

/** The options from the environment of `npm start` (README "Environment variables"). */
export function guestLocationOptionsFromEnv(env: Record<string, string | undefined>): GuestLocationOptions {
  return {
    countryHeader: env.GEO_COUNTRY_HEADER?.trim() || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
