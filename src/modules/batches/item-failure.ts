import { AppError, isAppError } from '../../core/errors.js';

/**
 * The generate verb names the fields of a single request (`options.uploadUrl`); a batch item's
 * failure names the item's own field (`items.N.uploadUrl`), the one its caller has to look at.
 */
export function asItemError(err: unknown, index: number): unknown {
  if (!isAppError(err) || err.details.variant !== 'SERVICE_UNAVAILABLE.upload') return err;
  return new AppError(err.code, { ...err.details, params: { ...err.details.params, field: `items.${index}.uploadUrl` } }, { cause: err.cause });
}
