import { AppError } from '../../core/errors.js';
import type { Deps } from '../deps.js';
import type { RenderedPdf } from './render-step.js';
import type { CommittedFile } from './repo.js';
import type { FilePlan } from './retention.js';
import { newLinkSecret, signedLink } from './signed-links.js';
import { storeStep } from './store-step.js';

/** How long the PUT to the caller's URL may take, body included. */
const UPLOAD_TIMEOUT_MS = 30_000;

/** What a render handed over instead of storing: the PDF itself (inline) or the caller's receipt (upload). */
export type Delivered =
  /** contentType: absent for the PDF; "application/xml" for an XRechnung, whose XML is the invoice (issue 37). */
  { kind: 'inline'; pdf: Uint8Array; filename: string; contentType?: string } | { kind: 'upload'; bytes: number };

/**
 * options.delivery "upload": one PUT of the PDF to the caller's presigned URL (checked against
 * the network policy before the debit, retention.ts). Redirects are not followed: a hop could lead
 * to an address the policy refused. Anything but a 2xx is a failure, and the caller's credit is
 * refunded (generate.ts undoes the render).
 */
export async function uploadPdf(url: string, pdf: Uint8Array): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array(pdf), // fetch's BodyInit wants an ArrayBuffer-backed view
      headers: { 'content-type': 'application/pdf' },
      redirect: 'manual',
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${UPLOAD_TIMEOUT_MS / 1000} s` : 'could not connect';
    throw uploadFailed(reason, err);
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw uploadFailed(`HTTP ${response.status}`);
}

/** Names the single generate's field; a batch names its item's instead (batches/item-failure.ts). */
const uploadFailed = (detail: string, cause?: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', { variant: 'SERVICE_UNAVAILABLE.upload', params: { detail, field: 'options.uploadUrl' }, retryAfter: 1 }, { cause });

/** The download name of an inline answer: the caller's, else the document's uuid. */
export const inlineFilename = (filename: string | undefined, documentUuid: string): string =>
  filename ? (/\.pdf$/i.test(filename) ? filename : `${filename}.pdf`) : `${documentUuid}.pdf`;

/** The verb's answer: the spec's `{ url, documentId }`, with what issue 41 adds when asked for. */
export interface GenerateOutcome {
  /** The permanent URL, or a signed link; '' when nothing was stored (see `delivered`). */
  url: string;
  documentId: string;
  expiresAt?: string;
  urlExpiresAt?: string;
  delivered?: Delivered;
  /** Issue 39: what the render noticed (a path the template reads that the variables lack); absent when nothing. */
  warnings?: RenderWarning[];
}

/** A warning of a render that succeeded anyway. */
export interface RenderWarning {
  code: 'MISSING_VARIABLE';
  /** Dotted path into the variables, e.g. `customer.name`, `lines.2.price`. */
  path: string;
}

export const missingWarnings = (paths: string[]): RenderWarning[] => paths.map((path) => ({ code: 'MISSING_VARIABLE', path }));

/** Step 3, deliver: store (public or private), upload, or keep for the answer. True when a file was stored here. */
export async function deliverStep(
  deps: Pick<Deps, 'storage'>,
  plan: FilePlan,
  path: string,
  rendered: RenderedPdf,
  filename: string | undefined,
): Promise<boolean> {
  if (plan.delivery === 'inline') return false;
  if (plan.delivery === 'upload') {
    await uploadPdf(plan.uploadUrl!, rendered.pdf);
    return false;
  }
  await storeStep(deps, path, rendered, filename, { private: plan.access === 'signed' });
  return true;
}

/** What the commit records: the deadline counts from the commit, so a file never goes before its full time. */
export const committedFileOf = (plan: FilePlan, now: number): CommittedFile => ({
  expiresAt: plan.ttlSeconds === null ? null : new Date(now + plan.ttlSeconds * 1000).toISOString(),
  access: plan.access,
  linkSecret: plan.access === 'signed' ? newLinkSecret() : null,
  delivery: plan.delivery,
});

export async function outcomeOf(
  deps: Pick<Deps, 'storage' | 'config' | 'clock'>,
  plan: FilePlan,
  file: CommittedFile,
  made: { path: string; documentUuid: string; pdf: Uint8Array; filename: string | undefined },
): Promise<GenerateOutcome> {
  const documentId = made.documentUuid;
  if (plan.delivery === 'inline')
    return { url: '', documentId, delivered: { kind: 'inline', pdf: made.pdf, filename: inlineFilename(made.filename, documentId) } };
  if (plan.delivery === 'upload') return { url: '', documentId, delivered: { kind: 'upload', bytes: made.pdf.length } };
  const expiry = file.expiresAt ? { expiresAt: file.expiresAt } : {};
  if (!file.linkSecret) return { url: deps.storage.publicUrl(made.path), documentId, ...expiry };
  const link = await signedLink(deps, { path: made.path, linkSecret: file.linkSecret }, plan.urlTtlSeconds);
  return { url: link.url, documentId, ...expiry, urlExpiresAt: link.expiresAt };
}
