import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../app/config.js';
import { operatorCtx } from '../core/context.js';
import { randomBase62 } from '../core/secrets.js';
import type { Quire } from '../app/boot.js';
import type { Cli } from './program.js';

// The server (Fastify, Chromium driver, S3 client...) is loaded only by the commands that run it:
// `quire --help` or a bad setting answers at once instead of after loading all of it.
const boot = () => import('../app/boot.js');

export const DEMO_EMAIL = 'demo@quire.local';

export function serveCommand(program: Command, cli: Cli): void {
  program
    .command('serve')
    .description('Run the Quire server (migrates first)')
    .action(async () => {
      const config = loadConfig(cli.env);
      // One listener from before start-up to the end: a stop asked for while starting (the listen
      // line is printed before start-up ends) drains once started, instead of Node's default of
      // dying at once. Swapping listeners could drop a signal caught but not yet dispatched.
      let onStop: (() => void) | null = null;
      let stopAsked = false;
      const signal = () => (onStop ? onStop() : void (stopAsked = true));
      process.on('SIGTERM', signal).on('SIGINT', signal);
      const quire = await (await boot()).startQuire(config).catch((err: unknown) => {
        process.off('SIGTERM', signal).off('SIGINT', signal);
        throw err;
      });
      // Log lines only, like the server's own (the listen line is one): stdout stays machine-readable.
      const demo = path.join(quire.config.dataDir, 'demo-credentials.json');
      if (fs.existsSync(demo)) quire.deps.log.info({ file: demo }, `Demo login and API token: ${demo}`);
      // Done once it has shut down: 0 drained, 1 cut short.
      cli.code = await new Promise<number>((done) => {
        onStop = shutdownHandler(quire, config.SHUTDOWN_TIMEOUT_MS ?? config.RENDER_TIMEOUT_MS + 10_000, done);
        if (stopAsked) onStop();
      });
    });
}

export function migrateCommand(program: Command, cli: Cli): void {
  program
    .command('migrate')
    .description('Apply database migrations (quire serve does it too)')
    .action(async () => {
      const config = loadConfig(cli.env);
      const { db, services, migrated } = await (await boot()).assemble({ ...config, LOG_LEVEL: 'warn' });
      await services.audit.close();
      await db.destroy();
      const where = config.database.dialect === 'sqlite' ? `SQLite file ${config.database.file}` : `PostgreSQL ${safeUrl(config.database.url)}`;
      cli.print(
        migrated.length
          ? `Applied ${migrated.length} migration${migrated.length > 1 ? 's' : ''} to ${where}: ${migrated.join(', ')}.`
          : `${where} is up to date: no migration to apply.`,
      );
    });
}

/** On an empty data directory: a demo account and token, so a newcomer can render right away. */
export function demoCommand(program: Command, cli: Cli): void {
  program
    .command('demo')
    .description('Create the demo account if no account exists yet')
    .option('--json')
    .action(async (o) => {
      const config = loadConfig(cli.env);
      const { db, services } = await (await boot()).assemble({ ...config, LOG_LEVEL: 'warn' });
      const file = path.join(config.dataDir, 'demo-credentials.json');
      try {
        if (!(await services.accounts.exists())) {
          // With DATABASE_URL the data directory may not exist yet: make it before the account, so
          // the only copy of the password cannot be lost to a failed write.
          fs.mkdirSync(config.dataDir, { recursive: true });
          const password = randomBase62(16);
          const account = await services.accounts.create(DEMO_EMAIL, password);
          const key = await services.apiKeys.create(operatorCtx(account.id), 'Demo token');
          const creds = { email: DEMO_EMAIL, password, token: key.token, url: config.publicUrl };
          try {
            fs.writeFileSync(file, JSON.stringify(creds, null, 2) + '\n', { mode: 0o600 });
          } catch (err) {
            cli.err.write(`Could not keep the demo credentials in ${file} (${(err as Error).message}); they are shown once here.\n`);
            printCredentials(cli, creds, file, !!o.json, false);
            return;
          }
        }
        if (fs.existsSync(file)) {
          printCredentials(cli, JSON.parse(fs.readFileSync(file, 'utf8')), file, !!o.json, true);
        } else if (await services.accounts.findByEmail(DEMO_EMAIL)) {
          // The demo account exists but its credentials are not here (another DATA_DIR, a deleted file).
          const hint = `The demo account ${DEMO_EMAIL} exists, but ${file} is missing. Set a new password with: quire accounts reset-password --email ${DEMO_EMAIL}`;
          cli.print(o.json ? JSON.stringify({ email: DEMO_EMAIL, hint }) : hint);
        }
      } finally {
        await services.audit.close();
        await db.destroy();
      }
    });
}

/** host, port and database of a PostgreSQL URL, without its credentials. */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return 'database';
  }
}

function printCredentials(cli: Cli, creds: { email: string; password: string; token: string }, file: string, json: boolean, kept: boolean): void {
  if (json) cli.print(JSON.stringify(creds));
  else cli.print(`Demo account: ${creds.email} / ${creds.password}\nAPI token:    ${creds.token}${kept ? `\n(kept in ${file})` : ''}`);
}

/**
 * What SIGTERM (or SIGINT) does: drain, then `done(0)` once renders in flight finished and
 * everything closed.
 * A second signal, or `deadlineMs` without the drain done, cuts it short: renders still in
 * flight are refunded first, then `done(1)` (main.ts exits with it).
 */
function shutdownHandler(quire: Pick<Quire, 'drain' | 'abort' | 'deps'>, deadlineMs: number, done: (code: number) => void): () => void {
  let draining = false;
  const cut = async (why: string) => {
    const refunded = await quire.abort().catch(() => 0);
    quire.deps.log.error({ refunded }, `shutdown cut short (${why}); renders in flight refunded`);
    done(1);
  };
  const onSignal = () => {
    if (draining) return void cut('second signal');
    draining = true;
    const deadline = setTimeout(() => void cut(`not drained after ${deadlineMs} ms`), deadlineMs);
    quire.drain().then(
      () => {
        clearTimeout(deadline);
        done(0);
      },
      (err) => {
        quire.deps.log.error({ err }, 'shutdown failed');
        void cut('drain failed');
      },
    );
  };
  return onSignal;
}
