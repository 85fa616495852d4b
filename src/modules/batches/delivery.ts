import { AppError } from '../../core/errors.js';
import type { Deps } from '../deps.js';
import { checkUploadUrl } from '../generation/retention.js';
import type { BatchBody } from './schema.js';

const invalid = (detail: string) => new AppError('VALIDATION_ERROR', { params: { detail } });

/**
 * A batch's delivery, checked before anything is reserved: with "upload" every item names its
 * own presigned URL under the single generate's network policy, and nothing else may name one.
 * The policy is decided by the URL's scheme and host alone, so each distinct origin is checked
 * once (10,000 URLs into one bucket are one DNS lookup, not 10,000). Each render checks its URL
 * again (generation/retention.ts), since an address may resolve elsewhere by then.
 */
export async function checkBatchDelivery(deps: Pick<Deps, 'config'>, body: Pick<BatchBody, 'delivery' | 'items' | 'output'>): Promise<void> {
  const upload = body.delivery === 'upload';
  if (upload && body.output !== 'files') {
    throw invalid(`output: "${body.output}" needs the PDFs stored here; with delivery "upload" only "files"`);
  }
  const checked = new Set<string>();
  for (const [i, item] of body.items.entries()) {
    const field = `items.${i}.uploadUrl`;
    if (!upload) {
      if (item.uploadUrl !== undefined) throw invalid(`${field}: only with delivery "upload"`);
      continue;
    }
    if (item.uploadUrl === undefined) throw invalid(`${field}: required with delivery "upload"`);
    const { protocol, host } = new URL(item.uploadUrl);
    if (checked.has(`${protocol}//${host}`)) continue;
    await checkUploadUrl(deps, item.uploadUrl, field);
    checked.add(`${protocol}//${host}`);
  }
}
