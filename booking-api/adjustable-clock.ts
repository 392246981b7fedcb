import { Temporal } from 'temporal-polyfill';
import { systemClock, type Clock } from './clock';

/**
 * A clock that browser tests can move forward, for the 15-minute 3-D Secure limit (and anything
 * else timed). OFF unless the server is started with BOOKING_API_TEST_CLOCK=1; then the booking
 * API also answers POST /api/test/clock { "advance_seconds": n } to callers on the same machine.
 * Production refuses to start with it (server/config.ts).
 */
export interface AdjustableClock extends Clock {
  advance(seconds: number): Temporal.Instant;
}

export function adjustableSystemClock(): AdjustableClock {
  let offsetSeconds = 0;
  return {
    now: () => systemClock.now().add({ seconds: offsetSeconds }),
    advance(seconds) {
      offsetSeconds += seconds;
      return systemClock.now().add({ seconds: offsetSeconds });
    },
  };
}

export function isAdjustableClock(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).advance === 'function';
}
