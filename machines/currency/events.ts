import type { CardBrand } from '../../contract/payments';

/** One currency the hotel offers (the gateway's CurrencyOption). */
export interface CurrencyOption {
  code: string;
  decimals: number;
  symbol: string;
  /** Units of this currency for one unit of the hotel currency (exact decimal string). */
  rate: string;
  rateUpdatedAt: string;
  suggested: boolean;
}

/** What loadCurrencies resolves to. */
export interface CurrencyList {
  hotelCurrency: string;
  mcpEnabled: boolean;
  suggested: string[];
  currencies: CurrencyOption[];
  /** Currency by IP (SPEC.md section 3 "detected"): the booking API's answer for this guest, when the brand has it on. */
  detected?: string | null;
}

export type CurrencyEvent =
  /** Hotel settings arrived (mcp_enabled, the hotel currency) or an update of a reservation paid in another currency. */
  | { type: 'settings.loaded'; hotelCurrency: string; mcpEnabled: boolean; reservationMcpCurrency?: string | null }
  | { type: 'currency.guessed'; code: string }
  | { type: 'currency.detected'; code: string }
  | { type: 'currency.selected'; code: string }
  /** Switch for this payment only (SPEC.md section 4; to the hotel currency to pay with JCB, Amex or Diners). */
  | { type: 'currency.switchedTemporarily'; code: string }
  | { type: 'paymentMethod.chosen'; method: string; brand: CardBrand | null }
  /** A search priced with this rate (its stamp is what a booking carries). */
  | { type: 'rate.quoted'; code: string; rate: string; rateUpdatedAt: string }
  /** Load the list again (after a failure, or after "exchange rate updated"). */
  | { type: 'currencies.reloaded' };
