import { AppError } from '../../core/errors.js';
import type { Db } from '../../db/connection.js';
import { signingRepo } from './repo.js';
import type { SignOptions } from './schema.js';

/**
 * A document's default `sign` names a certificate of its own workspace: a PATCH or create naming
 * another's (or a deleted one) is 400 naming the field, so the mistake shows when it is made,
 * not at the next render.
 */
export async function checkDefaultCertificate(db: Db, accountId: number, sign: SignOptions | null | undefined): Promise<void> {
  if (!sign) return;
  if (!(await ownsCertificate(db, accountId, sign.certificateId))) {
    throw new AppError('VALIDATION_ERROR', { params: { field: 'sign.certificateId', rule: 'no_such_certificate' } });
  }
}

/** Whether certificate `id` is one of the workspace's (an imported bundle keeps its `sign` only then). */
export async function ownsCertificate(db: Db, accountId: number, id: string): Promise<boolean> {
  return (await signingRepo(db).byUuid(accountId, id.toLowerCase())) !== undefined;
}
