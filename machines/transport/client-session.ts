/** The key/value storage the browser offers (localStorage satisfies it); injected so tests use a Map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredClientSession {
  token: string;
  /** Epoch milliseconds after which the token is not reused. */
  expiresAt: number;
}

export const CLIENT_SESSION_STORAGE_KEY = 'triplabot_client_session';
/** SPEC.md section 9: the client-session cookie lives 0.75 day. */
export const CLIENT_SESSION_LIFETIME_MS = 0.75 * 86_400_000;

/** The expiry to store: 0.75 day from now, or the server's own expiry if that comes first. */
export function clientSessionExpiry(nowMs: number, serverExpiresAt?: string | null): number {
  const local = nowMs + CLIENT_SESSION_LIFETIME_MS;
  const server = serverExpiresAt ? Date.parse(serverExpiresAt) : Number.NaN;
  return Number.isFinite(server) ? Math.min(local, server) : local;
}

export function isClientSessionFresh(stored: StoredClientSession | null, nowMs: number): stored is StoredClientSession {
  return stored !== null && stored.token.length > 0 && stored.expiresAt > nowMs;
}

export interface ClientSessionStore {
  /** The stored token if present and not expired, else null. */
  read(): string | null;
  write(token: string, serverExpiresAt?: string | null): void;
  clear(): void;
}

export function createClientSessionStore(storage: KeyValueStorage, now: () => number = Date.now): ClientSessionStore {
  function load(): StoredClientSession | null {
    const raw = storage.getItem(CLIENT_SESSION_STORAGE_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as Partial<StoredClientSession>;
      return typeof parsed.token === 'string' && typeof parsed.expiresAt === 'number'
        ? { token: parsed.token, expiresAt: parsed.expiresAt }
        : null;
    } catch {
      return null;
    }
  }
  return {
    read() {
      const stored = load();
      return isClientSessionFresh(stored, now()) ? stored.token : null;
    },
    write(token, serverExpiresAt) {
      const value: StoredClientSession = { token, expiresAt: clientSessionExpiry(now(), serverExpiresAt) };
      storage.setItem(CLIENT_SESSION_STORAGE_KEY, JSON.stringify(value));
    },
    clear() {
      storage.removeItem(CLIENT_SESSION_STORAGE_KEY);
    },
  };
}

/** An in-memory storage for tests and for browsers that refuse localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}
