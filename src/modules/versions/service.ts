import type { Ctx } from '../../core/context.js';
import { encodeCursor, type Cursor } from '../../core/cursor.js';
import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/connection.js';
import type { DocumentVersionRow } from '../../db/schema.js';
import { keyDirectory } from '../api-keys/index.js';
import type { Deps } from '../deps.js';
import type { Author } from './author.js';
import { versionsRepo } from './repo.js';
import { partialVersionsOf } from './partial-versions.js';
import { completeSnapshot, snapshotText, templateTexts, type Snapshot } from './snapshot.js';

export type VersionsService = ReturnType<typeof versionsService>;

/**
 * A new version in the caller's (a document write's) transaction. History is only ever appended.
 * It records the published versions of the partials it includes, which a pinned render reads.
 */
export async function recordVersion(
  tx: Db,
  v: {
    accountId: number;
    documentId: number;
    number: number;
    snapshot: Snapshot;
    author: Author;
    note?: string | null;
    restoredFrom?: number | null;
    at: string;
  },
): Promise<void> {
  const s = v.snapshot;
  const partials = await partialVersionsOf(tx, v.accountId, templateTexts(s));
  const text = partials ? JSON.stringify({ ...JSON.parse(snapshotText(s)), partials }) : snapshotText(s);
  await versionsRepo(tx).insert({
    account_id: v.accountId,
    document_id: v.documentId,
    number: v.number,
    snapshot: text,
    note: v.note ?? null,
    restored_from: v.restoredFrom ?? null,
    created_at: v.at,
    ...v.author,
  });
}

/**
 * A version's document fields, or undefined when the document (of this account) has no such
 * version. Without its recorded partials: a restore, a copy or an export takes the document's
 * own fields, and its next version records the partials as published then.
 */
export async function versionSnapshot(db: Db, accountId: number, documentId: number, number: number): Promise<Snapshot | undefined> {
  const text = await versionsRepo(db).snapshotText(accountId, documentId, number);
  if (text === undefined) return undefined;
  const { partials: _recorded, ...snapshot } = JSON.parse(text) as Snapshot;
  return snapshot;
}

/** Deletes a document's history, in the document delete's transaction. */
export const removeVersions = (tx: Db, accountId: number, documentId: number) => versionsRepo(tx).removeAll(accountId, documentId);

/** Reading the history: the document's versions, newest first, and one version's snapshot. */
export function versionsService(deps: Deps) {
  const repo = versionsRepo(deps.db);
  const keys = keyDirectory(deps.db);

  async function present(accountId: number, rows: DocumentVersionRow[], published: number) {
    const ids = [...new Set(rows.flatMap((r) => (r.api_key_id === null ? [] : [r.api_key_id])))];
    const named = await keys.describe(accountId, ids);
    return rows.map((r) => {
      const key = r.api_key_id === null ? undefined : named.get(r.api_key_id);
      return {
        number: r.number,
        createdAt: r.created_at,
        createdBy: {
          via: r.actor_via as 'api',
          ...(key ? { apiKey: { id: key.id, name: key.name, prefix: key.prefix, lastFour: key.lastFour } } : {}),
          ...(r.actor_email ? { email: r.actor_email } : {}),
        },
        note: r.note,
        restoredFrom: r.restored_from,
        published: r.number === published,
      };
    });
  }

  /** Every document has version 1 from its creation on: no version means no such document (for this account). */
  async function newest(ctx: Ctx, documentId: number): Promise<number> {
    const [top] = await repo.list(ctx.accountId, documentId, { limit: 1 });
    if (!top) throw new AppError('NOT_FOUND');
    return top.number;
  }

  return {
    async list(ctx: Ctx, documentId: number, q: { limit: number; before?: Cursor }) {
      const published = await newest(ctx, documentId);
      const rows = await repo.list(ctx.accountId, documentId, { limit: q.limit, below: q.before?.id });
      const last = rows.at(-1);
      return {
        versions: await present(ctx.accountId, rows, published),
        nextBefore: last && rows.length === q.limit && last.number > 1 ? encodeCursor({ at: last.created_at, id: last.number }) : null,
      };
    },

    async get(ctx: Ctx, documentId: number, number: number) {
      const row = await repo.byNumber(ctx.accountId, documentId, number);
      if (!row) throw new AppError('NOT_FOUND');
      const [summary] = await present(ctx.accountId, [row], await newest(ctx, documentId));
      const { partials, ...snapshot } = JSON.parse(row.snapshot) as Snapshot;
      // A version made before PDF/A (018), the default signature (024) or the variables schema
      // and samples (025) has their defaults: plain, unsigned, none.
      return {
        ...summary!,
        snapshot: completeSnapshot(snapshot),
        partials: partials ?? {},
      };
    },
  };
}
