import pg from 'pg';
import type { JobInsert, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';

/**
 * pg-boss 11 and later cannot migrate pg-boss 10's schema (version 24): their first migration
 * starts from 25, and start() on a version-24 schema throws "Version 24 not found". So a database
 * last used by a Quire on pg-boss 10 is upgraded here, around pg-boss's own start():
 *
 * 1. `pgboss` at schema version 24 or older is renamed to `pgboss_v10` (before start()).
 * 2. pg-boss installs its current schema as a fresh `pgboss` (start()).
 * 3. Every waiting job of `pgboss_v10` (created, retry, and active ones, whose node died or was
 *    stopped mid-run) is inserted into the new schema with its id, data, key, delay and remaining
 *    retries, and `pgboss_v10` is dropped, in one transaction: a crash leaves either the old
 *    schema with every job or the new one with every job, and the next start finishes the job.
 *
 * One advisory lock serialises nodes starting at once. Handlers are idempotent, so an active job
 * run again is harmless; of a key's jobs under the 'short' policy (one waiting job per key) the
 * waiting one is kept, as a send while another waits would have been coalesced into it.
 */
const LEGACY = 'pgboss_v10';
const LOCK = "hashtext('quire:pg-boss-upgrade')";
const STATE_ORDER: Record<string, number> = { created: 0, retry: 1, active: 2 };

interface LegacyJob {
  id: string;
  name: string;
  priority: number;
  data: object | null;
  state: string;
  retry_limit: number;
  retry_count: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date;
  singleton_key: string | null;
  expire_seconds: number;
  policy: string | null;
}

export async function startWithUpgrade(connectionString: string, boss: PgBoss, schema: string, log: Logger): Promise<void> {
  const client = new pg.Client({ connectionString, application_name: 'quire-jobs-upgrade' });
  client.on('error', (err) => log.warn({ err }, 'job queue upgrade connection error'));
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(${LOCK})`);
    const version = await schemaVersion(client, schema);
    if (version !== null && version <= 24) {
      log.info({ schema, version }, `moving the pg-boss 10 schema aside to ${LEGACY}`);
      await client.query(`alter schema ${schema} rename to ${LEGACY}`);
    }
    await boss.start();
    if ((await schemaVersion(client, LEGACY)) !== null) await moveLegacyJobs(client, boss, log);
  } finally {
    await client.query(`select pg_advisory_unlock(${LOCK})`).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

async function schemaVersion(client: pg.Client, schema: string): Promise<number | null> {
  const table = await client.query<{ t: string | null }>('select to_regclass($1) as t', [`${schema}.version`]);
  if (!table.rows[0]?.t) return null;
  const row = await client.query<{ version: number }>(`select version from ${schema}.version`);
  return row.rows[0]?.version ?? null;
}

async function moveLegacyJobs(client: pg.Client, boss: PgBoss, log: Logger): Promise<void> {
  const queues = await client.query<{ name: string; policy: string | null }>(`select name, policy from ${LEGACY}.queue`);
  for (const q of queues.rows) await boss.createQueue(q.name, { policy: q.policy ?? 'standard' });
  const { rows } = await client.query<LegacyJob>(`
    select id, name, priority, data, state::text as state, retry_limit, retry_count, retry_delay, retry_backoff,
           start_after, singleton_key, extract(epoch from expire_in)::int as expire_seconds, policy
      from ${LEGACY}.job where state in ('created', 'retry', 'active')`);
  const byQueue = new Map<string, JobInsert[]>();
  for (const job of keepOnePerShortKey(rows)) {
    const list = byQueue.get(job.name) ?? [];
    list.push({
      id: job.id,
      data: job.data ?? {},
      priority: job.priority,
      retryLimit: Math.max(0, job.retry_limit - job.retry_count),
      retryDelay: job.retry_delay,
      retryBackoff: job.retry_backoff,
      startAfter: job.state === 'active' ? new Date() : job.start_after,
      singletonKey: job.singleton_key ?? undefined,
      expireInSeconds: Math.max(1, job.expire_seconds),
    });
    byQueue.set(job.name, list);
  }
  const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
  await client.query('begin');
  try {
    for (const [name, jobs] of byQueue) await boss.insert(name, jobs, { db });
    await client.query(`drop schema ${LEGACY} cascade`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  }
  log.info({ jobs: rows.length, queues: queues.rows.length }, 'moved the waiting jobs of pg-boss 10 into the current schema');
}

/** The 'short' policy allows one waiting job per key: the created one wins, then the oldest. */
function keepOnePerShortKey(rows: LegacyJob[]): LegacyJob[] {
  const sorted = [...rows].sort((a, b) => (STATE_ORDER[a.state] ?? 9) - (STATE_ORDER[b.state] ?? 9));
  const seen = new Set<string>();
  return sorted.filter((job) => {
    if (job.policy !== 'short') return true;
    const key = `${job.name}\u0000${job.singleton_key ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
