import type { DocumentRow } from '../../db/schema.js';
import type { Framework, Margins, PaperFormat } from '../../render/types.js';
import type { PdfaPart } from '../../render/pdf-archival.js';
import type { SignOptions } from '../signing/index.js';
import type { RenderSource } from '../documents/render-input.js';
import type { Font } from '../documents/schema.js';
import type { PartialVersions } from './partial-versions.js';

/** A named set of test variables (issue 39). */
export interface Sample {
  name: string;
  variables: Record<string, unknown>;
}

/**
 * The fields that change what a document renders: a version stores exactly these, and the
 * template's data contract (its variables schema and named samples, issue 39). The default
 * sample variables and the name are not part of it (the title falls back to the current name).
 */
export interface Snapshot {
  body: string;
  framework: Framework;
  format: PaperFormat;
  landscape: boolean;
  fonts: Font[];
  header: string;
  footer: string;
  margins: Margins | null;
  headerOnFirstPage: boolean;
  title: string | null;
  author: string | null;
  subject: string | null;
  keywords: string | null;
  lang: string | null;
  tagged: boolean;
  /** Absent in versions made before PDF/A existed (018): null. */
  pdfa?: PdfaPart | null;
  /** The default signature (024); absent in versions made before it: unsigned. */
  sign?: SignOptions | null;
  /** The variables' JSON Schema (025); absent in versions made before it: none. */
  variablesSchema?: Record<string, unknown> | null;
  /** Named test data (025); absent in versions made before it: none. */
  samples?: Sample[];
  /** The partials included and their versions when this version was made; absent in older versions. */
  partials?: PartialVersions;
}

/**
 * The render-affecting fields, the one list: each snapshot field and the documents column that
 * holds it. A version stores exactly these; a restore, a copy, an export, a draft preview and
 * every render read them through the conversions below. A new render-affecting column of
 * `documents` goes here (test/versions/template-fields.test.ts fails until it does).
 */
export const TEMPLATE_FIELDS = {
  body: 'body',
  framework: 'framework',
  format: 'format',
  landscape: 'landscape',
  fonts: 'fonts',
  header: 'header',
  footer: 'footer',
  margins: 'margins',
  headerOnFirstPage: 'header_on_first_page',
  title: 'title',
  author: 'author',
  subject: 'subject',
  keywords: 'keywords',
  lang: 'lang',
  tagged: 'tagged',
  pdfa: 'pdfa',
  sign: 'sign',
  variablesSchema: 'variables_schema',
  samples: 'samples',
} as const satisfies Record<keyof SnapshotFields, keyof DocumentRow>;

export type TemplateField = keyof typeof TEMPLATE_FIELDS;
export type TemplateColumn = (typeof TEMPLATE_FIELDS)[TemplateField];
/** The snapshot fields, in the list's order. */
export const TEMPLATE_FIELD_NAMES = Object.keys(TEMPLATE_FIELDS) as TemplateField[];
/** The documents columns that hold them. */
export const TEMPLATE_COLUMNS = Object.values(TEMPLATE_FIELDS) as TemplateColumn[];

/** A zod `.pick()` mask of these fields: an API schema of the list, or of a part of it. */
export const fieldMask = <F extends TemplateField>(fields: readonly F[]) => Object.fromEntries(fields.map((f) => [f, true])) as { [K in F]: true };

/** The template texts (Handlebars): what is compiled before a render, where partials and asset names appear. */
export const TEMPLATE_TEXTS = ['body', 'header', 'footer', 'title', 'author', 'subject', 'keywords'] as const satisfies readonly TemplateField[];
/** The template texts of a snapshot or of a row (their columns have the same names). */
export const templateTexts = (s: Partial<Record<(typeof TEMPLATE_TEXTS)[number], string | null>>): (string | null | undefined)[] =>
  TEMPLATE_TEXTS.map((f) => s[f]);

/** A snapshot's own fields, each present (older versions lack the later ones: see Snapshot). */
type SnapshotFields = Required<Omit<Snapshot, 'partials'>>;

/** The columns a snapshot is read from and written back to. */
export type SnapshotColumns = Pick<DocumentRow, TemplateColumn>;

export function snapshotOf(row: SnapshotColumns): SnapshotFields {
  return {
    body: row.body,
    framework: row.framework as Framework,
    format: row.format as PaperFormat,
    landscape: row.landscape === 1,
    fonts: JSON.parse(row.fonts) as Font[],
    header: row.header ?? '',
    footer: row.footer ?? '',
    margins: row.margins ? (JSON.parse(row.margins) as Margins) : null,
    headerOnFirstPage: row.header_on_first_page !== 0,
    title: row.title ?? null,
    author: row.author ?? null,
    subject: row.subject ?? null,
    keywords: row.keywords ?? null,
    lang: row.lang ?? null,
    tagged: row.tagged === 1,
    pdfa: (row.pdfa ?? null) as PdfaPart | null,
    sign: row.sign ? (JSON.parse(row.sign) as SignOptions) : null,
    variablesSchema: row.variables_schema ? (JSON.parse(row.variables_schema) as Record<string, unknown>) : null,
    samples: row.samples ? (JSON.parse(row.samples) as Sample[]) : [],
  };
}

/** The document columns that hold this snapshot (a restore writes them into the draft). */
export function columnsOf(s: Snapshot): SnapshotColumns {
  return {
    body: s.body,
    framework: s.framework,
    format: s.format,
    landscape: Number(s.landscape),
    fonts: JSON.stringify(s.fonts),
    header: s.header,
    footer: s.footer,
    margins: s.margins && JSON.stringify(s.margins),
    header_on_first_page: Number(s.headerOnFirstPage),
    title: s.title,
    author: s.author,
    subject: s.subject,
    keywords: s.keywords,
    lang: s.lang,
    tagged: Number(s.tagged),
    pdfa: s.pdfa ?? null,
    sign: s.sign ? JSON.stringify(s.sign) : null,
    variables_schema: s.variablesSchema ? JSON.stringify(s.variablesSchema) : null,
    samples: s.samples?.length ? JSON.stringify(s.samples) : null,
  };
}

/**
 * The columns of the fields given, and only those (a PATCH's changes, a draft preview's
 * overrides): each column's conversion reads its own field alone, so columnsOf serves a part too.
 */
export function someColumnsOf(fields: Partial<Snapshot>): Partial<SnapshotColumns> {
  const all = columnsOf(fields as Snapshot);
  const some: Partial<Record<TemplateColumn, unknown>> = {};
  for (const f of TEMPLATE_FIELD_NAMES) if (fields[f] !== undefined) some[TEMPLATE_FIELDS[f]] = all[TEMPLATE_FIELDS[f]];
  return some as Partial<SnapshotColumns>;
}

/**
 * The document's own fields, in one key order, so equal snapshots have equal text. Recorded
 * partial versions are left out: a partial's change is not a change of the document.
 */
export const snapshotText = (s: Snapshot): string => JSON.stringify(completeSnapshot(s));

/** Every field present, in the list's order: a version made before a field existed gets its default (no PDF/A, unsigned, no schema, no samples). */
export const completeSnapshot = (s: Snapshot): SnapshotFields => snapshotOf(columnsOf(s));

/** What the renderer reads, for a snapshot of the document (the account and current name from the row). */
export function sourceOf(s: Snapshot, doc: Pick<DocumentRow, 'account_id' | 'name'>): RenderSource {
  return { account_id: doc.account_id, name: doc.name, ...columnsOf(s), ...(s.partials ? { partialVersions: s.partials } : {}) };
}
