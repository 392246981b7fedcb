// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createCookieStorage } from './cookie-storage';
import { CLIENT_SESSION_STORAGE_KEY, createClientSessionStore } from '../../machines/transport/client-session';

afterEach(() => {
  for (const part of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${part.split('=')[0]}=; Max-Age=0; Path=/`;
  }
});

describe('cookie storage for the client session', () => {
  it('keeps the session in a cookie named after the key and reads it back', () => {
    const sessions = createClientSessionStore(createCookieStorage(64_800));
    sessions.write('token-123', null);
    expect(document.cookie).toContain(`${CLIENT_SESSION_STORAGE_KEY}=`);
    expect(sessions.read()).toBe('token-123');
  });

  it('encodes values and removes the cookie on clear', () => {
    const storage = createCookieStorage(60);
    storage.setItem('k', 'a; b=c');
    storage.setItem('other', 'x');
    expect(storage.getItem('k')).toBe('a; b=c');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
    expect(storage.getItem('other')).toBe('x');
  });
});
