/** "1 hour", "7 days", "90 seconds": a time to live as a person reads it. */
export function duration(seconds: number): string {
  const units: [number, string][] = [
    [365 * 86_400, 'year'],
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) if (seconds % size === 0) return `${seconds / size} ${name}${seconds / size === 1 ? '' : 's'}`;
  return `${seconds} seconds`;
}

/** "in 3 hours", "in 2 days", "in a minute": how far off a file's deletion is. */
export function expiresIn(at: string, now = Date.now()): string {
  const s = Math.max(0, Math.round((Date.parse(at) - now) / 1000));
  if (s < 90) return 'in a minute';
  const units: [number, string][] = [
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.round(s / size);
    // 59 min 59 s reads "in 1 hour": a file made just now with a retention of an hour.
    if (s >= size * 0.95) return `in ${n} ${name}${n === 1 ? '' : 's'}`;
  }
  return 'in a minute';
}
