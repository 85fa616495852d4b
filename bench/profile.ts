/**
 * Self time per function of a V8 CPU profile (the `.cpuprofile` format of `node --cpu-prof` and
 * of the inspector's Profiler.stop), the table DevTools shows as "Bottom-Up". Usable alone:
 *
 *   npx tsx bench/profile.ts path/to/file.cpuprofile [top=15] [renders]
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

export interface SelfTime { name: string; ms: number; share: number }

/** The `top` functions by self time; the share is of the busy (non-idle) time. */
export function selfTimeTable(profile: CpuProfile, top = 15): SelfTime[] {
  const label = new Map(profile.nodes.map((n) => {
    const { functionName, url, lineNumber } = n.callFrame;
    const where = url ? ` ${shorten(url)}:${lineNumber + 1}` : '';
    return [n.id, `${functionName || '(anonymous)'}${where}`];
  }));
  const micros = new Map<string, number>();
  // timeDeltas[i] is the gap before sample i: the time sample i-1 stood for.
  for (let i = 0; i < profile.samples.length; i++) {
    const name = label.get(profile.samples[i]!)!;
    micros.set(name, (micros.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  micros.delete('(idle)');
  const busy = [...micros.values()].reduce((a, b) => a + b, 0) || 1;
  return [...micros].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, us]) => ({ name, ms: us / 1000, share: us / busy }));
}

/** node_modules/<pkg>/... or src/... instead of a long file:// URL. */
function shorten(url: string): string {
  const path = url.replace(/^file:\/\//, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) return path.slice(nm + 'node_modules/'.length);
  const src = path.search(/\/(src|bench)\//);
  return src >= 0 ? path.slice(src + 1) : path;
}

export function printSelfTimes(rows: SelfTime[], renders?: number): void {
  console.log(`  ${'self ms'.padStart(9)} ${renders ? 'ms/render'.padStart(10) : ''} ${'share'.padStart(6)}  function`);
  for (const r of rows) {
    const per = renders ? (r.ms / renders).toFixed(3).padStart(10) : '';
    console.log(`  ${r.ms.toFixed(1).padStart(9)} ${per} ${(r.share * 100).toFixed(1).padStart(5)}%  ${r.name}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, top, renders] = process.argv.slice(2);
  if (!file) throw new Error('usage: npx tsx bench/profile.ts file.cpuprofile [top] [renders]');
  printSelfTimes(selfTimeTable(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(top ?? 15)), renders ? Number(renders) : undefined);
}
