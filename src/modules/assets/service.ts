import crypto from 'node:crypto';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { nowIso } from '../../core/time.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { CustomFont, FontSpec } from '../../render/types.js';
import { normalizeFamily } from '../../render/font-catalog.js';
import type { Deps } from '../deps.js';
import { inspectFile } from './inspect-pool.js';
import { assetNameProblem, normalizeAssetName } from './names.js';
import { toAssetPayload } from './present.js';
import { assetsRepo } from './repo.js';
import { nameTaken, storeAsset } from './store.js';

/**
 * The key the renderer asks the loader for (render/user-assets.ts): account, asset id and a
 * MAC of both under a secret of this database handle (one per process in a deployment).
 * Chromium caches asset responses by URL across renders, so a URL must not be guessable from
 * ids: only renders of the owning account ever see it (another account typing `.../user/1/2`
 * gets nothing). Per handle rather than per process: Quires that share a renderer (the tests
 * lend one to several) each answer only their own keys, and never hit each other's cache.
 */
const keySecrets = new WeakMap<Deps['db'], Buffer>();
function keySecret(db: Deps['db']): Buffer {
  let secret = keySecrets.get(db);
  if (!secret) keySecrets.set(db, (secret = crypto.randomBytes(32)));
  return secret;
}
const mac = (db: Deps['db'], accountId: number, id: number) =>
  crypto.createHmac('sha256', keySecret(db)).update(`${accountId}/${id}`).digest('base64url').slice(0, 22);
const assetKey = (db: Deps['db'], accountId: number, id: number) => `${accountId}/${id}/${mac(db, accountId, id)}`;

/** The name as stored (NFC, trimmed), or VALIDATION_ERROR naming the rule it breaks (names.ts). */
export function checkedName(raw: string, field = 'name'): string {
  const name = normalizeAssetName(raw);
  const rule = assetNameProblem(name);
  if (rule) throw new AppError('VALIDATION_ERROR', { params: { field, rule } });
  return name;
}

/**
 * What a render of this account needs: every asset name -> key for `{{asset}}`, and the
 * uploaded font files of the families `fonts` names (all their weights; a family also in
 * Quire's catalog is the account's own when it uploaded one). Reads rows only: no service.
 */
export async function assetsForRender(
  db: Deps['db'],
  accountId: number,
  fonts: FontSpec[],
): Promise<{ assets: Record<string, string>; customFonts: CustomFont[] }> {
  const rows = await assetsRepo(db).forRender(accountId);
  const assets: Record<string, string> = {};
  for (const r of rows) assets[r.name] = assetKey(db, accountId, r.id);
  const wanted = new Map(fonts.map((f) => [normalizeFamily(f.name), f]));
  const customFonts: CustomFont[] = [];
  for (const r of rows) {
    const spec = r.kind === 'font' && r.family ? wanted.get(normalizeFamily(r.family)) : undefined;
    if (!spec) continue;
    customFonts.push({
      family: r.family!,
      weight: r.weight ?? 400,
      style: r.style === 'italic' ? 'italic' : 'normal',
      key: assetKey(db, accountId, r.id),
      contentType: r.content_type,
      master: spec.master === true,
    });
  }
  return { assets, customFonts };
}

export function assetsService(deps: Deps) {
  const repo = assetsRepo(deps.db);
  const publicUrl = (path: string) => deps.storage.publicUrl(path);
  const present = (row: Parameters<typeof toAssetPayload>[0]) => toAssetPayload(row, publicUrl);

  async function owned(ctx: Ctx, id: number) {
    const row = await repo.byId(ctx.accountId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async list(ctx: Ctx) {
      return (await repo.list(ctx.accountId)).map(present);
    },

    async get(ctx: Ctx, id: number) {
      return present(await owned(ctx, id));
    },

    /**
     * Checks the name and the bytes (inspection off the event loop: inspect-pool.ts), stores
     * the file, then writes the row within the account's cap (store.ts).
     */
    async upload(ctx: Ctx, input: { name: string; bytes: Buffer }) {
      const max = deps.config.ASSET_MAX_BYTES;
      if (input.bytes.length > max) throw new AppError('PAYLOAD_TOO_LARGE', { params: { limit: max } });
      if (input.bytes.length === 0) throw new AppError('VALIDATION_ERROR', { params: { field: 'file', rule: 'file_missing' } });
      const name = checkedName(input.name);
      const file = await inspectFile(input.bytes, deps.config);
      return present(await storeAsset(deps, ctx, name, file));
    },

    async rename(ctx: Ctx, id: number, newName: string) {
      const name = checkedName(newName);
      await owned(ctx, id);
      const other = await repo.byName(ctx.accountId, name);
      if (other && other.id !== id) throw nameTaken(name);
      try {
        const row = await repo.rename(ctx.accountId, id, name, nowIso());
        if (!row) throw new AppError('NOT_FOUND');
        return present(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw nameTaken(name);
        throw err;
      }
    },

    /** Documents that use it keep their text; their next render answers 422 TEMPLATE_ERROR. */
    async remove(ctx: Ctx, id: number) {
      const path = await repo.remove(ctx.accountId, id);
      if (path === undefined) throw new AppError('NOT_FOUND');
      await deps.storage.delete(path).catch((err) => deps.log.warn({ err, path }, 'file of a deleted asset not removed'));
    },

    /** The account's uploaded fonts as GET /v1/fonts lists them (category "uploaded"). */
    async fontFamilies(accountId: number) {
      const byFamily = new Map<string, { name: string; weights: Set<string>; italicWeights: Set<string> }>();
      for (const f of await repo.fonts(accountId)) {
        if (!f.family) continue;
        const entry = byFamily.get(normalizeFamily(f.family)) ?? { name: f.family, weights: new Set(), italicWeights: new Set() };
        (f.style === 'italic' ? entry.italicWeights : entry.weights).add(String(f.weight ?? 400));
        byFamily.set(normalizeFamily(f.family), entry);
      }
      const sorted = (s: Set<string>) => [...s].sort((a, b) => Number(a) - Number(b));
      return [...byFamily.values()].map((e) => ({
        name: e.name,
        variants: [...sorted(e.weights), ...sorted(e.italicWeights).map((w) => `${w}italic`)],
        weights: sorted(e.weights),
        italicWeights: sorted(e.italicWeights),
        category: 'uploaded',
      }));
    },

    /** The renderer's loader: bytes of an asset by key, or null. */
    async load(key: string): Promise<{ body: Buffer; contentType: string } | null> {
      const match = /^(\d+)\/(\d+)\/([\w-]+)$/.exec(key);
      if (!match || assetKey(deps.db, Number(match[1]), Number(match[2])) !== key) return null;
      const row = await repo.byId(Number(match[1]), Number(match[2]));
      if (!row) return null;
      const body = await deps.storage.get(row.path);
      return body ? { body, contentType: row.content_type } : null;
    },
  };
}

export type AssetsService = ReturnType<typeof assetsService>;
