/**
 * Rate limits behind one asynchronous interface: in this process's memory by default, in Redis
 * when several nodes must share one budget (the store is picked by the app: src/app/rate-limit.ts).
 * A call can be checked against several limits at once (per token and per account; per email and
 * per address on sign-in; any new limit is one more entry).
 */
import { AppError } from './errors.js';

export interface LimitCheck {
  /** The limit's name: its own counters, its metric label. E.g. `token`, `account`, `login-email`. */
  limit: string;
  /** Whose budget within that limit, e.g. the API key id. */
  key: string | number;
  /** Calls allowed per window. */
  max: number;
  /** Window length in seconds; default 60. */
  windowSeconds?: number;
  /** What this call costs in the window (pages, bytes…); default 1. Counted even past the budget. */
  points?: number;
}

export interface LimitVerdict {
  allowed: boolean;
  /** The first limit that refused, when not allowed. */
  refusedBy?: string;
  /** Seconds until the refusing window ends (at least 1); 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimits {
  readonly store: 'memory' | 'redis';
  /** Counts one call against each check in order; the first refusal stops it (later ones are not counted). */
  consume(checks: LimitCheck[]): Promise<LimitVerdict>;
  /** Gives one call back to each check's current window (a sign-in that succeeded does not count). */
  release(checks: LimitCheck[]): Promise<void>;
  /** Readiness: throws when the shared store does not answer (memory: never). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Consumes one call of every check; over any budget: 429 RATE_LIMIT_EXCEEDED with Retry-After. */
export async function enforce(limits: RateLimits, checks: LimitCheck[]): Promise<void> {
  const v = await limits.consume(checks);
  if (!v.allowed) {
    throw new AppError('RATE_LIMIT_EXCEEDED', { retryAfter: v.retryAfterSeconds, params: { retryAfter: v.retryAfterSeconds } });
  }
}
