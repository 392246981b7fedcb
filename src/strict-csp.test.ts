import { describe, expect, it } from 'vitest';

describe('the strict Content-Security-Policy setting of zod', () => {
  it('is the configuration zod reads once the widget has set it, so zod never probes eval', async () => {
    await import('./strict-csp');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A parse of an object (where zod would otherwise build its fast path with new Function).
    const probe = globalThis.Function;
    let evalCalls = 0;
    globalThis.Function = new Proxy(probe, {
      construct: (target, args) => ((evalCalls += 1), Reflect.construct(target, args)),
    });
    try {
      expect(z.object({ name: z.string() }).parse({ name: 'Kyoto' })).toEqual({ name: 'Kyoto' });
    } finally {
      globalThis.Function = probe;
    }
    expect(evalCalls).toBe(0);
  });
});
