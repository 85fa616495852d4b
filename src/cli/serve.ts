import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { loadConfig } from '../app/config.js';
import { operatorCtx } from '../core/context.js';
import { randomBase62 } from '../core/secrets.js';

// The server (Fastify, Chromium driver, S3 client...) is loaded only by the commands that run it:
// `quire --help` or a bad setting answers at once instead of after loading all of it.
const boot = () => import('../app/boot.js');

export const DEMO_EMAIL = 'demo@quire.local';

export function serveCommand(program: Command): void {
  program.command('serve').description('Run the Quire server (migrates first)').action(async () => {
    const config = loadConfig();
    const quire = await (await boot()).startQuire(config);
    const demo = path.join(quire.config.dataDir, 'demo-credentials.json');
    console.log(`Quire listens on ${quire.url} (public URL ${quire.config.publicUrl}); API reference at ${quire.config.publicUrl}/docs`);
    if (fs.existsSync(demo)) console.log(`Demo login and API token: ${demo}`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void quire.close().then(() => process.exit(0)));
    }
  });
}

export function migrateCommand(program: Command): void {
  program.command('migrate').description('Apply database migrations').action(async () => {
    const config = loadConfig();
    const { db } = await (await boot()).assemble(config);
    await db.destroy();
    console.log('Database is up to date.');
  });
}

/** On an empty data directory: a demo account and token, so a newcomer can render right away. */
export function demoCommand(program: Command): void {
  program.command('demo').description('Create the demo account if no account exists yet').option('--json').action(async (o) => {
    const config = loadConfig();
    const { db, services } = await (await boot()).assemble({ ...config, LOG_LEVEL: 'warn' });
    const file = path.join(config.dataDir, 'demo-credentials.json');
    try {
      if (!(await services.accounts.exists())) {
        const password = randomBase62(16);
        const account = await services.accounts.create(DEMO_EMAIL, password);
        const key = await services.apiKeys.create(operatorCtx(account.id), 'Demo token');
        const creds = { email: DEMO_EMAIL, password, token: key.token, url: config.publicUrl };
        fs.writeFileSync(file, JSON.stringify(creds, null, 2) + '\n', { mode: 0o600 });
      }
      if (fs.existsSync(file)) {
        const creds = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (o.json) console.log(JSON.stringify(creds));
        else console.log(`Demo account: ${creds.email} / ${creds.password}\nAPI token:    ${creds.token}\n(kept in ${file})`);
      }
    } finally {
      await services.audit.close();
      await db.destroy();
    }
  });
}
