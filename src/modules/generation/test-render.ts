import type { Ctx } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import type { RenderInput } from '../../render/types.js';
import { pendingRowOf, type RenderedDoc } from './pending-row.js';
import { generationsRepo } from './repo.js';

/** Drawn on every page of a test key's render (render/pdf-stamp.ts), and named in its PDF metadata. */
export const TEST_WATERMARK = 'TEST';

/**
 * A test key's render (payer.ts, `free`): the pending generation row at `path`, like a live one
 * (the file is stored, listed and deletable the same way), but with `test` set, no credit source
 * and no ledger entry. No credit table is read or written, so a test key cannot touch live
 * credits however many renders race (the refund path finds `credit_source: 'none'` and gives
 * nothing back).
 */
export function startTestGeneration(db: Db, ctx: Ctx, doc: RenderedDoc, ownerNode: string | null, path: string): Promise<number> {
  return generationsRepo(db).insertPending({ ...pendingRowOf(ctx, doc, ownerNode, path), creditSource: 'none', test: true });
}

/** The render input of a test render: the watermark on every page and in the metadata. */
export const asTestRender = (input: RenderInput): RenderInput => ({ ...input, watermark: TEST_WATERMARK });
