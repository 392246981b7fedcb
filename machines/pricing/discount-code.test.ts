import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { searchMachine } from '../search/machine';
import type { SearchRoomsInput } from '../search/actors';
import type { Room, SearchResult } from '../search/context';
import { decodeCriteriaCookie, encodeCriteriaCookie } from '../search/criteria-cookie';
import { criteriaFromQuery, criteriaToQuery, type SearchSettings } from '../search/search-criteria';
import { selectDiscountCode, selectPaymentPromotion, selectSearchedStay } from '../search/selectors';
import { buildReservationInput } from '../booking/reservation-request';
import { codeMessageKey, paymentPromotionCovers, searchedCode, withCode } from './discount-code';
import { summaryLines, type PriceSummary } from './price-summary';

const settings: SearchSettings = {
  today: '2030-04-01',
  defaultSearchSetting: { adults: 2, checkinDateOffset: 0 },
  maxGuestsPerRoom: 4,
};
const room = {
  roomTypeCode: 'TWN',
  name: 'Twin',
  description: '',
  maxOccupancy: 2,
  roomCount: 3,
  plans: [],
} as unknown as Room;

describe('one code at a time', () => {
  it('reads promo_code and coupon_code from the URL without a warning; a coupon wins over a promo code', () => {
    const both = criteriaFromQuery('?promo_code=SPRING10&coupon_code=WELCOME2000', settings);
    expect(both.warnings).toEqual([]);
    expect(searchedCode(both.criteria)).toEqual({ couponCode: 'WELCOME2000' });
    expect(searchedCode(criteriaFromQuery('?promo_code=%20SPRING10%20', settings).criteria)).toEqual({
      promoCode: 'SPRING10',
    });
  });

  it('writes the one code back into the URL and the criteria cookie', () => {
    const { criteria } = criteriaFromQuery('?coupon_code=WELCOME2000', settings);
    const params = new URLSearchParams(criteriaToQuery('code=demo&promo_code=OLD', criteria));
    expect([params.get('coupon_code'), params.get('promo_code')]).toEqual(['WELCOME2000', null]);
    expect(decodeCriteriaCookie(encodeCriteriaCookie(criteria), settings)?.couponCode).toBe('WELCOME2000');
    // The cookie's code stays when the URL has none, and a URL code wins over it.
    const cookie = encodeCriteriaCookie(criteria);
    const base = decodeCriteriaCookie(cookie, settings)!;
    expect(searchedCode(criteriaFromQuery('?code=demo', settings, base).criteria)).toEqual({
      couponCode: 'WELCOME2000',
    });
    expect(searchedCode(criteriaFromQuery('?promo_code=SPRING10', settings, base).criteria)).toEqual({
      promoCode: 'SPRING10',
    });
  });

  it('applying one code drops the other; clearing drops both', () => {
    const criteria = { promoCode: 'A', couponCode: 'B', x: 1 };
    expect(withCode(criteria, 'promo', ' C ')).toEqual({ promoCode: 'C', x: 1 });
    expect(withCode(criteria, null)).toEqual({ x: 1 });
  });

  it('maps a code status to its message and tells which plans the card promotion covers', () => {
    expect(codeMessageKey(null)).toBeNull();
    expect(codeMessageKey({ kind: 'coupon', code: 'X', status: 'applied' })).toBeNull();
    expect(codeMessageKey({ kind: 'coupon', code: 'X', status: 'expired' })).toBe('expired');
    expect(codeMessageKey({ kind: 'coupon', code: 'X', status: 'whatever' })).toBe('invalid');
    const include = { targetMode: 'include', hotelPlanCodes: ['NR'], discountPercent: 5 };
    expect(paymentPromotionCovers(include, { hotelPlanCode: 'NR', paymentMethods: ['credit_card'] })).toBe(true);
    expect(paymentPromotionCovers(include, { hotelPlanCode: 'NR', paymentMethods: ['on_site'] })).toBe(false);
    expect(paymentPromotionCovers(include, { hotelPlanCode: 'RO', paymentMethods: ['credit_card'] })).toBe(false);
    expect(
      paymentPromotionCovers(
        { ...include, targetMode: 'exclude' },
        { hotelPlanCode: 'RO', paymentMethods: ['credit_card'] },
      ),
    ).toBe(true);
  });
});

describe('the search chart with a code', () => {
  function chart(results: SearchResult[]) {
    const asked: SearchRoomsInput[] = [];
    const machine = searchMachine.provide({
      actors: {
        searchRooms: fromPromise<SearchResult, SearchRoomsInput>(async ({ input }) => {
          asked.push(input);
          return results.shift() ?? { rooms: [room], nextAvailableDate: null };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { hotelCode: 'demo', settings, search: '?checkin=2030-04-10&checkout=2030-04-12' },
    }).start();
    return { actor, asked };
  }

  it('applying a code searches again with it and keeps its status; clearing searches without', async () => {
    const expired = { kind: 'coupon', code: 'OLD', status: 'expired', errorCode: '1500', name: null };
    const promotion = { targetMode: 'include', hotelPlanCodes: ['NR'], discountPercent: 5 };
    const { actor, asked } = chart([
      { rooms: [room], nextAvailableDate: null, discountCode: null, paymentPromotion: promotion },
      { rooms: [room], nextAvailableDate: null, discountCode: expired, paymentPromotion: promotion },
      { rooms: [room], nextAvailableDate: null, discountCode: null, paymentPromotion: null },
    ]);
    await waitFor(actor, (s) => s.matches('ShowingResults'));
    expect(selectPaymentPromotion(actor.getSnapshot())).toEqual(promotion);
    actor.send({ type: 'code.applied', kind: 'coupon', code: 'old' });
    await waitFor(actor, (s) => s.matches('ShowingResults') && asked.length === 2);
    expect(searchedCode(asked[1]!.criteria)).toEqual({ couponCode: 'old' });
    expect(selectDiscountCode(actor.getSnapshot())).toEqual(expired);
    // The booking takes the searched code with the stay and sends it with the reservation.
    const stay = selectSearchedStay(actor.getSnapshot())!;
    expect(stay).toMatchObject({ couponCode: 'old' });
    const guest = {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.com',
      emailConfirmation: 'a@example.com',
      phone: '1',
      specialRequest: '',
    } as never;
    expect(buildReservationInput(stay, [], guest, null)).toMatchObject({ couponCode: 'old' });
    actor.send({ type: 'code.cleared' });
    await waitFor(actor, (s) => s.matches('ShowingResults') && asked.length === 3);
    expect(searchedCode(asked[2]!.criteria)).toEqual({});
    expect(selectDiscountCode(actor.getSnapshot())).toBeNull();
  });
});

describe('summary lines', () => {
  const summary = {
    currency: 'JPY',
    originalPriceWithTax: 33000,
    originalPrice: 30000,
    discountedPrice: 29000,
    roomPriceWithoutTax: 26364,
    tax: 2636,
    accommodationTax: 1200,
    signInDiscount: 0,
    nonSignInDiscount: 0,
    potentialSignInDiscount: 0,
    brrDiscountAmount: 0,
    paymentDiscountAmount: 0,
    promotionDiscountAmount: 0,
    couponDiscountAmount: 4000,
    roundingDiscount: 0,
    totalSpecialDiscount: 4000,
    totalExtraPrice: 0,
    voucherCouponDiscountAmount: 0,
    spendingPointValue: 0,
    depositAmount: 0,
    remainAmount: 0,
    totalPrice: 29000,
    totalPriceWithoutTax: 26364,
  } as PriceSummary;
  it('tax included: original, discounts taken, total with its tax, accommodation tax after', () => {
    expect(summaryLines(summary, true)).toEqual([
      { key: 'original', amount: 33000 },
      { key: 'coupon', amount: -4000 },
      { key: 'total', amount: 29000 },
      { key: 'taxIncluded', amount: 2636 },
      { key: 'accommodationTax', amount: 1200 },
    ]);
  });
  it('tax excluded: subtotal without tax and the tax before the total', () => {
    expect(summaryLines(summary, false).map((line) => line.key)).toEqual([
      'original',
      'coupon',
      'subtotalWithoutTax',
      'tax',
      'total',
      'accommodationTax',
    ]);
    expect(summaryLines(summary, false).find((line) => line.key === 'subtotalWithoutTax')!.amount).toBe(26364);
  });
  it('leaves out the accommodation tax once the stay is cancelled: nothing is paid at the hotel any more', () => {
    expect(summaryLines(summary, true, { stayApplies: false }).map((line) => line.key)).toEqual([
      'original',
      'coupon',
      'total',
      'taxIncluded',
    ]);
    expect(summaryLines(summary, true, { stayApplies: true }).map((line) => line.key)).toContain('accommodationTax');
  });
});
