import type { Ctx } from '../../core/context.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { generationPathOf } from './paths.js';
import { generationsRepo } from './repo.js';
import { storedPathsOf } from '../einvoice/generation.js';
import { scrubItemVariables } from '../batches/index.js';

/**
 * Removes a generated PDF: only one of the caller's own, live generations, found by its record
 * (never by string prefix). The record is marked deleted only once storage and CDN are done, so
 * a failure can be retried; after that, the same path is 404.
 */
export type DeleteFileVerb = ReturnType<typeof deleteFileVerb>;

export function deleteFileVerb(deps: Deps) {
  const generations = generationsRepo(deps.db);

  return async function deleteGeneratedFile(ctx: Ctx, input: { path: string }): Promise<void> {
    const path = generationPathOf(deps.storage, input.path);
    const gen = path && (await generations.ownedSucceeded(ctx.accountId, path));
    if (!gen) throw new AppError('NOT_FOUND');
    // An e-invoice's XML follows its PDF (issue 37).
    const paths = storedPathsOf(gen);
    for (const path of paths) {
      await deps.storage.delete(path).catch((err) => {
        throw new AppError('FILE_NOT_DELETED', { retryAfter: 1 }, { cause: err });
      });
    }
    await deps.cdn
      .purge(
        paths,
        paths.map((p) => deps.storage.publicUrl(p)),
      )
      .catch((err) => {
        deps.log.error({ err, path: gen.path }, 'CDN purge failed');
        throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 5 }, { cause: err });
      });
    if (!(await generations.markDeleted(gen.id))) throw new AppError('NOT_FOUND');
    // Its data goes with it (issue 41): a batch item's variables.
    await scrubItemVariables(deps.db, [gen.id]);
  };
}
