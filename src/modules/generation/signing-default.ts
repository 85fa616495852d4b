import type { Ctx } from '../../core/context.js';
import { AppError, isAppError } from '../../core/errors.js';
import type { Deps } from '../deps.js';
import { planSigning, type SignOptions } from '../signing/index.js';
import type { GenerateOptions } from './schema.js';

/**
 * The signature of a render (issue 40): the request's `options.sign` when it says one (null:
 * unsigned), else the rendered version's default `sign`. A default whose certificate was deleted
 * since is 400 naming the document's field (the caller did not name it; a 404 would look like
 * the document is missing); a request's own unknown certificate stays 404.
 */
export async function planRenderSigning(deps: Pick<Deps, 'db' | 'config'>, ctx: Ctx, options: GenerateOptions, versionDefault: string | null | undefined) {
  if (options.sign !== undefined) return planSigning(deps, ctx, options);
  const sign = versionDefault ? (JSON.parse(versionDefault) as SignOptions) : null;
  try {
    return await planSigning(deps, ctx, { ...options, sign });
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') {
      throw new AppError('VALIDATION_ERROR', { params: { field: 'sign.certificateId', rule: 'no_such_certificate' } }, { cause: error });
    }
    throw error;
  }
}
