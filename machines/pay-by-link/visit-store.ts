/** Where the page remembers its visit across the trip to the issuer's 3-D Secure page. */
export interface VisitStore {
  get(paymentNumber: string): string | null;
  set(paymentNumber: string, visitId: string): void;
  clear(paymentNumber: string): void;
}

/** Storage can throw (private mode, quota); the page then works without remembering its visit. */
function quietly<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function sessionVisitStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): VisitStore {
  const key = (paymentNumber: string) => `pay-by-link-visit:${paymentNumber}`;
  return {
    get: (n) => quietly(() => storage.getItem(key(n)), null),
    // Without storage a return from 3-D Secure starts a new visit.
    set: (n, v) => quietly(() => storage.setItem(key(n), v), undefined),
    clear: (n) => quietly(() => storage.removeItem(key(n)), undefined),
  };
}
