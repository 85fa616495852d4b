import { performance } from 'node:perf_hooks';
import { AppError, isAppError } from '../../core/errors.js';
import { encryptPdf } from '../../render/qpdf.js';
import type { RenderInput } from '../../render/types.js';
import type { Deps } from '../deps.js';
import type { GenerateOptions } from './schema.js';

export interface RenderedPdf {
  pdf: Uint8Array;
  pages: number;
  /** With RenderInput.reportMissing: the paths the templates read that the variables lack (issue 39). */
  missing?: string[];
}

/**
 * Step 2, render: the PDF, encrypted when the caller asked for a password or permissions.
 * A renderer fault that is not already a coded error is the service's (503, retry).
 */
export async function renderStep(deps: Pick<Deps, 'renderer' | 'metrics'>, input: RenderInput, options: GenerateOptions): Promise<RenderedPdf> {
  const started = performance.now();
  const rendered = await deps.renderer
    .renderPdf(input)
    .catch((err: unknown) => Promise.reject(isAppError(err) ? err : new AppError('SERVICE_UNAVAILABLE', {}, { cause: err })));
  deps.metrics.renderDuration.observe((performance.now() - started) / 1000);
  deps.metrics.renderPages.observe(rendered.pages);
  if (options.password === undefined && !options.permissions) return rendered;
  const pdf = await encryptPdf(rendered.pdf, { password: options.password ?? '', permissions: options.permissions }).catch((err: unknown) =>
    Promise.reject(new AppError('SERVICE_UNAVAILABLE', {}, { cause: err })),
  );
  return { pdf, pages: rendered.pages, ...(rendered.missing ? { missing: rendered.missing } : {}) };
}
