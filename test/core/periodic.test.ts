/**
 * src/core/periodic.ts on an injected clock (issue 43): a background pass runs once per interval
 * of the clock's time, never before, one at a time; the test clock runs the passes that fall due
 * while it moves and waits for them, which is what lets retention tests move time instead of waiting.
 */
import { describe, expect, it } from 'vitest';
import { periodic } from '../../src/core/periodic.js';
import { testClock } from '../support/clock.js';

describe('periodic on a test clock', () => {
  it('runs a pass at each interval of the clock, in order, awaited by advance; none after stop', async () => {
    const clock = testClock(1_000_000);
    const ran: number[] = [];
    const p = periodic(
      1000,
      async () => {
        await new Promise((r) => setTimeout(r, 5));
        ran.push(clock.now());
      },
      (err) => {
        throw err;
      },
      clock,
    );
    await clock.advance(999);
    expect(ran).toEqual([]);
    await clock.advance(1);
    expect(ran).toEqual([1_001_000]);
    await clock.advanceTo(1_003_500);
    expect(ran).toEqual([1_001_000, 1_002_000, 1_003_000]);
    expect(clock.now()).toBe(1_003_500);
    p.stop();
    await clock.advance(10_000);
    expect(ran).toHaveLength(3);
  });

  it('one pass at a time: sweep() during a pass answers that pass', async () => {
    const clock = testClock();
    let passes = 0;
    let release = () => {};
    const p = periodic(
      1000,
      () =>
        new Promise<number>((resolve) => {
          passes++;
          release = () => resolve(passes);
        }),
      () => {},
      clock,
    );
    const first = p.sweep();
    const second = p.sweep();
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(passes).toBe(1);
    p.stop();
  });

  it('the test clock does not go back', async () => {
    const clock = testClock(5000);
    await expect(clock.advanceTo(4999)).rejects.toThrow(/does not go back/);
  });
});
