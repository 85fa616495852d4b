/**
 * Fixed-window counters. Quire needs several limits on one call (per token and per account;
 * per email and per address on login), so the counting lives behind this interface: the app
 * picks the store (in memory by default) and hands it to the routes that limit.
 */
export interface RateLimiter {
  /** Counts one hit; answers whether it is within `limit` per `windowMs`, and when to retry. */
  hit(key: string, limit: number, windowMs: number): { allowed: boolean; retryAfterSeconds: number };
  /** Takes back one hit of the current window (a sign-in that succeeded does not count). */
  release(key: string): void;
}
