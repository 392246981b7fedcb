import { describe, expect, it } from 'vitest';
import { OpenPayByLinkDocument, PayByLinkDocument, sessionVisitStore } from './actors';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('sessionVisitStore', () => {
  it('remembers, reads and forgets the visit of one payment number', () => {
    const store = sessionVisitStore(memoryStorage());
    expect(store.get('PL-1')).toBeNull();
    store.set('PL-1', 'visit-a');
    store.set('PL-2', 'visit-b');
    expect(store.get('PL-1')).toBe('visit-a');
    store.clear('PL-1');
    expect(store.get('PL-1')).toBeNull();
    expect(store.get('PL-2')).toBe('visit-b');
  });

  it('keeps working when the storage throws (private mode, quota)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = sessionVisitStore(broken);
    expect(() => store.set('PL-1', 'visit-a')).not.toThrow();
    expect(store.get('PL-1')).toBeNull();
    expect(() => store.clear('PL-1')).not.toThrow();
  });
});

describe('pay-by-link documents', () => {
  it('carry the shared field fragment with its definition', () => {
    for (const document of [OpenPayByLinkDocument, PayByLinkDocument]) {
      const text = String(document);
      expect(text).toContain('...PayByLinkViewFields');
      expect(text).toContain('fragment PayByLinkViewFields on PayByLink');
      expect(text).toContain('expiresInSeconds');
    }
  });
});
