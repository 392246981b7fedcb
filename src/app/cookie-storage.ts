import type { KeyValueStorage } from '../../machines/transport/client-session';

/**
 * A KeyValueStorage over `document.cookie`: SPEC.md section 7 keeps the client session in a cookie
 * for 0.75 day. Values are URI-encoded; each key is its own cookie on the whole site.
 */
export function createCookieStorage(maxAgeSeconds: number, doc: Document = document): KeyValueStorage {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const read = (key: string): string | null => {
    for (const part of doc.cookie ? doc.cookie.split('; ') : []) {
      const eq = part.indexOf('=');
      if (eq > 0 && decodeURIComponent(part.slice(0, eq)) === key) return decodeURIComponent(part.slice(eq + 1));
    }
    return null;
  };
  return {
    getItem: read,
    setItem: (key, value) => {
      doc.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
    },
    removeItem: (key) => {
      doc.cookie = `${encodeURIComponent(key)}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
    },
  };
}
