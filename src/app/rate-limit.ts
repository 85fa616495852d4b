/**
 * Fixed-window counters. @fastify/rate-limit runs a single limiter per request, and Quire needs
 * several on one call (per token and per account; per email and per address on login), so the
 * counting lives behind this interface: in memory by default, shareable later (Redis).
 */
export interface RateLimiter {
  /** Counts one hit; answers whether it is within `limit` per `windowMs`, and when to retry. */
  hit(key: string, limit: number, windowMs: number): { allowed: boolean; retryAfterSeconds: number };
  /** Takes back one hit of the current window (a sign-in that succeeded does not count). */
  release(key: string): void;
}

export class MemoryRateLimiter implements RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();
  private sweeper = setInterval(() => this.sweep(), 60_000).unref();

  hit(key: string, limit: number, windowMs: number) {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return { allowed: w.count <= limit, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  release(key: string) {
    const w = this.windows.get(key);
    if (w && w.resetAt > Date.now() && w.count > 0) w.count--;
  }

  private sweep() {
    const now = Date.now();
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }

  close() {
    clearInterval(this.sweeper);
  }
}
