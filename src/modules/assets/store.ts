/**
 * Writing an inspected file as an asset: the file first, then the row, inserted only while
 * the account's total stays within ASSET_ACCOUNT_MAX_BYTES (repo.ts checks and inserts under
 * one lock). A refused or failed insert removes the file again: no orphan file, no partial row.
 */
import crypto from 'node:crypto';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { nowIso } from '../../core/time.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AssetRow } from '../../db/schema.js';
import type { Deps } from '../deps.js';
import type { Inspected } from './inspect.js';
import { assetsRepo } from './repo.js';

/** Stored under the account's area, at a random name: URLs are public and must not be guessable. */
const assetPath = (accountId: number, extension: string) => `client/${accountId}/assets/${crypto.randomUUID()}.${extension}`;

export const nameTaken = (name: string) => new AppError('VALIDATION_ERROR', { params: { field: 'name', rule: 'asset_name_taken', name } });
const overCap = (field: string, max: number, used: number) => new AppError('VALIDATION_ERROR', { params: { field, rule: 'assets_total', max, used } });

async function putFile(deps: Deps, accountId: number, file: Inspected): Promise<string> {
  const path = assetPath(accountId, file.extension);
  await deps.storage.put(path, file.body, file.contentType).catch((err) => {
    throw new AppError('storage_unavailable', { retryAfter: 1 }, { cause: err });
  });
  return path;
}

const facts = (file: Inspected) => ({
  kind: file.kind,
  content_type: file.contentType,
  bytes: file.body.length,
  width: file.width ?? null,
  height: file.height ?? null,
  family: file.family ?? null,
  weight: file.weight ?? null,
  style: file.style ?? null,
});

/** A new asset named `name` (already checked and normalized). */
export async function storeAsset(deps: Deps, ctx: Ctx, name: string, file: Inspected, field = 'file'): Promise<AssetRow> {
  const repo = assetsRepo(deps.db);
  const cap = deps.config.ASSET_ACCOUNT_MAX_BYTES;
  // Cheap refusals before the file is written; the insert checks both again, atomically.
  if (await repo.byName(ctx.accountId, name)) throw nameTaken(name);
  const used = await repo.totalBytes(ctx.accountId);
  if (used + file.body.length > cap) throw overCap(field, cap, used);
  const path = await putFile(deps, ctx.accountId, file);
  const removeFile = () => deps.storage.delete(path).catch((e) => deps.log.warn({ err: e, path }, 'asset file not removed after a refused insert'));
  const now = nowIso();
  let result: Awaited<ReturnType<typeof repo.insertWithinCap>>;
  try {
    result = await repo.insertWithinCap({ account_id: ctx.accountId, name, ...facts(file), path, created_at: now, updated_at: now }, cap);
  } catch (err) {
    await removeFile();
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
  if ('used' in result) {
    await removeFile();
    throw overCap(field, cap, result.used);
  }
  return result.row;
}

/** New bytes under an existing asset's name: the new file, then the row, then the old file goes. */
export async function replaceAssetFile(deps: Deps, ctx: Ctx, existing: { id: number; path: string }, file: Inspected, field: string): Promise<void> {
  const repo = assetsRepo(deps.db);
  const cap = deps.config.ASSET_ACCOUNT_MAX_BYTES;
  const path = await putFile(deps, ctx.accountId, file);
  let result: Awaited<ReturnType<typeof repo.replaceWithinCap>>;
  try {
    result = await repo.replaceWithinCap(ctx.accountId, existing.id, { ...facts(file), path, updated_at: nowIso() }, cap);
  } catch (err) {
    await deps.storage.delete(path).catch((e) => deps.log.warn({ err: e, path }, 'asset file not removed after a failed replace'));
    throw err;
  }
  if ('used' in result) {
    await deps.storage.delete(path).catch((e) => deps.log.warn({ err: e, path }, 'asset file not removed after a refused replace'));
    throw overCap(field, cap, result.used);
  }
  await deps.storage.delete(existing.path).catch((err) => deps.log.warn({ err, path: existing.path }, 'replaced asset file not removed'));
}
