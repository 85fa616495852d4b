import type { Ctx } from '../../core/context.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { generationPathOf } from './paths.js';
import { generationsRepo } from './repo.js';

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
    await deps.storage.delete(gen.path).catch((err) => {
      throw new AppError('FILE_NOT_DELETED', { retryAfter: 1 }, { cause: err });
    });
    await deps.cdn.purge([gen.path], [deps.storage.publicUrl(gen.path)]).catch((err) => {
      deps.log.error({ err, path: gen.path }, 'CDN purge failed');
      throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 5 }, { cause: err });
    });
    if (!(await generations.markDeleted(gen.id))) throw new AppError('NOT_FOUND');
  };
}
