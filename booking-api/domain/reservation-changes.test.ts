import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { BookingFailure } from './booking-failure';
import { quoteCancellation } from './cancellation-fee';
import {
  accountRefusal,
  changeDeadline,
  quoteItinerary,
  updateSettingFor,
  type ItineraryInput,
  type ItineraryRoom,
} from './reservation-changes';

const at = (iso: string) => Temporal.Instant.from(iso);
const standard = [
  { days_before: 3, hours_after: 0, percentage_of_cost: 30 },
  { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
  { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
];

function failureOf(run: () => unknown): { code: string; fields: string[] } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof BookingFailure)) throw error;
    return { code: error.code, fields: Object.keys(error.fields) };
  }
}

// Both zones are UTC+9 all year (no DST), so local midnight is 15:00Z the day before.
describe.each(['Asia/Tokyo', 'Asia/Seoul'])('cancellation tiers at local boundaries in %s', (timeZone) => {
  const rooms = [{ totalPrice: 10_000, tiers: standard, noShowPercentage: 80 }];
  const quote = (iso: string) =>
    quoteCancellation({ now: at(iso), timeZone, checkin: '2026-03-20', status: 'done', rooms });

  it('is free until local midnight starting 3 days before, then 30 %', () => {
    expect(quote('2026-03-16T14:59:59.999Z')).toEqual({ fee: 0, cancellable: true, refusalCode: null });
    expect(quote('2026-03-16T15:00:00Z')).toEqual({ fee: 3000, cancellable: true, refusalCode: null });
  });
  it('takes 50 % from 18:00 local the day before, to the last millisecond before check-in day', () => {
    expect(quote('2026-03-19T08:59:59.999Z').fee).toBe(3000);
    expect(quote('2026-03-19T09:00:00Z')).toEqual({ fee: 5000, cancellable: true, refusalCode: null });
    expect(quote('2026-03-19T14:59:59.999Z')).toEqual({ fee: 5000, cancellable: true, refusalCode: null });
  });
  it('refuses online cancellation on the check-in day (1007) with the 100 % tier', () => {
    expect(quote('2026-03-19T15:00:00Z')).toEqual({ fee: 10_000, cancellable: false, refusalCode: '1007' });
    expect(quote('2026-03-20T14:59:59.999Z')).toEqual({ fee: 10_000, cancellable: false, refusalCode: '1007' });
  });
  it('turns into a no-show at local midnight after check-in day: the no-show percentage, refused online', () => {
    expect(quote('2026-03-20T15:00:00Z')).toEqual({ fee: 8000, cancellable: false, refusalCode: 'no_show' });
    expect(quote('2026-04-30T00:00:00Z')).toEqual({ fee: 8000, cancellable: false, refusalCode: 'no_show' });
  });
  it('starts a tier at its local hour (hours_after), not at UTC', () => {
    const tiers = [{ days_before: 2, hours_after: 10, percentage_of_cost: 20 }];
    const q = (iso: string) =>
      quoteCancellation({
        now: at(iso),
        timeZone,
        checkin: '2026-03-20',
        status: 'done',
        rooms: [{ totalPrice: 999, tiers }],
      });
    expect(q('2026-03-18T00:59:59Z').fee).toBe(0); // 09:59:59 local
    expect(q('2026-03-18T01:00:00Z').fee).toBe(199); // 10:00 local, 199.8 rounded down
  });
});

describe('change deadline and update setting', () => {
  const hotel = {
    timeZone: 'Asia/Tokyo',
    reservationChangesEnabled: true,
    changeDeadlineDaysBefore: 1,
    changeDeadlineHour: 18,
  };
  const reservation = {
    status: 'done' as const,
    checkinDate: '2026-03-20',
    paymentType: 'on_site',
    staffEditedAt: null,
    memberId: null,
  };

  it('closes at hour:00 local days_before days before check-in, never after the check-in day starts', () => {
    expect(changeDeadline('2026-03-20', hotel).toString()).toBe('2026-03-19T09:00:00Z');
    expect(
      changeDeadline('2026-03-20', {
        ...hotel,
        timeZone: 'Asia/Seoul',
        changeDeadlineDaysBefore: 2,
        changeDeadlineHour: 0,
      }).toString(),
    ).toBe('2026-03-17T15:00:00Z');
    // "0 days before at 23:00" would be on the check-in day itself: clamped to its local midnight.
    expect(
      changeDeadline('2026-03-20', { ...hotel, changeDeadlineDaysBefore: 0, changeDeadlineHour: 23 }).toString(),
    ).toBe('2026-03-19T15:00:00Z');
  });

  it('is updatable until the deadline and says why not after it', () => {
    expect(updateSettingFor({ now: at('2026-03-19T08:59:59Z'), hotel, reservation })).toEqual({
      is_active: true,
      updatable: true,
      reason: null,
      deadline: '2026-03-19T09:00:00Z',
      itinerary_updatable: true,
      itinerary_reason: null,
    });
    expect(updateSettingFor({ now: at('2026-03-19T09:00:00Z'), hotel, reservation })).toMatchObject({
      updatable: false,
      reason: 'update_deadline_passed',
    });
  });

  it('refuses in a fixed order: disabled, cancelled, payment pending, staff edited, deadline, account', () => {
    const now = at('2026-03-10T00:00:00Z');
    const reason = (
      h: Partial<typeof hotel>,
      r: Partial<typeof reservation> | Record<string, unknown>,
      viewer?: number | null,
    ) =>
      updateSettingFor({
        now,
        hotel: { ...hotel, ...h },
        reservation: { ...reservation, ...r } as never,
        viewerMemberId: viewer,
      }).reason;
    expect(reason({ reservationChangesEnabled: false }, { status: 'cancelled' })).toBe('update_disabled');
    expect(reason({}, { status: 'cancelled', staffEditedAt: new Date() })).toBe('1006');
    expect(reason({}, { status: 'payment_pending' })).toBe('update_payment_pending');
    expect(reason({}, { staffEditedAt: new Date() })).toBe('update_staff_edited');
    expect(reason({}, { memberId: 7 }, null)).toBe('update_sign_in_required');
    expect(reason({}, { memberId: 7 }, 8)).toBe('update_different_account');
    expect(reason({}, { memberId: 7 }, 7)).toBeNull();
    expect(reason({}, { memberId: 7 })).toBeNull(); // caller unknown: the change itself decides
  });

  it('lets a prepaid card reservation be shortened (the difference is refunded, payments slice 2)', () => {
    const setting = updateSettingFor({
      now: at('2026-03-10T00:00:00Z'),
      hotel,
      reservation: { ...reservation, paymentType: 'credit_card' },
    });
    expect(setting).toMatchObject({ updatable: true, itinerary_updatable: true, itinerary_reason: null });
  });

  it('applies the same-account rule only to member reservations', () => {
    expect(accountRefusal(null, null)).toBeNull();
    expect(accountRefusal(null, 3)).toBeNull();
    expect(accountRefusal(3, null)).toBe('update_sign_in_required');
  });
});

describe('itinerary quote', () => {
  // Rates: 10 000 a night, 1 000 of it tax; a room of 3 nights cost 30 000 as booked.
  const room = (position: number, overrides: Partial<ItineraryRoom> = {}): ItineraryRoom => ({
    position,
    roomTypeCode: 'T',
    planCode: 'P',
    adults: 2,
    children: 0,
    totalPrice: 30_000,
    tax: 2_727,
    tiers: standard,
    minNights: 1,
    ...overrides,
  });
  const base: ItineraryInput = {
    now: at('2026-03-01T00:00:00Z'),
    timeZone: 'Asia/Tokyo',
    currency: 'JPY',
    current: { checkin: '2026-03-20', checkout: '2026-03-23', totalPrice: 60_000 },
    rooms: [room(0), room(1)],
    request: { checkin: '2026-03-20', checkout: '2026-03-22', removePositions: [] },
    priceFor: (_room, nights) => ({ totalPrice: nights.length * 10_000, tax: nights.length * 909 }),
  };

  it('prices one night less at the plan rates and shows the refund as a negative difference', () => {
    const quote = quoteItinerary(base);
    expect(quote).toMatchObject({
      nights: 2,
      current_total_price: 60_000,
      new_total_price: 40_000,
      new_tax: 3_636,
      change_fee: 0,
      price_difference: -20_000,
    });
    expect(quote.rooms.map((r) => [r.position, r.removed, r.new_total_price])).toEqual([
      [0, false, 20_000],
      [1, false, 20_000],
    ]);
  });

  it('removes a room by position and keeps the other unchanged', () => {
    const quote = quoteItinerary({
      ...base,
      request: { checkin: '2026-03-20', checkout: '2026-03-23', removePositions: [1] },
    });
    expect(quote).toMatchObject({ new_total_price: 30_000, new_tax: 2_727, price_difference: -30_000 });
    expect(quote.rooms[1]).toMatchObject({ removed: true, new_total_price: 0, new_tax: 0 });
  });

  it('never charges more than the room cost as booked when rates went up', () => {
    const quote = quoteItinerary({ ...base, priceFor: () => ({ totalPrice: 35_000, tax: 3_181 }) });
    expect(quote).toMatchObject({ new_total_price: 60_000, price_difference: 0 });
  });

  it('charges the cancellation tier in force on the part given up, rounded down per room', () => {
    // 2026-03-17 00:00 Tokyo: 30 % tier. Each room gives up 10 000 -> 3 000 fee each.
    const quote = quoteItinerary({
      ...base,
      now: at('2026-03-16T15:00:00Z'),
      current: { ...base.current, totalPrice: 60_001 },
      rooms: [room(0), room(1, { totalPrice: 30_001 })],
    });
    expect(quote.rooms.map((r) => r.change_fee)).toEqual([3000, 3000]);
    expect(quote).toMatchObject({ change_fee: 6000, new_total_price: 40_000 + 6000, price_difference: -20_001 + 6000 });
  });

  it('refuses a longer stay, an earlier check-in, nothing to change, every room, unknown or repeated positions', () => {
    const run = (request: Partial<ItineraryInput['request']>) =>
      failureOf(() => quoteItinerary({ ...base, request: { ...base.request, ...request } }));
    expect(run({ checkout: '2026-03-24' })).toEqual({ code: '1000', fields: ['checkout_date'] });
    expect(run({ checkin: '2026-03-19' })).toEqual({ code: '1000', fields: ['checkin_date'] });
    expect(run({ checkin: '2026-03-22', checkout: '2026-03-22' })).toEqual({ code: '1000', fields: ['checkout_date'] });
    expect(run({ checkout: '2026-03-23' })).toEqual({ code: '1000', fields: [] });
    expect(run({ removePositions: [0, 1] })).toEqual({ code: '1000', fields: ['remove_room_positions'] });
    expect(run({ removePositions: [5] })).toEqual({ code: '1000', fields: ['remove_room_positions'] });
    expect(run({ removePositions: [1, 1] })).toEqual({ code: '1000', fields: ['remove_room_positions'] });
  });

  it('keeps the plan minimum nights of the kept rooms', () => {
    const rooms = [room(0, { minNights: 2 }), room(1)];
    expect(
      failureOf(() =>
        quoteItinerary({
          ...base,
          rooms,
          request: { checkin: '2026-03-21', checkout: '2026-03-22', removePositions: [] },
        }),
      ),
    ).toEqual({ code: 'below_minimum_nights', fields: ['checkout_date'] });
    // Removing the two-night room leaves only one-night plans: one night is fine.
    expect(
      quoteItinerary({
        ...base,
        rooms,
        request: { checkin: '2026-03-21', checkout: '2026-03-22', removePositions: [0] },
      }).nights,
    ).toBe(1);
  });

  it('refuses when a kept night is no longer priced', () => {
    expect(failureOf(() => quoteItinerary({ ...base, priceFor: () => null }))).toEqual({
      code: 'update_not_priceable',
      fields: [],
    });
  });
});
