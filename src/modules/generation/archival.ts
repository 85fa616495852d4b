import { AppError } from '../../core/errors.js';
import type { PdfaPart } from '../../render/pdf-archival.js';
import type { GenerateOptions } from './schema.js';

/**
 * The PDF/A level of a render (issue 37): the request's `options.pdfa` when it says one (null: a
 * plain PDF), else the rendered version's default. PDF/A forbids encryption, so a level with a
 * password or permissions is refused here, before any credit is spent.
 */
export function archivalLevel(options: GenerateOptions, versionDefault: PdfaPart | null | undefined): PdfaPart | null {
  const level = options.pdfa !== undefined ? options.pdfa : (versionDefault ?? null);
  if (level && (options.password !== undefined || options.permissions !== undefined)) {
    throw new AppError('VALIDATION_ERROR', { params: { field: 'options.pdfa', rule: 'pdfa_encryption' } });
  }
  return level;
}
