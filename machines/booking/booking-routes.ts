/** Paths the booking flow navigates to (SPEC.md section 2). */
export function confirmationPath(confirmationNumber: string, bypassToken?: string | null): string {
  const query = bypassToken ? `?${new URLSearchParams({ bypass_token: bypassToken }).toString()}` : '';
  return `/reservation/confirmation/${encodeURIComponent(confirmationNumber)}${query}`;
}

export interface FailPageQuery {
  code: string;
  checkin: string;
  checkout: string;
  adults: number;
  errorCode: string;
  error: string;
}

/** `/reservation/fail` with the query fields code, checkin, checkout, adults, error_code, error. */
export function failPath(query: FailPageQuery): string {
  const params = new URLSearchParams({
    code: query.code,
    checkin: query.checkin,
    checkout: query.checkout,
    adults: String(query.adults),
    error_code: query.errorCode,
    error: query.error,
  });
  return `/reservation/fail?${params.toString()}`;
}

/**
 * Where the fail page's "Search again" goes, from the fail page's own query fields (code, checkin,
 * checkout, adults; SPEC.md section 2): the hotel's results with the stay the guest tried. On the
 * agency site that is the facility's page (`/hotels/{code}`), or the agency's hotel search when the
 * address names no hotel, so the retry never lands on a page that needs a hotel code it lacks.
 */
export function failRetryPath(failQuery: URLSearchParams, agencyMode: boolean): string {
  const code = failQuery.get('code')?.trim() || failQuery.get('hotel_code')?.trim() || '';
  const stay = new URLSearchParams();
  for (const name of ['checkin', 'checkout', 'adults']) {
    const value = failQuery.get(name)?.trim();
    if (value) stay.set(name, value);
  }
  const withStay = (path: string, query: URLSearchParams) => (query.size > 0 ? `${path}?${query.toString()}` : path);
  if (agencyMode) return withStay(code ? `/hotels/${encodeURIComponent(code)}` : '/search-hotels', stay);
  const query = new URLSearchParams(code ? [['code', code], ...stay] : [...stay]);
  return withStay('/booking/result', query);
}

/** The 3-D Secure pending page of a card payment (the sandbox's challenge also returns here). */
export function threeDSecurePendingPath(hotelCode: string, transactionId: string): string {
  return `/reservation/3ds-pending?${new URLSearchParams({ code: hotelCode, transaction: transactionId }).toString()}`;
}
