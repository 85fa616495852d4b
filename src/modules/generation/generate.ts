import { performance } from 'node:perf_hooks';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { UUID_PATTERN } from '../../core/ids.js';
import { checkTemplates, renderInputOf } from '../documents/render-input.js';
import { documentByUuid } from '../documents/index.js';
import type { Deps } from '../deps.js';
import { payerOf, startGeneration, type ItemPayment } from './payer.js';
import { inflightGenerations } from './inflight.js';
import { renderStep } from './render-step.js';
import { archivalLevel } from './archival.js';
import { generationsRepo } from './repo.js';
import type { GenerateOptions } from './schema.js';
import { commitStep } from './store-step.js';
import { committedFileOf, deliverStep, missingWarnings, outcomeOf, type GenerateOutcome } from './delivery.js';
import { planFile } from './retention.js';
import { undoGeneration } from './undo.js';
import { asTestRender } from './test-render.js';
import { snapshotForRender, type VersionChoice } from '../versions/render-source.js';
import type { EinvoiceRequest } from '../einvoice/schema.js';
import { checkEinvoice, einvoiceOutcome, removeEinvoiceXml, storeEinvoiceXml, withEinvoice, withEinvoiceVariable } from '../einvoice/generation.js';
import { signStep } from '../signing/index.js';
import { planRenderSigning } from './signing-default.js';
import { checkVariables } from '../variables/index.js';

export interface GenerateInput {
  documentId: string;
  variables?: Record<string, unknown>;
  options?: GenerateOptions;
  /** Absent: the published version; a number: that version; "draft": the draft. */
  version?: VersionChoice;
  /** A structured invoice (issue 37): validated before the debit, attached to the PDF, its XML stored beside it. */
  einvoice?: EinvoiceRequest;
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
  const generations = generationsRepo(deps.db);
  const inflight = inflightGenerations(deps.db);

  return async function generate(ctx: Ctx, input: GenerateInput, item?: ItemPayment): Promise<GenerateOutcome> {
    if (typeof input.documentId !== 'string' || !UUID_PATTERN.test(input.documentId)) throw new AppError('invalid_document_id');
    const doc = await documentByUuid(deps.db, ctx.accountId, input.documentId.toLowerCase());
    if (!doc) throw new AppError('NOT_FOUND');
    if (doc.kind === 'partial') throw new AppError('PARTIAL_NOT_RENDERABLE'); // included by others, never rendered alone
    const { source, version } = await snapshotForRender(deps.db, doc, input.version);
    await checkTemplates(deps, source); // a broken template costs nothing
    // The rendered version's variables schema (issue 39): variables that break it cost nothing.
    await checkVariables(source.variables_schema, input.variables);
    // Who pays, chosen once (payer.ts): the account, a batch's reservation, or nobody (a test key).
    const payer = payerOf(ctx, item);
    const test = payer.kind === 'free';
    const liveInput = await renderInputOf(deps, source, withEinvoiceVariable(input.variables, input.einvoice));
    const renderInput = test ? asTestRender(liveInput) : liveInput;
    // Without a variables schema, the paths the templates read that the variables lack are warned of (issue 39).
    renderInput.reportMissing = !source.variables_schema;
    const options = input.options ?? {};
    // PDF/A (issue 37): the request's level, else the version's; with encryption refused before the debit.
    renderInput.pdfa = archivalLevel(options, renderInput.pdfa);
    // Retention, access and delivery (issue 41): refused before the debit, like a bad template.
    const plan = await planFile(deps, ctx, doc, options);
    // The e-invoice's XML is built and checked here: an invoice that breaks a rule costs nothing.
    const einvoice = input.einvoice ? await checkEinvoice(deps, input.einvoice, options, plan) : null;
    // The signature (issue 40): the request's, else the version's default; its certificate and
    // its combination with the rest checked while refusing is free.
    const signing = await planRenderSigning(deps, ctx, options, source.sign);
    // Draining (SIGTERM): the load balancer sends the retry to another node.
    if (deps.node.draining) throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1, params: { detail: 'this node is shutting down' } });

    const started = performance.now();
    // A test key debits nothing: its row is recorded without touching any credit table.
    const { generationId, path } = await startGeneration(deps.db, ctx, { ...doc, version }, deps.node.id, payer);
    if (!test) deps.metrics.creditsDebited.inc({ kind: 'generation' });
    inflight.add(generationId);
    let stored = false;
    let xmlStored = false;
    let outcome: GenerateOutcome;
    try {
      // Signed last, over everything else the finishing chain wrote. The render waits for the
      // debit: started beside it, a refused caller's renders would cost the node as much as
      // paid ones (docs/performance.md, issue 42's second pass).
      const rendered = await signStep(deps, signing, await renderStep(deps, einvoice ? withEinvoice(renderInput, einvoice) : renderInput, options));
      // Stored here, uploaded to the caller's URL (a failure refunds), or kept for the answer.
      stored = await deliverStep(deps, plan, path, rendered, options.filename);
      const file = committedFileOf(plan, deps.clock.now());
      if (einvoice && stored) {
        await generations.markEinvoice(generationId, einvoice.kind.format);
        xmlStored = true; // from here on a failure removes it (a half-written object too)
        await storeEinvoiceXml(deps, path, einvoice, { private: plan.access === 'signed' });
      }
      await commitStep(deps, generations, generationId, path, {
        bytes: rendered.pdf.length,
        pages: rendered.pages,
        durationMs: performance.now() - started,
        file,
      });
      outcome = await outcomeOf(deps, plan, file, { path, documentUuid: doc.uuid, pdf: rendered.pdf, filename: options.filename });
      if (einvoice) outcome = await einvoiceOutcome(deps, outcome, einvoice, { path, stored, linkSecret: file.linkSecret, urlTtlSeconds: plan.urlTtlSeconds });
      if (rendered.missing?.length) outcome = { ...outcome, warnings: missingWarnings(rendered.missing) };
    } catch (caught) {
      if (xmlStored) await removeEinvoiceXml(deps, path);
      // A row refunded under commitStep is not refunded twice, so its file is not deleted twice.
      throw await undoGeneration(deps, ctx, { generationId, path, stored, caught });
    } finally {
      inflight.delete(generationId);
    }
    deps.metrics.generations.inc({ outcome: 'succeeded' });
    return outcome;
  };
}
