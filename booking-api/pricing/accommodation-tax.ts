import type { Occupancy } from '../domain/pricing';

/**
 * Accommodation tax as Japanese cities charge it (docs/pricing.md): per guest and night, by the
 * band of the room's price per guest and night without consumption tax. The facility sets the
 * bands; no bands means no accommodation tax. Children are charged too unless the facility exempts them.
 */
export interface AccommodationTaxRule {
  /** Sorted or not; the band with the highest `from` not above the price applies. */
  bands: { from: number; amount: number }[];
  childrenExempt: boolean;
}

export const NO_ACCOMMODATION_TAX: AccommodationTaxRule = { bands: [], childrenExempt: false };

export function accommodationTaxPerNight(
  rule: AccommodationTaxRule,
  nightPriceWithoutTax: number,
  occupancy: Occupancy,
): number {
  const guests = occupancy.adults + occupancy.children;
  if (rule.bands.length === 0 || guests === 0) return 0;
  // Everyone in the room shares its price, children included; only who pays the tax differs.
  const perGuest = Math.floor(nightPriceWithoutTax / guests);
  let amount = 0;
  let bandFrom = -1;
  for (const band of rule.bands) {
    if (band.from <= perGuest && band.from > bandFrom) {
      bandFrom = band.from;
      amount = band.amount;
    }
  }
  const payers = rule.childrenExempt ? occupancy.adults : guests;
  return amount * payers;
}
