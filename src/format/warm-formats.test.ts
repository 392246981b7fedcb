import { afterEach, describe, expect, it } from 'vitest';
import { formatStayDates } from './dates';
import { formatPercentage } from './room-card-text';
import { warmFormats } from './warm-formats';

const real = { dates: Intl.DateTimeFormat, numbers: Intl.NumberFormat };
const made = { dates: 0, numbers: 0 };

/** Counts the Intl formatters made from here on. */
function countFormattersMade() {
  Intl.DateTimeFormat = class extends real.dates {
    constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      super(...args);
      made.dates += 1;
    }
  } as typeof Intl.DateTimeFormat;
  Intl.NumberFormat = class extends real.numbers {
    constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      super(...args);
      made.numbers += 1;
    }
  } as typeof Intl.NumberFormat;
}

afterEach(() => {
  Intl.DateTimeFormat = real.dates;
  Intl.NumberFormat = real.numbers;
});

describe('warmFormats', () => {
  it('makes, when scheduled, the formatters the search summary and the plans then use', () => {
    const scheduled: (() => void)[] = [];
    warmFormats('fr', (work) => scheduled.push(work));
    expect(scheduled).toHaveLength(1);
    countFormattersMade();
    scheduled[0]!();
    expect(made).toEqual({ dates: 1, numbers: 1 });
    // The page's own stay and fee are then written without a new formatter.
    const stay = formatStayDates({ checkin: '2026-12-11', checkout: '2026-12-13' }, 'fr');
    const fee = formatPercentage(50, 'fr');
    expect(made).toEqual({ dates: 1, numbers: 1 });
    expect(stay).toBe(
      new real.dates('fr', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(
        new Date(Date.UTC(2026, 11, 11)),
        new Date(Date.UTC(2026, 11, 13)),
      ),
    );
    expect(fee).toBe(new real.numbers('fr', { style: 'percent', maximumFractionDigits: 0 }).format(0.5));
  });
});
