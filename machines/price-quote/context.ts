import type { Failure } from '../failure';
import type { MealBedOption } from '../../contract/meal-bed-params';
import type { DiscountCodeStatus } from '../pricing/discount-code';
import type { PriceSummary } from '../pricing/price-summary';

/** What to price: chosen rooms with a code and payment type (GET .../rooms/price), or a booked reservation's stored summary. */
export type PriceQuoteRequest =
  | {
      kind: 'quote';
      hotelCode: string;
      checkin: string;
      checkout: string;
      rooms: {
        roomPlanCode: string;
        adults: number;
        children: number;
        kidsTiers?: { code: string; count: number }[];
        kidsAges?: number[];
        kidsMealBed?: MealBedOption[];
      }[];
      paymentType?: string | null;
      /** Multi-currency: the summary's total, deposit and remain also in this currency. */
      mcpCurrency?: string;
      promoCode?: string;
      couponCode?: string;
      /** The picked extras (GET .../rooms/price `extras`), priced as the booking will charge them. */
      extras?: { extraId: number; quantity: number; date?: string }[];
    }
  | {
      kind: 'reservation';
      hotelCode: string;
      confirmationNumber: string;
      email?: string | null;
      bypassToken?: string | null;
    };

export interface PricedSummary {
  summary: PriceSummary | null;
  discountCode: DiscountCodeStatus | null;
}

export interface PriceQuoteContext {
  request: PriceQuoteRequest | null;
  summary: PriceSummary | null;
  discountCode: DiscountCodeStatus | null;
  failure: Failure | null;
}

export type PriceQuoteEvent =
  /** Price this (again): a new selection, code or payment type re-prices. */
  { type: 'quote.requested'; request: PriceQuoteRequest } | { type: 'quote.retried' };
