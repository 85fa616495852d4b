import { isTestActor, type Ctx } from '../../core/context.js';
import { AppError, isAppError, statusOf, type ErrorCode } from '../../core/errors.js';
import { isoIn, nowIso } from '../../core/time.js';
import type { Deps } from '../deps.js';
import { fingerprint } from './fingerprint.js';
import { idempotencyRepo } from './repo.js';

/** How long a key's outcome is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** 1 to 255 printable ASCII characters (space to tilde). */
export const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/;

export type Replayable<T> = { replayed: boolean; value: T };

type Outcome<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; params?: Record<string, string | number>; extra?: Record<string, string> };

/**
 * Outcomes that depend on the moment rather than on the request are not recorded: a refunded
 * failure (5xx), no credits left (402) or a conflict. A retry with the key runs again.
 */
const replayable = (code: ErrorCode): boolean => {
  const status = statusOf(code);
  return status < 500 && status !== 402 && status !== 409 && status !== 429;
};

/**
 * The key as stored: a test key's calls (`tk_test_`) have a cache of their own, so a live call
 * never replays a test call's free, watermarked outcome (nor the other way round). The tab
 * cannot occur in a key (IDEMPOTENCY_KEY), so no live key can name a test key's entry.
 */
const storedKey = (ctx: Ctx, key: string): string => (isTestActor(ctx.actor) ? `test\t${key}` : key);

/**
 * Runs `fn` at most once per account, caller's mode (test or live) and key. While it runs, the same key answers
 * IDEMPOTENCY_KEY_IN_USE; afterwards its outcome (success or error) is replayed for 24 hours
 * with `replayed: true`, and a different request under the same key is IDEMPOTENCY_KEY_REUSED.
 * `leaseMs` bounds how long a key stays in flight: after it, the holder's node is taken as dead
 * (its pending generation is refunded by the sweep) and a retry runs the request again.
 */
export function idempotencyService(deps: Pick<Deps, 'db' | 'log'>, leaseMs: number) {
  const repo = idempotencyRepo(deps.db);

  async function acquire(ctx: Ctx, key: string, print: string): Promise<{ id: number } | { replay: Outcome<unknown> }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = nowIso();
      await repo.deleteExpired(now, ctx.accountId, key);
      const id = await repo.claim({
        accountId: ctx.accountId,
        key,
        fingerprint: print,
        lockedUntil: isoIn(leaseMs),
        now,
        expiresAt: isoIn(IDEMPOTENCY_TTL_MS),
      });
      if (id !== undefined) return { id };
      const row = await repo.find(ctx.accountId, key);
      if (!row) continue; // released or expired meanwhile: claim again
      if (row.fingerprint !== print) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (row.state === 'done') return { replay: JSON.parse(row.outcome!) as Outcome<unknown> };
      if (row.locked_until > now || !(await repo.takeOver(row.id, row.locked_until, isoIn(leaseMs)))) {
        throw new AppError('IDEMPOTENCY_KEY_IN_USE', { retryAfter: 1, params: { retryAfter: 1 } });
      }
      return { id: row.id };
    }
    throw new AppError('IDEMPOTENCY_KEY_IN_USE', { retryAfter: 1, params: { retryAfter: 1 } });
  }

  return {
    /** `request` is what makes two calls "the same": the validated body. */
    async run<T>(ctx: Ctx, key: string, request: unknown, fn: () => Promise<T>): Promise<Replayable<T>> {
      const got = await acquire(ctx, storedKey(ctx, key), fingerprint(request));
      if ('replay' in got) {
        const o = got.replay;
        if (o.ok) return { replayed: true, value: o.value as T };
        throw new AppError(o.code, { params: o.params, extra: o.extra, headers: { 'idempotent-replayed': 'true' } });
      }
      let value: T;
      try {
        value = await fn();
      } catch (err) {
        const record = isAppError(err) && replayable(err.code);
        const done = record
          ? repo.complete(got.id, statusOf(err.code), JSON.stringify({ ok: false, code: err.code, params: err.details.params, extra: err.details.extra }))
          : repo.release(got.id);
        // The request's own outcome matters more than the bookkeeping: the key then expires.
        await done.catch((e) => deps.log.error({ err: e, key }, 'could not record an idempotency key outcome'));
        throw err;
      }
      await repo
        .complete(got.id, 200, JSON.stringify({ ok: true, value }))
        .catch((e) => deps.log.error({ err: e, key }, 'could not record an idempotency key outcome'));
      return { replayed: false, value };
    },

    /** Removes expired keys of every account (a minute timer on each serving node). */
    purgeExpired: () => repo.deleteExpired(nowIso()),
  };
}

export type IdempotencyService = ReturnType<typeof idempotencyService>;

/** Expired keys are removed every minute on each serving node (a claim also drops its own). */
export function startIdempotencyPurge(service: IdempotencyService, log: Deps['log']): { stop(): void } {
  const timer = setInterval(() => void service.purgeExpired().catch((err) => log.warn({ err }, 'idempotency key purge failed')), 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
