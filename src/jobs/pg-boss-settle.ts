import { createRequire } from 'node:module';

interface ManagerPrototype {
  complete(...args: unknown[]): Promise<unknown>;
  fail(...args: unknown[]): Promise<unknown>;
  emit(event: string, arg: unknown): boolean;
}

let patched = false;

/**
 * pg-boss 10 (the last major that runs on Node 20) records a job's outcome with complete() or
 * fail() without awaiting either inside its worker loop (src/manager.js, watch()). When the
 * database connection drops at that moment (pg_terminate_backend, failover), the rejection is
 * unhandled and ends the process. Here those two calls report the failure as the queue's
 * 'error' event instead. The job stays active and pg-boss's expiration retries it later, which
 * Quire's jobs tolerate (they are idempotent). Callers that await them are unaffected except
 * that they see `undefined` instead of the error; Quire never calls them itself.
 */
export function settlePgBossCompletions(): void {
  if (patched) return;
  patched = true;
  const Manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as { prototype: ManagerPrototype };
  for (const name of ['complete', 'fail'] as const) {
    const original = Manager.prototype[name];
    Manager.prototype[name] = async function (this: ManagerPrototype, ...args: unknown[]) {
      try {
        return await original.apply(this, args);
      } catch (err) {
        this.emit('error', err);
        return undefined;
      }
    };
  }
}
