import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { percentageInForce, quoteCancellation, tierStart } from './cancellation-fee';
import { consumptionTaxPercent, taxIncludedIn } from './consumption-tax';
import { stayPrice } from './pricing';
import { stayNights, validateStay } from './stay-dates';
import { BookingFailure } from './booking-failure';

const standard = [
  { days_before: 3, hours_after: 0, percentage_of_cost: 30 },
  { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
  { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
];

describe('consumption tax', () => {
  it('is 8 % until 2019-09-30 and 10 % from 2019-10-01', () => {
    expect(consumptionTaxPercent('2019-09-30')).toBe(8);
    expect(consumptionTaxPercent('2019-10-01')).toBe(10);
    expect(consumptionTaxPercent('2026-03-10')).toBe(10);
  });
  it('extracts the tax from a tax-included price, rounding the net half up', () => {
    expect(taxIncludedIn(11000, 10)).toBe(1000);
    expect(taxIncludedIn(10800, 8)).toBe(800);
    expect(taxIncludedIn(18200, 10)).toBe(1655); // net 16545.45 -> 16545
    expect(taxIncludedIn(1, 10)).toBe(0);
  });
});

describe('stay price', () => {
  const rate = (stayDate: string, basePrice: number) => ({
    stayDate,
    basePrice,
    adultSupplement: 3000,
    childSupplement: 1000,
  });
  it('sums nights for the occupancy, taxes each night at its own rate, multiplies by rooms', () => {
    const price = stayPrice(
      [rate('2019-09-30', 10800), rate('2019-10-01', 11000)],
      ['2019-09-30', '2019-10-01'],
      { adults: 2, children: 1 },
      2,
    );
    // night 1: 10800+3000+1000 = 14800, tax 8 % = 1096; night 2: 15000, tax 10 % = 1364
    expect(price).toEqual({
      totalPrice: (14800 + 15000) * 2,
      tax: (1096 + 1364) * 2,
      roomPrice: 14800 + 15000,
      roomTax: 1096 + 1364,
    });
  });
  it('is null when a night has no rate', () => {
    expect(stayPrice([rate('2026-03-10', 10000)], ['2026-03-10', '2026-03-11'], { adults: 1, children: 0 })).toBeNull();
  });
});

describe('stay dates', () => {
  const limits = { today: Temporal.PlainDate.from('2026-03-02'), maxNights: 30, reservablePeriodMonths: 12 };
  const failureOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error instanceof BookingFailure ? { code: error.code, fields: Object.keys(error.fields) } : error;
    }
    return null;
  };
  it('lists the nights', () => {
    expect(stayNights('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(validateStay('2026-03-02', '2026-03-03', limits)).toEqual(['2026-03-02']);
  });
  it('refuses past check-in, checkout not after check-in, too long stays and dates beyond the period', () => {
    expect(failureOf(() => validateStay('2026-03-01', '2026-03-03', limits))).toEqual({
      code: '1000',
      fields: ['checkin'],
    });
    expect(failureOf(() => validateStay('2026-03-05', '2026-03-05', limits))).toEqual({
      code: '1000',
      fields: ['checkout'],
    });
    expect(failureOf(() => validateStay('2026-03-05', '2026-04-05', limits))).toEqual({
      code: '1000',
      fields: ['checkout'],
    });
    expect(failureOf(() => validateStay('2027-03-02', '2027-03-03', limits))).toBeNull();
    expect(failureOf(() => validateStay('2027-03-03', '2027-03-04', limits))).toEqual({ code: '1903', fields: [] });
  });
});

describe('cancellation fee', () => {
  const at = (iso: string) => Temporal.Instant.from(iso);
  it('starts a tier at hours_after:00 local time, days_before days before check-in', () => {
    expect(tierStart('2026-03-20', 'Asia/Tokyo', standard[1]!).toString()).toBe('2026-03-19T09:00:00Z');
    expect(tierStart('2026-03-20', 'Asia/Tokyo', standard[0]!).toString()).toBe('2026-03-16T15:00:00Z');
  });
  it('takes the highest started tier', () => {
    expect(percentageInForce(at('2026-03-16T14:59:59Z'), '2026-03-20', 'Asia/Tokyo', standard)).toBe(0);
    expect(percentageInForce(at('2026-03-16T15:00:00Z'), '2026-03-20', 'Asia/Tokyo', standard)).toBe(30);
    expect(percentageInForce(at('2026-03-19T08:59:00Z'), '2026-03-20', 'Asia/Tokyo', standard)).toBe(30);
    expect(percentageInForce(at('2026-03-19T09:00:00Z'), '2026-03-20', 'Asia/Tokyo', standard)).toBe(50);
  });
  it('applies the percentage per room and rounds each room down', () => {
    const quote = quoteCancellation({
      now: at('2026-03-19T09:00:00Z'),
      timeZone: 'Asia/Tokyo',
      checkin: '2026-03-20',
      status: 'done',
      rooms: [
        { totalPrice: 10001, tiers: standard },
        { totalPrice: 333, tiers: [] },
      ],
    });
    expect(quote).toEqual({ fee: 5000, cancellable: true, refusalCode: null });
  });
  it('refuses same-day and already cancelled reservations', () => {
    const base = { timeZone: 'Asia/Tokyo', checkin: '2026-03-20', rooms: [{ totalPrice: 1000, tiers: standard }] };
    expect(quoteCancellation({ ...base, now: at('2026-03-19T15:00:00Z'), status: 'done' })).toEqual({
      fee: 1000,
      cancellable: false,
      refusalCode: '1007',
    });
    expect(quoteCancellation({ ...base, now: at('2026-03-19T14:59:59Z'), status: 'done' }).cancellable).toBe(true);
    expect(quoteCancellation({ ...base, now: at('2026-03-02T00:00:00Z'), status: 'cancelled' }).refusalCode).toBe(
      '1006',
    );
  });
});
