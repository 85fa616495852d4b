import { performance } from 'node:perf_hooks';
import { isTestActor, type Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { UUID_PATTERN } from '../../core/ids.js';
import { checkTemplates, renderInputOf } from '../documents/render-input.js';
import { documentsRepo } from '../documents/repo.js';
import type { Deps } from '../deps.js';
import type { Prepaid } from '../credits/generation-debit.js';
import { debitForGeneration } from './debit.js';
import { inflightGenerations } from './inflight.js';
import { renderStep } from './render-step.js';
import { generationsRepo } from './repo.js';
import type { GenerateOptions } from './schema.js';
import { commitStep, storeStep } from './store-step.js';
import { undoGeneration } from './undo.js';
import { asTestRender, startTestGeneration } from './test-render.js';
import { snapshotForRender, type VersionChoice } from '../versions/render-source.js';

export interface GenerateInput {
  documentId: string;
  variables?: Record<string, unknown>;
  options?: GenerateOptions;
  /** Absent: the published version; a number: that version; "draft": the draft. */
  version?: VersionChoice;
}

export type GenerateVerb = ReturnType<typeof generateVerb>;

/**
 * One render in four steps: debit (a credit and a pending generation row), render, store,
 * commit (the row succeeds). Everything that can be refused for free (the document, its
 * templates, a draining node) is checked before the debit; any failure after it is undone
 * (undo.ts: refund, remove a stored file) before the error leaves this function.
 * REST, the legacy endpoint and the MCP tool all call this.
 */
export function generateVerb(deps: Deps) {
  const docs = documentsRepo(deps.db);
  const generations = generationsRepo(deps.db);
  const inflight = inflightGenerations(deps.db);

  return async function generate(ctx: Ctx, input: GenerateInput, prepaid?: Prepaid): Promise<{ url: string; documentId: string }> {
    if (typeof input.documentId !== 'string' || !UUID_PATTERN.test(input.documentId)) throw new AppError('invalid_document_id');
    const doc = await docs.byUuid(ctx.accountId, input.documentId.toLowerCase());
    if (!doc) throw new AppError('NOT_FOUND');
    if (doc.kind === 'partial') throw new AppError('PARTIAL_NOT_RENDERABLE'); // included by others, never rendered alone
    const { source, version } = await snapshotForRender(deps.db, doc, input.version);
    await checkTemplates(deps, source); // a broken template costs nothing
    const test = isTestActor(ctx.actor);
    const liveInput = await renderInputOf(deps, source, input.variables ?? {});
    const renderInput = test ? asTestRender(liveInput) : liveInput;
    const options = input.options ?? {};
    // Draining (SIGTERM): the load balancer sends the retry to another node.
    if (deps.node.draining) throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1, params: { detail: 'this node is shutting down' } });

    const started = performance.now();
    // A test key debits nothing: its row is recorded without touching any credit table.
    const rendered = { ...doc, version };
    const { generationId, path } = test
      ? await startTestGeneration(deps.db, ctx, rendered, deps.node.id)
      : await debitForGeneration(deps.db, ctx, rendered, deps.node.id, prepaid);
    if (!test) deps.metrics.creditsDebited.inc({ kind: 'generation' });
    inflight.add(generationId);
    let stored = false;
    try {
      const rendered = await renderStep(deps, renderInput, options);
      await storeStep(deps, path, rendered, options.filename);
      stored = true;
      await commitStep(deps, generations, generationId, path, { bytes: rendered.pdf.length, pages: rendered.pages, durationMs: performance.now() - started });
    } catch (caught) {
      // A row refunded under commitStep is not refunded twice, so its file is not deleted twice.
      throw await undoGeneration(deps, ctx, { generationId, path, stored, caught });
    } finally {
      inflight.delete(generationId);
    }
    deps.metrics.generations.inc({ outcome: 'succeeded' });
    return { url: deps.storage.publicUrl(path), documentId: doc.uuid };
  };
}
