import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDayAndTime, formatStayDates } from './dates';
import { formatMoney } from './money';
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
  it('makes, once the worker has written the first formats and when scheduled, the formatters the search summary and the plans then use', async () => {
    const scheduled: (() => void)[] = [];
    const workers: unknown[] = [];
    let workerDone = () => {};
    warmFormats(
      { locale: 'fr', timeZone: 'Asia/Tokyo', currency: 'JPY' },
      (work) => scheduled.push(work),
      (formats) => {
        workers.push(formats);
        return new Promise((done) => (workerDone = done));
      },
    );
    expect(workers).toEqual([{ locale: 'fr', timeZone: 'Asia/Tokyo', currency: 'JPY' }]);
    await Promise.resolve();
    expect(scheduled).toHaveLength(0);
    workerDone();
    await vi.waitFor(() => expect(scheduled).toHaveLength(1));
    countFormattersMade();
    scheduled[0]!();
    expect(made).toEqual({ dates: 2, numbers: 2 });
    // The page's own stay and fee are then written without a new formatter.
    const stay = formatStayDates({ checkin: '2026-12-11', checkout: '2026-12-13' }, 'fr');
    const fee = formatPercentage(50, 'fr');
    formatDayAndTime('2026-12-10T09:00:00Z', 'fr', 'Asia/Tokyo');
    formatMoney(1200, 'JPY', 'fr');
    expect(made).toEqual({ dates: 2, numbers: 2 });
    expect(stay).toBe(
      new real.dates('fr', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(
        new Date(Date.UTC(2026, 11, 11)),
        new Date(Date.UTC(2026, 11, 13)),
      ),
    );
    expect(fee).toBe(new real.numbers('fr', { style: 'percent', maximumFractionDigits: 0 }).format(0.5));
  });

  it('schedules the formatters all the same where there is no worker to write them first', async () => {
    expect(typeof globalThis.Worker).toBe('undefined');
    const scheduled: (() => void)[] = [];
    warmFormats({ locale: 'de' }, (work) => scheduled.push(work));
    await vi.waitFor(() => expect(scheduled).toHaveLength(1));
  });
});
