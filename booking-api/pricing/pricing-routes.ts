import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { BookingWidgetSettingsReply, MemberCoupon } from '../../contract';
import {
  memberCouponSchema,
  memberCouponsReplySchema,
  priceQuoteQuerySchema,
  priceQuoteReplySchema,
} from '../../contract';
import {
  addRoute,
  declareRoute,
  declaredRoutes,
  errorReply,
  hotelPath,
  jsonReply,
  memberCredentials,
  memberErrors,
  named,
  sessionHeader,
} from '../http/declared-routes';
import { memberHotelOf, memberOf, memberOfHotelCheck } from '../http/route-credentials';
import { localToday } from '../clock';
import type { Queryable } from '../db/transactions';
import { authenticate } from '../services/member-sessions';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { normalizeCode } from './discount-codes';
import { findReservationNumbers, memberCoupons, pricingSettingsOf } from './pricing-repository';
import { quotePrice } from './price-quote';

/** The signed-in member, null for a guest; a dead session counts as a guest where prices are only shown. */
async function optionalMemberId(
  authorization: string | undefined,
  deps: RouteDeps,
  hotel: Parameters<typeof authenticate>[0]['hotel'],
) {
  if (!authorization) return null;
  return (await authenticate({ ...deps, hotel }, authorization).catch(() => null))?.member.id ?? null;
}

const coupon = named('MemberCouponReply', z.object({ data: memberCouponSchema }));

const priceQuote = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/rooms/price',
  summary:
    'Price summary of chosen rooms for dates, guests, payment type and one promo or coupon code, priced as the booking would be',
  parameters: [sessionHeader],
  request: { params: hotelPath, query: priceQuoteQuerySchema },
  responses: {
    200: jsonReply('Quote', named('PriceQuoteReply', priceQuoteReplySchema)),
    400: errorReply('Invalid input, or both codes (1000)'),
    404: errorReply('Unknown hotel (1001)'),
    409: errorReply('Coupon usage limit reached (1501)'),
    422: errorReply('Coupon invalid or expired (1500), promotion cannot apply to plan (2001)'),
  },
});
const memberCouponList = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/memberships/discount_coupons',
  summary: "The signed-in member's coupons with their status",
  parameters: [sessionHeader],
  security: memberCredentials,
  request: { params: hotelPath },
  responses: {
    200: jsonReply('Coupons', named('MemberCouponsReply', memberCouponsReplySchema)),
    ...memberErrors,
    404: errorReply('Unknown hotel (1001)'),
  },
});
const memberCouponByCode = declareRoute({
  method: 'get',
  path: '/book/hotels/{h}/memberships/discount_coupons/{code}',
  summary: "One of the signed-in member's coupons by code",
  parameters: [sessionHeader],
  security: memberCredentials,
  request: { params: hotelPath.extend({ code: z.string().meta({ description: 'Coupon code' }) }) },
  responses: {
    200: jsonReply('Coupon', coupon),
    ...memberErrors,
    404: errorReply('Unknown hotel (1001), or no coupon of this member has this code (1500)'),
  },
});

export function pricingRoutes(deps: RouteDeps): OpenAPIHono {
  const routes = declaredRoutes({ memberSession: memberOfHotelCheck(deps) });

  addRoute(routes, priceQuote, async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const memberId = await optionalMemberId(c.req.header('Authorization'), deps, hotel);
    return c.json(await quotePrice(deps.database.db, hotel, c.req.valid('query'), deps.clock, memberId));
  });

  // SPEC.md section 7 membership discount_coupons: the signed-in member's coupons (a dead session is a 401).
  addRoute(routes, memberCouponList, async (c) =>
    c.json(memberCouponsReplySchema.parse({ data: await couponList(deps, memberHotelOf(c), memberOf(c).member.id) })),
  );
  addRoute(routes, memberCouponByCode, async (c) => {
    const code = normalizeCode(c.req.valid('param').code);
    const coupon = (await couponList(deps, memberHotelOf(c), memberOf(c).member.id)).find(
      (entry) => entry.code === code,
    );
    if (!coupon) {
      return c.json(
        {
          errors: [
            {
              title: 'Coupon invalid',
              details: { base: [{ code: '1500', text: 'No coupon of yours has this code.' }] },
            },
          ],
        },
        404,
      );
    }
    return c.json({ data: coupon });
  });
  return routes;
}

async function couponList(
  deps: RouteDeps,
  hotel: Awaited<ReturnType<typeof hotelFromPath>>,
  memberId: number,
): Promise<MemberCoupon[]> {
  const db = deps.database.db;
  const today = localToday(deps.clock, hotel.timeZone).toString();
  const { rows, uses } = await memberCoupons(db, hotel.id, memberId);
  const numbers = await findReservationNumbers(
    db,
    uses.map((use) => use.reservationId),
  );
  return rows
    .map((row): MemberCoupon => {
      const use = uses.find((u) => u.discountCodeId === row.id);
      const exhausted = row.usageLimit !== null && row.usedCount >= row.usageLimit;
      return {
        code: row.code,
        name: row.name,
        discount_type: row.discountType,
        discount_value: row.discountValue,
        target_hotel_plan_codes: row.targetHotelPlanCodes,
        valid_until: row.validUntil,
        max_discounted_nights: row.maxDiscountedNights,
        ui_status: use
          ? 'consumed'
          : row.validUntil !== null && today > row.validUntil
            ? 'expired'
            : row.validFrom !== null && today < row.validFrom
              ? 'pending'
              : exhausted
                ? 'consumed'
                : 'available',
        reservation_number: use ? (numbers.get(use.reservationId) ?? null) : null,
      };
    })
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Overlays the hotel's pricing settings on the booking-widget settings (routes/hotels.ts). */
export async function pricingWidgetSettings(
  db: Queryable,
  hotelId: number,
): Promise<Pick<BookingWidgetSettingsReply, 'show_prices_tax_included' | 'coupon_active' | 'promo_code_active'>> {
  const settings = await pricingSettingsOf(db, hotelId);
  return {
    show_prices_tax_included: settings.showPricesTaxIncluded,
    coupon_active: settings.couponActive,
    promo_code_active: settings.promoCodeActive,
  };
}
