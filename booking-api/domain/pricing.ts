import { consumptionTaxPercent, taxIncludedIn } from './consumption-tax';

/** One night's rate of one plan, tax included, in the currency's minor unit. */
export interface NightlyRate {
  stayDate: string;
  basePrice: number;
  adultSupplement: number;
  childSupplement: number;
}

export interface Occupancy {
  adults: number;
  children: number;
}

/** The base price covers one adult; each further adult and each child adds a supplement. */
export function nightlyPrice(rate: NightlyRate, occupancy: Occupancy): number {
  return rate.basePrice + (occupancy.adults - 1) * rate.adultSupplement + occupancy.children * rate.childSupplement;
}

export interface StayPrice {
  totalPrice: number;
  tax: number;
  /** One of the rooms for the whole stay: totalPrice = roomPrice x roomCount. */
  roomPrice: number;
  roomTax: number;
}

/**
 * Price of a stay for `roomCount` identical rooms. Tax is computed per room and night with the
 * rate in force that night, then multiplied, so one room of a multi-room booking costs exactly a
 * single-room booking. Returns null if a night has no rate (the plan is not on sale that night).
 */
export function stayPrice(
  rates: NightlyRate[],
  nights: string[],
  occupancy: Occupancy,
  roomCount = 1,
): StayPrice | null {
  const byDate = new Map(rates.map((rate) => [rate.stayDate, rate]));
  // Summed for one room; the rooms are identical, so the stay is that times roomCount.
  let totalPrice = 0;
  let tax = 0;
  for (const night of nights) {
    const rate = byDate.get(night);
    if (!rate) return null;
    const price = nightlyPrice(rate, occupancy);
    totalPrice += price;
    tax += taxIncludedIn(price, consumptionTaxPercent(night));
  }
  return { totalPrice: totalPrice * roomCount, tax: tax * roomCount, roomPrice: totalPrice, roomTax: tax };
}
