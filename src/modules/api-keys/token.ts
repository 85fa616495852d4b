import zlib from 'node:zlib';
import { base62, randomBase62 } from '../../core/secrets.js';

/**
 * API token: `tk_live_` (or `tk_test_` for a test key) + 32 base62 characters (~190 random
 * bits) + a 6-character CRC32 checksum of what precedes it, so a mistyped or truncated token
 * is refused before any lookup.
 */
export const TOKEN_PREFIX = 'tk_live_';
export const TEST_TOKEN_PREFIX = 'tk_test_';
const RANDOM_LENGTH = 32;
const CHECKSUM_LENGTH = 6;

const checksum = (body: string) => base62(zlib.crc32(body), CHECKSUM_LENGTH);

export function newApiToken(test = false): string {
  const body = (test ? TEST_TOKEN_PREFIX : TOKEN_PREFIX) + randomBase62(RANDOM_LENGTH);
  return body + checksum(body);
}

export function isWellFormedToken(token: string): boolean {
  const prefix = token.startsWith(TEST_TOKEN_PREFIX) ? TEST_TOKEN_PREFIX : TOKEN_PREFIX;
  if (!token.startsWith(prefix) || token.length !== prefix.length + RANDOM_LENGTH + CHECKSUM_LENGTH) return false;
  if (!/^[0-9A-Za-z]+$/.test(token.slice(prefix.length))) return false;
  const body = token.slice(0, -CHECKSUM_LENGTH);
  return checksum(body) === token.slice(-CHECKSUM_LENGTH);
}

/** What may be shown of a token after creation. */
export const tokenPrefix = (token: string) => token.slice(0, TOKEN_PREFIX.length + 4);
export const tokenLastFour = (token: string) => token.slice(-4);
