import type { Db } from '../../db/connection.js';
import type { DocumentKind, DocumentRow, DocumentsTable, NewDocument } from '../../db/schema.js';
import type { Updateable } from 'kysely';
import { prepared } from '../../db/prepared.js';

/**
 * What a list item shows. Bodies, fonts and variables stay in the database: templates can be
 * hundreds of kilobytes each and the list never returns them.
 */
export const LIST_COLUMNS = [
  'id',
  'uuid',
  'name',
  'framework',
  'format',
  'landscape',
  'folder_id',
  'preview_path',
  'preview_updated_at',
  'created_at',
  'updated_at',
  'last_used_via_api',
  'template_error',
  'preview_error',
  'publishing',
  'published_version',
  'draft_changed',
  'kind',
] as const satisfies readonly (keyof DocumentRow)[];
export type ListRow = Pick<DocumentRow, (typeof LIST_COLUMNS)[number]>;

/** How an inclusion starts: `{{>`, `{{#>` (block partial), with or without `~`. */
const INCLUDE_PATTERNS = ['%{{>%', '%{{#>%', '%{{~>%', '%{{~#>%'];

export function documentsRepo(db: Db) {
  return {
    /** Non-archived documents by default; `archived: true` lists only the archived ones; `kind` filters by kind. */
    list(accountId: number, folder: number | 'root' | undefined, archived = false, kind?: DocumentKind): Promise<ListRow[]> {
      let q = db
        .selectFrom('documents')
        .select(LIST_COLUMNS)
        .where('account_id', '=', accountId)
        .where('archived', '=', archived ? 1 : 0);
      if (kind) q = q.where('kind', '=', kind);
      if (folder === 'root') q = q.where('folder_id', 'is', null);
      else if (folder !== undefined) q = q.where('folder_id', '=', folder);
      return q.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
    },

    byId(accountId: number, id: number): Promise<DocumentRow | undefined> {
      return db.selectFrom('documents').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
    },

    /** Every generation's first read. */
    async byUuid(accountId: number, uuid: string): Promise<DocumentRow | undefined> {
      return (await byUuid(db, { accountId, uuid })).rows[0];
    },

    insert(row: NewDocument): Promise<DocumentRow> {
      return db.insertInto('documents').values(row).returningAll().executeTakeFirstOrThrow();
    },

    update(accountId: number, id: number, set: Updateable<DocumentsTable>): Promise<DocumentRow | undefined> {
      return db.updateTable('documents').set(set).where('account_id', '=', accountId).where('id', '=', id).returningAll().executeTakeFirst();
    },

    /** Deletes the row; answers its preview path (or null), or undefined when there was no such row. */
    async remove(accountId: number, id: number): Promise<string | null | undefined> {
      const row = await db.deleteFrom('documents').where('account_id', '=', accountId).where('id', '=', id).returning('preview_path').executeTakeFirst();
      return row ? row.preview_path : undefined;
    },

    /** Names of the account's documents with these ids (deleted ones are absent). */
    async namesOf(accountId: number, ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('documents').select(['id', 'name']).where('account_id', '=', accountId).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** The account's partials, name -> body (what `{{> name}}` includes). */
    async partialBodies(accountId: number): Promise<Record<string, string>> {
      const rows = await db
        .selectFrom('documents')
        .select(['name', 'body'])
        .where('account_id', '=', accountId)
        .where('kind', '=', 'partial')
        .orderBy('id')
        .execute();
      return Object.fromEntries(rows.map((r) => [r.name, r.body]));
    },

    /** The account's partials with what says which body is published (a manual one's draft may differ). */
    partials(accountId: number) {
      return db
        .selectFrom('documents')
        .select(['id', 'name', 'body', 'published_version', 'draft_changed'])
        .where('account_id', '=', accountId)
        .where('kind', '=', 'partial')
        .orderBy('id')
        .execute();
    },

    /** Id of the account's partial of this name (other than `exceptId`), if any: partial names are unique. */
    async partialNamed(accountId: number, name: string, exceptId?: number): Promise<number | undefined> {
      let q = db.selectFrom('documents').select('id').where('account_id', '=', accountId).where('kind', '=', 'partial').where('name', '=', name);
      if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
      return (await q.executeTakeFirst())?.id;
    },

    /** The account's templates that may include a partial (their text has `{{>`): the caller parses them. */
    partialUsers(accountId: number) {
      return db
        .selectFrom('documents')
        .select(['id', 'uuid', 'name', 'kind', 'body', 'header', 'footer'])
        .where('account_id', '=', accountId)
        .where((eb) => eb.or((['body', 'header', 'footer'] as const).flatMap((c) => INCLUDE_PATTERNS.map((p) => eb(c, 'like', p)))))
        .orderBy('id')
        .execute();
    },

    /** Non-archived documents per folder (folder lists show the count). */
    /** Whether the workspace has any document, archived ones too (a workspace is deleted only when empty). */
    async hasAny(accountId: number): Promise<boolean> {
      return !!(await db.selectFrom('documents').select('id').where('account_id', '=', accountId).limit(1).executeTakeFirst());
    },

    async countByFolder(accountId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('documents')
        .select((eb) => ['folder_id', eb.fn.countAll<number>().as('n')])
        .where('account_id', '=', accountId)
        .where('archived', '=', 0)
        .where('folder_id', 'is not', null)
        .groupBy('folder_id')
        .execute();
      return new Map(rows.map((r) => [r.folder_id!, Number(r.n)]));
    },

    ...previewColumns(db),
  };
}

/** A deleted folder's documents move to root, in the caller's (the folder delete's) transaction. */
export async function moveFolderToRoot(tx: Db, accountId: number, folderId: number): Promise<void> {
  await tx.updateTable('documents').set({ folder_id: null }).where('account_id', '=', accountId).where('folder_id', '=', folderId).execute();
}

/** lastUsedViaApi records the call, so it joins the generation's one write transaction. */
export async function touchLastUsed(tx: Db, documentId: number, at: string): Promise<void> {
  await touchLastUsedQuery(tx, { documentId, at });
}

const byUuid = prepared<{ accountId: number; uuid: string }>()((db, p) =>
  db.selectFrom('documents').selectAll().where('account_id', '=', p('accountId')).where('uuid', '=', p('uuid')),
);

const touchLastUsedQuery = prepared<{ documentId: number; at: string }>()((db, p) =>
  db
    .updateTable('documents')
    .set({ last_used_via_api: p('at') })
    .where('id', '=', p('documentId')),
);

/** What a preview render reads: the render fields and the preview slot it may replace. */
const PREVIEW_SOURCE = [
  'id',
  'uuid',
  'account_id',
  'body',
  'framework',
  'format',
  'landscape',
  'fonts',
  'variables',
  'render_changed_at',
  'preview_path',
  'preview_updated_at',
  'margins',
] as const;

export type PreviewSource = Pick<DocumentRow, (typeof PREVIEW_SOURCE)[number]>;

/** The preview_* columns, which the previews module reads and writes through these. */
export function previewColumns(db: Db) {
  /** Only the version that was rendered: a change (or delete) since then makes these no-ops. */
  const sameVersion = (doc: PreviewSource) =>
    db.updateTable('documents').where('id', '=', doc.id).where('account_id', '=', doc.account_id).where('render_changed_at', '=', doc.render_changed_at);

  return {
    previewSource(accountId: number, documentId: number): Promise<PreviewSource | undefined> {
      return db.selectFrom('documents').select(PREVIEW_SOURCE).where('account_id', '=', accountId).where('id', '=', documentId).executeTakeFirst();
    },

    /** Documents whose preview is missing or older than their last render-relevant change. */
    stalePreviews() {
      return db
        .selectFrom('documents')
        .select(['account_id', 'id'])
        .where((eb) => eb.or([eb('preview_updated_at', 'is', null), eb('preview_updated_at', '<', eb.ref('render_changed_at'))]))
        .orderBy('render_changed_at', 'desc')
        .execute();
    },

    /**
     * Compare-and-set: the new preview lands only if the document is still the rendered version
     * and nobody replaced the preview meanwhile. False means this render lost and its file is
     * not referenced.
     */
    async setPreview(doc: PreviewSource, path: string, at: string): Promise<boolean> {
      const r = await sameVersion(doc)
        .where('preview_path', doc.preview_path === null ? 'is' : '=', doc.preview_path)
        .set({ preview_path: path, preview_updated_at: at, preview_error: null })
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    async setPreviewError(doc: PreviewSource, error: string): Promise<void> {
      await sameVersion(doc).set({ preview_error: error }).executeTakeFirst();
    },

    async currentPreviewPath(doc: PreviewSource): Promise<string | null> {
      const row = await db.selectFrom('documents').select('preview_path').where('id', '=', doc.id).executeTakeFirst();
      return row?.preview_path ?? null;
    },
  };
}
