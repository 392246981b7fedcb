import type { ReceiptField } from './context';

/** Events the receipt page sends. */
export type ReceiptEvent =
  | { type: 'receipt.changed'; field: ReceiptField; value: string }
  /** "Show the receipt": checked here, then asked from the booking API. */
  | { type: 'receipt.requested' }
  /** Back from the receipt (or a refusal) to the name and tax id. */
  | { type: 'receipt.edited' }
  /** After a network failure: ask again. */
  | { type: 'receipt.retried' };
