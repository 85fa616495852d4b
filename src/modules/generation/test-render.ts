import type { Ctx } from '../../core/context.js';
import { apiKeyIdOf, userIdOf } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RenderInput } from '../../render/types.js';
import { generatedPath, nextPathMs } from './paths.js';
import { generationsRepo } from './repo.js';

/** Printed across every page of a test key's render, and named in its PDF metadata. */
export const TEST_WATERMARK = 'TEST';

/**
 * A test key's render: the pending generation row, like a live one (the file is stored,
 * listed and deletable the same way), but with `test` set, no credit source and no ledger
 * entry. No credit table is read or written, so a test key cannot touch live credits however
 * many renders race (the refund path finds `credit_source: 'none'` and gives nothing back).
 */
export async function startTestGeneration(db: Db, ctx: Ctx, doc: { id: number; uuid: string; version: number }, ownerNode: string | null) {
  let ts = nextPathMs(doc.uuid);
  for (let attempt = 0; ; attempt++) {
    const path = generatedPath(ctx.accountId, doc.uuid, ts);
    try {
      const generationId = await generationsRepo(db).insertPending({
        accountId: ctx.accountId,
        documentId: doc.id,
        documentUuid: doc.uuid,
        apiKeyId: apiKeyIdOf(ctx.actor),
        actor: ctx.actor.kind,
        path,
        creditSource: 'none',
        ownerNode,
        test: true,
        documentVersion: doc.version,
        requestId: ctx.requestId,
        userId: userIdOf(ctx.actor),
      });
      return { generationId, path };
    } catch (err) {
      // Another node took this millisecond (path is unique): the next one.
      if (attempt >= 20 || !isUniqueViolation(err)) throw err;
      ts = nextPathMs(doc.uuid, ts + 1);
    }
  }
}

/** The render input of a test render: the watermark on every page and in the metadata. */
export const asTestRender = (input: RenderInput): RenderInput => ({ ...input, watermark: TEST_WATERMARK });
