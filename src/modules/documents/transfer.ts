import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { nowIso } from '../../core/time.js';
import type { DocumentRow } from '../../db/schema.js';
import { assetTransfer, type ClashPolicy } from '../assets/transfer.js';
import { normalizeFamily } from '../../render/font-catalog.js';
import type { Deps } from '../deps.js';
import { versionSnapshot } from '../versions/service.js';
import { snapshotOf, TEMPLATE_TEXTS, templateTexts, type Snapshot } from '../versions/snapshot.js';
import { BUNDLE_FORMAT, BUNDLE_VERSION, type Bundle } from './bundle-schema.js';
import { documentsRepo } from './repo.js';
import { ownsCertificate } from '../signing/index.js';
import type { DocumentsService } from './service.js';

/**
 * Copies of documents: within the account (duplicate) and between Quire instances (export a
 * bundle, import it elsewhere). Each copy is a new document whose version 1 is the source's
 * published snapshot, created through the documents service like any other.
 */
export function transferService(deps: Deps, documents: DocumentsService) {
  const repo = documentsRepo(deps.db);
  const assets = assetTransfer(deps);

  async function source(ctx: Ctx, id: number): Promise<DocumentRow> {
    const row = await repo.byId(ctx.accountId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The published snapshot (or the draft, or version n), and its number (0: the draft). */
  async function snapshotAt(row: DocumentRow, version: number | 'draft' | undefined): Promise<{ snapshot: Snapshot; number: number }> {
    if (version === 'draft') return { snapshot: snapshotOf(row), number: row.draft_changed ? 0 : row.published_version };
    const number = version ?? row.published_version;
    if (number === row.published_version && !row.draft_changed) return { snapshot: snapshotOf(row), number };
    const snapshot = await versionSnapshot(deps.db, row.account_id, row.id, number);
    if (!snapshot) throw new AppError('NOT_FOUND');
    return { snapshot, number };
  }

  return {
    async duplicate(ctx: Ctx, id: number, input: { name?: string }) {
      const row = await source(ctx, id);
      const { snapshot } = await snapshotAt(row, undefined);
      return documents.create(ctx, {
        ...snapshot,
        name: input.name ?? `${[...row.name].slice(0, 192).join('')} (copy)`,
        variables: JSON.parse(row.variables) as Record<string, unknown>,
        folderId: row.folder_id,
        publishing: row.publishing,
      });
    },

    async exportBundle(ctx: Ctx, id: number, version?: number | 'draft'): Promise<Bundle> {
      const row = await source(ctx, id);
      const { snapshot, number } = await snapshotAt(row, version);
      const used = await assets.referenced(
        ctx.accountId,
        templateTexts(snapshot).map((t) => t ?? ''),
        snapshot.fonts,
      );
      return {
        format: BUNDLE_FORMAT,
        formatVersion: BUNDLE_VERSION,
        exportedAt: nowIso(),
        document: {
          name: row.name,
          publishing: row.publishing,
          variables: JSON.parse(row.variables) as Record<string, unknown>,
          ...snapshot,
          ...(number ? { version: number } : {}),
        },
        assets: used.map((a) => ({ name: a.name, kind: a.kind as 'image', contentType: a.contentType, data: a.bytes.toString('base64') })),
      };
    },

    /** The assets first (checked before any is written), then the document, its templates following renamed assets. */
    async importBundle(ctx: Ctx, bundle: Bundle, policy: ClashPolicy) {
      const fonts = bundle.document.fonts ?? [];
      const renames = await assets.place(
        ctx,
        bundle.assets.map((a) => ({ name: a.name, bytes: Buffer.from(a.data, 'base64') })),
        policy,
        async (families) => {
          // Fonts neither in Quire's catalog, nor uploaded to the account, nor in the bundle: refused before any asset is written.
          const bundled = new Set(families.map(normalizeFamily));
          await documents.checkFonts(
            ctx,
            fonts.filter((f) => !bundled.has(normalizeFamily(f.name))),
          );
        },
      );
      const { version: _exported, ...doc } = bundle.document;
      // A default signature names a certificate by id: in another workspace (or instance) that id
      // is not one it can use, so the document comes in unsigned; its key never travels.
      if (doc.sign && !(await ownsCertificate(deps.db, ctx.accountId, doc.sign.certificateId))) doc.sign = null;
      for (const f of TEMPLATE_TEXTS) {
        let text = doc[f];
        if (!text) continue;
        for (const [from, to] of renames) text = text.replaceAll(`"${from}"`, `"${to}"`).replaceAll(`'${from}'`, `'${to}'`);
        doc[f] = text;
      }
      return documents.create(ctx, doc);
    },
  };
}

export type TransferService = ReturnType<typeof transferService>;
