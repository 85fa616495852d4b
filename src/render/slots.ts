/**
 * Render slots: at most `size` holders at once and at most `queueLimit` waiting in line.
 * Beyond that a caller is turned away at once (RENDER_QUEUE_FULL, retry after 1 s) rather
 * than queued without bound while its HTTP client times out.
 */
import { AppError } from '../core/errors.js';

export class Slots {
  private readonly waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  private holders = 0;

  constructor(
    private readonly size: number,
    private readonly queueLimit: number,
  ) {}

  acquire(): Promise<void> {
    if (this.holders < this.size) {
      this.holders++;
      return Promise.resolve();
    }
    if (this.waiters.length >= this.queueLimit) {
      return Promise.reject(new AppError('RENDER_QUEUE_FULL', { retryAfter: 1 }));
    }
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /** A slot now or nothing: for probes that must not queue behind renders. */
  tryAcquire(): boolean {
    if (this.holders >= this.size) return false;
    this.holders++;
    return true;
  }

  release(): void {
    const next = this.waiters.shift();
    if (next)
      next.resolve(); // the slot passes straight to the next in line
    else this.holders--;
  }

  /** Turns everyone in line away (shutdown). */
  rejectWaiting(error: unknown): void {
    for (const waiter of this.waiters.splice(0)) waiter.reject(error);
  }

  get active(): number {
    return this.holders;
  }

  get waiting(): number {
    return this.waiters.length;
  }
}
