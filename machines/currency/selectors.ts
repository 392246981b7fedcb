import type { SnapshotFrom } from 'xstate';
import type { currencyMachine } from './machine';
import { allowedCardBrands, effectiveCurrency, isMcpMode } from './currency-state';

type CurrencySnapshot = SnapshotFrom<typeof currencyMachine>;

export const selectEffectiveCurrency = (s: CurrencySnapshot) => effectiveCurrency(s.context);
export const selectIsMcpMode = (s: CurrencySnapshot) => isMcpMode(s.context);
/** SPEC.md section 2: the selector is shown only when multi-currency payment is on. */
export const selectShowsSelector = (s: CurrencySnapshot) => !s.matches('Disabled');
export const selectAllowedCardBrands = (s: CurrencySnapshot) => allowedCardBrands(s.context);
