import type { Ctx } from '../../core/context.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { nowIso } from '../../core/time.js';
import type { FolderRow } from '../../db/schema.js';
import type { FolderPatch } from './schema.js';

const toPayload = (r: FolderRow) => ({ id: r.id, name: r.name, emoji: r.emoji, createdAt: r.created_at, updatedAt: r.updated_at });
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function foldersService({ db }: Deps) {
  return {
    /** Alphabetical as a person reads it (case- and accent-insensitive), the same on both databases. */
    async list(ctx: Ctx) {
      const rows = await db
        .selectFrom('folders')
        .leftJoin('documents', (j) => j.onRef('documents.folder_id', '=', 'folders.id').on('documents.archived', '=', 0))
        .selectAll('folders')
        .select((eb) => eb.fn.count<number>('documents.id').as('documentsCount'))
        .where('folders.account_id', '=', ctx.accountId)
        .groupBy('folders.id')
        .execute();
      return rows
        .map((r) => ({ ...toPayload(r), documentsCount: Number(r.documentsCount) }))
        .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    },

    async create(ctx: Ctx, input: { name: string; emoji?: string | null }) {
      const now = nowIso();
      const row = await db
        .insertInto('folders')
        .values({ account_id: ctx.accountId, name: input.name, emoji: input.emoji ?? null, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPayload(row);
    },

    async update(ctx: Ctx, id: number, patch: FolderPatch) {
      const row = await db
        .updateTable('folders')
        .set({ name: patch.name, emoji: patch.emoji, updated_at: nowIso() })
        .where('account_id', '=', ctx.accountId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND');
      return toPayload(row);
    },

    /** Its documents move to root in the same transaction, so none is left pointing at nothing. */
    async remove(ctx: Ctx, id: number) {
      await db.transaction().execute(async (tx) => {
        const folder = await tx.selectFrom('folders').select('id').where('account_id', '=', ctx.accountId).where('id', '=', id).executeTakeFirst();
        if (!folder) throw new AppError('NOT_FOUND');
        await tx.updateTable('documents').set({ folder_id: null }).where('account_id', '=', ctx.accountId).where('folder_id', '=', id).execute();
        await tx.deleteFrom('folders').where('id', '=', id).execute();
      });
    },
  };
}
