import { Temporal } from 'temporal-polyfill';

/** The only way booking-api code reads the time, so tests can fix or move it. */
export interface Clock {
  now(): Temporal.Instant;
}

export const systemClock: Clock = {
  now: () => Temporal.Now.instant(),
};

export function fixedClock(instant: string | Temporal.Instant): Clock {
  const fixed = typeof instant === 'string' ? Temporal.Instant.from(instant) : instant;
  return { now: () => fixed };
}

/** A clock a test can move between requests (for example across a cancellation tier boundary). */
export interface SettableClock extends Clock {
  set(instant: string | Temporal.Instant): void;
}

export function settableClock(initial: string | Temporal.Instant): SettableClock {
  let current = typeof initial === 'string' ? Temporal.Instant.from(initial) : initial;
  return {
    now: () => current,
    set(instant) {
      current = typeof instant === 'string' ? Temporal.Instant.from(instant) : instant;
    },
  };
}

/** The facility's local calendar date at the clock's now; "today" everywhere in the booking rules. */
export function localToday(clock: Clock, timeZone: string): Temporal.PlainDate {
  return clock.now().toZonedDateTimeISO(timeZone).toPlainDate();
}
