import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { nowIso } from '../../core/time.js';
import { normalizeFamily } from '../../render/font-catalog.js';
import type { Deps } from '../deps.js';
import { inspectFile, RefusedFile } from './inspect.js';
import { assetsRepo } from './repo.js';
import { assetsService } from './service.js';
import crypto from 'node:crypto';

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
  const assets = assetsService(deps);

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
     * `name-2.ext`) or replaced. Answers the renames, old name -> new name, for the templates.
     * Everything is checked before anything is written.
     */
    async place(ctx: Ctx, bundled: BundledAsset[], policy: ClashPolicy, check?: (fontFamilies: string[]) => Promise<void>): Promise<Map<string, string>> {
      const plan: { name: string; bytes: Buffer; existing?: { id: number; path: string } }[] = [];
      const families: string[] = [];
      const clashes: string[] = [];
      for (const b of bundled) {
        let body: Buffer;
        try {
          const file = await inspectFile(b.bytes);
          body = file.body;
          if (file.family) families.push(file.family);
        } catch (err) {
          if (err instanceof RefusedFile) throw new AppError('VALIDATION_ERROR', { params: { field: `assets.${b.name}`, rule: err.rule } });
          throw err;
        }
        const existing = await repo.byName(ctx.accountId, b.name);
        if (!existing) plan.push({ name: b.name, bytes: b.bytes });
        else if (!(await deps.storage.get(existing.path))?.equals(body)) {
          clashes.push(b.name);
          plan.push({ name: b.name, bytes: b.bytes, existing });
        }
      }
      if (clashes.length && policy === 'refuse') {
        throw new AppError('CONFLICT', { params: { names: clashes.join(', ') } });
      }
      // The caller's own checks (the document's fonts), knowing the bundle's font families, before anything is written.
      await check?.(families);
      const renames = new Map<string, string>();
      for (const p of plan) {
        if (!p.existing) await assets.upload(ctx, { name: p.name, bytes: p.bytes });
        else if (policy === 'replace') await replace(ctx, p.existing, p.bytes);
        else {
          const name = await freeName(ctx.accountId, p.name);
          await assets.upload(ctx, { name, bytes: p.bytes });
          renames.set(p.name, name);
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

  /** The new file first, then the row, then the old file goes: a failure leaves the old asset whole. */
  async function replace(ctx: Ctx, existing: { id: number; path: string }, bytes: Buffer) {
    const file = await inspectFile(bytes);
    const path = `client/${ctx.accountId}/assets/${crypto.randomUUID()}.${file.extension}`;
    await deps.storage.put(path, file.body, file.contentType).catch((err) => {
      throw new AppError('storage_unavailable', { retryAfter: 1 }, { cause: err });
    });
    await repo.replaceFile(ctx.accountId, existing.id, {
      kind: file.kind,
      content_type: file.contentType,
      bytes: file.body.length,
      width: file.width ?? null,
      height: file.height ?? null,
      family: file.family ?? null,
      weight: file.weight ?? null,
      style: file.style ?? null,
      path,
      updated_at: nowIso(),
    });
    await deps.storage.delete(existing.path).catch((err) => deps.log.warn({ err, path: existing.path }, 'replaced asset file not removed'));
  }
}
