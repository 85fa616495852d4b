import type { RateLimiter } from '../core/rate-limit.js';

export type { RateLimiter };

/** The in-memory store: limits per process. */
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
