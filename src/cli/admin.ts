import type { Command } from 'commander';
import { randomBase62 } from '../core/secrets.js';
import { loadConfig } from '../app/config.js';
import { operatorCtx } from '../core/context.js';
import { AppError } from '../core/errors.js';
import type { Services } from '../app/services.js';
import { keepDemoCredentials } from '../modules/auth/demo-credentials.js';
import type { Cli } from './program.js';

/** Runs `fn` against the configured database, prints its result, and closes everything. */
async function withServices<T>(cli: Cli, fn: (s: Services) => Promise<T>, json: boolean, human: (r: T) => string) {
  const config = loadConfig(cli.env);
  // Loaded here, after the settings are known good (see serve.ts).
  const { assemble } = await import('../app/boot.js');
  const { db, services } = await assemble({ ...config, LOG_LEVEL: 'warn' });
  try {
    const result = await fn(services);
    cli.print(json ? JSON.stringify(result) : human(result));
  } finally {
    await services.audit.close();
    await db.destroy();
  }
}

const count = (name: string) => (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new AppError('VALIDATION_ERROR', { params: { detail: `${name} must be a whole number >= 0` } });
  return n;
};

export function adminCommands(program: Command, cli: Cli): void {
  const accounts = program.command('accounts').description('Manage accounts');
  accounts
    .command('create')
    .description('Create an account (dashboard sign-in with email and password)')
    .requiredOption('--email <email>')
    .requiredOption('--password <password>')
    .option('--json')
    .action((o) =>
      withServices(
        cli,
        (s) => s.accounts.create(o.email, o.password).then(({ id, email }) => ({ id, email })),
        !!o.json,
        (a) => `Created account ${a.id} <${a.email}>`,
      ),
    );

  accounts
    .command('reset-password')
    .description('Set a new password (random unless --password) and sign the account out everywhere')
    .requiredOption('--email <email>')
    .option('--password <password>')
    .option('--json')
    .action((o) =>
      withServices(
        cli,
        async (s) => {
          const account = await s.accounts.requireByEmail(o.email);
          const password: string = o.password ?? randomBase62(16);
          await s.accounts.setPassword(account.userId, password);
          await s.sessions.revokeAll(account.userId);
          keepDemoCredentials(loadConfig(cli.env).dataDir, account.email, password);
          return { email: account.email, password };
        },
        !!o.json,
        (r) => `New password for ${r.email}: ${r.password}`,
      ),
    );

  const tokens = program.command('tokens').description('Manage API tokens');
  tokens
    .command('create')
    .description('Create an API token for an account (shown once)')
    .requiredOption('--email <email>')
    .requiredOption('--name <name>')
    .option('--json')
    .action((o) =>
      withServices(
        cli,
        async (s) => {
          const account = await s.accounts.requireByEmail(o.email);
          const key = await s.apiKeys.create(operatorCtx(account.id), o.name);
          return { id: key.id, token: key.token };
        },
        !!o.json,
        (k) => `API token (shown once): ${k.token}`,
      ),
    );

  const credits = program.command('credits').description('Manage credit counters');
  credits
    .command('topup')
    .description('Add one-off credits to an account (top-ups never expire; spent after the monthly grant)')
    .requiredOption('--email <email>')
    .requiredOption('--generation <n>', 'generation credits', count('--generation'))
    .option('--ai <n>', 'AI credits', count('--ai'))
    .option('--json')
    .action((o) =>
      withServices(
        cli,
        async (s) => {
          const account = await s.accounts.requireByEmail(o.email);
          return s.credits.topUp(account.id, { generation: o.generation, ai: o.ai });
        },
        !!o.json,
        (u) => `Generation credits remaining: ${u.generation.remaining}; AI: ${u.ai.remaining}`,
      ),
    );

  credits
    .command('plan')
    .description("Set an account's monthly grants (renewed on the 1st of each month, UTC)")
    .requiredOption('--email <email>')
    .requiredOption('--generation <n>', 'monthly generation grant', count('--generation'))
    .requiredOption('--ai <n>', 'monthly AI grant', count('--ai'))
    .option('--json')
    .action((o) =>
      withServices(
        cli,
        async (s) => {
          const account = await s.accounts.requireByEmail(o.email);
          return s.credits.setPlan(account.id, { generation: o.generation, ai: o.ai });
        },
        !!o.json,
        (u) => `Monthly grants: generation ${u.generation.included}, AI ${u.ai.included}`,
      ),
    );
}
