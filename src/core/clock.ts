/**
 * Where the app reads the time for what it stores and compares (timestamps that lists order on,
 * retention deadlines, signed links' expiry) and for the background passes that act on those
 * times. An injected dependency (Deps.clock) like the database: the system clock in production,
 * a controllable one in tests that would otherwise wait for real time to pass.
 */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  /**
   * Calls `tick` every `intervalMs` of this clock's time until the returned stop is called. A
   * tick's promise is the pass it started: a clock that moves on demand may wait for it.
   */
  every(intervalMs: number, tick: () => Promise<unknown>): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every(intervalMs, tick) {
    const timer = setInterval(() => void tick(), intervalMs);
    // A background pass never keeps the process alive.
    timer.unref();
    return () => clearInterval(timer);
  },
};
