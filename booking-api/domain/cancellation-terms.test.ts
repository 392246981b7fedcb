import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { cancellationTerms } from './cancellation-terms';

const standard = [
  { days_before: 3, hours_after: 0, percentage_of_cost: 30 },
  { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
  { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
];
const flexible = [
  { days_before: 1, hours_after: 18, percentage_of_cost: 50 },
  { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
];
const nonRefundable = [{ days_before: 999, hours_after: 0, percentage_of_cost: 100 }];
const at = (iso: string) => Temporal.Instant.from(iso);

describe('cancellation terms of a searched stay', () => {
  it('is free until the day before check-in at 18:00 hotel time, then 50 %', () => {
    const terms = cancellationTerms({
      now: at('2026-12-01T00:00:00Z'),
      checkin: '2026-12-24',
      timeZone: 'Asia/Tokyo',
      tiers: flexible,
    });
    // 23 Dec 18:00 in Tokyo is 09:00 UTC.
    expect(terms).toEqual({ kind: 'free', free_until: '2026-12-23T09:00:00Z', fee_percentage: 50 });
  });

  it('ends the free period at the earliest tier with a fee, whatever the order of the tiers', () => {
    const terms = cancellationTerms({
      now: at('2026-12-01T00:00:00Z'),
      checkin: '2026-12-24',
      timeZone: 'Asia/Tokyo',
      tiers: [...standard].reverse(),
    });
    // 3 days before (21 Dec) at 00:00 Tokyo.
    expect(terms).toEqual({ kind: 'free', free_until: '2026-12-20T15:00:00Z', fee_percentage: 30 });
  });

  it('reads the hotel time zone, not UTC, including across a daylight-saving change', () => {
    const terms = cancellationTerms({
      now: at('2026-03-01T00:00:00Z'),
      checkin: '2026-03-09',
      timeZone: 'America/New_York',
      tiers: flexible,
    });
    // 8 March 2026 18:00 in New York is after the spring-forward change (EDT, UTC-4).
    expect(terms.free_until).toBe('2026-03-08T22:00:00Z');
  });

  it('says a fee is already in force when the stay is searched inside a fee tier', () => {
    const terms = cancellationTerms({
      now: at('2026-12-22T00:00:00Z'),
      checkin: '2026-12-24',
      timeZone: 'Asia/Tokyo',
      tiers: standard,
    });
    expect(terms).toEqual({ kind: 'fee', free_until: null, fee_percentage: 30 });
  });

  it('is non-refundable when 100 % is in force from the moment of booking', () => {
    const terms = cancellationTerms({
      now: at('2026-12-01T00:00:00Z'),
      checkin: '2026-12-24',
      timeZone: 'Asia/Tokyo',
      tiers: nonRefundable,
    });
    expect(terms).toEqual({ kind: 'non_refundable', free_until: null, fee_percentage: 100 });
  });

  it('ends a policy without fees when the check-in day begins (no online cancellation on that day)', () => {
    const terms = cancellationTerms({
      now: at('2026-12-01T00:00:00Z'),
      checkin: '2026-12-24',
      timeZone: 'Asia/Tokyo',
      tiers: [],
    });
    expect(terms).toEqual({ kind: 'free', free_until: '2026-12-23T15:00:00Z', fee_percentage: 0 });
  });

  it('cannot be cancelled online when the stay begins today and no fee has started', () => {
    const terms = cancellationTerms({
      now: at('2026-12-24T03:00:00Z'),
      checkin: '2026-12-24',
      timeZone: 'Asia/Tokyo',
      tiers: [{ days_before: 0, hours_after: 18, percentage_of_cost: 100 }],
    });
    expect(terms).toEqual({ kind: 'not_online', free_until: null, fee_percentage: 0 });
  });

  it('ignores tiers of 0 %', () => {
    const terms = cancellationTerms({
      now: at('2026-12-01T00:00:00Z'),
      checkin: '2026-12-24',
      timeZone: 'Asia/Tokyo',
      tiers: [{ days_before: 10, hours_after: 0, percentage_of_cost: 0 }, ...flexible],
    });
    expect(terms.free_until).toBe('2026-12-23T09:00:00Z');
  });
});
