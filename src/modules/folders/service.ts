import type { Ctx } from '../../core/context.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import type { FolderRow } from '../../db/schema.js';
import { documentCountsByFolder, moveFolderToRoot } from '../documents/index.js';
import { foldersRepo } from './repo.js';
import type { FolderPatch } from './schema.js';

const toPayload = (r: FolderRow) => ({ id: r.id, name: r.name, emoji: r.emoji, createdAt: r.created_at, updatedAt: r.updated_at });
/** '' and null both mean no emoji. */
const emojiOf = (e: string | null | undefined) => (e === '' ? null : e);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export type FoldersService = ReturnType<typeof foldersService>;

export function foldersService({ db, clock }: Deps) {
  const repo = foldersRepo(db, clock);
  return {
    /** Alphabetical as a person reads it (case- and accent-insensitive), the same on both databases. */
    async list(ctx: Ctx) {
      const [rows, counts] = await Promise.all([repo.list(ctx.accountId), documentCountsByFolder(db, ctx.accountId)]);
      return rows.map((r) => ({ ...toPayload(r), documentsCount: counts.get(r.id) ?? 0 })).sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    },

    async create(ctx: Ctx, input: { name: string; emoji?: string | null }) {
      return toPayload(await repo.insert(ctx.accountId, { name: input.name, emoji: emojiOf(input.emoji) ?? null }));
    },

    async update(ctx: Ctx, id: number, patch: FolderPatch) {
      const row = await repo.update(ctx.accountId, id, { name: patch.name, emoji: emojiOf(patch.emoji) });
      if (!row) throw new AppError('NOT_FOUND');
      return toPayload(row);
    },

    /** Its documents move to root in the same transaction, so none is left pointing at nothing. */
    async remove(ctx: Ctx, id: number) {
      await db.transaction().execute(async (tx) => {
        await moveFolderToRoot(tx, ctx.accountId, id);
        if (!(await repo.remove(tx, ctx.accountId, id))) throw new AppError('NOT_FOUND');
      });
    },
  };
}
