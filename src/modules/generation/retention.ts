import { apiKeyIdOf, type Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { retentionOfKey } from '../api-keys/index.js';
import type { Deps } from '../deps.js';
import { outboundUrlRefusal } from '../webhooks/url-policy.js';
import { DEFAULT_URL_TTL_SECONDS } from './files-schema.js';
import type { GenerateOptions } from './schema.js';

/** What a render does with its PDF, decided before its debit (a refusal costs nothing). */
export interface FilePlan {
  /** Seconds the stored file lives; null: until deleted. */
  ttlSeconds: number | null;
  access: 'public' | 'signed';
  urlTtlSeconds: number;
  delivery: 'url' | 'inline' | 'upload';
  uploadUrl: string | null;
}

const invalid = (detail: string) => new AppError('VALIDATION_ERROR', { params: { detail } });

/**
 * The shortest of the document's, the key's and the request's retention applies. A request may
 * shorten its key's limit, never lengthen it: that is refused naming both, since silently
 * shortening what the caller asked for would surprise them as much as ignoring the key.
 */
export async function planFile(
  deps: Pick<Deps, 'db' | 'config'>,
  ctx: Ctx,
  doc: { retention_seconds: number | null },
  options: GenerateOptions,
): Promise<FilePlan> {
  const delivery = options.delivery ?? 'url';
  const access = options.access ?? 'public';
  if (options.urlTtlSeconds !== undefined && access !== 'signed') throw invalid('options.urlTtlSeconds: only with options.access "signed"');
  if (delivery !== 'url') {
    if (options.access !== undefined) throw invalid(`options.access: nothing is stored with options.delivery "${delivery}"`);
    if (options.retention !== undefined) throw invalid(`options.retention: nothing is stored with options.delivery "${delivery}"`);
  }
  if (delivery === 'upload') {
    if (!options.uploadUrl) throw invalid('options.uploadUrl: required with options.delivery "upload"');
    await checkUploadUrl(deps, options.uploadUrl);
  } else if (options.uploadUrl !== undefined) {
    throw invalid('options.uploadUrl: only with options.delivery "upload"');
  }
  const keyTtl = await keyRetention(deps, ctx);
  const asked = options.retention?.ttlSeconds;
  if (asked !== undefined && keyTtl !== null && asked > keyTtl) {
    throw invalid(
      `options.retention.ttlSeconds: ${asked} is longer than this API key's retention (retention.ttlSeconds ${keyTtl}); a request may only shorten it`,
    );
  }
  const limits = [doc.retention_seconds, keyTtl, asked ?? null].filter((t): t is number => t !== null);
  return {
    ttlSeconds: delivery === 'url' && limits.length ? Math.min(...limits) : null,
    access,
    urlTtlSeconds: options.urlTtlSeconds ?? DEFAULT_URL_TTL_SECONDS,
    delivery,
    uploadUrl: options.uploadUrl ?? null,
  };
}

/** The key's retention: as authentication read it, or from the database for a rebuilt actor. */
function keyRetention(deps: Pick<Deps, 'db'>, ctx: Ctx): Promise<number | null> | number | null {
  if ('retentionSeconds' in ctx.actor && ctx.actor.retentionSeconds !== undefined) return ctx.actor.retentionSeconds;
  const keyId = apiKeyIdOf(ctx.actor);
  return keyId === null ? null : retentionOfKey(deps.db, keyId);
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/i;

/**
 * The webhooks' network policy (url-policy.ts) under UPLOAD_ALLOW_PRIVATE, and https only:
 * the PDF travels to the caller's bucket, so plain http is allowed for a loopback target alone,
 * and only with the setting (tests, a bucket on the same machine).
 */
export async function checkUploadUrl(deps: Pick<Deps, 'config'>, url: string, field = 'options.uploadUrl'): Promise<void> {
  const allowPrivate = deps.config.UPLOAD_ALLOW_PRIVATE === true;
  const refusal = await outboundUrlRefusal(url, allowPrivate);
  if (refusal) throw invalid(`${field}: refused (${refusal}); uploads go to public addresses only unless UPLOAD_ALLOW_PRIVATE=true`);
  const parsed = new URL(url);
  if (parsed.protocol === 'http:' && !(allowPrivate && LOOPBACK.test(parsed.hostname))) {
    throw invalid(`${field}: must be https (plain http only to a loopback address with UPLOAD_ALLOW_PRIVATE=true)`);
  }
}
