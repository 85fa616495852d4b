import type { DocumentRow } from '../../db/schema.js';
import type { RenderInput } from '../../render/types.js';
import { assetsForRender } from '../assets/service.js';
import type { Deps } from '../deps.js';
import { usesPartials } from '../../render/template-partials.js';
import { pinnedPartialBodies, publishedPartialBodies, type PartialVersions } from '../versions/partial-versions.js';
import { snapshotOf, templateTexts, type SnapshotColumns } from '../versions/snapshot.js';

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
  // The columns read as a version reads them (snapshot.ts); absent ones (the thumbnail's subset) take their defaults.
  const s = snapshotOf(doc as SnapshotColumns);
  const { assets, customFonts } = await assetsForRender(deps.db, doc.account_id, s.fonts);
  // Partials are read at each render: publishing one changes every document that includes it.
  // Only templates that include one pay for the query.
  const partials = !templateTexts(s).some(usesPartials)
    ? undefined
    : doc.partialVersions
      ? await pinnedPartialBodies(deps.db, doc.account_id, doc.partialVersions)
      : await publishedPartialBodies(deps.db, doc.account_id);
  return {
    partials,
    body: s.body,
    variables,
    framework: s.framework,
    format: s.format,
    landscape: s.landscape,
    fonts: s.fonts,
    header: s.header,
    footer: s.footer,
    margins: s.margins,
    headerOnFirstPage: s.headerOnFirstPage,
    metadata: {
      title: s.title ?? doc.name,
      author: s.author ?? undefined,
      subject: s.subject ?? undefined,
      keywords: s.keywords ?? undefined,
      lang: s.lang ?? undefined,
    },
    tagged: s.tagged,
    pdfa: s.pdfa,
    assets,
    customFonts,
  };
}
