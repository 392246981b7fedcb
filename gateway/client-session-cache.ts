/** A client session as the booking API issues it. */
export interface ClientSession {
  token: string;
  /** ISO date-time from the reply's `expires_at`. */
  expiresAt: string;
}

export interface ClientSessionCacheOptions {
  /** Stop using a session this long before `expires_at`, so a call never races its expiry. */
  renewBeforeMs?: number;
  now?: () => number;
}

/**
 * The gateway's own client session, used for browsers that do not send one.
 *
 * It is a per-process cache of a credential, not of data: every process may hold a different
 * valid session, so nothing can disagree between processes (DESIGN.md, "no in-process caches").
 * Concurrent first calls share one in-flight request instead of each opening a session.
 */
export class ClientSessionCache {
  private current: { token: string; useUntil: number } | undefined;
  private inFlight: Promise<string> | undefined;
  private readonly renewBeforeMs: number;
  private readonly now: () => number;

  constructor(options: ClientSessionCacheOptions = {}) {
    this.renewBeforeMs = options.renewBeforeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** A usable token: the cached one, the one being fetched, or a new one from `open`. */
  token(open: () => Promise<ClientSession>): Promise<string> {
    if (this.current && this.now() < this.current.useUntil) return Promise.resolve(this.current.token);
    this.inFlight ??= open()
      .then((session) => {
        const expiresAt = Date.parse(session.expiresAt);
        // An unreadable expiry still gives a usable token; it is then renewed only when refused.
        const useUntil = Number.isNaN(expiresAt) ? Number.POSITIVE_INFINITY : expiresAt - this.renewBeforeMs;
        this.current = { token: session.token, useUntil };
        return session.token;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  /**
   * Forget `token` after the API refused it. A token that was already replaced is left alone, so
   * several calls refused at once lead to one renewal, not one each.
   */
  invalidate(token: string): void {
    if (this.current?.token === token) this.current = undefined;
  }
}
