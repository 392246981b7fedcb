import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { receiptMachine } from './machine';
import { validateReceiptForm, type LoadReceiptRequest, type ReceiptDocument, type ReceiptInput } from './context';
import {
  selectCanRetryReceipt,
  selectHasReceiptAccess,
  selectIsEditingReceipt,
  selectIsLoadingReceipt,
  selectReceipt,
  selectReceiptErrors,
  selectReceiptFailureCode,
} from './selectors';
import { failure, type Failure } from '../failure';
import {
  doneEvent,
  errorEvent,
  leafStateKeys,
  listModelPaths,
  pendingActor,
  replayPath,
  stateKey,
} from '../model-paths';

const document: ReceiptDocument = {
  receiptNumber: 'ABC123-R1',
  receiptTitle: 'Yamada Trading',
  receiptUnicode: '12345678',
  issuedAt: '2026-03-21T02:00:00.000Z',
  hotel: { code: 'demo-kyoto', name: 'Demo Kyoto', postCode: '600-8001', fullAddress: 'Kyoto', country: 'JP' },
  confirmationNumber: 'ABC123',
  checkinDate: '2026-03-20',
  checkoutDate: '2026-03-21',
  nights: 1,
  paymentType: 'credit_card',
  currency: 'JPY',
  amount: 19000,
  tax: 1727,
  remainAmount: 0,
  reissueCount: 0,
  locale: 'en',
};
const input: ReceiptInput = {
  hotelCode: 'demo-kyoto',
  confirmationNumber: 'ABC123',
  access: { bypassToken: 'token-123' },
  locale: 'en',
};

/** The chart with a fake actor: replies are consumed in order; 'hang' never settles. */
function receipts(replies: Array<ReceiptDocument | Failure | 'hang'>, start: ReceiptInput = input) {
  const asked: LoadReceiptRequest[] = [];
  const calls = { unavailable: 0, restart: 0 };
  const machine = receiptMachine.provide({
    actors: {
      loadReceipt: fromPromise<ReceiptDocument, LoadReceiptRequest>(async ({ input: request }) => {
        asked.push(request);
        const reply = replies.shift() ?? document;
        if (reply === 'hang') return new Promise<ReceiptDocument>(() => {});
        if (!('receiptNumber' in reply)) throw reply;
        return reply;
      }),
    },
    actions: { goToServiceUnavailable: () => void calls.unavailable++, restartSession: () => void calls.restart++ },
  });
  const actor = createActor(machine, { input: start }).start();
  return { actor, asked, calls };
}

describe('receipt form rules (SPEC.md section 5 "Receipt")', () => {
  it('needs a name; a Taiwan tax id is optional but exactly 8 digits', () => {
    expect(validateReceiptForm({ name: ' ', taxId: '' })).toEqual({ name: 'name_required' });
    expect(validateReceiptForm({ name: 'A', taxId: '1234567' })).toEqual({ taxId: 'tax_id_invalid' });
    expect(validateReceiptForm({ name: 'A', taxId: '123456789' })).toEqual({ taxId: 'tax_id_invalid' });
    expect(validateReceiptForm({ name: 'A', taxId: '1234567a' })).toEqual({ taxId: 'tax_id_invalid' });
    expect(validateReceiptForm({ name: 'A', taxId: '12345678' })).toEqual({});
    expect(validateReceiptForm({ name: 'A', taxId: '' })).toEqual({});
  });
});

describe('receipt chart', () => {
  it('checks the form before asking, then shows the receipt (the request carries name, tax id and access)', async () => {
    const { actor, asked } = receipts([document]);
    expect(selectHasReceiptAccess(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'receipt.changed', field: 'taxId', value: '123' });
    actor.send({ type: 'receipt.requested' });
    expect(selectIsEditingReceipt(actor.getSnapshot())).toBe(true);
    expect(selectReceiptErrors(actor.getSnapshot())).toEqual({ name: 'name_required', taxId: 'tax_id_invalid' });
    expect(asked).toEqual([]);
    actor.send({ type: 'receipt.changed', field: 'name', value: '  Yamada Trading ' });
    expect(selectReceiptErrors(actor.getSnapshot())).toEqual({ taxId: 'tax_id_invalid' });
    actor.send({ type: 'receipt.changed', field: 'taxId', value: '12345678' });
    actor.send({ type: 'receipt.requested' });
    expect(selectIsLoadingReceipt(actor.getSnapshot())).toBe(true);
    // A second click while loading is ignored.
    actor.send({ type: 'receipt.requested' });
    const s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(asked).toEqual([
      {
        hotelCode: 'demo-kyoto',
        confirmationNumber: 'ABC123',
        access: { bypassToken: 'token-123' },
        name: 'Yamada Trading',
        taxId: '12345678',
        locale: 'en',
      },
    ]);
    expect(selectReceipt(s)).toEqual(document);
    actor.send({ type: 'receipt.edited' });
    expect(selectIsEditingReceipt(actor.getSnapshot())).toBe(true);
    expect(selectReceipt(actor.getSnapshot())).toBeNull();
  });

  it('a refusal (not yet, front desk, ...) shows its code and goes back to the form; a network failure may be retried', async () => {
    const { actor, asked } = receipts([
      failure('receipt_not_yet_available', 'Receipt not yet available', 409),
      failure('error02', 'Network failure'),
      document,
    ]);
    actor.send({ type: 'receipt.changed', field: 'name', value: 'Hanako Yamada' });
    actor.send({ type: 'receipt.requested' });
    let s = await waitFor(actor, (snap) => snap.matches('Refused'));
    expect(selectReceiptFailureCode(s)).toBe('receipt_not_yet_available');
    expect(selectCanRetryReceipt(s)).toBe(false);
    actor.send({ type: 'receipt.edited' });
    actor.send({ type: 'receipt.requested' });
    s = await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(selectReceiptFailureCode(s)).toBe('error02');
    actor.send({ type: 'receipt.retried' });
    s = await waitFor(actor, (snap) => snap.matches('Showing'));
    expect(asked).toHaveLength(3);
    expect(taxIdOf(asked[0]!)).toBeNull();
  });

  it('a dead session restarts it; 503 goes to the service-unavailable page', async () => {
    const { actor, calls } = receipts([
      failure('1009', 'Invalid Client-Session', 401),
      failure('1000', 'Unavailable', 503),
    ]);
    actor.send({ type: 'receipt.changed', field: 'name', value: 'X' });
    actor.send({ type: 'receipt.requested' });
    await waitFor(actor, (snap) => snap.matches('Failed'));
    expect(calls.restart).toBe(1);
    actor.send({ type: 'receipt.retried' });
    await waitFor(actor, (snap) => snap.matches('Failed') && calls.unavailable === 1);
  });

  it('without a bypass token or e-mail there is no access to ask with', () => {
    const { actor } = receipts([], { ...input, access: {} });
    expect(selectHasReceiptAccess(actor.getSnapshot())).toBe(false);
  });
});

const taxIdOf = (request: LoadReceiptRequest) => request.taxId;

describe('receipt paths generated from the chart (xstate/graph)', () => {
  const paths = listModelPaths(receiptMachine, {
    input,
    events: [
      { type: 'receipt.changed', field: 'name', value: 'Yamada Trading' },
      { type: 'receipt.changed', field: 'taxId', value: '1234' },
      { type: 'receipt.requested' },
      { type: 'receipt.edited' },
      { type: 'receipt.retried' },
      doneEvent('loadReceipt', document),
      errorEvent('loadReceipt', failure('receipt_at_front_desk', 'Receipt at the front desk', 422)),
      errorEvent('loadReceipt', failure('error02', 'Network failure')),
    ] as never,
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.form, Object.keys(snapshot.context.errors)]),
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => path.target));
    expect(leafStateKeys(receiptMachine).filter((key) => !reached.has(key))).toEqual([]);
  });

  it('never asks for a receipt with an invalid form, and replays on a real actor', () => {
    const machine = receiptMachine.provide({
      actors: { loadReceipt: pendingActor<ReceiptDocument, LoadReceiptRequest>() },
    });
    for (const path of paths) {
      const snapshot = replayPath(machine, input, path);
      expect(stateKey(snapshot.value), path.description).toBe(path.target);
      if (path.target !== 'EditingDetails')
        expect(validateReceiptForm(path.snapshot.context.form), path.description).toEqual({});
    }
  });
});
