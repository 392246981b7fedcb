import type { SnapshotFrom } from 'xstate';
import type { priceQuoteMachine } from './machine';
import { PriceQuoteTags } from './tags';

type Snapshot = SnapshotFrom<typeof priceQuoteMachine>;

export const selectIsPricing = (s: Snapshot) => s.hasTag(PriceQuoteTags.Loading);
export const selectPriceSummary = (s: Snapshot) => (s.matches('Showing') ? s.context.summary : null);
export const selectQuotedCode = (s: Snapshot) => s.context.discountCode;
export const selectPriceFailure = (s: Snapshot) => (s.matches('Failed') ? s.context.failure : null);
export const selectCanRetryPrice = (s: Snapshot) => s.can({ type: 'quote.retried' });
