import type { DocumentRow } from '../../db/schema.js';
import type { FontSpec, Framework, Margins, PaperFormat, RenderInput } from '../../render/types.js';
import type { PdfaPart } from '../../render/pdf-archival.js';
import { assetsForRender } from '../assets/service.js';
import type { Deps } from '../deps.js';
import { usesPartials } from '../../render/template-partials.js';
import { pinnedPartialBodies, publishedPartialBodies, type PartialVersions } from '../versions/partial-versions.js';
import { templateTexts, type SnapshotColumns } from '../versions/snapshot.js';

/**
 * The document columns a render reads: the account, the name (the title's fallback) and the
 * render-affecting fields (versions/snapshot.ts; a row, or a version's snapshot through
 * sourceOf). Generation reads them all; the thumbnail preview a subset (the others: defaults).
 */
export type RenderSource = Pick<DocumentRow, 'account_id' | 'body' | 'framework' | 'format' | 'landscape' | 'fonts'> &
  Partial<Pick<DocumentRow, 'name'> & SnapshotColumns> & {
    /** A pinned version's recorded partial versions (absent: the partials as published now). */
    partialVersions?: PartialVersions;
  };

/** Every template of the document compiles (call it before debiting a credit): else TEMPLATE_ERROR. */
export async function checkTemplates(deps: Pick<Deps, 'renderer'>, doc: RenderSource): Promise<void> {
  for (const t of templateTexts(doc)) if (t) await deps.renderer.checkTemplate(t);
}

/**
 * A document row and the caller's variables as the renderer takes them, with the account's
 * assets (names for `{{asset}}`) and the uploaded fonts the document names in `fonts`.
 */
export async function renderInputOf(deps: Pick<Deps, 'db'>, doc: RenderSource, variables: Record<string, unknown>): Promise<RenderInput> {
  const fonts = JSON.parse(doc.fonts) as FontSpec[];
  const { assets, customFonts } = await assetsForRender(deps.db, doc.account_id, fonts);
  // Partials are read at each render: publishing one changes every document that includes it.
  // Only templates that include one pay for the query.
  const partials = !templateTexts(doc).some(usesPartials)
    ? undefined
    : doc.partialVersions
      ? await pinnedPartialBodies(deps.db, doc.account_id, doc.partialVersions)
      : await publishedPartialBodies(deps.db, doc.account_id);
  return {
    partials,
    body: doc.body,
    variables,
    framework: doc.framework as Framework,
    format: doc.format as PaperFormat,
    landscape: doc.landscape === 1,
    fonts,
    header: doc.header ?? '',
    footer: doc.footer ?? '',
    margins: doc.margins ? (JSON.parse(doc.margins) as Margins) : null,
    headerOnFirstPage: doc.header_on_first_page !== 0,
    metadata: {
      title: doc.title ?? doc.name,
      author: doc.author ?? undefined,
      subject: doc.subject ?? undefined,
      keywords: doc.keywords ?? undefined,
      lang: doc.lang ?? undefined,
    },
    tagged: doc.tagged === 1,
    pdfa: (doc.pdfa ?? null) as PdfaPart | null,
    assets,
    customFonts,
  };
}
