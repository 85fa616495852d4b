import { apiKeyIdOf, type Ctx, userIdOf } from '../../core/context.js';

/** The document rendered and the version it rendered (0: the draft). */
export type RenderedDoc = { id: number; uuid: string; version: number };

/** What a pending generation row records of the call, whoever pays for it (debit.ts, test-render.ts). */
export const pendingRowOf = (ctx: Ctx, doc: RenderedDoc, ownerNode: string | null, path: string) => ({
  accountId: ctx.accountId,
  documentId: doc.id,
  documentUuid: doc.uuid,
  apiKeyId: apiKeyIdOf(ctx.actor),
  actor: ctx.actor.kind,
  path,
  ownerNode,
  documentVersion: doc.version,
  requestId: ctx.requestId,
  userId: userIdOf(ctx.actor),
});
