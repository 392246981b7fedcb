import type { paymentTransactions } from '../db/schema';
import type { CardEngineDeps } from './card-engine';

export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

/** What a reservation's card payment needs: the engine's deps, and the widget's address for e-mailed links. */
export interface PaymentDeps extends CardEngineDeps {
  /** The widget's public base URL, for the links of the booking e-mail sent when a card payment confirms. */
  publicUrl?: string | undefined;
}
