import { assign, fromPromise, setup } from 'xstate';
import { errorOf, isFailure, isInvalidClientSession, isServiceUnavailable, toFailure } from '../failure';
import { ErrorCode } from '../../contract/error-codes';
import {
  initialReceiptContext,
  validateReceiptForm,
  type LoadReceiptRequest,
  type ReceiptContext,
  type ReceiptDocument,
  type ReceiptForm,
  type ReceiptInput,
} from './context';
import type { ReceiptEvent } from './events';
import { without } from '../form-errors';
import { notImplemented } from '../not-implemented';

export const ReceiptTags = { Loading: 'Loading' } as const;

/** Nothing reached the booking API, or it was busy: asking again may work. */
const isRetryable = (error: unknown) =>
  !isFailure(error) || error.code === ErrorCode.network || (error.status ?? 0) >= 500;

export const receiptMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    input: {} as ReceiptInput,
    tags: {} as (typeof ReceiptTags)[keyof typeof ReceiptTags],
  },
  actors: {
    loadReceipt: fromPromise<ReceiptDocument, LoadReceiptRequest>(notImplemented),
  },
  actions: {
    goToServiceUnavailable: () => {},
    /** 1009: the app clears the stored session and restarts init. */
    restartSession: () => {},
    recordFailure: assign({ failure: ({ event }) => toFailure(errorOf(event)) }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateReceiptForm(context.form)).length === 0,
    isServiceUnavailable: ({ event }) => isServiceUnavailable(errorOf(event)),
    isInvalidClientSession: ({ event }) => isInvalidClientSession(errorOf(event)),
    isRetryable: ({ event }) => isRetryable(errorOf(event)),
  },
}).createMachine({
  id: 'receipt',
  description:
    'A receipt (SPEC.md sections 3, 5 and 7 GET .../receipt): the guest gives the name (and a Taiwan tax id), the booking API issues it for what was paid online, and the page shows it ready to print.',
  context: ({ input }) => initialReceiptContext(input),
  initial: 'EditingDetails',
  states: {
    EditingDetails: {
      description: 'The name on the receipt and an optional Taiwan tax id (8 digits), checked before asking.',
      on: {
        'receipt.changed': {
          actions: assign({
            form: ({ context, event }): ReceiptForm => ({ ...context.form, [event.field]: event.value }),
            errors: ({ context, event }) => without(context.errors, event.field),
          }),
        },
        'receipt.requested': [
          { guard: 'formValid', target: 'Loading', actions: assign({ errors: {} }) },
          { actions: assign({ errors: ({ context }) => validateReceiptForm(context.form) }) },
        ],
      },
    },
    Loading: {
      description: 'Asks the gateway for the receipt; a second click meanwhile is ignored.',
      tags: [ReceiptTags.Loading],
      entry: assign({ failure: null }),
      invoke: {
        id: 'loadReceipt',
        src: 'loadReceipt',
        input: ({ context }) => ({
          hotelCode: context.hotelCode,
          confirmationNumber: context.confirmationNumber,
          access: context.access,
          name: context.form.name.trim(),
          taxId: context.form.taxId.trim() || null,
          locale: context.locale,
        }),
        onDone: { target: 'Showing', actions: assign({ receipt: ({ event }) => event.output }) },
        onError: [
          { guard: 'isServiceUnavailable', target: 'Failed', actions: ['recordFailure', 'goToServiceUnavailable'] },
          { guard: 'isInvalidClientSession', target: 'Failed', actions: ['recordFailure', 'restartSession'] },
          { guard: 'isRetryable', target: 'Failed', actions: 'recordFailure' },
          { target: 'Refused', actions: 'recordFailure' },
        ],
      },
    },
    Showing: {
      description: 'The receipt, laid out for printing (print CSS); the guest may print it or change the name.',
      on: { 'receipt.edited': { target: 'EditingDetails' } },
    },
    Refused: {
      description:
        'The booking API says no (not yet, front desk, deferred payment, nothing paid, not found); the code is shown.',
      on: { 'receipt.edited': { target: 'EditingDetails', actions: assign({ failure: null }) } },
    },
    Failed: {
      description: 'The request did not get through; asking again is safe (the same receipt is returned).',
      on: {
        'receipt.retried': { target: 'Loading' },
        'receipt.edited': { target: 'EditingDetails', actions: assign({ failure: null }) },
      },
    },
  },
});

export type ReceiptMachine = typeof receiptMachine;
