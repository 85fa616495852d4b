import crypto from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { openDatabase } from '../../src/db/connection.js';
import { migrate } from '../../src/db/migrate.js';
import { createJobQueue } from '../../src/jobs/index.js';

/**
 * A test Quire's fresh PostgreSQL database is a copy of a template that Quire's own migrations
 * and pg-boss's start built once (CREATE DATABASE ... TEMPLATE: ~0.2 s, where migrating a new
 * database and installing pg-boss's schema takes ~0.6 s of both processes' CPU). The Quire then
 * migrates it as usual and finds nothing to apply. Suites that test migrations themselves
 * (an older release's database, the pg-boss upgrade, `quire migrate`) use freshPostgres(), an
 * empty database, as before.
 *
 * The template's name carries a hash of what makes the schema (src/db/migrations, migrate.ts,
 * src/jobs, pg-boss's version): a change builds a new template at the next run, and a run of
 * other code on the same server (another worktree) uses its own. Built under an advisory lock
 * (one builder; the other workers wait and then copy), under a temporary name renamed when
 * complete, so a build that fails leaves no template behind. An old template is left in place
 * (a few MB): `DROP DATABASE quire_test_tpl_...` removes it.
 */
let template: Promise<string> | null = null;

export function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= buildTemplate(adminUrl).catch((err) => {
    template = null;
    throw err;
  });
  return template;
}

function schemaHash(): string {
  const root = process.cwd();
  const hash = crypto.createHash('sha256');
  const files = [
    ...readdirSync(path.join(root, 'src/db/migrations')).map((f) => `src/db/migrations/${f}`),
    'src/db/migrate.ts',
    ...readdirSync(path.join(root, 'src/jobs')).map((f) => `src/jobs/${f}`),
  ].sort();
  for (const f of files) hash.update(f).update(readFileSync(path.join(root, f)));
  hash.update(createRequire(import.meta.url)('pg-boss/package.json').version);
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(adminUrl: string): Promise<string> {
  const name = `quire_test_tpl_${schemaHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_advisory_lock(hashtext('quire_test_template'))`);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = adminUrl.replace(/\/[^/]*$/, `/${building}`);
    const log = pino({ level: 'silent' });
    const db = openDatabase({ dialect: 'postgres', url }, log);
    try {
      await migrate(db);
    } finally {
      await db.destroy();
    }
    const jobs = await createJobQueue({ driver: 'pg-boss', url }, log);
    await jobs.start();
    await jobs.stop();
    // A copy needs a template nobody is connected to: pg-boss's last connections may still be
    // closing.
    for (let attempt = 1; ; attempt++) {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [building]);
      try {
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        return name;
      } catch (err) {
        if (attempt >= 20) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.query(`SELECT pg_advisory_unlock(hashtext('quire_test_template'))`).catch(() => undefined);
    await admin.end();
  }
}
