import { readdirSync, readFileSync } from 'node:fs';

/** Every process below `root` (Chromium's browser, zygotes, renderers...), from /proc. */
export function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* exited meanwhile */
    }
  }
  const out: number[] = [];
  for (let i = -1, p = root; i < out.length; p = out[++i]!) {
    for (const [child, parent] of parentOf) if (parent === p) out.push(child);
  }
  return out;
}
