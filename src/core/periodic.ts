import { type Clock, systemClock } from './clock.js';

/**
 * Background passes of a node (expired files, expired diff images, renders a stopped node left
 * pending): each runs every `intervalMs` and on demand, one at a time per process, so a slow
 * database or store never stacks passes up. A failed pass is reported and the next one tries
 * again; the timer does not keep the process alive. Passes that act on times the app stored
 * from its clock run on that clock's intervals (`clock`).
 */
export interface Periodic<T> {
  /** One pass now, or the one already running. */
  sweep(): Promise<T>;
  stop(): void;
}

export function periodic<T>(intervalMs: number, pass: () => Promise<T>, onError: (err: unknown) => void, clock: Clock = systemClock): Periodic<T> {
  let running: Promise<T> | null = null;
  const sweep = () =>
    (running ??= pass().finally(() => {
      running = null;
    }));
  const stop = clock.every(intervalMs, () => sweep().catch(onError));
  return { sweep, stop };
}

/**
 * Works through what is due a page at a time: a full page that made progress may have more
 * behind it; a page where nothing could be handled waits for the next pass. The number handled.
 */
export async function drainDue<T>(due: () => Promise<T[]>, handle: (item: T) => Promise<boolean>, pageSize: number): Promise<number> {
  let handled = 0;
  for (;;) {
    const page = await due();
    let progressed = 0;
    for (const item of page) if (await handle(item)) progressed++;
    handled += progressed;
    if (page.length < pageSize || progressed === 0) return handled;
  }
}
