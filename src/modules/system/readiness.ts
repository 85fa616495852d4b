import type { Deps } from '../deps.js';
import { pingDatabase } from '../../db/connection.js';

export type CheckName = 'database' | 'storage' | 'redis' | 'chromium';
export type CheckResult = 'ok' | 'down' | 'timeout';

export interface Readiness {
  ready: boolean;
  draining: boolean;
  checks: Partial<Record<CheckName, CheckResult>>;
  failed: CheckName[];
}

/**
 * What an orchestrator asks before sending traffic: every dependency answers within
 * `timeoutMs` (all checked at once), and the node is not draining.
 */
export async function readiness(deps: Pick<Deps, 'db' | 'storage' | 'renderer' | 'limits' | 'node'>, timeoutMs: number): Promise<Readiness> {
  const probes: [CheckName, () => Promise<unknown>][] = [
    ['database', () => pingDatabase(deps.db)],
    ['storage', () => deps.storage.check()],
    ['chromium', () => deps.renderer.probe()],
  ];
  if (deps.limits.store === 'redis') probes.push(['redis', () => deps.limits.check()]);
  const results = await Promise.all(probes.map(([, probe]) => within(probe, timeoutMs)));
  const checks = Object.fromEntries(probes.map(([name], i) => [name, results[i]])) as Readiness['checks'];
  const failed = probes.map(([name]) => name).filter((name) => checks[name] !== 'ok');
  const draining = deps.node.draining;
  return { ready: failed.length === 0 && !draining, draining, checks, failed };
}

async function within(probe: () => Promise<unknown>, ms: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  try {
    return await Promise.race([
      probe().then(
        () => 'ok' as const,
        () => 'down' as const,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
