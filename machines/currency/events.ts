import type { CardBrand } from '../../contract';

export type CurrencyEvent =
  /** Hotel settings arrived (mcp_enabled, the hotel currency) or an update of a reservation paid in another currency. */
  | { type: 'settings.loaded'; hotelCurrency: string; mcpEnabled: boolean; reservationMcpCurrency?: string | null }
  | { type: 'currency.guessed'; code: string }
  | { type: 'currency.detected'; code: string }
  | { type: 'currency.selected'; code: string }
  /** Switch for this payment only (e.g. to pay with JCB, Amex or Diners). */
  | { type: 'currency.switchedTemporarily'; code: string }
  | { type: 'paymentMethod.chosen'; method: string; brand: CardBrand | null };
