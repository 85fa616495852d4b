import { type Clock, systemClock } from './clock.js';

/** ISO 8601 UTC with milliseconds: the one timestamp format stored and returned. */
let lastMs = -1;
let lastIso = '';
/** The same millisecond gives the same string: a render asks for it several times. */
export const nowIso = (clock: Clock = systemClock): string => {
  const ms = clock.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
};
export const isoIn = (ms: number, clock: Clock = systemClock): string => new Date(clock.now() + ms).toISOString();

const DAY_MS = 86_400_000;

/** The last `n` UTC days as YYYY-MM-DD, oldest first, today last. */
export const lastUtcDays = (n: number, now = Date.now()): string[] =>
  Array.from({ length: n }, (_, i) => new Date(now - (n - 1 - i) * DAY_MS).toISOString().slice(0, 10));
