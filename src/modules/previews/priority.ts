import { setTimeout as sleep } from 'node:timers/promises';
import type { Renderer } from '../../render/renderer.js';

const POLL_MS = 25;

/**
 * Previews yield to API renders: a preview starts only when no render waits for a Chromium
 * page and one is free, so it never queues ahead of a paying render. Under sustained load it
 * goes ahead after `maxWaitMs` anyway: one preview per worker per wait is no starvation, and
 * previews are not starved forever either.
 */
export async function rendererIdle(renderer: Renderer, pages: number, maxWaitMs: number, signal: AbortSignal): Promise<void> {
  const until = Date.now() + maxWaitMs;
  while (!signal.aborted && Date.now() < until) {
    const h = renderer.health();
    if (h.queue === 0 && h.active < pages) return;
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}
