import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../core/errors.js';
import type { LimitCheck, LimitVerdict, RateLimits } from '../core/rate-limit.js';

export interface LimitsConfig {
  /** `redis://…`; unset: memory. */
  redisUrl?: string;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
  /** Called for each refusal, with the refusing limit's name (metrics). */
  onRefused?(limit: string): void;
}

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * rate-limiter-flexible's fixed windows: RateLimiterMemory, or RateLimiterRedis (an atomic Lua
 * INCR + PTTL per check, one round trip each).
 *
 * Redis down: fail closed. A call that must be counted answers 503 SERVICE_UNAVAILABLE with
 * Retry-After: 1 (and /ready names redis), so no node ever lets through more than the shared
 * budget. Commands fail at once while disconnected (no offline queue) and ioredis reconnects in
 * the background: the first call after Redis answers again goes through, with no restart.
 */
export async function createRateLimits(config: LimitsConfig, log: Log): Promise<RateLimits> {
  if (!config.redisUrl) return new FlexibleLimits('memory', (o) => new RateLimiterMemory(o), config, log);
  const { Redis } = await import('ioredis'); // only where limits are shared
  const client = new Redis(config.redisUrl, {
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    maxRetriesPerRequest: 1,
    // Only for a Redis that is connected but hung (a lost connection fails at once, no offline
    // queue): long enough that a stalled event loop on a busy node is not taken for an outage.
    commandTimeout: 5000,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    lazyConnect: true,
  });
  client.on('error', () => {
    /* reported per call and by check(); ioredis keeps reconnecting */
  });
  await client
    .connect()
    .catch((err) => log.warn({ err: String(err) }, 'Redis for rate limits is not reachable at start; rate-limited calls answer 503 until it is'));
  const limits = new FlexibleLimits('redis', (o) => new RateLimiterRedis({ ...o, storeClient: client, rejectIfRedisNotReady: true }), config, log);
  limits.onClose = () =>
    client.quit().then(
      () => undefined,
      () => client.disconnect(),
    );
  limits.ping = async () => {
    if ((await client.ping()) !== 'PONG') throw new Error('unexpected PING answer');
  };
  return limits;
}

class FlexibleLimits implements RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private storeDown = false;
  onClose: () => Promise<void> = async () => {};
  ping: () => Promise<void> = async () => {};

  constructor(
    readonly store: 'memory' | 'redis',
    private readonly make: (o: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract,
    private readonly config: LimitsConfig,
    private readonly log: Log,
  ) {}

  /**
   * In order, stopping at the first refusal: a call refused per token is not counted against its
   * account (as with one process). Each check is one atomic script call.
   */
  async consume(checks: LimitCheck[]): Promise<LimitVerdict> {
    for (const check of checks) {
      try {
        await this.limiter(check).consume(String(check.key), check.points ?? 1);
      } catch (outcome) {
        if (!(outcome instanceof RateLimiterRes)) this.unavailable(outcome);
        this.available();
        this.config.onRefused?.(check.limit);
        return { allowed: false, refusedBy: check.limit, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      }
    }
    this.available();
    return { allowed: true, retryAfterSeconds: 0 };
  }

  async release(checks: LimitCheck[]): Promise<void> {
    await Promise.all(
      checks.map((c) =>
        this.limiter(c)
          .reward(String(c.key), 1)
          .catch(() => {
            // Giving a call back is a courtesy: an outage only means the call stays counted.
          }),
      ),
    );
  }

  check(): Promise<void> {
    return this.ping();
  }

  close(): Promise<void> {
    return this.onClose();
  }

  private limiter(c: LimitCheck): RateLimiterAbstract {
    const windowSeconds = c.windowSeconds ?? 60;
    const id = `${c.limit}:${c.max}:${windowSeconds}`;
    let l = this.limiters.get(id);
    if (!l) {
      l = this.make({ keyPrefix: `${this.config.keyPrefix}rl:${c.limit}`, points: c.max, duration: windowSeconds });
      this.limiters.set(id, l);
    }
    return l;
  }

  private unavailable(err: unknown): never {
    if (!this.storeDown) {
      this.storeDown = true;
      this.log.warn({ err: String(err) }, 'rate-limit store unavailable: rate-limited calls answer 503 until it is back');
    }
    throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1, params: { detail: 'rate-limit store unavailable' } }, { cause: err });
  }

  private available(): void {
    if (this.storeDown) {
      this.storeDown = false;
      this.log.info({}, 'rate-limit store available again');
    }
  }
}
