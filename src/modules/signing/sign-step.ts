import { performance } from 'node:perf_hooks';
import type { Ctx } from '../../core/context.js';
import { AppError, isAppError } from '../../core/errors.js';
import { signCades } from '../../render/cades.js';
import { FinishingError } from '../../render/finishing.js';
import { type SignatureFields, signPlaceholder, withSignatureField } from '../../render/pdf-signature.js';
import { appearanceHtml, withAppearanceForm } from '../../render/signature-appearance.js';
import type { RenderInput } from '../../render/types.js';
import { requestTimestamp, TimestampError } from '../../render/tsa-client.js';
import type { Deps } from '../deps.js';
import type { SignOptions } from './schema.js';
import { type SigningKey, signingService } from './service.js';

/** A render's signature, decided before the debit: the opened key and what to write. */
export interface SigningPlan {
  key: SigningKey;
  sign: SignOptions;
}

/** Room in /Contents for the CMS besides its certificates: the signature, attributes, DER framing. */
const CMS_RESERVE = 4096;
/** The appearance of a visible signature is its own small print: its HTML sets the page size. */
const APPEARANCE_PAGE: Omit<RenderInput, 'body'> = {
  variables: {},
  framework: 'NONE',
  format: 'A4',
  landscape: false,
  fonts: [],
  margins: { top: 0, right: 0, bottom: 0, left: 0 },
};

/** A timestamp token carries the TSA's own certificates and signature. */
const TIMESTAMP_RESERVE = 12_288;

/**
 * The signature a render asks for, checked while refusing is free (before the debit): not with
 * encryption (qpdf rewrites the file, which breaks a signature; DESIGN.md, example 16), a
 * timestamp only when TSA_URL is set, the certificate one of this workspace's (404 otherwise;
 * 503 without SECRETS_KEY).
 */
export async function planSigning(
  deps: Pick<Deps, 'db' | 'config'>,
  ctx: Ctx,
  options: { sign?: SignOptions | null; password?: string; permissions?: object },
): Promise<SigningPlan | null> {
  const sign = options.sign;
  if (!sign) return null;
  if (options.password !== undefined || options.permissions !== undefined) {
    throw new AppError('VALIDATION_ERROR', { params: { field: 'options.sign', rule: 'sign_encryption' } });
  }
  if (sign.timestamp && !deps.config.TSA_URL) throw new AppError('VALIDATION_ERROR', { params: { field: 'options.sign.timestamp', rule: 'tsa_unset' } });
  return { key: await signingService(deps).keyFor(ctx, sign.certificateId), sign };
}

/**
 * The last finishing step: `rendered` signed (PAdES B-B, B-T with a timestamp) as an incremental
 * update. A TSA that fails is SERVICE_UNAVAILABLE naming it; the caller refunds.
 */
export async function signStep<T extends { pdf: Uint8Array; pages: number }>(
  deps: Pick<Deps, 'config' | 'log' | 'renderer'>,
  plan: SigningPlan | null,
  rendered: T,
): Promise<T> {
  if (!plan) return rendered;
  const { key, sign } = plan;
  if (sign.visible && sign.visible.page > rendered.pages) {
    throw new AppError('VALIDATION_ERROR', {
      params: { field: 'options.sign.visible.page', rule: 'sign_page', page: sign.visible.page, pages: rendered.pages },
    });
  }

  const started = performance.now();
  const tsa = deps.config.TSA_URL;
  const timeoutMs = deps.config.TSA_TIMEOUT_MS ?? 10_000;
  try {
    const date = new Date();
    let pdf = Buffer.from(rendered.pdf.buffer, rendered.pdf.byteOffset, rendered.pdf.byteLength);
    let visible: SignatureFields['visible'];
    if (sign.visible) {
      const { page, x, y, width, height } = sign.visible;
      const html = appearanceHtml({ signer: key.signerName, date, reason: sign.reason, location: sign.location, width, height });
      const printed = await deps.renderer.renderPdf({ ...APPEARANCE_PAGE, body: html });
      const added = withAppearanceForm(pdf, printed.pdf);
      pdf = added.pdf;
      visible = { page, rect: [x, y, x + width, y + height], appearance: added.form };
    }
    const prepared = withSignatureField(pdf, {
      visible,
      name: key.signerName,
      reason: sign.reason,
      location: sign.location,
      contactInfo: sign.contactInfo,
      date,
      reserve: CMS_RESERVE + key.certificates.reduce((n, c) => n + c.length, 0) + (sign.timestamp ? TIMESTAMP_RESERVE : 0),
    });
    const signed = await signPlaceholder(prepared, (bytes) =>
      signCades(bytes, {
        certificates: key.certificates,
        key: key.key,
        timestamp: sign.timestamp && tsa ? (signature) => requestTimestamp(tsa, signature, timeoutMs) : undefined,
      }),
    );
    deps.log.debug({ ms: performance.now() - started, timestamp: !!sign.timestamp }, 'signed');
    return { ...rendered, pdf: signed };
  } catch (error) {
    if (error instanceof TimestampError)
      throw new AppError('SERVICE_UNAVAILABLE', { variant: 'SERVICE_UNAVAILABLE.timestamp', params: { detail: error.message } }, { cause: error });
    if (isAppError(error)) throw error;
    throw new FinishingError('signature', error);
  }
}
