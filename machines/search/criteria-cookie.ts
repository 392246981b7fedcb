import { Temporal } from 'temporal-polyfill';
import { isIsoDate } from '../../contract/calendar-dates';
import { isJsonObject, isOneOf, isOptionalString, isWholeNumber } from '../plain-shapes';
import {
  CAMPAIGN_PARAMETERS,
  ROOM_ORDERS,
  addDays,
  defaultCriteria,
  validateCriteria,
  withRooms,
  type Campaign,
  type SearchCriteria,
  type SearchSettings,
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

type RoomOrder = (typeof ROOM_ORDERS)[number];
interface StoredCriteria {
  checkin: string;
  checkout: string;
  type: 'rooms' | 'plans';
  adults: number;
  room_count: number;
  rooms: { adults: number; children: number }[];
  order: RoomOrder;
  promo_code?: string;
  coupon_code?: string;
}

/** The cookie's JSON as encodeCriteriaCookie writes it (`type` may be missing: rooms), or null. */
function readStoredCriteria(value: unknown): StoredCriteria | null {
  if (!isJsonObject(value)) return null;
  const { checkin, checkout, type = 'rooms', adults, room_count, rooms, order, promo_code, coupon_code } = value;
  if (!isIsoDate(checkin) || !isIsoDate(checkout) || !isOneOf(['rooms', 'plans'] as const, type)) return null;
  if (!isWholeNumber(adults) || !isWholeNumber(room_count) || !isOneOf(ROOM_ORDERS, order)) return null;
  if (!Array.isArray(rooms) || rooms.length < 1) return null;
  const guests = rooms.map((room) =>
    isJsonObject(room) && isWholeNumber(room.adults) && isWholeNumber(room.children)
      ? { adults: room.adults, children: room.children }
      : null,
  );
  if (guests.includes(null)) return null;
  // Pricing: the one code of the search (machines/pricing/discount-code.ts).
  if (!isOptionalString(promo_code, 40) || !isOptionalString(coupon_code, 40)) return null;
  return {
    checkin,
    checkout,
    type,
    adults,
    room_count,
    order,
    rooms: guests as StoredCriteria['rooms'],
    ...(promo_code !== undefined ? { promo_code } : {}),
    ...(coupon_code !== undefined ? { coupon_code } : {}),
  };
}

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
  let stored;
  try {
    stored = readStoredCriteria(JSON.parse(fromBase64(value)));
  } catch {
    return null;
  }
  if (!stored) return null;
  const rooms =
    stored.rooms.length === 1 ? Array.from({ length: stored.room_count }, () => stored.rooms[0]!) : stored.rooms;
  if (rooms.length < 1 || rooms.length > 999) return null;
  let criteria = withRooms(
    { ...defaultCriteria(settings), checkin: stored.checkin, checkout: stored.checkout, order: stored.order },
    rooms,
  );
  if (stored.type === 'plans') criteria = { ...criteria, type: 'plans' };
  if (stored.coupon_code) criteria = { ...criteria, couponCode: stored.coupon_code };
  else if (stored.promo_code) criteria = { ...criteria, promoCode: stored.promo_code };
  if (Temporal.PlainDate.compare(criteria.checkout, criteria.checkin) <= 0)
    criteria.checkout = addDays(criteria.checkin, 1);
  return validateCriteria(criteria, settings).length === 0 ? criteria : null;
}

export function encodeCampaignCookie(campaign: Campaign): string {
  return toBase64(JSON.stringify(campaign));
}

export function decodeCampaignCookie(value: string | null): Campaign {
  if (!value) return {};
  try {
    const stored: unknown = JSON.parse(fromBase64(value));
    if (!isJsonObject(stored) || !Object.values(stored).every((entry) => typeof entry === 'string')) return {};
    return Object.fromEntries(
      Object.entries(stored).filter(([key]) => (CAMPAIGN_PARAMETERS as readonly string[]).includes(key)),
    );
  } catch {
    return {};
  }
}
