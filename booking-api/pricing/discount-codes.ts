import type { Temporal } from 'temporal-polyfill';
import type { DiscountCodeStatus } from '../../contract';
import { ErrorCode } from '../../contract';
import { BookingFailure } from '../domain/booking-failure';
import type { discountCodes } from '../db/schema-pricing';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type CodeKind = DiscountCodeRow['kind'];
export type CodeStatus = DiscountCodeStatus['status'];

/** What a typed code is in the database: codes are stored upper case. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * SPEC.md section 5 "Coupon": is this code usable today (facility local date) by this viewer?
 * Unknown, not yet valid, or another member's coupon are all "invalid" (nothing to probe);
 * past its valid-until day "expired"; a members' coupon without sign-in "sign_in_required"; no
 * uses left "limit_reached". Whether it covers a plan is asked separately (appliesToPlan).
 */
export function codeStatus(
  row: DiscountCodeRow | null,
  viewer: { today: Temporal.PlainDate; memberId: number | null },
): CodeStatus {
  if (!row) return 'invalid';
  const today = viewer.today.toString();
  if (row.validFrom !== null && today < row.validFrom) return 'invalid';
  if (row.validUntil !== null && today > row.validUntil) return 'expired';
  if (row.memberId !== null && viewer.memberId !== null && row.memberId !== viewer.memberId) return 'invalid';
  if ((row.membersOnly || row.memberId !== null) && viewer.memberId === null) return 'sign_in_required';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'limit_reached';
  return 'applied';
}

export function appliesToPlan(row: DiscountCodeRow, hotelPlanCode: string): boolean {
  return row.targetHotelPlanCodes.length === 0 || row.targetHotelPlanCodes.includes(hotelPlanCode);
}

export function statusReply(
  kind: CodeKind,
  code: string,
  status: CodeStatus,
  row: DiscountCodeRow | null,
): DiscountCodeStatus {
  const errorCode =
    status === 'applied' ? null : status === 'limit_reached' ? ErrorCode.couponLimitReached : ErrorCode.couponInvalid;
  return {
    kind,
    code: normalizeCode(code),
    status,
    error_code: errorCode,
    name: status === 'applied' && row ? row.name : null,
  };
}

const fieldOf = (kind: CodeKind) => (kind === 'promo' ? 'promo_code' : 'coupon_code');
const label = (kind: CodeKind) => (kind === 'promo' ? 'promotion code' : 'coupon');

/** The catalogue failure of SPEC.md section 8 for a code that is not usable (never called with 'applied'). */
export function codeFailure(kind: CodeKind, status: Exclude<CodeStatus, 'applied'>): BookingFailure {
  const field = fieldOf(kind);
  switch (status) {
    case 'expired':
      return new BookingFailure(422, ErrorCode.couponInvalid, 'Coupon expired', `This ${label(kind)} has expired.`, {
        [field]: [{ code: ErrorCode.couponExpired, text: 'has expired' }],
      });
    case 'sign_in_required':
      return new BookingFailure(
        422,
        ErrorCode.couponInvalid,
        'Sign-in required',
        `Sign in with the account this ${label(kind)} belongs to.`,
        {
          [field]: [{ code: ErrorCode.couponSignInRequired, text: 'needs sign-in with the right account' }],
        },
      );
    case 'limit_reached':
      return new BookingFailure(
        409,
        ErrorCode.couponLimitReached,
        'Coupon usage limit reached',
        `This ${label(kind)} has been used as often as it may be.`,
        {
          [field]: [{ code: ErrorCode.couponLimitReached, text: 'usage limit reached' }],
        },
      );
    case 'invalid':
      return new BookingFailure(422, ErrorCode.couponInvalid, 'Coupon invalid', `This ${label(kind)} is not valid.`, {
        [field]: [{ code: ErrorCode.couponInvalid, text: 'is not valid' }],
      });
  }
}

export function notForPlanFailure(kind: CodeKind, planCode: string): BookingFailure {
  return new BookingFailure(
    422,
    ErrorCode.promotionNotForPlan,
    'Promotion cannot apply to plan',
    `This ${label(kind)} cannot be used for plan ${planCode}.`,
    {
      [fieldOf(kind)]: [{ code: ErrorCode.promotionNotForPlan, text: `cannot be used for plan ${planCode}` }],
    },
  );
}
