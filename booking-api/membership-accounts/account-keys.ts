import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { serverKey } from './account-repository';

/**
 * Server keys of account management: AES-256-GCM for the QR code's membership id and HMAC-SHA256
 * for unsubscribe links. A key comes from the environment when set (MEMBERSHIP_QR_KEY,
 * MEMBERSHIP_LINK_KEY: 64 hex characters), else it is created once and kept in the database so
 * links and codes stay valid across restarts.
 */
export type AccountKeyName = 'qr_code' | 'unsubscribe_link';

const ENV_NAMES: Record<AccountKeyName, string> = {
  qr_code: 'MEMBERSHIP_QR_KEY',
  unsubscribe_link: 'MEMBERSHIP_LINK_KEY',
};
const cache = new WeakMap<Database, Map<AccountKeyName, Promise<Buffer>>>();

export function accountKey(
  database: Database,
  clock: Clock,
  name: AccountKeyName,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Buffer> {
  const configured = env[ENV_NAMES[name]]?.trim();
  if (configured) {
    if (!/^[0-9a-f]{64}$/i.test(configured)) throw new Error(`${ENV_NAMES[name]} must be 64 hex characters`);
    return Promise.resolve(Buffer.from(configured, 'hex'));
  }
  let keys = cache.get(database);
  if (!keys) cache.set(database, (keys = new Map()));
  let key = keys.get(name);
  if (!key) {
    key = serverKey(
      database.db,
      name,
      () => randomBytes(32).toString('hex'),
      new Date(clock.now().epochMilliseconds),
    ).then((hex) => Buffer.from(hex, 'hex'));
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}

/** base64url(iv 12 | tag 16 | ciphertext): a fresh iv each time, so the same id never encrypts the same twice. */
export function encryptText(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The text, or null when the value was not made with this key or was altered. */
export function decryptText(key: Buffer, value: string): string | null {
  const raw = Buffer.from(value, 'base64url');
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** `<payload base64url>.<hmac base64url>` */
export function signPayload(key: Buffer, payload: string): string {
  const body = Buffer.from(payload, 'utf8').toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

export function verifySignedPayload(key: Buffer, token: string): string | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const actual = Buffer.from(signature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return Buffer.from(body, 'base64url').toString('utf8');
}
