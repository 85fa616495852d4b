import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { normalizeFamily } from '../../render/font-catalog.js';
import type { Deps } from '../deps.js';
import type { Inspected } from './inspect.js';
import { inspectFile } from './inspect-pool.js';
import { assetsRepo } from './repo.js';
import { checkedName } from './service.js';
import { replaceAssetFile, storeAsset } from './store.js';

/** An asset as an export bundle carries it. */
export interface BundledAsset {
  name: string;
  bytes: Buffer;
}

/** What to do with a bundled asset whose name the account already uses for other bytes. */
export type ClashPolicy = 'refuse' | 'rename' | 'replace';

/**
 * Moving assets between Quire instances with a template: which of the account's assets a
 * template uses (by name, as `{{asset "name"}}` writes it, or as an uploaded font family), and
 * putting a bundle's assets into an account.
 */
export function assetTransfer(deps: Deps) {
  const repo = assetsRepo(deps.db);

  return {
    /** The account's assets the texts name (quoted), and its uploaded fonts of the families `fonts` names, with their bytes. */
    async referenced(accountId: number, texts: string[], fonts: { name: string }[]): Promise<(BundledAsset & { kind: string; contentType: string })[]> {
      const families = new Set(fonts.map((f) => normalizeFamily(f.name)));
      const used = (await repo.list(accountId)).filter(
        (a) =>
          texts.some((t) => t.includes(`"${a.name}"`) || t.includes(`'${a.name}'`)) ||
          (a.kind === 'font' && a.family && families.has(normalizeFamily(a.family))),
      );
      const out = [];
      for (const a of used) {
        const bytes = await deps.storage.get(a.path);
        if (!bytes) throw new AppError('storage_unavailable', { retryAfter: 1 });
        out.push({ name: a.name, kind: a.kind, contentType: a.content_type, bytes });
      }
      return out;
    },

    /**
     * Bundled assets into the account: same name and bytes is the same asset (nothing to do); a
     * name taken by other bytes is refused (409 CONFLICT naming them) unless renamed (a free
     * `name-2.ext`) or replaced. Names are checked and normalized as an upload's (a name stored
     * in another form is a rename, for the templates). Answers the renames, old name -> new
     * name. Everything is checked (names, bytes, the account's cap) before anything is written.
     */
    async place(ctx: Ctx, bundled: BundledAsset[], policy: ClashPolicy, check?: (fontFamilies: string[]) => Promise<void>): Promise<Map<string, string>> {
      const plan: { name: string; file: Inspected; existing?: { id: number; path: string; bytes: number } }[] = [];
      const families: string[] = [];
      const clashes: string[] = [];
      const renames = new Map<string, string>();
      const seen = new Set<string>();
      for (const b of bundled) {
        const name = checkedName(b.name, `assets.${b.name}`);
        if (seen.has(name)) throw new AppError('VALIDATION_ERROR', { params: { field: `assets.${b.name}`, rule: 'asset_name_taken', name } });
        seen.add(name);
        if (name !== b.name) renames.set(b.name, name);
        const file = await inspectFile(b.bytes, deps.config, `assets.${b.name}`);
        if (file.family) families.push(file.family);
        const existing = await repo.byName(ctx.accountId, name);
        if (!existing) plan.push({ name, file });
        else if (!(await deps.storage.get(existing.path))?.equals(file.body)) {
          clashes.push(name);
          plan.push({ name, file, existing });
        }
      }
      if (clashes.length && policy === 'refuse') {
        throw new AppError('CONFLICT', { params: { names: clashes.join(', ') } });
      }
      // The whole bundle within the account's cap before the first file is written (each write checks again, atomically).
      const cap = deps.config.ASSET_ACCOUNT_MAX_BYTES;
      const used = await repo.totalBytes(ctx.accountId);
      const added = plan.reduce((n, p) => n + p.file.body.length - (p.existing && policy === 'replace' ? Number(p.existing.bytes) : 0), 0);
      if (used + added > cap) throw new AppError('VALIDATION_ERROR', { params: { field: 'assets', rule: 'assets_total', max: cap, used } });
      // The caller's own checks (the document's fonts), knowing the bundle's font families, before anything is written.
      await check?.(families);
      for (const p of plan) {
        const field = `assets.${p.name}`;
        if (!p.existing) await storeAsset(deps, ctx, p.name, p.file, field);
        else if (policy === 'replace') await replaceAssetFile(deps, ctx, p.existing, p.file, field);
        else {
          const name = await freeName(ctx.accountId, p.name);
          await storeAsset(deps, ctx, name, p.file, field);
          const original = [...renames].find(([, to]) => to === p.name)?.[0] ?? p.name;
          renames.set(original, name);
        }
      }
      return renames;
    },
  };

  async function freeName(accountId: number, name: string): Promise<string> {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let i = 2; ; i++) if (!(await repo.byName(accountId, `${stem}-${i}${ext}`))) return `${stem}-${i}${ext}`;
  }
}
