/**
 * The paths the product builds (SPEC.md section 2 "Paths the product builds") and what each one
 * opens: pure functions of a hotel code and a query, used wherever the app links to them and by the
 * routes that serve them (src/agency/built-path-routes.tsx).
 */

/** The steps of a reservation on a built path, in order. */
export const RESERVATION_STEPS = ['search', 'guest-detail', 'payment', 'confirmation'] as const;
export type ReservationStep = (typeof RESERVATION_STEPS)[number];

/** The steps of a member registration on a built path. */
export const REGISTRATION_STEPS = ['open-signup', 'done', 'sign-in'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

export type SearchParameters =
  | Readonly<Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>>
  | URLSearchParams;

/** Names that never travel in a built path's query: the hotel is in the path. */
const HOTEL_PARAMETERS = new Set(['code', 'hotel_code']);

const segment = (value: string) => encodeURIComponent(value.trim());

function requireHotel(hotel: string): string {
  const trimmed = hotel.trim();
  if (!trimmed) throw new Error('A built path needs a hotel code.');
  return trimmed;
}

/**
 * The query of every non-empty search parameter except the hotel code, in the order given (a list
 * value is written comma-separated, as the widget writes `rooms` and `kids_ages`).
 */
export function searchQueryWithoutCode(parameters: SearchParameters): string {
  const entries: [string, string][] =
    parameters instanceof URLSearchParams
      ? [...parameters.entries()]
      : Object.entries(parameters).flatMap(([name, value]): [string, string][] => {
          if (value === null || value === undefined) return [];
          if (Array.isArray(value)) return [[name, value.map(String).join(',')]];
          return [[name, String(value)]];
        });
  const query = new URLSearchParams();
  for (const [name, value] of entries) {
    if (HOTEL_PARAMETERS.has(name) || value.trim() === '') continue;
    query.append(name, value);
  }
  return query.toString();
}

/** `/reservation-tripla/{hotel}/search?<every non-empty search parameter except code>`. */
export function reservationSearchPath(hotel: string, parameters: SearchParameters = {}): string {
  const query = searchQueryWithoutCode(parameters);
  return `/reservation-tripla/${segment(requireHotel(hotel))}/search${query ? `?${query}` : ''}`;
}

/** `/reservation-tripla/{hotel}/guest-detail`, `/payment` or `/confirmation` (with an optional query). */
export function reservationStepPath(hotel: string, step: Exclude<ReservationStep, 'search'>, query = ''): string {
  const tail = query.replace(/^\?/, '');
  return `/reservation-tripla/${segment(requireHotel(hotel))}/${step}${tail ? `?${tail}` : ''}`;
}

/** `/member-registration-tripla/{hotel}/open-signup`, `/done` or `/sign-in`. */
export function memberRegistrationPath(hotel: string, step: RegistrationStep): string {
  return `/member-registration-tripla/${segment(requireHotel(hotel))}/${step}`;
}

/** `/corporate/{hotel}/sign-in`. */
export function corporateSignInPath(hotel: string): string {
  return `/corporate/${segment(requireHotel(hotel))}/sign-in`;
}

/** The agency site's room search of one facility: `/hotels/{code}` with the search's query. */
export function agencyHotelPath(hotel: string, parameters: SearchParameters = {}): string {
  const query = searchQueryWithoutCode(parameters);
  return `/hotels/${segment(requireHotel(hotel))}${query ? `?${query}` : ''}`;
}

export type BuiltPath =
  | { kind: 'reservation'; hotel: string; step: ReservationStep }
  | { kind: 'registration'; hotel: string; step: RegistrationStep }
  | { kind: 'corporateSignIn'; hotel: string }
  | { kind: 'agencyHotel'; hotel: string };

function decodeSegment(value: string): string | null {
  try {
    const decoded = decodeURIComponent(value).trim();
    return decoded.length > 0 && !decoded.includes('/') ? decoded : null;
  } catch {
    return null;
  }
}

const includes = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** Reads a built path (or the agency's `/hotels/{code}`); null for any other path. */
export function parseBuiltPath(pathname: string): BuiltPath | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  const [first, second, third] = parts;
  if (!first || !second) return null;
  const hotel = decodeSegment(second);
  if (!hotel) return null;
  if (first === 'hotels' && parts.length === 2) return { kind: 'agencyHotel', hotel };
  if (parts.length !== 3 || !third) return null;
  if (first === 'reservation-tripla' && includes(RESERVATION_STEPS, third))
    return { kind: 'reservation', hotel, step: third };
  if (first === 'member-registration-tripla' && includes(REGISTRATION_STEPS, third))
    return { kind: 'registration', hotel, step: third };
  if (first === 'corporate' && third === 'sign-in') return { kind: 'corporateSignIn', hotel };
  return null;
}

/** The hotel a path names (a built path or `/hotels/{code}`), else null. */
export function hotelCodeOfPath(pathname: string): string | null {
  return parseBuiltPath(pathname)?.hotel ?? null;
}

/**
 * Where a built path opens the widget's own flow for its hotel, the query kept (the hotel code is
 * added by the router's rules). The confirmation needs its number: with `confirmation_number` it
 * opens that reservation, without one the reservation look-up.
 */
export function widgetPathOfBuiltPath(
  built: Exclude<BuiltPath, { kind: 'agencyHotel' }>,
  query: string,
  agencySite: boolean,
): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  for (const name of HOTEL_PARAMETERS) params.delete(name);
  const withQuery = (path: string, extra: URLSearchParams = params) => {
    const text = extra.toString();
    return `${path}${text ? `?${text}` : ''}`;
  };
  switch (built.kind) {
    case 'reservation':
      switch (built.step) {
        case 'search':
          return agencySite ? agencyHotelPath(built.hotel, params) : withQuery('/booking/result');
        case 'guest-detail':
          return withQuery('/reservation/guest-detail');
        case 'payment':
          return withQuery(agencySite ? '/reservation/payment' : '/reservation/guest-detail');
        case 'confirmation': {
          const number = params.get('confirmation_number')?.trim();
          if (!number) return '/search';
          params.delete('confirmation_number');
          return withQuery(`/reservation/confirmation/${encodeURIComponent(number)}`);
        }
      }
      break;
    case 'registration':
      return {
        'open-signup': '/sign-up',
        done: '/sign-up-result',
        'sign-in': agencySite ? '/ota-sign-in' : '/sign-in',
      }[built.step];
    case 'corporateSignIn':
      return '/organization-sign-in';
  }
  return '/';
}
