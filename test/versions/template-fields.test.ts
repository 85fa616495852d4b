/**
 * The render-affecting fields are one list (versions/snapshot.ts TEMPLATE_FIELDS): a version
 * stores them, a restore, copy, export and draft preview read them, every render converts them.
 * A new column of `documents` must be named here as not render-affecting or be added to that
 * list: the type check below and the migrated table's columns both fail until it is.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/connection.js';
import { migrate } from '../../src/db/migrate.js';
import type { DocumentRow, DocumentsTable } from '../../src/db/schema.js';
import {
  columnsOf,
  completeSnapshot,
  snapshotOf,
  someColumnsOf,
  TEMPLATE_COLUMNS,
  TEMPLATE_FIELD_NAMES,
  type TemplateColumn,
} from '../../src/modules/versions/snapshot.js';
import { Bundle } from '../../src/modules/documents/bundle-schema.js';
import { SnapshotPayload } from '../../src/modules/versions/schema.js';
import { startTestQuire, type TestQuire } from '../support/quire.js';

/** The columns of `documents` that do not change what a document renders (so no version keeps them). */
const OTHER_COLUMNS = [
  'id',
  'uuid',
  'account_id',
  'folder_id',
  'name', // the title's fallback is the current name, not a versioned one
  'variables', // the default sample: test data, not the template
  'archived',
  'created_at',
  'updated_at',
  'render_changed_at',
  'preview_path',
  'preview_updated_at',
  'preview_error',
  'last_used_via_api',
  'template_error',
  'publishing',
  'published_version',
  'draft_changed',
  'kind',
  'retention_seconds',
] as const satisfies readonly (keyof DocumentsTable)[];

// Compile-time: every column of DocumentsTable is in one of the two lists (else this names it).
type Unlisted = Exclude<keyof DocumentsTable, TemplateColumn | (typeof OTHER_COLUMNS)[number]>;
const unlisted: [Unlisted] extends [never] ? true : Unlisted = true;

/** A row with every render-affecting field away from its default. */
const EVERY_FIELD: Pick<DocumentRow, TemplateColumn> = {
  body: '<p>{{n}}</p>',
  framework: 'NONE',
  format: 'A5',
  landscape: 1,
  fonts: JSON.stringify([{ name: 'Inter', variants: ['400'] }]),
  header: '<small>head</small>',
  footer: '<small>foot</small>',
  margins: JSON.stringify({ top: 10, right: 11, bottom: 12, left: 13 }),
  header_on_first_page: 0,
  title: 'T {{n}}',
  author: 'A',
  subject: 'S',
  keywords: 'K',
  lang: 'de',
  tagged: 1,
  pdfa: '2b',
  sign: JSON.stringify({ certificateId: 7, reason: 'approved' }),
  variables_schema: JSON.stringify({ type: 'object' }),
  samples: JSON.stringify([{ name: 'one', variables: { n: 1 } }]),
};

describe('the render-affecting fields, one list', () => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'quire-template-fields-'));
    db = openDatabase({ dialect: 'sqlite', file: join(dir, 'quire.db') });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('covers every column of the migrated documents table that is not named as not render-affecting', async () => {
    expect(unlisted).toBe(true);
    const { rows } = await sql<{ name: string }>`select name from pragma_table_info('documents')`.execute(db);
    const columns = rows.map((r) => r.name).sort();
    expect([...TEMPLATE_COLUMNS, ...OTHER_COLUMNS].sort()).toEqual(columns);
    expect(TEMPLATE_COLUMNS.filter((c) => (OTHER_COLUMNS as readonly string[]).includes(c))).toEqual([]);
  });

  it('converts a row to a snapshot and back without losing a field', () => {
    const snapshot = snapshotOf(EVERY_FIELD);
    expect(Object.keys(snapshot)).toEqual(TEMPLATE_FIELD_NAMES);
    expect(columnsOf(snapshot)).toEqual(EVERY_FIELD);
    expect(completeSnapshot(snapshot)).toEqual(snapshot);
  });

  it('the API shapes of a version and of a bundle carry the list (their schemas spell it out for OpenAPI)', () => {
    expect(Object.keys(SnapshotPayload.shape).sort()).toEqual([...TEMPLATE_FIELD_NAMES].sort());
    expect(Object.keys(Bundle.shape.document.shape).sort()).toEqual([...TEMPLATE_FIELD_NAMES, 'name', 'variables', 'publishing', 'version'].sort());
  });

  it('converts only the fields given (a PATCH, a draft preview)', () => {
    expect(someColumnsOf({ landscape: false, title: null, margins: null, samples: [] })).toEqual({ landscape: 0, title: null, margins: null, samples: null });
    expect(someColumnsOf({})).toEqual({});
  });

  it('gives a version made before the later fields their defaults', () => {
    const { pdfa: _p, sign: _s, variablesSchema: _v, samples: _m, ...old } = snapshotOf(EVERY_FIELD);
    expect(completeSnapshot(old)).toEqual({ ...snapshotOf(EVERY_FIELD), pdfa: null, sign: null, variablesSchema: null, samples: [] });
  });
});

describe('a version stores the list', () => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire('sqlite');
  });
  afterAll(() => q?.close());

  it("version 1's snapshot has exactly the listed fields, as the document shows them", async () => {
    const acc = await q.account();
    const created = await q.call('POST', '/v1/documents', {
      token: acc.token,
      body: {
        name: 'Every field',
        body: '<p>{{n}}</p>',
        framework: 'NONE',
        title: 'T',
        lang: 'de',
        tagged: true,
        samples: [{ name: 'one', variables: { n: 1 } }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const v = await q.call('GET', `/v1/documents/${created.body.id}/versions/1`, { token: acc.token });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect(Object.keys(v.body.snapshot).sort()).toEqual([...TEMPLATE_FIELD_NAMES].sort());
    for (const f of TEMPLATE_FIELD_NAMES) expect(v.body.snapshot[f], f).toEqual(created.body[f]);
  });
});
