import { describe, expect, it, vi } from 'vitest';
import { ClientSessionCache } from './client-session-cache';

const at = (ms: number) => new Date(ms).toISOString();

describe('ClientSessionCache', () => {
  it('keeps a session until shortly before it expires, then opens a new one', async () => {
    let now = 1_000_000;
    const cache = new ClientSessionCache({ renewBeforeMs: 60_000, now: () => now });
    let issued = 0;
    const open = vi.fn(async () => ({ token: `t${++issued}`, expiresAt: at(now + 3_600_000) }));

    expect(await cache.token(open)).toBe('t1');
    now += 3_600_000 - 60_001;
    expect(await cache.token(open)).toBe('t1');
    now += 1;
    expect(await cache.token(open)).toBe('t2');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('shares one in-flight request and does not cache a failure', async () => {
    const cache = new ClientSessionCache();
    let release!: (value: { token: string; expiresAt: string }) => void;
    const open = vi.fn(() => new Promise<{ token: string; expiresAt: string }>((resolve) => (release = resolve)));

    const waiting = [cache.token(open), cache.token(open), cache.token(open)];
    release({ token: 'shared', expiresAt: at(Date.now() + 3_600_000) });
    expect(await Promise.all(waiting)).toEqual(['shared', 'shared', 'shared']);
    expect(open).toHaveBeenCalledTimes(1);

    const failing = new ClientSessionCache();
    await expect(failing.token(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await failing.token(async () => ({ token: 'later', expiresAt: at(Date.now() + 3_600_000) }))).toBe('later');
  });

  it('forgets only the token that was refused', async () => {
    const cache = new ClientSessionCache();
    let issued = 0;
    const open = async () => ({ token: `t${++issued}`, expiresAt: at(Date.now() + 3_600_000) });
    const first = await cache.token(open);
    cache.invalidate(first);
    const second = await cache.token(open);
    // A late refusal of the old token must not throw away its replacement.
    cache.invalidate(first);
    expect(await cache.token(open)).toBe(second);
    expect(second).toBe('t2');
  });
});
