import type { Clock } from '../../src/core/clock.js';

/**
 * A clock that stands still until the test moves it (Deps.clock, src/core/clock.ts): two writes
 * are a known time apart, a deadline passes when the test says so, and the passes that run on the
 * clock's intervals (the retention sweeps) run while it moves, never behind the test's back.
 */
export interface TestClock extends Clock {
  /** Moves on by `ms`; see advanceTo. */
  advance(ms: number): Promise<void>;
  /**
   * Moves to `at`, stopping at every interval that falls due on the way (in time order) to run
   * its pass and wait for it, as the system clock's timers would have; then stands at `at`.
   */
  advanceTo(at: number): Promise<void>;
}

interface Timer {
  due: number;
  intervalMs: number;
  tick: () => Promise<unknown>;
}

/** Starts at `start` (now, by default), so stored times read like today's. */
export function testClock(start = Date.now()): TestClock {
  let now = start;
  const timers = new Set<Timer>();
  const nextDue = (until: number): Timer | undefined => {
    let next: Timer | undefined;
    for (const t of timers) if (t.due <= until && (!next || t.due < next.due)) next = t;
    return next;
  };
  const advanceTo = async (at: number) => {
    if (at < now) throw new Error(`the test clock does not go back (from ${now} to ${at})`);
    for (let t = nextDue(at); t; t = nextDue(at)) {
      now = t.due;
      t.due += t.intervalMs;
      await t.tick();
    }
    now = at;
  };
  return {
    now: () => now,
    every(intervalMs, tick) {
      const timer = { due: now + Math.max(1, intervalMs), intervalMs: Math.max(1, intervalMs), tick };
      timers.add(timer);
      return () => void timers.delete(timer);
    },
    advance: (ms) => advanceTo(now + ms),
    advanceTo,
  };
}
