import type { SnapshotFrom } from 'xstate';
import { ReceiptTags, receiptMachine } from './machine';

type ReceiptSnapshot = SnapshotFrom<typeof receiptMachine>;

export const selectReceiptForm = (s: ReceiptSnapshot) => s.context.form;
export const selectReceiptErrors = (s: ReceiptSnapshot) => s.context.errors;
export const selectIsEditingReceipt = (s: ReceiptSnapshot) => s.matches('EditingDetails');
export const selectIsLoadingReceipt = (s: ReceiptSnapshot) => s.hasTag(ReceiptTags.Loading);
export const selectReceipt = (s: ReceiptSnapshot) => (s.matches('Showing') ? s.context.receipt : null);
/** The catalogue code of a refusal or failure to show, else null. */
export const selectReceiptFailureCode = (s: ReceiptSnapshot) =>
  s.matches('Refused') || s.matches('Failed') ? (s.context.failure?.code ?? null) : null;
export const selectCanRetryReceipt = (s: ReceiptSnapshot) => s.can({ type: 'receipt.retried' });
export const selectCanEditReceipt = (s: ReceiptSnapshot) => s.can({ type: 'receipt.edited' });
export const selectHasReceiptAccess = (s: ReceiptSnapshot) =>
  Boolean(s.context.access.email || s.context.access.bypassToken);
