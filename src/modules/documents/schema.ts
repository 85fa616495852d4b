import { z } from 'zod';
import { BodyId, MAX_ID, PathId } from '../../core/ids.js';
import { nameText } from '../../core/names.js';
import { maxBytes, noNul } from '../../core/text.js';
import { maxDepth, MAX_VARIABLES_DEPTH } from '../../core/depth.js';

import { FRAMEWORKS, PAPER_FORMATS as FORMATS } from '../../render/types.js';
import { PDFA_PARTS } from '../../render/pdf-archival.js';
import { Retention } from '../generation/files-schema.js';
import { SignOptions } from '../signing/index.js';

export { FRAMEWORKS, FORMATS };

/** A template body: at most 1,000,000 characters and 1 MiB of UTF-8 (what the renderer accepts). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const Font = z.object({
  name: z.string().min(1).max(100),
  variants: z.array(z.string().min(1).max(20)).max(20),
  master: z.boolean().optional(),
});
export type Font = z.infer<typeof Font>;

/** The uuid the OpenAPI examples use. */
export const EXAMPLE_UUID = '0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11';
const EXAMPLE_TIME = '2026-11-23T09:30:00.000Z';

/** Template variables: any JSON object, nested at most MAX_VARIABLES_DEPTH levels. */
export const Variables = z.record(z.string(), z.unknown()).refine((v) => maxDepth(v, MAX_VARIABLES_DEPTH) <= MAX_VARIABLES_DEPTH, {
  message: `must not nest objects and arrays more than ${MAX_VARIABLES_DEPTH} levels deep`,
  params: { rule: 'depth_max', max: MAX_VARIABLES_DEPTH },
  abort: true,
});

/** Most named samples a document keeps (issue 39). */
export const MAX_SAMPLES = 20;

/** Issue 39: the variables' data contract and named test data, in the full payload, PATCH, versions and bundles. */
export const DataFields = {
  variablesSchema: z
    .record(z.string(), z.unknown())
    .nullable()
    .meta({
      description:
        'JSON Schema (draft 2020-12) the variables of every render must match (formats such as date and email are checked); null (default): none. ' +
        'With one, generate, the legacy endpoint, the MCP tool and batches refuse variables that break it with 422 VARIABLES_INVALID before anything is charged. ' +
        'A schema that is not valid draft 2020-12 (or has a $ref that resolves nowhere) is 400. Versioned with the template. See docs/variables.md',
      examples: [
        {
          type: 'object',
          required: ['recipient'],
          properties: { recipient: { type: 'string', minLength: 1 }, issued: { type: 'string', format: 'date' } },
        },
      ],
    }),
  samples: z
    .array(
      z.object({
        name: nameText(1, 100).meta({ description: 'Unique among the samples of the document' }),
        variables: Variables,
      }),
    )
    .max(MAX_SAMPLES)
    .meta({
      description: `Named test data beside the default \`variables\`: at most ${MAX_SAMPLES}, names unique and not empty. The preview, the generate dialog and the rendered diff can use any of them. Versioned with the template`,
      examples: [[{ name: 'Long address', variables: { recipient: 'Dr. Maximiliane Mustermann-Schmidt' } }]],
    }),
};

/** Page margins in millimetres, each 0-100. */
export const Margins = z
  .object({
    top: z.number().min(0).max(100),
    right: z.number().min(0).max(100),
    bottom: z.number().min(0).max(100),
    left: z.number().min(0).max(100),
  })
  .meta({ description: 'Page margins in mm; null: the default (see docs/page-furniture.md)' });

/** A BCP 47 language tag such as "en", "de-CH" or "zh-Hant". */
export const Lang = z
  .string()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, 'must be a language tag such as en, de-CH or zh-Hant')
  .max(35);
/** A PDF/A part and conformance: "2b" (PDF/A-2b) or "3b" (PDF/A-3b, which may also carry attached files such as an e-invoice). */
export const PdfaLevel = z.enum(PDFA_PARTS);
const metaText = (description: string) => noNul(z.string().max(1000)).nullable().meta({ description });

/** Fields added by issue #11: in the full payload and PATCH, never in list items. */
export const FurnitureFields = {
  header: noNul(z.string().max(100_000)).meta({
    description: 'Handlebars HTML printed in the top margin of every page; {{pageNumber}} and {{totalPages}} available',
  }),
  footer: noNul(z.string().max(100_000)).meta({ description: 'Handlebars HTML printed in the bottom margin of every page' }),
  margins: Margins.nullable(),
  headerOnFirstPage: z.boolean().meta({ description: 'false: page 1 has no header (the footer stays)' }),
  title: metaText('PDF Title (Handlebars); null: the document name'),
  author: metaText('PDF Author (Handlebars)'),
  subject: metaText('PDF Subject (Handlebars)'),
  keywords: metaText('PDF Keywords (Handlebars), e.g. "invoice, 2026"'),
  lang: Lang.nullable().meta({ description: 'Document language (BCP 47) for accessibility: <html lang> and the PDF /Lang' }),
  tagged: z.boolean().meta({ description: 'Tagged (accessible) PDF with a structure tree; slower' }),
  pdfa: PdfaLevel.nullable().meta({
    description:
      'Archival PDF of every render by default: "2b" (PDF/A-2b) or "3b" (PDF/A-3b); null (default): a plain PDF. A render\'s options.pdfa overrides it',
  }),
  sign: SignOptions.nullable().meta({
    description:
      "Sign every render by default, as options.sign of POST /v1/generate (the certificate must be one of this workspace's); null (default): unsigned. A render's options.sign overrides it, and options.sign null renders unsigned. See docs/signing.md",
  }),
};
export const DocumentId = PathId;

/** Issue 41: not render-affecting, so never in a version (a PATCH of it publishes nothing). */
const DocumentRetention = Retention.nullable().meta({
  description: 'Deletes every file rendered from this document `ttlSeconds` after its render (60 s to ten years); null (default): kept until deleted',
});

export const Publishing = z.enum(['auto', 'manual']).meta({
  description: 'auto (default): a change is live at once, as a new published version; manual: changes stay in the draft until POST /v1/documents/{id}/publish',
});
/** Issue #19: in the full payload and list items. */
const versionState = {
  publishing: Publishing,
  publishedVersion: z.number().int().meta({ description: 'The version POST /v1/generate renders' }),
  draftChanged: z.boolean().meta({ description: 'The draft differs from the published version (manual publishing only)' }),
};
export const DOCUMENT_KINDS = ['document', 'partial'] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS).meta({
  description:
    '`document` (default): rendered by generate. `partial`: a building block other templates of the account include by its name with `{{> name}}` (never rendered on its own; generate answers 422 PARTIAL_NOT_RENDERABLE)',
});

/** Every field a document's owner sets: PATCH takes any subset, create the same with `name` required. */
export const UpdateDocumentBody = z
  .object({
    name: nameText(1, 200),
    body: maxBytes(noNul(z.string().max(1_000_000)), MAX_BODY_BYTES),
    framework: z.enum(FRAMEWORKS),
    format: z.enum(FORMATS),
    landscape: z.boolean(),
    fonts: z
      .array(Font)
      .max(20)
      .refine((fs) => fs.filter((f) => f.master).length <= 1, 'at most one font may be master'),
    variables: Variables,
    archived: z.boolean(),
    folderId: BodyId.nullable(),
    kind: DocumentKind,
    ...FurnitureFields,
    ...DataFields,
    publishing: Publishing,
    retention: DocumentRetention,
  })
  .partial()
  .meta({ examples: [{ name: 'Invoice 2026', body: '<h1 class="text-2xl">Invoice {{number}}</h1>', format: 'A4', variables: { number: 'INV-001' } }] });
export type DocumentPatch = z.infer<typeof UpdateDocumentBody>;

/** The spec's required `name`, and any other field of PATCH, validated the same way (absent: the defaults). */
export const CreateDocumentBody = UpdateDocumentBody.required({ name: true })
  .extend({
    starter: z.string().min(1).max(60).optional().meta({
      description:
        "Id of a starter (GET /v1/starters): the new document takes its body, header, footer, page settings and sample variables. Fields sent alongside (except body) override the starter's.",
    }),
  })
  .meta({
    examples: [
      { name: 'Invoice' },
      { name: 'Invoice', format: 'A5', landscape: true },
      { name: 'Invoice 2026', starter: 'invoice' },
      { name: 'letterhead', kind: 'partial', body: '<header class="border-b pb-2">{{company}}</header>' },
    ],
  });
export type DocumentCreate = z.infer<typeof CreateDocumentBody>;

/**
 * `root` or a folder id (the same schema is list_documents' MCP input, which takes numbers too).
 * Its error is the English text of the `folder_filter` rule, which the error handler localizes.
 */
const FOLDER_FILTER = { error: 'must be a folder id (a number) or "root"' };
export const ListDocumentsQuery = z.object({
  // Decimal digits only (as PathId): Number() would read `0x1` as 1 and `1e3` as 1000.
  folderId: z
    .union(
      [
        z.literal('root', FOLDER_FILTER),
        z
          .preprocess(
            (v) => (typeof v === 'string' && /^[0-9]{1,10}$/.test(v) ? Number(v) : v),
            z.number(FOLDER_FILTER).int(FOLDER_FILTER).min(1, FOLDER_FILTER).max(MAX_ID, FOLDER_FILTER),
          )
          .meta({ type: 'integer', minimum: 1, maximum: MAX_ID }),
      ],
      FOLDER_FILTER,
    )
    .optional()
    .meta({ description: 'A folder id, or `root` for documents in no folder; omitted: all' }),
  kind: DocumentKind.optional().meta({ description: 'Only documents of this kind (`document` or `partial`); omitted: both' }),
  archived: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: "true: only the archived documents (the dashboard's Archived view). Default: only the others." }),
});

const iso = z.string().meta({ description: 'ISO 8601 UTC timestamp' });

/** What is wrong with the saved body (or the last preview), where; null when nothing is. */
export const Problem = z
  .object({
    message: z.string(),
    line: z.number().int().nullable().meta({ description: '1-based line in the body; null when the failure has no position' }),
    column: z.number().int().nullable().meta({ description: '1-based column in the body' }),
  })
  .nullable();
const problems = {
  templateError: Problem.meta({
    description: 'Why the saved body does not compile (computed at save), or null. Generate answers 422 TEMPLATE_ERROR with the same text.',
  }),
  previewError: Problem.meta({ description: 'Why the last preview render failed (cleared by the next successful preview), or null.' }),
};

/** Issue 39: which samples break the schema, for the editor to mark them (read-only). */
export const SampleProblems = z
  .array(
    z.object({
      sample: z.string().nullable().meta({ description: "The sample's name; null: the default `variables`" }),
      problems: z
        .array(
          z.object({
            path: z.string().meta({ description: 'Dotted path into the variables, e.g. customer.name or items.0.price; "" for the whole object' }),
            message: z.string().meta({ description: 'A sentence naming the path, e.g. "`recipient` is required"' }),
          }),
        )
        .meta({ description: 'At most 20 per sample' }),
    }),
  )
  .meta({
    description:
      'The samples (and the default `variables`, `sample: null`) that break `variablesSchema`, each with its problems; only failing ones are listed, [] when there is no schema or every sample matches',
    examples: [[{ sample: 'Empty', problems: [{ path: 'recipient', message: '`recipient` is required' }] }]],
  });

export const DocumentPayload = z
  .object({
    id: z.number().int(),
    uuid: z.uuid(),
    name: z.string(),
    body: z.string(),
    framework: z.enum(FRAMEWORKS),
    format: z.enum(FORMATS),
    landscape: z.boolean(),
    fonts: z.array(Font),
    variables: Variables,
    archived: z.boolean(),
    kind: DocumentKind,
    ...FurnitureFields,
    ...DataFields,
    sampleProblems: SampleProblems,
    ...problems,
    folderId: z.number().int().nullable().meta({ description: 'The folder the document is in, or null' }),
    retention: DocumentRetention,
    updatedAt: iso.meta({ description: 'When the document was last saved: a newer value means someone saved since you read it' }),
    ...versionState,
    usedBy: z
      .array(z.object({ id: z.number().int(), uuid: z.uuid(), name: z.string(), kind: DocumentKind }))
      .optional()
      .meta({ description: 'Partials only (GET): the documents and partials of the account whose body, header or footer include this partial by name' }),
  })
  .meta({ examples: [exampleDocument()] });
export const CreatedDocument = DocumentPayload.extend({ createdAt: iso, updatedAt: iso }).meta({
  examples: [{ ...exampleDocument(), createdAt: EXAMPLE_TIME, updatedAt: EXAMPLE_TIME }],
});

export const DocumentListItem = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  framework: z.enum(FRAMEWORKS),
  format: z.enum(FORMATS),
  landscape: z.boolean(),
  folderId: z.number().int().nullable(),
  previewUrl: z.string().nullable(),
  previewUpdatedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
  lastUsedViaApi: iso.nullable(),
  kind: DocumentKind,
  ...problems,
  ...versionState,
});
export const DocumentList = z.object({ documents: z.array(DocumentListItem) }).meta({
  examples: [
    {
      documents: [
        {
          id: 1,
          uuid: EXAMPLE_UUID,
          name: 'Invoice',
          framework: 'TAILWIND',
          format: 'A4',
          landscape: false,
          folderId: null,
          previewUrl: `https://pdf.example.com/client/1/previews/${EXAMPLE_UUID}-1763760000000.png`,
          previewUpdatedAt: EXAMPLE_TIME,
          createdAt: EXAMPLE_TIME,
          updatedAt: EXAMPLE_TIME,
          lastUsedViaApi: null,
          kind: 'document',
          templateError: null,
          previewError: null,
          publishing: 'auto',
          publishedVersion: 3,
          draftChanged: false,
        },
      ],
    },
  ],
});

function exampleDocument() {
  return {
    id: 1,
    uuid: EXAMPLE_UUID,
    name: 'Invoice',
    body: '<h1 class="text-2xl">Invoice {{number}}</h1>',
    framework: 'TAILWIND',
    format: 'A4',
    landscape: false,
    fonts: [{ name: 'Inter', variants: ['400', '700'], master: true }],
    variables: { number: 'INV-001' },
    archived: false,
    kind: 'document',
    header: '<div class="text-xs text-gray-500">Acme GmbH</div>',
    footer: '<div class="text-xs">Page {{pageNumber}} of {{totalPages}}</div>',
    margins: { top: 20, right: 15, bottom: 20, left: 15 },
    headerOnFirstPage: true,
    title: 'Invoice {{number}}',
    author: 'Acme GmbH',
    subject: null,
    keywords: 'invoice',
    lang: 'en',
    tagged: false,
    templateError: null,
    previewError: null,
    folderId: null,
    retention: null,
    pdfa: null,
    sign: null,
    variablesSchema: { type: 'object', required: ['number'], properties: { number: { type: 'string' } } },
    samples: [{ name: 'Long number', variables: { number: 'INV-2026-000001' } }],
    sampleProblems: [],
    updatedAt: EXAMPLE_TIME,
    publishing: 'auto',
    publishedVersion: 3,
    draftChanged: false,
  };
}
