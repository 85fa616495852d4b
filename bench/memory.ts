/**
 * Resident memory of a process and of everything below it (Chromium's browser, zygotes,
 * renderers, GPU and network utilities), read from /proc. RSS counts pages shared between
 * Chromium's processes once per process; PSS splits them, so it is the fairer sum.
 */
import { readFileSync } from 'node:fs';
import { descendants } from '../test/support/processes.js';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface Usage {
  rss: number;
  pss: number;
  count: number;
}
export interface Memory {
  self: Usage;
  children: Usage;
}

export function treeMemory(root: number): Memory {
  const kids = descendants(root);
  const sum = kids.map(usageOf).reduce((a, b) => ({ rss: a.rss + b.rss, pss: a.pss + b.pss, count: a.count + b.count }), { rss: 0, pss: 0, count: 0 });
  return { self: usageOf(root), children: sum };
}

function usageOf(pid: number): Usage {
  try {
    const kb = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return { rss: kb(status, 'VmRSS'), pss: kb(rollup, 'Pss'), count: 1 };
  } catch {
    return { rss: 0, pss: 0, count: 0 }; // exited while we looked
  }
}

/** A full GC of this process (and a moment for Chromium's recycled browser to exit). */
export async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  await new Promise((r) => setTimeout(r, 2000));
  gc();
}
