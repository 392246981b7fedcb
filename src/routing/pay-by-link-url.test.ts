import { describe, expect, it } from 'vitest';
import { applyUrlRules, isStandalonePath } from './url-rules';

describe('pay-by-link URLs (SPEC.md section 2)', () => {
  it('rewrites the triplaPaymentNo query to /payments/{paymentNumber}, keeping the rest', () => {
    expect(applyUrlRules('/?triplaPaymentNo=PLabc123')).toBe('/payments/PLabc123');
    expect(applyUrlRules('/booking/result?code=demo-kyoto&triplaPaymentNo=PLabc123&lang=ja')).toBe(
      '/payments/PLabc123?code=demo-kyoto&lang=ja',
    );
    expect(applyUrlRules('/#/?triplaPaymentNo=PLabc123')).toBe('/payments/PLabc123');
    // Encoded, never a path traversal.
    expect(applyUrlRules('/?triplaPaymentNo=..%2F..%2Fsign-in')).toBe('/payments/..%2F..%2Fsign-in');
    expect(applyUrlRules('/?triplaPaymentNo=')).toBe('/?triplaPaymentNo=');
  });

  it('treats both pay-by-link pages, and only them, as standalone', () => {
    expect(isStandalonePath('/payments/PLabc123')).toBe(true);
    expect(isStandalonePath('/payments/PLabc123/display')).toBe(true);
    expect(isStandalonePath('/payments')).toBe(false);
    expect(isStandalonePath('/payments/PLabc123/other')).toBe(false);
    expect(isStandalonePath('/booking/result')).toBe(false);
  });
});
