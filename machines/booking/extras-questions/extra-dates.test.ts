import { describe, expect, it } from 'vitest';
import { extraCalendarWeeks, orderableDays } from './extra-dates';

const price = (date: string, amount: number) => ({ date, price: amount, priceWithoutTax: amount });

describe("a dated extra's calendar days (SPEC.md section 5)", () => {
  it('orders only booking-available days that have a price, in date order', () => {
    const extra = {
      bookingAvailableDates: ['2030-05-04', '2030-05-01', '2030-05-09'],
      pricesByDate: [price('2030-05-04', 15000), price('2030-05-01', 12000), price('2030-05-02', 12000)],
    };
    expect(orderableDays(extra)).toEqual([
      { date: '2030-05-01', price: 12000 },
      { date: '2030-05-04', price: 15000 },
    ]);
  });

  it('lays the range out in Sunday-first weeks; days between without an orderable price have none, outside ones are padding', () => {
    // 2030-05-03 is a Friday; 2030-05-06 a Monday.
    const weeks = extraCalendarWeeks({
      bookingAvailableDates: ['2030-05-03', '2030-05-06'],
      pricesByDate: [price('2030-05-03', 12000), price('2030-05-04', 15000), price('2030-05-06', 12000)],
    });
    expect(weeks).toHaveLength(2);
    expect(weeks[0]!.map((day) => day && [day.dayOfMonth, day.price])).toEqual([
      null,
      null,
      null,
      null,
      null,
      [3, 12000],
      [4, null],
    ]);
    expect(weeks[1]!.map((day) => day && [day.dayOfMonth, day.price])).toEqual([
      [5, null],
      [6, 12000],
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(extraCalendarWeeks({ bookingAvailableDates: [], pricesByDate: [price('2030-05-03', 1)] })).toEqual([]);
  });
});
