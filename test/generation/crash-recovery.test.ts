import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtQuire, requireBuiltCli } from '../support/built-quire.js';
import { DIALECTS, freePort, freshPostgres } from '../support/quire.js';
import { invoice, longTable, shortLeaseEnv, waitFor } from './helpers.js';

/**
 * A server killed between the debit and the outcome leaves a pending generation; the next
 * start refunds it. Runs the built CLI as a real separate process, on SQLite and PostgreSQL.
 */
describe.each(DIALECTS)('crash between debit and outcome (built CLI, %s)', (dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'quire-crash-'));
  let port: number;
  let env: NodeJS.ProcessEnv;
  let server: ChildProcess | null = null;
  let database: { url: string; drop(): Promise<void> } | null = null;

  beforeAll(async () => {
    requireBuiltCli();
    port = await freePort();
    if (dialect === 'postgres') database = await freshPostgres();
    env = shortLeaseEnv(dataDir, port, database ? { DATABASE_URL: database.url } : {});
  });
  afterAll(async () => {
    if (server) await stop(server, 'SIGTERM');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const { cli, api, serve, stop } = builtQuire(() => ({ env, port }));

  /** Rows of a query on the server's database (`?` placeholders), read as a person with a SQL shell would. */
  async function rows<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]> {
    if (dialect === 'sqlite') {
      const db = new Database(join(dataDir, 'quire.db'), { readonly: true, fileMustExist: true });
      try {
        return db.prepare(text).all(...params) as T[];
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      let n = 0;
      return (
        await client.query(
          text.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as T[];
    } finally {
      await client.end();
    }
  }

  it('refunds the credit at the next start and marks the generation failed', async () => {
    const email = 'crash@example.com';
    const account = await cli('accounts', 'create', '--email', email, '--password', 'correct horse battery', '--json');
    const { token } = await cli('tokens', 'create', '--email', email, '--name', 'crash', '--json');
    server = await serve(token);
    const initial = (await api('GET', '/v1/me', token)).body.usage.generation.remaining;

    const doc = (await api('POST', '/v1/documents', token, { name: 'Heavy' })).body;
    expect((await api('PATCH', `/v1/documents/${doc.id}`, token, { body: longTable(6000), framework: 'NONE', fonts: [] })).status).toBe(200);

    const inFlight = api('POST', '/v1/generate', token, { documentId: doc.uuid, variables: {} }).catch((e: Error) => e);
    // The crash's window opens with the debit (the pending row) and closes with the outcome, seconds
    // later for this table: killed as soon as the row is seen, the server is inside it.
    const pendingId = await waitFor(
      'the debit (a pending generation)',
      async () => (await rows<{ id: number }>("select id from generations where account_id = ? and status = 'pending'", account.id))[0]?.id,
    );
    await stop(server, 'SIGKILL');
    server = null;
    expect(await inFlight).toBeInstanceOf(Error); // the connection died with the server

    const afterKill = {
      status: (await rows<{ status: string }>('select status from generations where id = ?', pendingId))[0]?.status,
      reasons: (await rows<{ reason: string }>('select reason from credit_entries where generation_id = ? order by id', pendingId)).map((r) => r.reason),
    };
    expect(afterKill).toEqual({ status: 'pending', reasons: ['generation'] });

    server = await serve(token);
    await waitFor('the refund', async () => (await api('GET', '/v1/me', token)).body.usage.generation.remaining === initial, 5_000);
    const afterRestart = {
      status: (await rows('select status, error_code from generations where id = ?', pendingId))[0],
      ledger: await rows('select reason, amount from credit_entries where generation_id = ? order by id', pendingId),
    };
    expect(afterRestart).toEqual({
      status: { status: 'failed', error_code: 'ABANDONED' },
      ledger: [
        { reason: 'generation', amount: -1 },
        { reason: 'refund', amount: 1 },
      ],
    });

    // The restarted server renders normally.
    expect((await api('PATCH', `/v1/documents/${doc.id}`, token, { body: invoice.body, framework: 'TAILWIND' })).status).toBe(200);
    const r = await api('POST', '/v1/generate', token, { documentId: doc.uuid, variables: invoice.variables });
    expect(r.status).toBe(200);
    expect((await fetch(r.body.url)).status).toBe(200);
    expect((await api('GET', '/v1/me', token)).body.usage.generation.remaining).toBe(initial - 1);
  }, 90_000);
});
