import { create as contentDisposition } from 'content-disposition';
import { AppError } from '../../core/errors.js';
import type { Deps } from '../deps.js';
import type { RenderedPdf } from './render-step.js';
import type { CommittedFile, generationsRepo } from './repo.js';

/** Content-Disposition of a download name: attachment, with an ASCII fallback and the UTF-8 name. */
function dispositionOf(filename: string | undefined): string | undefined {
  if (!filename) return undefined;
  const name = /\.pdf$/i.test(filename) ? filename : `${filename}.pdf`;
  // An ASCII fallback: header values travel as Latin-1 at best, and S3 signs them.
  return contentDisposition(name, { type: 'attachment', fallback: name.replace(/[^\x20-\x7e]/g, '_') });
}

/** Step 3, store: the PDF at its generation's path; a storage fault is storage_unavailable (retry). */
export async function storeStep(
  deps: Pick<Deps, 'storage'>,
  path: string,
  rendered: RenderedPdf,
  filename: string | undefined,
  opts: { private?: boolean } = {},
): Promise<void> {
  await deps.storage.put(path, rendered.pdf, 'application/pdf', { contentDisposition: dispositionOf(filename), private: opts.private }).catch((err) => {
    throw new AppError('storage_unavailable', { retryAfter: 1 }, { cause: err });
  });
}

/**
 * Step 4, commit: the pending row becomes succeeded. When another process judged it abandoned
 * and refunded it meanwhile, serving the file would make it free (and undeletable: DELETE finds
 * only succeeded generations), so the file goes and the caller gets a 503 to retry.
 */
export async function commitStep(
  deps: Pick<Deps, 'storage' | 'log'>,
  generations: ReturnType<typeof generationsRepo>,
  generationId: number,
  path: string,
  outcome: { bytes: number; pages: number; durationMs: number; file?: CommittedFile },
): Promise<void> {
  if (await generations.succeeded(generationId, outcome)) return;
  await deps.storage.delete(path).catch((err) => deps.log.error({ err, path }, 'could not remove a refunded generation'));
  throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1 });
}
