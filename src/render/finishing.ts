/**
 * The archival end of the finishing chain (DESIGN.md, example 16): after the overlay (headers,
 * footers, the TEST mark), PDF/A, then the attached files. Each step is an incremental update
 * over the bytes before it; a failure names its step. There is no fallback to count: a file that
 * cannot be made archival in place fails the render, never ships as a PDF that merely claims to be.
 */
import { attachFiles } from './pdf-attachments.js';
import { toPdfA } from './pdf-archival.js';
import type { InfoFields } from './pdf-info.js';
import type { RenderInput } from './types.js';

/** A finishing step that failed: its message starts with the step's name. */
export class FinishingError extends Error {
  constructor(
    readonly step: string,
    cause: unknown,
  ) {
    super(`${step}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

function step(name: string, run: () => Buffer): Buffer {
  try {
    return run();
  } catch (error) {
    throw new FinishingError(name, error);
  }
}

/** `pdf` as PDF/A and with its attachments, when `input` asks for them; else `pdf` itself. */
export function finishArchival(pdf: Buffer, input: Pick<RenderInput, 'pdfa' | 'attachments'>, info: InfoFields): Buffer {
  let out = pdf;
  const { pdfa, attachments } = input;
  if (pdfa) out = step('PDF/A', () => toPdfA(out, { part: pdfa, info }));
  if (attachments?.files.length) out = step('attachments', () => attachFiles(out, attachments.files, { facturX: attachments.facturX }));
  return out;
}
