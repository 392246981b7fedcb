import { Temporal } from 'temporal-polyfill';
import { z } from 'zod/mini';
import { isIsoDate } from '../../contract/calendar-dates';
import {
  CAMPAIGN_PARAMETERS, ROOM_ORDERS, addDays, defaultCriteria, validateCriteria, withRooms,
  type Campaign, type SearchCriteria, type SearchSettings,
} from './search-criteria';

/**
 * The criteria cookie of SPEC.md section 3: named after the hotel code, the criteria as base64 of
 * JSON (field names as the spec lists them), kept one hour. The campaign cookie keeps the campaign
 * parameters for a day (SPEC.md section 9). The machine encodes and decodes; storing is an action.
 */
export const CRITERIA_COOKIE_LIFETIME_SECONDS = 60 * 60;
export const CAMPAIGN_COOKIE_LIFETIME_SECONDS = 24 * 60 * 60;
export const CAMPAIGN_COOKIE_NAME = 'booking_campaign';

/** The cookie is named after the hotel code. */
export const criteriaCookieName = (hotelCode: string) => hotelCode;

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(value: string): string {
  const binary = atob(value);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

// zod/mini, not zod: the widget's bundle carries only the parts these schemas use.
const isoDate = () => z.string().check(z.refine(isIsoDate));
const integer = () => z.number().check(z.int());
const storedCriteriaSchema = z.object({
  checkin: isoDate(),
  checkout: isoDate(),
  type: z._default(z.enum(['rooms', 'plans']), 'rooms'),
  adults: integer(),
  room_count: integer(),
  rooms: z.array(z.object({ adults: integer(), children: integer() })).check(z.minLength(1)),
  order: z.enum(ROOM_ORDERS),
  // Pricing: the one code of the search (machines/pricing/discount-code.ts).
  promo_code: z.optional(z.string().check(z.maxLength(40))),
  coupon_code: z.optional(z.string().check(z.maxLength(40))),
});

export function encodeCriteriaCookie(criteria: SearchCriteria): string {
  return toBase64(
    JSON.stringify({
      checkin: criteria.checkin,
      checkout: criteria.checkout,
      type: criteria.type ?? 'rooms',
      adults: criteria.adults,
      room_count: criteria.roomCount,
      // Rooms with their guests (SPEC.md section 3); identical rooms as one entry and room_count.
      rooms: criteria.roomGuests ?? [{ adults: criteria.adults, children: criteria.children }],
      order: criteria.order,
      ...(criteria.promoCode ? { promo_code: criteria.promoCode } : {}),
      ...(criteria.couponCode ? { coupon_code: criteria.couponCode } : {}),
    }),
  );
}

/**
 * The criteria of a cookie, over the defaults; null when it is missing, unreadable or no longer
 * valid (a check-in that has passed, guests over today's limits): then the defaults apply, silently
 * (the guest did not type the cookie, so there is nothing to warn about).
 */
export function decodeCriteriaCookie(value: string | null, settings: SearchSettings): SearchCriteria | null {
  if (!value) return null;
  let parsed;
  try {
    parsed = storedCriteriaSchema.safeParse(JSON.parse(fromBase64(value)));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const stored = parsed.data;
  const rooms = stored.rooms.length === 1 ? Array.from({ length: stored.room_count }, () => stored.rooms[0]!) : stored.rooms;
  if (rooms.length < 1 || rooms.length > 999) return null;
  let criteria = withRooms({ ...defaultCriteria(settings), checkin: stored.checkin, checkout: stored.checkout, order: stored.order }, rooms);
  if (stored.type === 'plans') criteria = { ...criteria, type: 'plans' };
  if (stored.coupon_code) criteria = { ...criteria, couponCode: stored.coupon_code };
  else if (stored.promo_code) criteria = { ...criteria, promoCode: stored.promo_code };
  if (Temporal.PlainDate.compare(criteria.checkout, criteria.checkin) <= 0) criteria.checkout = addDays(criteria.checkin, 1);
  return validateCriteria(criteria, settings).length === 0 ? criteria : null;
}

export function encodeCampaignCookie(campaign: Campaign): string {
  return toBase64(JSON.stringify(campaign));
}

export function decodeCampaignCookie(value: string | null): Campaign {
  if (!value) return {};
  try {
    const parsed = z.record(z.string(), z.string()).safeParse(JSON.parse(fromBase64(value)));
    if (!parsed.success) return {};
    return Object.fromEntries(Object.entries(parsed.data).filter(([key]) => (CAMPAIGN_PARAMETERS as readonly string[]).includes(key)));
  } catch {
    return {};
  }
}
