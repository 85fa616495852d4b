import { performance } from 'node:perf_hooks';
import type { Ctx } from '../../core/context.js';
import type { Deps } from '../deps.js';
import { AppError, isAppError } from '../../core/errors.js';
import contentDisposition from 'content-disposition';
import { encryptPdf } from '../../render/qpdf.js';
import { checkTemplates, renderInputOf } from '../documents/render-input.js';
import { isConnectionLost } from '../../db/errors.js';
import { documentsRepo } from '../documents/repo.js';
import type { GenerateOptions } from './schema.js';
import { debitForGeneration, refundGeneration, type Prepaid } from './credits.js';
import { inflightGenerations } from './inflight.js';
import { generationsRepo } from './repo.js';
import { UUID_PATTERN } from '../../core/ids.js';

export interface GenerateInput {
  documentId: string;
  variables?: Record<string, unknown>;
  options?: GenerateOptions;
}

/** Content-Disposition of a download name: attachment, with an ASCII fallback and the UTF-8 name. */
function dispositionOf(filename: string | undefined): string | undefined {
  if (!filename) return undefined;
  const name = /\.pdf$/i.test(filename) ? filename : `${filename}.pdf`;
  // An ASCII fallback: header values travel as Latin-1 at best, and S3 signs them.
  return contentDisposition(name, { type: 'attachment', fallback: name.replace(/[^\x20-\x7e]/g, '_') });
}


/**
 * One render: find the document, debit a credit with a pending generation row, render, store,
 * mark it done. Any failure after the debit refunds it before the error leaves this function.
 * REST, the legacy endpoint and the MCP tool all call this.
 */
export type GenerateVerb = ReturnType<typeof generateVerb>;

export function generateVerb(deps: Deps) {
  const docs = documentsRepo(deps.db);
  const generations = generationsRepo(deps.db);

  return async function generate(ctx: Ctx, input: GenerateInput, prepaid?: Prepaid): Promise<{ url: string; documentId: string }> {
    if (typeof input.documentId !== 'string' || !UUID_PATTERN.test(input.documentId)) throw new AppError('invalid_document_id');
    const doc = await docs.byUuid(ctx.accountId, input.documentId.toLowerCase());
    if (!doc) throw new AppError('NOT_FOUND');
    await checkTemplates(deps, doc); // a broken template costs nothing
    const renderInput = await renderInputOf(deps, doc, input.variables ?? {});
    const options = input.options ?? {};
    // Draining (SIGTERM): the load balancer sends the retry to another node.
    if (deps.node.draining) throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1, params: { detail: 'this node is shutting down' } });

    const started = performance.now();
    const { generationId, path } = await debitForGeneration(deps.db, ctx, doc, deps.node.id, prepaid);
    deps.metrics.creditsDebited.inc({ kind: 'generation' });
    const inflight = inflightGenerations(deps.db);
    inflight.add(generationId);
    let stored = false;
    try {
      const renderStarted = performance.now();
      const rendered = await deps.renderer.renderPdf(renderInput)
        .catch((err: unknown) => Promise.reject(isAppError(err) ? err : new AppError('SERVICE_UNAVAILABLE', {}, { cause: err })));
      const { pages } = rendered;
      deps.metrics.renderDuration.observe((performance.now() - renderStarted) / 1000);
      deps.metrics.renderPages.observe(pages);
      const pdf = options.password !== undefined || options.permissions
        ? await encryptPdf(rendered.pdf, { password: options.password ?? '', permissions: options.permissions })
          .catch((err: unknown) => Promise.reject(new AppError('SERVICE_UNAVAILABLE', {}, { cause: err })))
        : rendered.pdf;
      await deps.storage.put(path, pdf, 'application/pdf', { contentDisposition: dispositionOf(options.filename) }).catch((err) => {
        throw new AppError('storage_unavailable', { retryAfter: 1 }, { cause: err });
      });
      stored = true;
      if (!(await generations.succeeded(generationId, { bytes: pdf.length, pages, durationMs: performance.now() - started }))) {
        // Another process judged it abandoned and refunded it: serving the file would make it
        // free, and undeletable (DELETE finds only succeeded generations).
        stored = false;
        await deps.storage.delete(path).catch((err) => deps.log.error({ err, path }, 'could not remove a refunded generation'));
        throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1 });
      }
    } catch (caught) {
      // A dropped database connection is the service's moment, not a bug: 503, retry.
      const err = !isAppError(caught) && isConnectionLost(caught) ? new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1 }, { cause: caught }) : caught;
      const code = isAppError(err) ? err.code : 'INTERNAL_ERROR';
      // If the refund itself fails, the row stays pending and the sweep refunds it later (and
      // deletes its file): the caller still learns what went wrong with the render.
      deps.metrics.generations.inc({ outcome: 'failed' });
      const refunded = await refundGeneration(deps.db, generationId, code).catch((refundErr) => {
        deps.log.error({ err: refundErr, generationId }, 'refund failed; left to the pending sweep');
        return false;
      });
      if (refunded) {
        deps.metrics.generationsRefunded.inc({ reason: code });
        deps.metrics.creditsRefunded.inc({ kind: 'generation' });
      }
      // Refunded after the upload (the commit failed): the file must not outlive its record.
      if (refunded && stored) {
        await deps.storage.delete(path).catch((delErr) => deps.log.error({ err: delErr, path }, 'could not remove a refunded generation'));
      }
      if (code === 'INTERNAL_ERROR' || code === 'SERVICE_UNAVAILABLE' || code === 'storage_unavailable') {
        deps.log.error({ err, generationId, requestId: ctx.requestId }, 'generation failed; credit refunded');
      }
      throw err;
    } finally {
      inflight.delete(generationId);
    }
    deps.metrics.generations.inc({ outcome: 'succeeded' });
    return { url: deps.storage.publicUrl(path), documentId: doc.uuid };
  };
}
