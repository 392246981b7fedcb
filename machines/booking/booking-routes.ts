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

/** The 3-D Secure pending page of a card payment (the sandbox's challenge also returns here). */
export function threeDSecurePendingPath(hotelCode: string, transactionId: string): string {
  return `/reservation/3ds-pending?${new URLSearchParams({ code: hotelCode, transaction: transactionId }).toString()}`;
}
