import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/connection.js';
import { migrate } from '../../src/db/migrate.js';
import { prepared } from '../../src/db/prepared.js';
import { DIALECTS, freshPostgres } from '../support/quire.js';

const byName = prepared<{ accountId: number; name: string }>()((db, p) =>
  db.selectFrom('folders').select(['id', 'name']).where('account_id', '=', p('accountId')).where('name', '=', p('name')).where('id', '>', 0),
);
const rename = prepared<{ id: number; name: string }>()((db, p) =>
  db
    .updateTable('folders')
    .set({ name: p('name') })
    .where('id', '=', p('id')),
);

describe.each(DIALECTS)('prepared queries on %s', (dialect) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  let accountId: number;

  beforeAll(async () => {
    if (dialect === 'postgres') {
      const pg = await freshPostgres();
      db = openDatabase({ dialect, url: pg.url });
      cleanup = async () => {
        await db.destroy();
        await pg.drop();
      };
    } else {
      const dir = await mkdtemp(join(tmpdir(), 'quire-prepared-'));
      db = openDatabase({ dialect, file: join(dir, 'quire.db') });
      cleanup = async () => {
        await db.destroy();
        await rm(dir, { recursive: true, force: true });
      };
    }
    await migrate(db);
    const now = new Date().toISOString();
    ({ id: accountId } = await db
      .insertInto('accounts')
      .values({ email: `p-${dialect}@example.com`, password_hash: 'x', created_at: now, name: null })
      .returning('id')
      .executeTakeFirstOrThrow());
    await db
      .insertInto('folders')
      .values(['Invoices', 'Letters'].map((name) => ({ account_id: accountId, name, emoji: null, created_at: now, updated_at: now })))
      .execute();
  });
  afterAll(() => cleanup());

  it('runs with new values each time, constants kept, as the builder would', async () => {
    const invoices = (await byName(db, { accountId, name: 'Invoices' })).rows;
    const letters = (await byName(db, { accountId, name: 'Letters' })).rows;
    expect(invoices.map((r) => r.name)).toEqual(['Invoices']);
    expect(letters.map((r) => r.name)).toEqual(['Letters']);
    expect(await db.selectFrom('folders').select(['id', 'name']).where('name', '=', 'Letters').execute()).toEqual(letters);
    expect((await byName(db, { accountId: accountId + 1, name: 'Letters' })).rows).toEqual([]);
  });

  it('runs inside a transaction, which a rollback undoes', async () => {
    const [letters] = (await byName(db, { accountId, name: 'Letters' })).rows;
    await expect(
      db.transaction().execute(async (tx) => {
        const r = await rename(tx, { id: letters!.id, name: 'Post' });
        expect(r.numAffectedRows).toBe(1n);
        expect((await byName(tx, { accountId, name: 'Post' })).rows).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await byName(db, { accountId, name: 'Post' })).rows).toEqual([]);
    expect((await rename(db, { id: letters!.id, name: 'Post' })).numAffectedRows).toBe(1n);
    expect((await byName(db, { accountId, name: 'Post' })).rows).toEqual([{ id: letters!.id, name: 'Post' }]);
  });

  it("waits for another caller's open transaction instead of joining it", async () => {
    const [post] = (await byName(db, { accountId, name: 'Post' })).rows;
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = db.transaction().execute(async (t) => {
      await rename(t, { id: post!.id, name: 'Draft' });
      inside();
      await held; // the transaction stays open across this await
      throw new Error('roll back');
    });
    await entered;
    // Outside the transaction: neither reads its uncommitted row nor writes into it.
    const read = byName(db, { accountId, name: 'Draft' });
    const write = rename(db, { id: post!.id, name: 'Kept' });
    release();
    await expect(tx).rejects.toThrow('roll back');
    expect((await read).rows).toEqual([]);
    expect((await write).numAffectedRows).toBe(1n);
    expect((await byName(db, { accountId, name: 'Kept' })).rows).toEqual([{ id: post!.id, name: 'Kept' }]);
  });
});
