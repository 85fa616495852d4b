import { AppError } from '../../core/errors.js';
import type { LimitCheck } from '../../core/rate-limit.js';
import type { Deps } from '../deps.js';

/** Defaults of the draft-preview budget per workspace (docs/limits.md). */
export const PREVIEW_BUDGET_DEFAULTS = {
  PREVIEW_ACCOUNT_CONCURRENCY: 2,
  PREVIEW_ACCOUNT_PAGES_PER_MINUTE: 2000,
  PREVIEW_ACCOUNT_BYTES_PER_MINUTE: 100 * 1024 * 1024,
} as const;

const refused = (setting: string, max: number, retryAfter: number): AppError =>
  new AppError('RATE_LIMIT_EXCEEDED', { variant: 'RATE_LIMIT_EXCEEDED.previews', retryAfter, params: { setting, max, retryAfter } });

/**
 * A workspace's budget for draft previews, which cost no credit: how many render at once (per
 * node, counted here) and how many pages and PDF bytes per minute (the shared rate limits, so
 * every node counts against one budget). A preview is let in while the minute's pages and
 * bytes are under budget; what it printed is counted once it is done, so the one that crosses
 * the line finishes and the next waits for the window (429 RATE_LIMIT_EXCEEDED, Retry-After).
 * Without it, eight 480-page previews at once held every Chromium page and a paid generate
 * went from 0.3 s to 8-21 s.
 */
export function previewBudget(deps: Pick<Deps, 'config' | 'limits' | 'log'>) {
  const c = deps.config;
  const concurrency = c.PREVIEW_ACCOUNT_CONCURRENCY ?? PREVIEW_BUDGET_DEFAULTS.PREVIEW_ACCOUNT_CONCURRENCY;
  const pages = c.PREVIEW_ACCOUNT_PAGES_PER_MINUTE ?? PREVIEW_BUDGET_DEFAULTS.PREVIEW_ACCOUNT_PAGES_PER_MINUTE;
  const bytes = c.PREVIEW_ACCOUNT_BYTES_PER_MINUTE ?? PREVIEW_BUDGET_DEFAULTS.PREVIEW_ACCOUNT_BYTES_PER_MINUTE;
  const running = new Map<number, number>();
  const checks = (accountId: number, pagePoints: number, bytePoints: number): LimitCheck[] => [
    { limit: 'preview-pages', key: accountId, max: pages, points: pagePoints },
    { limit: 'preview-bytes', key: accountId, max: bytes, points: bytePoints },
  ];

  return {
    /** Takes one of the workspace's preview places; the answer gives it back. 429 when over budget. */
    async enter(accountId: number): Promise<() => void> {
      const now = running.get(accountId) ?? 0;
      if (now >= concurrency) throw refused('PREVIEW_ACCOUNT_CONCURRENCY', concurrency, 1);
      // One page and one byte: the minute must have room left for at least that much.
      const verdict = await deps.limits.consume(checks(accountId, 1, 1));
      if (!verdict.allowed) {
        const setting = verdict.refusedBy === 'preview-pages' ? 'PREVIEW_ACCOUNT_PAGES_PER_MINUTE' : 'PREVIEW_ACCOUNT_BYTES_PER_MINUTE';
        throw refused(setting, verdict.refusedBy === 'preview-pages' ? pages : bytes, verdict.retryAfterSeconds);
      }
      running.set(accountId, (running.get(accountId) ?? 0) + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const n = (running.get(accountId) ?? 1) - 1;
        if (n > 0) running.set(accountId, n);
        else running.delete(accountId);
      };
    },

    /** Counts a finished preview's pages and bytes (beyond the one of each `enter` took). */
    async charge(accountId: number, printedPages: number, printedBytes: number): Promise<void> {
      // Each on its own: a budget already crossed must not keep the other from being counted.
      for (const check of checks(accountId, Math.max(0, printedPages - 1), Math.max(0, printedBytes - 1))) {
        if (check.points === 0) continue;
        await deps.limits.consume([check]).catch((err) => deps.log.warn({ err }, 'could not count a preview against its budget'));
      }
    },
  };
}

export type PreviewBudget = ReturnType<typeof previewBudget>;
