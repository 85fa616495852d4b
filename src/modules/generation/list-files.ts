import type { Ctx } from '../../core/context.js';
import { encodeCursor, type Cursor } from '../../core/cursor.js';
import type { Deps } from '../deps.js';
import { documentNames } from '../documents/index.js';
import { userEmails } from '../users/index.js';
import { itemFilenames } from '../batches/index.js';
import { generationsRepo } from './repo.js';

export interface ListFilesInput {
  limit: number;
  before?: Cursor;
  documentId?: string;
}

/**
 * The account's generated files, newest first: live ones with their public URL, deleted ones
 * with `url: null` and when they were deleted. Renders that failed made no file and are not listed.
 */
export function listFilesVerb(deps: Deps) {
  const generations = generationsRepo(deps.db);

  return async function listGeneratedFiles(ctx: Ctx, input: ListFilesInput) {
    const rows = await generations.listFiles(ctx.accountId, {
      limit: input.limit,
      before: input.before,
      documentUuid: input.documentId?.toLowerCase(),
    });
    const names = await documentNames(deps.db, ctx.accountId, [...new Set(rows.map((r) => r.document_id))]);
    const emails = await userEmails(deps.db, [...new Set(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])))]);
    const filenames = await itemFilenames(
      deps.db,
      rows.map((r) => r.id),
    );
    const last = rows.at(-1);
    return {
      generations: rows.map((r) => ({
        id: r.id,
        documentId: r.document_uuid,
        documentName: names.get(r.document_id) ?? null,
        filename: filenames.get(r.id) ?? null,
        // A signed file has no URL to list (POST /v1/generations/{id}/link makes one), nor a file never stored.
        url: r.status === 'succeeded' && r.access === 'public' && r.delivery === 'url' ? deps.storage.publicUrl(r.path) : null,
        status: r.status as 'succeeded' | 'deleted' | 'expired',
        expiresAt: r.expires_at,
        access: r.access,
        delivery: r.delivery,
        bytes: r.bytes,
        pages: r.pages,
        durationMs: r.duration_ms,
        createdAt: r.created_at,
        deletedAt: r.deleted_at,
        version: versionLabel(r.document_version),
        test: r.test === 1,
        user: r.user_id !== null && emails.has(r.user_id) ? { id: r.user_id, email: emails.get(r.user_id)! } : null,
        apiKeyId: r.api_key_id,
      })),
      nextBefore: last && rows.length === input.limit ? encodeCursor({ at: last.created_at, id: last.id }) : null,
    };
  };
}

/** The version a generation rendered: its number, "draft" (0), or null before versions existed. */
export const versionLabel = (v: number | null): number | 'draft' | null => (v === null ? null : v === 0 ? 'draft' : v);

export type ListFilesVerb = ReturnType<typeof listFilesVerb>;
