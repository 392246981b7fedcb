import { Temporal } from 'temporal-polyfill';
import { failures } from './booking-failure';

export interface StayLimits {
  /** The facility's local date now. */
  today: Temporal.PlainDate;
  maxNights: number;
  reservablePeriodMonths: number;
}

/**
 * The stay rules shared by search and booking: check-in not in the past (facility local time),
 * checkout after check-in, at most maxNights nights, last night within the reservable period.
 * Returns the nights as YYYY-MM-DD strings.
 */
export function validateStay(checkin: string, checkout: string, limits: StayLimits): string[] {
  const checkinDate = Temporal.PlainDate.from(checkin);
  const checkoutDate = Temporal.PlainDate.from(checkout);
  if (Temporal.PlainDate.compare(checkinDate, limits.today) < 0) {
    throw failures.invalidField('checkin', 'must not be in the past');
  }
  if (Temporal.PlainDate.compare(checkoutDate, checkinDate) <= 0) {
    throw failures.invalidField('checkout', 'must be after checkin');
  }
  const nights = checkinDate.until(checkoutDate, { largestUnit: 'days' }).days;
  if (nights > limits.maxNights) {
    throw failures.invalidField('checkout', `must be at most ${limits.maxNights} nights after checkin`);
  }
  const lastReservableNight = limits.today.add({ months: limits.reservablePeriodMonths });
  const lastNight = checkoutDate.subtract({ days: 1 });
  if (Temporal.PlainDate.compare(lastNight, lastReservableNight) > 0) {
    throw failures.outsideReservablePeriod(limits.reservablePeriodMonths);
  }
  return stayNights(checkin, checkout);
}

export function stayNights(checkin: string, checkout: string): string[] {
  const nights: string[] = [];
  const end = Temporal.PlainDate.from(checkout);
  for (
    let night = Temporal.PlainDate.from(checkin);
    Temporal.PlainDate.compare(night, end) < 0;
    night = night.add({ days: 1 })
  ) {
    nights.push(night.toString());
  }
  return nights;
}
