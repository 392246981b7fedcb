import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Member passwords: scrypt (memory-hard) with a random salt per password. The cost parameters are
 * stored with the hash (`scrypt$N$r$p$<salt hex>$<hash hex>`), so they can be raised later and old
 * hashes still verify.
 */

const KEY_LENGTH = 32;
export const PASSWORD_SCRYPT = { N: 16_384, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PASSWORD_SCRYPT);
  const { N, r, p } = PASSWORD_SCRYPT;
  return `scrypt$${N}$${r}$${p}$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 1 << 20) return false;
  const expected = Buffer.from(parts[5]!, 'hex');
  const actual = await derive(password, Buffer.from(parts[4]!, 'hex'), { N, r, p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, verified against when the e-mail is unknown, so that a sign-in
 * for an unknown address takes as long as one with a wrong password.
 */
let decoy: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
