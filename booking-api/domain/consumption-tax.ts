import { Temporal } from 'temporal-polyfill';

/** Japan's consumption tax by the night it applies to: 8 % until 2019-09-30, 10 % from 2019-10-01. */
const TAX_CHANGES: { from: string; percent: number }[] = [
  { from: '2019-10-01', percent: 10 },
  { from: '0000-01-01', percent: 8 },
];

export function consumptionTaxPercent(night: string): number {
  const date = Temporal.PlainDate.from(night);
  for (const change of TAX_CHANGES) {
    if (Temporal.PlainDate.compare(date, Temporal.PlainDate.from(change.from)) >= 0) return change.percent;
  }
  return 8;
}

/**
 * Tax contained in a tax-included price: price - round(price / (1 + rate)), where round is half up
 * (done in integers, so no float ever touches money): 11000 at 10 % -> 1000; 1 at 10 % -> 0.
 */
export function taxIncludedIn(price: number, percent: number): number {
  const divisor = 100 + percent;
  const withoutTax = Math.floor((2 * price * 100 + divisor) / (2 * divisor));
  return price - withoutTax;
}
