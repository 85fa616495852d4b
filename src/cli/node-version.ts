/** The oldest Node.js major Quire runs on (package.json `engines`). */
export const NODE_MAJOR = 24;

/**
 * Why this Node.js cannot run Quire, or null when it can. The answer names the fix: the copy of
 * Node.js 24 that `make setup` puts in .tools/node (bin/quire picks it up), or a system Node 24.
 */
export function nodeTooOld(version: string, execPath: string): string | null {
  const major = Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
  if (major >= NODE_MAJOR) return null;
  return [
    `Quire needs Node.js ${NODE_MAJOR} or newer; this is Node.js ${version} (${execPath}).`,
    `Fix: run \`make setup\` in the Quire folder (it installs Node.js ${NODE_MAJOR} into .tools/node) and start Quire with bin/quire,`,
    `or install Node.js ${NODE_MAJOR} LTS and put it first on PATH.`,
  ].join('\n');
}
