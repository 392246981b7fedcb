import { Hono } from 'hono';
import type { BookingWidgetSettingsReply, MemberCoupon } from '../../contract';
import { memberCouponsReplySchema, priceQuoteQuerySchema } from '../../contract';
import { localToday } from '../clock';
import type { Queryable } from '../db/transactions';
import { parseQuery } from '../http/request-parsing';
import { findReservationNumbers } from './coupon-reservations';
import { authenticate } from '../services/member-sessions';
import { hotelFromPath, type RouteDeps } from '../routes/deps';
import { normalizeCode } from './discount-codes';
import { memberCoupons, pricingSettingsOf } from './pricing-repository';
import { quotePrice } from './price-quote';

/** The signed-in member, null for a guest; a dead session counts as a guest where prices are only shown. */
async function optionalMemberId(authorization: string | undefined, deps: RouteDeps, hotel: Parameters<typeof authenticate>[0]['hotel']) {
  if (!authorization) return null;
  return (await authenticate({ ...deps, hotel }, authorization).catch(() => null))?.member.id ?? null;
}

export function pricingRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();

  routes.get('/book/hotels/:h/rooms/price', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const query = parseQuery(c, priceQuoteQuerySchema);
    const memberId = await optionalMemberId(c.req.header('Authorization'), deps, hotel);
    return c.json(await quotePrice(deps.database.db, hotel, query, deps.clock, memberId));
  });

  // SPEC.md section 7 membership discount_coupons: the signed-in member's coupons (a dead session is a 401).
  routes.get('/book/hotels/:h/memberships/discount_coupons', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const { member } = await authenticate({ ...deps, hotel }, c.req.header('Authorization'));
    return c.json(memberCouponsReplySchema.parse({ data: await couponList(deps, hotel, member.id) }));
  });
  routes.get('/book/hotels/:h/memberships/discount_coupons/:code', async (c) => {
    const hotel = await hotelFromPath(c, deps);
    const { member } = await authenticate({ ...deps, hotel }, c.req.header('Authorization'));
    const code = normalizeCode(c.req.param('code'));
    const coupon = (await couponList(deps, hotel, member.id)).find((entry) => entry.code === code);
    if (!coupon) {
      return c.json({ errors: [{ title: 'Coupon invalid', details: { base: [{ code: '1500', text: 'No coupon of yours has this code.' }] } }] }, 404);
    }
    return c.json({ data: coupon });
  });
  return routes;
}

async function couponList(deps: RouteDeps, hotel: Awaited<ReturnType<typeof hotelFromPath>>, memberId: number): Promise<MemberCoupon[]> {
  const db = deps.database.db;
  const today = localToday(deps.clock, hotel.timeZone).toString();
  const { rows, uses } = await memberCoupons(db, hotel.id, memberId);
  const numbers = await findReservationNumbers(db, uses.map((use) => use.reservationId));
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
        ui_status: use ? 'consumed' : row.validUntil !== null && today > row.validUntil ? 'expired' : row.validFrom !== null && today < row.validFrom ? 'pending' : exhausted ? 'consumed' : 'available',
        reservation_number: use ? (numbers.get(use.reservationId) ?? null) : null,
      };
    })
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Overlays the hotel's pricing settings on the booking-widget settings (routes/hotels.ts). */
export async function pricingWidgetSettings(db: Queryable, hotelId: number): Promise<Pick<BookingWidgetSettingsReply, 'show_prices_tax_included' | 'coupon_active' | 'promo_code_active'>> {
  const settings = await pricingSettingsOf(db, hotelId);
  return { show_prices_tax_included: settings.showPricesTaxIncluded, coupon_active: settings.couponActive, promo_code_active: settings.promoCodeActive };
}
