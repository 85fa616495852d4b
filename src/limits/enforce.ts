import { AppError } from '../core/errors.js';
import type { LimitCheck, RateLimits } from './types.js';

/** Consumes one call of every check; over any budget: 429 RATE_LIMIT_EXCEEDED with Retry-After. */
export async function enforce(limits: RateLimits, checks: LimitCheck[]): Promise<void> {
  const v = await limits.consume(checks);
  if (!v.allowed) {
    throw new AppError('RATE_LIMIT_EXCEEDED', { retryAfter: v.retryAfterSeconds, params: { retryAfter: v.retryAfterSeconds } });
  }
}
