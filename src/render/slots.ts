/**
 * Render slots: at most `size` holders at once and at most `queueLimit` waiting in line per
 * priority. Beyond that a caller is turned away at once (RENDER_QUEUE_FULL, retry after 1 s)
 * rather than queued without bound while its HTTP client times out.
 *
 * Two priorities: `paid` (API renders, batch items) and `free` (previews, which cost nothing).
 * A freed slot goes to the longest-waiting paid render before any preview, and previews hold at
 * most `size - 1` slots (one when the pool has a single page), so a paid render waits for at
 * most one preview to finish, never behind a line of them (docs/limits.md).
 */
import { AppError } from '../core/errors.js';

export type RenderPriority = 'paid' | 'free';

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class Slots {
  private readonly waiters: Record<RenderPriority, Waiter[]> = { paid: [], free: [] };
  private holders = 0;
  private freeHolders = 0;
  private readonly freeLimit: number;

  constructor(
    private readonly size: number,
    private readonly queueLimit: number,
  ) {
    this.freeLimit = Math.max(1, size - 1);
  }

  acquire(priority: RenderPriority = 'paid'): Promise<void> {
    if (this.hasRoom(priority) && this.noneAhead(priority)) {
      this.take(priority);
      return Promise.resolve();
    }
    const line = this.waiters[priority];
    if (line.length >= this.queueLimit) {
      return Promise.reject(new AppError('RENDER_QUEUE_FULL', { retryAfter: 1 }));
    }
    return new Promise((resolve, reject) => line.push({ resolve, reject }));
  }

  /** A slot now or nothing: for probes that must not queue behind renders. */
  tryAcquire(): boolean {
    if (this.holders >= this.size) return false;
    this.holders++;
    return true;
  }

  release(priority: RenderPriority = 'paid'): void {
    this.holders--;
    if (priority === 'free') this.freeHolders--;
    // Paid renders first; a preview only within its share.
    const next = this.waiters.paid.length > 0 ? 'paid' : this.waiters.free.length > 0 && this.hasRoom('free') ? 'free' : null;
    if (!next || !this.hasRoom(next)) return;
    this.take(next);
    this.waiters[next].shift()!.resolve();
  }

  private hasRoom(priority: RenderPriority): boolean {
    return this.holders < this.size && (priority === 'paid' || this.freeHolders < this.freeLimit);
  }

  /** Nobody jumps a line of its own priority; previews also wait behind paid renders. */
  private noneAhead(priority: RenderPriority): boolean {
    return this.waiters.paid.length === 0 && (priority === 'paid' || this.waiters.free.length === 0);
  }

  private take(priority: RenderPriority): void {
    this.holders++;
    if (priority === 'free') this.freeHolders++;
  }

  /** Turns everyone in line away (shutdown). */
  rejectWaiting(error: unknown): void {
    for (const line of [this.waiters.paid, this.waiters.free]) for (const waiter of line.splice(0)) waiter.reject(error);
  }

  get active(): number {
    return this.holders;
  }

  /** Renders waiting for a slot, both priorities. */
  get waiting(): number {
    return this.waiters.paid.length + this.waiters.free.length;
  }

  /** Paid renders waiting for a slot. */
  get waitingPaid(): number {
    return this.waiters.paid.length;
  }
}
