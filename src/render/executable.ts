/**
 * Finding the real Chromium process. Debian's /usr/bin/chromium-headless-shell is a shell
 * script that runs /usr/lib/chromium/chromium-headless-shell as its *child* (no exec): the
 * pid puppeteer knows is the shell's, so killing it on a hang would orphan Chromium and
 * `browserPid` would point at `sh`. We launch the binary directly when the wrapper is that
 * trivial one-liner, and otherwise look one level down for the browser process.
 */
import { accessSync, constants, readFileSync, statSync } from 'node:fs';

/** `/usr/lib/chromium/chromium-headless-shell "$@"` (optionally with exec / set -e). */
const ONE_LINER = /^(?:exec\s+)?(\/[^\s"'$;&|]+)\s+"\$@"$/;

export function resolveExecutable(path: string): string {
  try {
    if (statSync(path).size > 4096) return path; // a binary, not a wrapper
    const text = readFileSync(path, 'utf8');
    if (!text.startsWith('#!')) return path;
    const lines = text
      .split('\n')
      .slice(1)
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#') && !/^set\s+-\w+$/.test(l));
    const target = lines.length === 1 ? ONE_LINER.exec(lines[0]!)?.[1] : undefined;
    if (!target) return path;
    accessSync(target, constants.X_OK);
    return target;
  } catch {
    return path;
  }
}

/** The browser's pid: `pid` itself, or its child when `pid` is a shell wrapper (Linux). */
export function browserPidOf(pid: number): number {
  try {
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    if (!['sh', 'dash', 'bash'].includes(comm)) return pid;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    const child = Number(children[0]);
    return Number.isInteger(child) && child > 0 ? child : pid;
  } catch {
    return pid;
  }
}
