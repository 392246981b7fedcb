import type { TranslationFunctions } from '../../locales/i18n-types';
import { pointsMessage } from '../views/points/points-messages';

/**
 * The localized sentence for a catalogue code (SPEC.md section 8). Machines carry codes, never
 * sentences; this is the one place a code becomes text.
 */
export function messageForCode(
  LL: TranslationFunctions,
  code: string,
  values: { reservablePeriodMonths?: number } = {},
): string {
  const e = LL.errors;
  switch (code) {
    case '1000': return e.e1000();
    case '1001': return e.e1001();
    case '1002': return e.e1002();
    case '1003': return e.e1003();
    case '1004': return e.e1004();
    case '1005': return e.e1005();
    case '1006': return e.e1006();
    case '1007': return e.e1007();
    case '1008': return e.e1008();
    case '1009': return e.e1009();
    case '1010': return e.e1010();
    case '1011': return e.e1011();
    case '1012': return e.e1012();
    case '1013': return e.e1013();
    case '1903': return e.e1903({ months: values.reservablePeriodMonths ?? 12 });
    case '4000': return e.e4000();
    case 'error02': return e.error02();
    case 'no_hotel_code': return e.no_hotel_code();
    default: return pricingMessage(LL, code) ?? paymentMessage(LL, code) ?? reservationChangeMessage(LL, code) ?? currencyMessage(LL, code) ?? paymentMethodMessage(LL, code) ?? pointsMessage(LL, code) ?? e.unknown({ code });
  }
}

/** Payment codes of SPEC.md section 8 (3001-3252) and the payment project codes. */
function paymentMessage(LL: TranslationFunctions, code: string): string | null {
  const p = LL.payments.codes;
  switch (code) {
    case '3001': case '3011': return p.e3001();
    case '3002': return p.e3002();
    case '3003': case '3205': return p.e3003();
    case '3004': return p.e3004();
    case '3005': return p.e3005();
    case '3006': case '3250': return p.e3006();
    case '3007': return p.e3007();
    case '3008': return p.e3008();
    case '3009': return p.e3009();
    case '3201': return p.e3201();
    case '3203': case '3251': return p.e3203();
    case '3204': return p.e3204();
    case '3252': return p.e3252();
    case 'three_d_secure_timeout': return p.three_d_secure_timeout();
    case 'payment_methods_differ': return p.payment_methods_differ();
    default: return null;
  }
}

/** Codes of reservation changes and the no-show refusal (contract/errors.ts project codes). */
function reservationChangeMessage(LL: TranslationFunctions, code: string): string | null {
  const codes = LL.reservationChanges.codes as Record<string, (() => string) | undefined>;
  return Object.hasOwn(codes, code) ? codes[code]!() : null;
}

/** Multi-currency codes (SPEC.md section 8 "Exchange rate updated"; gateway/schema/currency). */
function currencyMessage(LL: TranslationFunctions, code: string): string | null {
  if (code === 'exchange_rate_updated') return LL.currency.exchangeRateUpdated();
  if (code === 'currency_not_available') return LL.currency.currencyNotAvailable();
  return null;
}

/** Payment-method and receipt codes (contract/payment-methods.ts, issue 4). */
function paymentMethodMessage(LL: TranslationFunctions, code: string): string | null {
  const codes = LL.paymentMethods.codes as Record<string, (() => string) | undefined>;
  return Object.hasOwn(codes, code) ? codes[code]!() : null;
}

/** Coupons and promotions (SPEC.md section 8: 1500, 1501, 2001 and the price change after a promotion change). */
function pricingMessage(LL: TranslationFunctions, code: string): string | null {
  const p = LL.pricing.errors;
  switch (code) {
    case '1500': return p.e1500();
    case 'coupon_expired': return LL.pricing.codes.expired();
    case 'coupon_sign_in_required': return LL.pricing.codes.sign_in_required();
    case '1501': return p.e1501();
    case '2001': return p.e2001();
    case 'price_changed': return p.price_changed();
    default: return null;
  }
}
