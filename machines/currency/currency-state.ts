import type { CardBrand } from '../../contract/payments';
import { DEFAULT_CURRENCY } from '../../contract/currency-data';
import { MULTI_CURRENCY_PAYMENT_METHODS } from './booking-currency';

/**
 * The currency state of SPEC.md section 3 ("Currency state") and its rules of section 4
 * ("Currency") and 5 (brands in multi-currency mode), as pure functions the chart assigns with.
 */
export interface CurrencyState {
  hotelCurrency: string;
  /** SPEC.md section 9: multi-currency requires mcp_enabled. */
  mcpEnabled: boolean;
  /** A reservation being updated that was paid in another currency keeps multi-currency on. */
  reservationMcpCurrency: string | null;
  /** From the browser's language / region. */
  guessed: string | null;
  /** From the guest's IP (when the hotel's currency-by-IP setting answers). */
  detected: string | null;
  /** The guest's own choice in the selector. */
  selected: string | null;
  /** Switched for this payment only (e.g. to pay with a JCB card). */
  temporary: string | null;
  /** Whether choosing a payment method may switch the currency back (default true). */
  currencyToggleByPayment: boolean;
}

export const initialCurrencyState = (
  hotelCurrency = DEFAULT_CURRENCY as string,
  mcpEnabled = false,
): CurrencyState => ({
  hotelCurrency,
  mcpEnabled,
  reservationMcpCurrency: null,
  guessed: null,
  detected: null,
  selected: null,
  temporary: null,
  currencyToggleByPayment: true,
});

/** Effective currency: temporary, selected, detected, guessed, then the hotel currency. */
export function effectiveCurrency(state: CurrencyState): string {
  if (!isMultiCurrencyAllowed(state)) return state.hotelCurrency;
  return state.temporary ?? state.selected ?? state.detected ?? state.guessed ?? state.hotelCurrency;
}

export function isMultiCurrencyAllowed(state: CurrencyState): boolean {
  return state.mcpEnabled || state.reservationMcpCurrency !== null;
}

/** Multi-currency mode: allowed, and the chosen currency differs from the hotel's. */
export function isMcpMode(state: CurrencyState): boolean {
  return isMultiCurrencyAllowed(state) && effectiveCurrency(state) !== state.hotelCurrency;
}

const CURRENCY_MODE_BRANDS: readonly CardBrand[] = ['visa', 'master'];
const ALL_BRANDS: readonly CardBrand[] = ['visa', 'master', 'amex', 'jcb', 'diners'];

/**
 * SPEC.md section 5: in multi-currency mode visa and master are accepted in the chosen currency
 * (the booking API charges only those in another currency); jcb, amex and diners are accepted when
 * the currency is switched temporarily, which SPEC.md section 4 does by switching to the hotel
 * currency (then every brand pays in the hotel currency).
 */
export function allowedCardBrands(state: CurrencyState): readonly CardBrand[] {
  return isMcpMode(state) ? CURRENCY_MODE_BRANDS : ALL_BRANDS;
}

/** isMcpAllowedCardBrand of the currency state: may this brand pay in the current currency? */
export function isMcpAllowedCardBrand(state: CurrencyState, brand: CardBrand): boolean {
  return allowedCardBrands(state).includes(brand);
}

/**
 * SPEC.md section 9: a non-JPY currency allows card payment only. Applied in multi-currency mode
 * (paying in another currency than the hotel's): a hotel whose own currency is not JPY keeps its
 * methods when its guests pay in that currency.
 */
export function allowedPaymentMethods<M extends string>(state: CurrencyState, methods: readonly M[]): M[] {
  if (!isMcpMode(state)) return [...methods];
  return methods.filter((method) => MULTI_CURRENCY_PAYMENT_METHODS.includes(method));
}

/**
 * SPEC.md section 4: when a payment method is chosen, a credit card with an allowed brand clears
 * the temporary currency; otherwise the temporary currency is set to the hotel currency. A card
 * method that can pay in another currency (MULTI_CURRENCY_PAYMENT_METHODS) chosen before any card is known
 * (brand null: a new card, whose form then accepts only the brands of the currency) counts as a
 * card with an allowed brand; a saved card brings its brand. Off when currencyToggleByPayment is false.
 */
export function onPaymentMethodChosen(
  state: CurrencyState,
  choice: { method: string; brand: CardBrand | null },
): CurrencyState {
  if (!state.currencyToggleByPayment || !isMultiCurrencyAllowed(state)) return state;
  const mcpCard = MULTI_CURRENCY_PAYMENT_METHODS.includes(choice.method);
  if (mcpCard && (choice.brand === null || CURRENCY_MODE_BRANDS.includes(choice.brand)))
    return { ...state, temporary: null };
  return { ...state, temporary: state.hotelCurrency };
}
