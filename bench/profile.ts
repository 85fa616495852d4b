/**
 * Self time per function of a V8 CPU profile (the `.cpuprofile` format of `node --cpu-prof` and
 * of the inspector's Profiler.stop), the table DevTools shows as "Bottom-Up". Usable alone:
 *
 *   npx tsx bench/profile.ts path/to/file.cpuprofile [top=15] [main-thread CPU ms per render]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

/**
 * The `top` functions by self time; the share is of the busy (non-idle) samples. Shares come
 * from sample counts: on a loaded machine a sample's time delta also holds the time the thread
 * waited for a core (a syscall that wakes Chromium looks long), the count much less so.
 */
export function selfTimeTable(profile: CpuProfile, top = 15): SelfTime[] {
  const label = new Map(
    profile.nodes.map((n) => {
      const { functionName, url, lineNumber } = n.callFrame;
      const where = url ? ` ${shorten(url)}:${lineNumber + 1}` : '';
      return [n.id, `${functionName || '(anonymous)'}${where}`];
    }),
  );
  const micros = new Map<string, number>();
  const hits = new Map<string, number>();
  // timeDeltas[i] is the gap before sample i: the time sample i-1 stood for.
  for (let i = 0; i < profile.samples.length; i++) {
    const name = label.get(profile.samples[i]!)!;
    micros.set(name, (micros.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
    hits.set(name, (hits.get(name) ?? 0) + 1);
  }
  hits.delete('(idle)');
  const busy = [...hits.values()].reduce((a, b) => a + b, 0) || 1;
  return [...hits]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, n]) => ({ name, ms: (micros.get(name) ?? 0) / 1000, share: n / busy }));
}

/** node_modules/<pkg>/... or src/... instead of a long file:// URL. */
function shorten(url: string): string {
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) return path.slice(nm + 'node_modules/'.length);
  const src = path.search(/\/(src|bench)\//);
  return src >= 0 ? path.slice(src + 1) : path;
}

/** With `cpuMsPerRender` (the main thread's), each row's share of it: an estimate of its CPU per render. */
export function printSelfTimes(rows: SelfTime[], cpuMsPerRender?: number): void {
  console.log(`  ${'share'.padStart(6)} ${cpuMsPerRender ? 'est. ms/render'.padStart(14) : ''}  function`);
  for (const r of rows) {
    const per = cpuMsPerRender ? (r.share * cpuMsPerRender).toFixed(3).padStart(14) : '';
    console.log(`  ${(r.share * 100).toFixed(1).padStart(5)}% ${per}  ${r.name}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top, cpu] = process.argv.slice(2);
  if (!file) throw new Error('usage: npx tsx bench/profile.ts file.cpuprofile [top] [cpu-ms-per-render]');
  printSelfTimes(selfTimeTable(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(top ?? 15)), cpu ? Number(cpu) : undefined);
}
