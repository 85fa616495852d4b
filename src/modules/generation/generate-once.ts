import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { IDEMPOTENCY_KEY, type IdempotencyService, type Replayable } from '../idempotency/service.js';
import type { GenerateInput, generateVerb } from './generate.js';

type Generate = ReturnType<typeof generateVerb>;
export type GenerateOnceVerb = ReturnType<typeof generateOnceVerb>;

/**
 * Generation under an optional Idempotency-Key (REST header, MCP argument): with a key, a retry
 * of the same request replays the first outcome instead of rendering and debiting again.
 */
export function generateOnceVerb(generate: Generate, idempotency: IdempotencyService) {
  return async function generateOnce(ctx: Ctx, input: GenerateInput, key: unknown): Promise<Replayable<Awaited<ReturnType<Generate>>>> {
    if (key === undefined) return { replayed: false, value: await generate(ctx, input) };
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      throw new AppError('VALIDATION_ERROR', { params: { field: 'Idempotency-Key', rule: 'idempotency_key' } });
    }
    // What makes two calls the same request: the document (any case of its uuid) and the variables.
    const request = {
      documentId: String(input.documentId).toLowerCase(),
      variables: input.variables ?? {},
      // Keys recorded before versions existed stay valid: the version counts only when given.
      ...(input.version === undefined ? {} : { version: input.version }),
      // So are e-invoices (issue 37): the same key with another invoice is a different request.
      ...(input.einvoice === undefined ? {} : { einvoice: input.einvoice }),
    };
    return idempotency.run(ctx, key, request, () => generate(ctx, input));
  };
}
