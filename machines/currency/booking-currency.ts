import type { CreateReservationInput } from '../graphql/graphql';

/**
 * What the booking chart needs of the currency chart (forwarded as `currency.changed`): paying in
 * another currency than the hotel's (SPEC.md section 4 multi-currency mode) at a rate the guest was
 * shown, with the card brands that may pay in it. Null: paying in the hotel currency.
 */
export interface BookingMcp {
  code: string;
  /** The stamp of the rate the prices were shown with; the booking API refuses a changed rate (exchange_rate_updated). */
  rateUpdatedAt: string;
  allowedBrands: readonly string[];
}

/** SPEC.md section 9: a non-JPY currency (here: another currency than the hotel's) allows card payment only. */
export const MULTI_CURRENCY_PAYMENT_METHODS: readonly string[] = [
  'credit_card',
  'credit_card_full',
  'credit_card_deposit',
];

export function mcpPaymentMethods(methods: readonly string[], mcp: BookingMcp | null): string[] {
  return mcp ? methods.filter((method) => MULTI_CURRENCY_PAYMENT_METHODS.includes(method)) : [...methods];
}

/** The reservation asks to be charged in the chosen currency at the shown rate. */
export function withMultiCurrencyPayment(
  input: CreateReservationInput,
  mcp: BookingMcp | null,
): CreateReservationInput {
  return mcp ? { ...input, mcpCurrency: mcp.code, mcpRateUpdatedAt: mcp.rateUpdatedAt } : input;
}

export const sameBookingMcp = (a: BookingMcp | null, b: BookingMcp | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.code === b.code &&
    a.rateUpdatedAt === b.rateUpdatedAt &&
    a.allowedBrands.join() === b.allowedBrands.join());
