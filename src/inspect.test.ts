import { describe, expect, it } from 'vitest';
import { wantsInspector } from './inspect';

describe('wantsInspector', () => {
  it('attaches only in development and only when asked with ?inspect', () => {
    expect(wantsInspector('?inspect', true)).toBe(true);
    expect(wantsInspector('?code=demo-kyoto&inspect=1', true)).toBe(true);
    expect(wantsInspector('?code=demo-kyoto', true)).toBe(false);
    expect(wantsInspector('?inspect', false)).toBe(false);
  });
});
