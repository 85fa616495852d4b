import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/connection.js';
import { migrate, migrateTo } from '../../src/db/migrate.js';
import { DIALECTS, freshPostgres } from '../support/quire.js';

describe.each(DIALECTS)('migration 008 on %s', (dialect) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  async function open(): Promise<Db> {
    if (dialect === 'postgres') {
      const pg = await freshPostgres();
      const db = openDatabase({ dialect: 'postgres', url: pg.url });
      cleanup.push(
        () => pg.drop(),
        () => db.destroy(),
      );
      return db;
    }
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-mig-'));
    const db = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'quire.db') });
    cleanup.push(
      () => fs.rm(dir, { recursive: true, force: true }),
      () => db.destroy(),
    );
    return db;
  }

  it('gives every existing document version 1 = its current state, published, auto; keeps every row', async () => {
    const db = await open();
    await expect(migrateTo(db, '007-template-errors')).resolves.toBeUndefined();
    const acc = await db
      .insertInto('accounts')
      .values({ email: 'old@example.com', password_hash: 'x', created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = {
      account_id: acc.id,
      folder_id: null,
      framework: 'NONE',
      format: 'A5',
      landscape: 1,
      fonts: '[]',
      variables: '{"n":1}',
      archived: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      render_changed_at: '2026-01-02T00:00:00.000Z',
      preview_path: null,
      preview_updated_at: null,
      preview_error: null,
      last_used_via_api: null,
      template_error: null,
    };
    const docs = [];
    for (let i = 0; i < 3; i++) {
      docs.push(
        await (db as any)
          .insertInto('documents')
          .values({
            ...base,
            uuid: crypto.randomUUID(),
            name: `Old ${i}`,
            body: `<p>Old {{n}} ${i}</p>`,
            footer: i === 1 ? '<span>{{pageNumber}}</span>' : '',
            margins: i === 2 ? '{"top":5,"right":5,"bottom":5,"left":5}' : null,
            title: i === 0 ? 'Title' : null,
          })
          .returning(['id', 'uuid'])
          .executeTakeFirstOrThrow(),
      );
    }

    // 008 runs first on this 007 database; later migrations (009...) may follow and must keep its effect.
    const applied = await migrate(db);
    expect(applied[0]).toBe('008-document-versions');
    expect(applied.filter((name) => name <= '008-document-versions')).toEqual(['008-document-versions']);

    const rows = await db.selectFrom('documents').selectAll().orderBy('id').execute();
    expect(rows.map((d) => [d.name, d.publishing, d.published_version, d.draft_changed, d.body])).toEqual([
      ['Old 0', 'auto', 1, 0, '<p>Old {{n}} 0</p>'],
      ['Old 1', 'auto', 1, 0, '<p>Old {{n}} 1</p>'],
      ['Old 2', 'auto', 1, 0, '<p>Old {{n}} 2</p>'],
    ]);
    const versions = await db.selectFrom('document_versions').selectAll().orderBy('document_id').execute();
    expect(versions.map((v) => [v.document_id, v.number, v.actor_via, v.created_at])).toEqual(
      docs.map((d) => [d.id, 1, 'migration', '2026-01-02T00:00:00.000Z']),
    );
    expect(JSON.parse(versions[0]!.snapshot)).toEqual({
      body: '<p>Old {{n}} 0</p>',
      framework: 'NONE',
      format: 'A5',
      landscape: true,
      fonts: [],
      header: '',
      footer: '',
      margins: null,
      headerOnFirstPage: true,
      title: 'Title',
      author: null,
      subject: null,
      keywords: null,
      lang: null,
      tagged: false,
    });
    expect(JSON.parse(versions[1]!.snapshot).footer).toBe('<span>{{pageNumber}}</span>');
    expect(JSON.parse(versions[2]!.snapshot).margins).toEqual({ top: 5, right: 5, bottom: 5, left: 5 });
    expect(await migrate(db)).toEqual([]);
  });
});
