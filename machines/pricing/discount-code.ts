import type { SearchCriteria } from '../search/criteria-types';

export type CodeKind = 'promo' | 'coupon';

/** How a searched code fared (gateway DiscountCodeStatus). */
export interface DiscountCodeStatus {
  kind: string;
  code: string;
  /** applied, invalid, expired, limit_reached or sign_in_required */
  status: string;
  errorCode?: string | null;
  name?: string | null;
}

export interface PaymentPromotion {
  targetMode: string;
  hotelPlanCodes: string[];
  discountPercent: number;
}

/** SPEC.md section 5: one code at a time; a coupon code wins over a promo code when a URL carries both. */
export function searchedCode(criteria: Pick<SearchCriteria, 'promoCode' | 'couponCode'>): {
  promoCode?: string;
  couponCode?: string;
} {
  const coupon = criteria.couponCode?.trim();
  if (coupon) return { couponCode: coupon };
  const promo = criteria.promoCode?.trim();
  return promo ? { promoCode: promo } : {};
}

/** The criteria with exactly this code (or none): applying one code drops the other. */
export function withCode<T extends Pick<SearchCriteria, 'promoCode' | 'couponCode'>>(
  criteria: T,
  kind: CodeKind | null,
  code = '',
): T {
  const { promoCode: _p, couponCode: _c, ...rest } = criteria;
  const trimmed = code.trim();
  if (!kind || !trimmed) return rest as T;
  return { ...rest, ...(kind === 'promo' ? { promoCode: trimmed } : { couponCode: trimmed }) } as T;
}

/** The catalogue code of a searched code that did not apply (1500 / 1501), for the localized message. */
export function codeMessageKey(
  status: DiscountCodeStatus | null,
): 'invalid' | 'expired' | 'limit_reached' | 'sign_in_required' | null {
  if (!status || status.status === 'applied') return null;
  return status.status === 'expired' || status.status === 'limit_reached' || status.status === 'sign_in_required'
    ? status.status
    : 'invalid';
}

/** Whether the card-payment promotion covers a plan (SPEC.md section 5): credit-card plans, by include or exclude codes. */
export function paymentPromotionCovers(
  promotion: PaymentPromotion | null,
  plan: { hotelPlanCode: string; paymentMethods: readonly string[] },
): boolean {
  if (!promotion || promotion.discountPercent <= 0) return false;
  if (!plan.paymentMethods.some((method) => method.startsWith('credit_card'))) return false;
  const listed = promotion.hotelPlanCodes.includes(plan.hotelPlanCode);
  return promotion.targetMode === 'include' ? listed : !listed;
}

/** SPEC.md section 2: `promo_code` and `coupon_code` of the URL win over the cookie's code; one code at a time. */
export function withCodesFromQuery<T extends Pick<SearchCriteria, 'promoCode' | 'couponCode'>>(
  criteria: T,
  params: URLSearchParams,
): T {
  const coupon = params.get('coupon_code')?.trim();
  const promo = params.get('promo_code')?.trim();
  if (coupon) return withCode(criteria, 'coupon', coupon);
  if (promo) return withCode(criteria, 'promo', promo);
  return criteria;
}

/** Writes the criteria's one code into the URL (and removes a code no longer applied). */
export function writeCodes(params: URLSearchParams, criteria: Pick<SearchCriteria, 'promoCode' | 'couponCode'>): void {
  const code = searchedCode(criteria);
  params.delete('promo_code');
  params.delete('coupon_code');
  if (code.couponCode) params.set('coupon_code', code.couponCode);
  else if (code.promoCode) params.set('promo_code', code.promoCode);
}
