import crypto from 'node:crypto';
import type { Ctx } from '../../core/context.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { nowIso } from '../../core/time.js';
import { refuseUnknownFonts } from '../../render/fonts.js';
import { assetsService } from '../assets/service.js';
import { missingPartialProblem, partialReferences, usesPartials } from '../../render/template-partials.js';
import type { DocumentKind } from '../../db/schema.js';
import { fromStarter } from '../starters/catalog.js';
import { NEW_DOCUMENT } from './defaults.js';
import { folderExists } from '../folders/index.js';
import { documentsRepo } from './repo.js';
import { checkedSamples, toCreated, toListItem, toPayload } from './present.js';
import type { DocumentCreate, DocumentPatch } from './schema.js';
import { settleDraft } from './publishing.js';
import { authorOf } from '../versions/author.js';
import { recordVersion, removeVersions } from '../versions/service.js';
import { columnsOf, snapshotOf, someColumnsOf, TEMPLATE_FIELD_NAMES } from '../versions/snapshot.js';
import { checkDefaultCertificate } from '../signing/index.js';
import { schemaProblem } from '../variables/index.js';

/** Fields whose change alters the rendered output, and so the preview. */
const RENDER_FIELDS = ['body', 'framework', 'format', 'landscape', 'fonts', 'variables', 'margins'] as const;
/** Fields a version keeps (and the publishing mode): a PATCH of any of them may publish or mark the draft. */
const VERSIONED_FIELDS = [...TEMPLATE_FIELD_NAMES, 'publishing'] as const;

export type DocumentsService = ReturnType<typeof documentsService>;

/**
 * Issue 39: a variables schema must be a draft 2020-12 schema Ajv compiles (400 naming what is
 * wrong), and sample names unique (the editor picks a sample by its name).
 */
function checkDataContract(input: Pick<DocumentPatch, 'variablesSchema' | 'samples'>) {
  if (input.variablesSchema) {
    const problem = schemaProblem(input.variablesSchema);
    if (problem) throw new AppError('VALIDATION_ERROR', { params: { detail: `variablesSchema: ${problem}` } });
  }
  const seen = new Set<string>();
  for (const [i, sample] of (input.samples ?? []).entries()) {
    if (seen.has(sample.name)) {
      throw new AppError('VALIDATION_ERROR', {
        params: { detail: `samples.${i}.name: another sample is already named "${sample.name}" (names must be unique)` },
      });
    }
    seen.add(sample.name);
  }
}

export function documentsService(deps: Deps) {
  const repo = documentsRepo(deps.db);
  const publicUrl = (path: string) => deps.storage.publicUrl(path);
  const assets = assetsService(deps);

  /** What the schema cannot know: the fonts Quire has, the caller's folders. Same for create and PATCH. */
  async function checkReferences(ctx: Ctx, input: DocumentPatch) {
    // The account's uploaded families count as available, like the catalog's.
    if (input.fonts)
      refuseUnknownFonts(
        input.fonts,
        (await assets.fontFamilies(ctx.accountId)).map((f) => f.name),
      );
    if (input.folderId != null && !(await folderExists(deps.db, ctx.accountId, input.folderId))) {
      throw new AppError('VALIDATION_ERROR', { params: { field: 'folderId', rule: 'no_such_folder' } });
    }
    await checkDefaultCertificate(deps.db, ctx.accountId, input.sign);
    checkDataContract(input);
  }

  /**
   * A body that does not compile, or that includes a partial the account does not have, is saved
   * anyway (work in progress); the problem is stored with it. Header and footer are checked for
   * missing partials too (their problem says where).
   */
  const templateErrorOf = async (ctx: Ctx, t: { body: string; header?: string | null; footer?: string | null }): Promise<string | null> => {
    // In the template workers when the body is not small and shallow: under a render's limits.
    const problem = (await deps.renderer.templateProblem(t.body)) ?? (await missingPartials(ctx, t));
    return problem && JSON.stringify(problem);
  };
  async function missingPartials(ctx: Ctx, t: { body: string; header?: string | null; footer?: string | null }) {
    const parts = [
      ['', t.body],
      ['In the header: ', t.header],
      ['In the footer: ', t.footer],
    ] as const;
    if (!parts.some(([, text]) => usesPartials(text))) return null;
    const known = new Set(Object.keys(await repo.partialBodies(ctx.accountId)));
    for (const [where, text] of parts) {
      const problem = text ? missingPartialProblem(text, known) : null;
      if (problem) return { ...problem, message: where + problem.message };
    }
    return null;
  }

  /** Partials are included by name: two partials of one account may not share one. */
  async function checkPartialName(ctx: Ctx, kind: string, name: string, exceptId?: number) {
    if (kind === 'partial' && (await repo.partialNamed(ctx.accountId, name, exceptId)) !== undefined) {
      throw new AppError('VALIDATION_ERROR', { params: { field: 'name', rule: 'partial_name_taken' } });
    }
  }

  /** The documents and partials whose templates include the partial `name`. */
  async function usedBy(ctx: Ctx, name: string, selfId: number) {
    const rows = await repo.partialUsers(ctx.accountId);
    return rows
      .filter((r) => r.id !== selfId && [r.body, r.header, r.footer].some((t) => partialReferences(t).some((ref) => ref.name === name)))
      .map((r) => ({ id: r.id, uuid: r.uuid, name: r.name, kind: r.kind }));
  }

  async function owned(ctx: Ctx, id: number) {
    const row = await repo.byId(ctx.accountId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    async list(ctx: Ctx, folder?: number | 'root', archived = false, kind?: DocumentKind) {
      const rows = await repo.list(ctx.accountId, folder, archived, kind);
      return rows.map((r) => toListItem(r, publicUrl));
    },

    /** 400 VALIDATION_ERROR naming the fonts that are neither in the catalog nor uploaded (an import checks before it writes). */
    checkFonts: (ctx: Ctx, fonts: DocumentPatch['fonts']) => checkReferences(ctx, { fonts }),

    async get(ctx: Ctx, id: number) {
      const row = await owned(ctx, id);
      const payload = toPayload(row, await checkedSamples(row));
      return row.kind === 'partial' ? { ...payload, usedBy: await usedBy(ctx, row.name, row.id) } : payload;
    },

    /** For generation: by public uuid, scoped to the account. */
    async byUuid(ctx: Ctx, uuid: string) {
      const row = await repo.byUuid(ctx.accountId, uuid);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    /** The spec's defaults for every field the caller leaves out. */
    async create(ctx: Ctx, given: DocumentCreate) {
      const input = given.starter ? fromStarter(given) : given;
      await checkReferences(ctx, input);
      const kind = input.kind ?? 'document';
      await checkPartialName(ctx, kind, input.name);
      const now = nowIso(deps.clock);
      const body = input.body ?? NEW_DOCUMENT.body;
      const insert = {
        uuid: crypto.randomUUID(),
        account_id: ctx.accountId,
        folder_id: input.folderId ?? null,
        name: input.name,
        variables: JSON.stringify(input.variables ?? NEW_DOCUMENT.variables),
        archived: Number(input.archived ?? NEW_DOCUMENT.archived),
        ...columnsOf({
          body,
          framework: input.framework ?? NEW_DOCUMENT.framework,
          format: input.format ?? NEW_DOCUMENT.format,
          landscape: input.landscape ?? NEW_DOCUMENT.landscape,
          fonts: input.fonts ?? [...NEW_DOCUMENT.fonts],
          header: input.header ?? '',
          footer: input.footer ?? '',
          margins: input.margins ?? null,
          headerOnFirstPage: input.headerOnFirstPage ?? true,
          title: input.title ?? null,
          author: input.author ?? null,
          subject: input.subject ?? null,
          keywords: input.keywords ?? null,
          lang: input.lang ?? null,
          tagged: input.tagged ?? false,
          pdfa: input.pdfa ?? null,
          sign: input.sign ?? null,
          variablesSchema: input.variablesSchema ?? null,
          samples: input.samples ?? [],
        }),
        template_error: await templateErrorOf(ctx, { body, header: input.header, footer: input.footer }),
        kind,
        created_at: now,
        updated_at: now,
        render_changed_at: now,
        preview_path: null,
        preview_updated_at: null,
        preview_error: null,
        last_used_via_api: null,
        publishing: input.publishing ?? 'auto',
        retention_seconds: input.retention?.ttlSeconds ?? null,
      };
      // The document and its version 1 (published) are written together.
      const author = await authorOf(deps.db, ctx);
      const row = await deps.db.transaction().execute(async (tx) => {
        const created = await documentsRepo(tx).insert(insert);
        await recordVersion(tx, { accountId: created.account_id, documentId: created.id, number: 1, snapshot: snapshotOf(created), author, at: now });
        return created;
      });
      deps.previews.schedule(row.account_id, row.id);
      return toCreated(row, await checkedSamples(row));
    },

    async update(ctx: Ctx, id: number, patch: DocumentPatch) {
      const current = await owned(ctx, id);
      await checkReferences(ctx, patch);
      if (patch.name !== undefined || patch.kind !== undefined) await checkPartialName(ctx, patch.kind ?? current.kind, patch.name ?? current.name, id);
      const templatesChanged = patch.body !== undefined || patch.header !== undefined || patch.footer !== undefined;
      const now = nowIso(deps.clock);
      const rendersDifferently = RENDER_FIELDS.some((f) => patch[f] !== undefined);
      const versioned = VERSIONED_FIELDS.some((f) => patch[f] !== undefined);
      const set = {
        name: patch.name,
        ...someColumnsOf(patch),
        template_error: templatesChanged
          ? await templateErrorOf(ctx, { body: patch.body ?? current.body, header: patch.header ?? current.header, footer: patch.footer ?? current.footer })
          : undefined,
        kind: patch.kind,
        variables: patch.variables && JSON.stringify(patch.variables),
        archived: patch.archived === undefined ? undefined : Number(patch.archived),
        folder_id: patch.folderId,
        updated_at: now,
        render_changed_at: rendersDifferently ? now : undefined,
        publishing: patch.publishing,
        retention_seconds: patch.retention === undefined ? undefined : (patch.retention?.ttlSeconds ?? null),
      };
      // The draft, and (auto) its new published version, in one transaction.
      const row = await deps.db.transaction().execute(async (tx) => {
        const updated = await documentsRepo(tx).update(ctx.accountId, id, set);
        if (!updated) throw new AppError('NOT_FOUND');
        return versioned ? settleDraft(tx, ctx, updated) : updated;
      });
      if (rendersDifferently) deps.previews.schedule(row.account_id, row.id);
      return toPayload(row, await checkedSamples(row));
    },

    /** Generated PDFs stay (their URLs are permanent until deleted); the preview goes with the document. */
    async remove(ctx: Ctx, id: number) {
      const previewPath = await deps.db.transaction().execute(async (tx) => {
        await removeVersions(tx, ctx.accountId, id);
        return documentsRepo(tx).remove(ctx.accountId, id);
      });
      if (previewPath === undefined) throw new AppError('NOT_FOUND');
      if (previewPath) {
        await deps.storage.delete(previewPath).catch((err) => deps.log.warn({ err, previewPath }, 'preview of a deleted document not removed'));
      }
    },
  };
}
