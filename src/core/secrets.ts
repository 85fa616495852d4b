import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

/** Hex SHA-256 (one-shot `crypto.hash`: every API call hashes its token, a Hash object each time cost several times more). */
export const sha256 = (value: string): string => crypto.hash('sha256', value, 'hex');

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` base62 characters from the CSPRNG (rejection sampling keeps them uniform). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function base62(n: number, width: number): string {
  let out = '';
  for (let i = 0; i < width; i++) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

/**
 * scrypt's cost as log2(N), PASSWORD_HASH_COST's default: with r=8, N=2^15 takes ~32 MiB and
 * 50-170 ms of CPU per hash, memory-hard as OWASP recommends. A hash records its own N, so a
 * changed setting applies to new passwords and every stored one still verifies.
 */
export const PASSWORD_HASH_COST = 15;
const R = 8;
const P = 1;
// Node refuses a call whose 128 * N * r buffer reaches maxmem: twice that leaves room.
const maxmemFor = (n: number, r = R) => 2 * 128 * n * r;

export async function hashPassword(password: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const salt = crypto.randomBytes(16);
  const N = 2 ** cost;
  const key = await scrypt(password, salt, 32, { N, r: R, p: P, maxmem: maxmemFor(N) });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * A hash no password matches, at `cost`: checked for an unknown email, so that a sign-in takes
 * as long whether the email exists or not.
 */
export const unmatchableHash = (cost = PASSWORD_HASH_COST): string =>
  `scrypt$${2 ** cost}$${R}$${P}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmemFor(Number(n), Number(r)),
  });
  return crypto.timingSafeEqual(expected, actual);
}

/**
 * Secrets at rest (signing keys, and whatever else must be kept but never shown): AES-256-GCM
 * under the server's SECRETS_KEY. A sealed value is `v1.<key id>.<iv>.<tag>.<ciphertext>`
 * (base64url): the key id (the first bytes of the key's SHA-256) says which key sealed it, so
 * after a rotation the previous key still opens what it sealed. `context` (for instance
 * "signing-certificate:<uuid>") is authenticated with it: a value copied into another row or
 * column does not open there.
 */
export interface SecretsKeyring {
  /** Seals with this key. */
  current: Buffer;
  /** Still open what they sealed (SECRETS_KEY_PREVIOUS, during a rotation). */
  previous: Buffer[];
}

/** 32 bytes from their base64 form, or null when `text` is not exactly that. */
export function secretsKeyFrom(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]{43}=$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : null;
}

/** The keyring of SECRETS_KEY (and the comma-separated SECRETS_KEY_PREVIOUS); null without SECRETS_KEY. */
export function keyringFrom(current: string | undefined, previous: string | undefined): SecretsKeyring | null {
  const key = current ? secretsKeyFrom(current) : null;
  return key ? { current: key, previous: (previous ?? '').split(',').flatMap((k) => secretsKeyFrom(k) ?? []) } : null;
}

const keyId = (key: Buffer) => crypto.hash('sha256', key, 'base64url').slice(0, 8);

export function sealSecret(keys: SecretsKeyring, plaintext: Buffer, context: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keys.current, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return ['v1', keyId(keys.current), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The plaintext of a sealed value; throws when no key of the ring sealed it or it was altered. */
export function openSecret(keys: SecretsKeyring, sealed: string, context: string): Buffer {
  const [version, id, iv, tag, data] = sealed.split('.');
  const key = [keys.current, ...keys.previous].find((k) => keyId(k) === id);
  if (version !== 'v1' || !key || iv === undefined || tag === undefined || data === undefined) {
    throw new Error('the secret was sealed with a key this server does not have (SECRETS_KEY, SECRETS_KEY_PREVIOUS)');
  }
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
}

/** Whether `sealed` was sealed with an older key than the ring's current one (re-seal it). */
export const sealedWithPrevious = (keys: SecretsKeyring, sealed: string): boolean => sealed.split('.')[1] !== keyId(keys.current);

/**
 * A secret Quire must keep and use but never show again (a webhook's whsec_ secret): sealed
 * when the server has SECRETS_KEY, as it is otherwise (a server without the key keeps them in
 * the clear, as before the key existed).
 */
export const sealIfKeyed = (keys: SecretsKeyring | null, secret: string, context: string): string =>
  keys ? sealSecret(keys, Buffer.from(secret, 'utf8'), context) : secret;

const isSealed = (stored: string) => stored.startsWith('v1.');

/** What `sealIfKeyed` stored, in the clear; throws when it is sealed and the ring cannot open it. */
export function openIfSealed(keys: SecretsKeyring | null, stored: string, context: string): string {
  if (!isSealed(stored)) return stored;
  if (!keys) throw new Error('the secret is sealed but SECRETS_KEY is not set');
  return openSecret(keys, stored, context).toString('utf8');
}

/** Whether a stored secret should be sealed again: in the clear while the server has a key, or sealed with a previous key. */
export const needsSealing = (keys: SecretsKeyring | null, stored: string): boolean => keys !== null && (!isSealed(stored) || sealedWithPrevious(keys, stored));
