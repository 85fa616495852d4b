import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/connection.js';
import { migrate, migrateTo } from '../../src/db/migrate.js';
import { DIALECTS, freshPostgres } from '../support/quire.js';

describe.each(DIALECTS)('migration 009 (building blocks) on %s', (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (dialect === 'sqlite') {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-mig-'));
      db = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'quire.db') });
      cleanup = () => fs.rm(dir, { recursive: true, force: true });
    } else {
      const pg = await freshPostgres();
      db = openDatabase({ dialect: 'postgres', url: pg.url });
      cleanup = pg.drop;
    }
  });
  afterAll(async () => {
    await db?.destroy();
    await cleanup?.();
  });

  it('keeps every row: documents become kind document, keys, generations and calls live', async () => {
    await expect(migrateTo(db, '007-template-errors')).resolves.toBeUndefined();
    const old = db as unknown as Kysely<any>;
    const now = '2026-11-01T10:00:00.000Z';
    const account = await old
      .insertInto('accounts')
      .values({ email: 'old@example.com', password_hash: 'x', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = await old
      .insertInto('api_keys')
      .values({
        account_id: account.id,
        name: 'Old key',
        prefix: 'tk_live_Abcd',
        last_four: 'wxyz',
        token_hash: 'h',
        last_used_at: null,
        created_at: now,
        revoked_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const doc = await old
      .insertInto('documents')
      .values({
        uuid: '0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11',
        account_id: account.id,
        folder_id: null,
        name: 'Old invoice',
        body: '<p>{{x}}</p>',
        framework: 'NONE',
        format: 'A4',
        landscape: 0,
        fonts: '[]',
        variables: '{}',
        archived: 0,
        created_at: now,
        updated_at: now,
        render_changed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await old
      .insertInto('generations')
      .values({
        account_id: account.id,
        document_id: doc.id,
        document_uuid: '0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11',
        api_key_id: key.id,
        actor: 'api_key',
        path: 'client/1/generated/x/1.pdf',
        status: 'succeeded',
        credit_source: 'grant',
        created_at: now,
      })
      .execute();
    await old
      .insertInto('audit_log')
      .values({
        account_id: account.id,
        api_key_id: key.id,
        actor: 'api_key',
        method: 'GET',
        route: '/v1/documents',
        status: 200,
        latency_ms: 3,
        request_id: 'r1',
        created_at: now,
      })
      .execute();
    await old.insertInto('audit_daily').values({ account_id: account.id, day: '2026-11-01', api_key_id: key.id, calls: 7, errors: 1 }).execute();

    const applied = await migrate(db);
    // From 007: 008 then 009 run, in order; later migrations may follow and must keep 009's effect.
    expect(applied.filter((name) => name <= '009-building-blocks')).toEqual(['008-document-versions', '009-building-blocks']);

    expect(await db.selectFrom('documents').select(['name', 'kind', 'body']).execute()).toEqual([
      { name: 'Old invoice', kind: 'document', body: '<p>{{x}}</p>' },
    ]);
    expect(await db.selectFrom('api_keys').select(['name', 'test']).execute()).toEqual([{ name: 'Old key', test: 0 }]);
    expect(await db.selectFrom('generations').select(['status', 'credit_source', 'test']).execute()).toEqual([
      { status: 'succeeded', credit_source: 'grant', test: 0 },
    ]);
    expect(await db.selectFrom('audit_log').select(['route', 'test']).execute()).toEqual([{ route: '/v1/documents', test: 0 }]);
    expect(
      (await db.selectFrom('audit_daily').select(['calls', 'errors', 'test']).execute()).map((r) => ({
        ...r,
        calls: Number(r.calls),
        errors: Number(r.errors),
      })),
    ).toEqual([{ calls: 7, errors: 1, test: 0 }]);
  });
});
