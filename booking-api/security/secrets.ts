import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** Hashing and random values for credentials, session tokens and reservation codes. */

const SCRYPT_KEY_LENGTH = 32;

function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, SCRYPT_KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$<salt hex>$<hash hex>`: the salt travels with the hash so each secret gets its own. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(secret, Buffer.from(saltHex, 'hex'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random secret, verified against when the API key is unknown, so that an unknown key
 * costs the same scrypt work (and time) as a known key with a wrong secret.
 */
let decoy: Promise<string> | null = null;
export function decoySecretHash(): Promise<string> {
  decoy ??= hashSecret(randomBytes(16).toString('hex'));
  return decoy;
}

/** The API client when it was found and `secret` is its secret, else null; an unknown client (null) costs the same hashing work. */
export async function withMatchingSecret<T extends { secretHash: string }>(
  client: T | null,
  secret: string,
): Promise<T | null> {
  const matches = await verifySecret(secret, client?.secretHash ?? (await decoySecretHash()));
  return matches ? client : null;
}

/** For high-entropy random tokens a plain sha256 is enough: there is nothing to brute-force. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

// No 0/O, 1/I/L: a guest reads the number over the phone or types it from paper.
const UNAMBIGUOUS_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomUnambiguousCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += UNAMBIGUOUS_ALPHABET[randomInt(UNAMBIGUOUS_ALPHABET.length)];
  return code;
}
