import { describe, expect, it } from 'vitest';
import { paymentTransactionStatusSchema } from '../../contract';
import { IllegalTransition, TRANSITIONS, assertTransition, canTransition, isFinal } from './transaction-states';

describe('payment transaction states', () => {
  it('covers every status of the contract', () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...paymentTransactionStatusSchema.options].sort());
  });

  it('allows the card path with 3-D Secure and the guarantee path', () => {
    for (const [from, to] of [
      ['initiated', 'pre_3d_secure'],
      ['pre_3d_secure', 'authorized'],
      ['authorized', 'capturing'],
      ['capturing', 'captured'],
      ['initiated', 'authorized'],
      ['authorized', 'persisted'],
      ['pre_3d_secure', 'cancelled'],
      ['pre_3d_secure', 'failed'],
      ['capturing', 'failed'],
      ['initiated', 'failed'],
      ['captured', 'partially_refunded'],
      ['captured', 'refunded'],
      ['partially_refunded', 'partially_refunded'],
      ['partially_refunded', 'refunded'],
    ] as const)
      expect(canTransition(from, to), `${from} -> ${to}`).toBe(true);
  });

  it('refuses illegal moves: nothing leaves a final state, no capture without authorization, no going back', () => {
    for (const [from, to] of [
      ['captured', 'cancelled'],
      ['captured', 'failed'],
      ['failed', 'authorized'],
      ['cancelled', 'captured'],
      ['persisted', 'capturing'],
      ['initiated', 'capturing'],
      ['initiated', 'captured'],
      ['pre_3d_secure', 'capturing'],
      ['pre_3d_secure', 'captured'],
      ['authorized', 'captured'],
      ['capturing', 'authorized'],
      ['authorized', 'pre_3d_secure'],
      ['capturing', 'persisted'],
      ['refunded', 'captured'],
      ['refunded', 'partially_refunded'],
      ['persisted', 'refunded'],
      ['authorized', 'refunded'],
      ['failed', 'refunded'],
      ['partially_refunded', 'captured'],
      ['capturing', 'refunded'],
    ] as const) {
      expect(canTransition(from, to), `${from} -> ${to}`).toBe(false);
      expect(() => assertTransition(from, to)).toThrow(IllegalTransition);
    }
  });

  it('knows the final states', () => {
    expect(
      ['captured', 'failed', 'cancelled', 'persisted', 'partially_refunded', 'refunded'].every((s) =>
        isFinal(s as never),
      ),
    ).toBe(true);
    expect(['initiated', 'pre_3d_secure', 'authorized', 'capturing'].some((s) => isFinal(s as never))).toBe(false);
  });
});
