import { Temporal } from 'temporal-polyfill';
import type { DemoFacility, DemoRoomType } from './demo-catalogue';

/** Nightly prices of the demo facilities: a base price moved by season and weekday. */

// Friday and Saturday nights sell dearer, Sunday night cheaper (Temporal: Monday = 1).
const WEEKDAY_FACTOR: Record<number, number> = { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1.2, 6: 1.35, 7: 0.95 };

export function seasonFactor(facility: DemoFacility, night: Temporal.PlainDate): number {
  const monthDay = `${String(night.month).padStart(2, '0')}-${String(night.day).padStart(2, '0')}`;
  for (const [from, to, factor] of facility.seasons) {
    if (monthDay >= from && monthDay <= to) return factor;
  }
  return 1;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export interface DemoNightPrice {
  basePrice: number;
  adultSupplement: number;
  childSupplement: number;
}

/** Room-only price of one night; the factors are exact decimals, the result an integer of priceStep. */
export function roomOnlyNight(
  facility: DemoFacility,
  roomType: DemoRoomType,
  night: Temporal.PlainDate,
): DemoNightPrice {
  const base = roundTo(
    roomType.basePrice * seasonFactor(facility, night) * WEEKDAY_FACTOR[night.dayOfWeek]!,
    facility.priceStep,
  );
  return {
    basePrice: base,
    adultSupplement: roundTo(base * 0.3, facility.priceStep),
    childSupplement: roundTo(base * 0.15, facility.priceStep),
  };
}

export function planNight(facility: DemoFacility, roomOnly: DemoNightPrice, plan: 'RO' | 'BF' | 'NR'): DemoNightPrice {
  switch (plan) {
    case 'RO':
      return roomOnly;
    case 'BF':
      return {
        basePrice: roomOnly.basePrice + facility.breakfastAdult,
        adultSupplement: roomOnly.adultSupplement + facility.breakfastAdult,
        childSupplement: roomOnly.childSupplement + facility.breakfastChild,
      };
    case 'NR':
      // 12 % off room only.
      return {
        basePrice: roundTo(roomOnly.basePrice * 0.88, facility.priceStep),
        adultSupplement: roundTo(roomOnly.adultSupplement * 0.88, facility.priceStep),
        childSupplement: roundTo(roomOnly.childSupplement * 0.88, facility.priceStep),
      };
  }
}
