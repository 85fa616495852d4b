/**
 * CPU time of processes, read from /proc (user + system, 10 ms ticks): robust to a loaded
 * machine where wall-clock ratios are not. On a machine the renders saturate, throughput is
 * inversely proportional to the CPU one render costs everything involved (Node and Chromium).
 */
import { readFileSync } from 'node:fs';
import { descendants } from '../test/support/processes.js';

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** CPU milliseconds of one process so far; 0 once it has exited. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 13)
      .map(Number);
    return (utime! + stime!) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU milliseconds of every process below `root` (not `root` itself), by pid. */
export function childrenCpuMs(root: number): Map<number, number> {
  return new Map(descendants(root).map((pid) => [pid, processCpuMs(pid)]));
}

/** CPU spent between two readings of childrenCpuMs (processes that exited meanwhile are lost). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}
