import { Temporal } from 'temporal-polyfill';
import { validateStay, type StayLimits } from './stay-dates';

/**
 * Day-use stays (SPEC.md `is_day_use`): a booking whose checkout equals its check-in is a same-day
 * stay on the check-in date's stock and rate. Whether its plans are day-use plans is checked with
 * the plans (services/search-options.ts `assertDayUseStay`).
 */
export const isSameDayStay = (checkin: string, checkout: string): boolean => checkin === checkout;

/** The exclusive end of the stock and rate days of a stay: the checkout, or the next day for day use. */
export function stayEnd(checkin: string, checkout: string): string {
  return isSameDayStay(checkin, checkout) ? Temporal.PlainDate.from(checkin).add({ days: 1 }).toString() : checkout;
}

/**
 * The stay rules of a booking or price quote: those of validateStay, except that checkout may equal
 * check-in (day use, one day of stock and rate). Returns the stock and rate days.
 */
export function validateBookingStay(checkin: string, checkout: string, limits: StayLimits): string[] {
  return validateStay(checkin, stayEnd(checkin, checkout), limits);
}
