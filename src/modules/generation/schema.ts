import { z } from 'zod';
import { CursorParam, pageOf } from '../../core/cursor.js';
import { EXAMPLE_UUID, PdfaLevel, Variables } from '../documents/schema.js';
import { VersionSelector } from '../versions/schema.js';
import { fileOptions } from './files-schema.js';
import { EINVOICE_EXAMPLE, EinvoiceRequest, EinvoiceResult } from '../einvoice/schema.js';
import { SignOptions } from '../signing/index.js';

const EXAMPLE_PATH = `client/1/generated/${EXAMPLE_UUID}/1763760000000.pdf`;

/** Shared by POST /v1/generate, DELETE /v1/generations/file and the MCP tools that wrap them. */
/** Printable text without control characters (passwords and file names end up in qpdf's argument file and HTTP headers). */
const printable = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');

export const GenerateOptions = z
  .object({
    password: printable(1, 128).optional().meta({ description: 'Encrypts the PDF with AES-256; this password opens it' }),
    permissions: z
      .object({
        print: z.boolean().optional(),
        copy: z.boolean().optional(),
        modify: z.boolean().optional(),
      })
      .strict()
      .optional()
      .meta({ description: 'What readers may do (each default true); given without password, the PDF opens freely but is encrypted to enforce them' }),
    filename: printable(1, 200)
      .regex(/^[^/\\"]+$/, 'must not contain /, \\ or "')
      .optional()
      .meta({ description: 'Download name served with the file (Content-Disposition); ".pdf" is added when missing' }),
    pdfa: PdfaLevel.nullable().optional().meta({
      description:
        'Archival PDF: "2b" (PDF/A-2b) or "3b" (PDF/A-3b). Absent: the document\'s `pdfa`; null: a plain PDF whatever the document says. With password or permissions: 400 VALIDATION_ERROR (PDF/A forbids encryption)',
    }),
    sign: SignOptions.nullable().optional().meta({
      description:
        "Sign the PDF with one of the workspace's signing certificates (PAdES B-B; B-T with timestamp): the last finishing step, after PDF/A and attachments. Absent: the document's `sign`; null: unsigned whatever the document says. See docs/signing.md",
    }),
    ...fileOptions,
  })
  .strict();
export type GenerateOptions = z.infer<typeof GenerateOptions>;

export const GenerateBody = z
  .object({
    documentId: z.uuid().meta({ description: "The document's uuid (never its numeric id)" }),
    variables: Variables.optional().meta({ description: "Handlebars context; its shape mirrors the document's sample variables" }),
    options: GenerateOptions.optional().meta({ description: 'PDF password and permissions, download file name, PDF/A level' }),
    version: VersionSelector.optional().meta({
      description:
        'Which version to render: absent, the published one; a number, exactly that version (a reprint; unknown: 404); "draft": the unpublished draft (billed as any render)',
    }),
    einvoice: EinvoiceRequest.optional().meta({
      description:
        'A structured invoice (Factur-X / ZUGFeRD, XRechnung): its XML is built, checked against the schema and the EN 16931 (and XRechnung) rules before any credit is spent (a broken rule: 422 EINVOICE_INVALID with `violations`), attached to a PDF/A-3b and stored beside it. The template sees the invoice as the variable `einvoice`. See docs/einvoices.md',
    }),
  })
  .meta({
    examples: [
      { documentId: EXAMPLE_UUID, variables: { customer: { name: 'Ada Lovelace' }, total: 1250 } },
      { documentId: EXAMPLE_UUID, variables: { total: 1042 }, version: 2 },
      {
        documentId: EXAMPLE_UUID,
        variables: { total: 1250 },
        options: { password: 'open sesame', permissions: { print: true, copy: false, modify: false }, filename: 'Invoice 1042.pdf' },
      },
      { documentId: EXAMPLE_UUID, einvoice: EINVOICE_EXAMPLE },
    ],
  });
/** Issue 39: something a render noticed but rendered anyway (a path the template reads that the variables lack). */
export const RenderWarning = z
  .object({
    code: z
      .enum(['MISSING_VARIABLE'])
      .meta({ description: 'MISSING_VARIABLE: the template reads `path` and the variables do not have it (it printed nothing)' }),
    path: z.string().meta({ description: 'Dotted path into the variables, e.g. `customer.name`; array items by index, e.g. `lines.2.price`' }),
  })
  .meta({ examples: [{ code: 'MISSING_VARIABLE', path: 'customer.name' }] });

export const RenderWarnings = z.array(RenderWarning).meta({
  description:
    'Only for a document without a `variablesSchema`, and only when there is something to say: each path the body, header, footer, metadata or a used partial reads that the variables lack (at most 50, in the order the render meets them). Paths tested by `#if`/`#unless` and the first argument of `default` are optional and never warned of. The PDF is rendered all the same (docs/variables.md)',
});

export const GenerateResult = z
  .object({
    url: z.url(),
    documentId: z.uuid(),
    expiresAt: z.string().optional().meta({ description: 'With a retention: when the file is deleted' }),
    urlExpiresAt: z.string().optional().meta({ description: 'With access "signed": when this link stops working' }),
    einvoice: EinvoiceResult.optional().meta({ description: "With `einvoice`: its format, profile, the XML's URL and the rules' warnings" }),
    warnings: RenderWarnings.optional(),
  })
  .meta({
    examples: [
      { url: `https://pdf.example.com/${EXAMPLE_PATH}`, documentId: EXAMPLE_UUID },
      { url: `https://pdf.example.com/${EXAMPLE_PATH}`, documentId: EXAMPLE_UUID, warnings: [{ code: 'MISSING_VARIABLE', path: 'customer.name' }] },
    ],
  });
export const DeleteFileBody = z
  .object({
    path: z.string().min(1).max(2048).meta({ description: 'The url returned by generation, or the bare storage path' }),
  })
  .meta({ examples: [{ path: `https://pdf.example.com/${EXAMPLE_PATH}` }, { path: EXAMPLE_PATH }] });

export const ListFilesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: 'Files per page, 1-100 (default 20)' }),
  before: CursorParam.optional(),
  documentId: z.uuid().optional().meta({ description: "Only this document's files (its uuid)" }),
});

export const GeneratedFile = z.object({
  id: z.number().int(),
  documentId: z.uuid().meta({ description: "The document's uuid" }),
  documentName: z.string().nullable().meta({ description: 'null once the document has been deleted (its files stay)' }),
  filename: z.string().nullable().meta({ description: "A batch item's download name (its `filename` or CSV `_filename`, with .pdf); null: none was given" }),
  url: z.url().nullable().meta({
    description: 'The public URL; null once the file is deleted or expired, for a signed file (POST /v1/generations/{id}/link) and when nothing was stored',
  }),
  status: z.enum(['succeeded', 'deleted', 'expired']).meta({ description: '`expired`: its retention ran out and the sweep deleted the file' }),
  expiresAt: z.string().nullable().meta({ description: 'When its retention deletes the file; null: kept until deleted' }),
  access: z.enum(['public', 'signed']),
  delivery: z.enum(['url', 'inline', 'upload']).meta({ description: '`inline` and `upload`: the PDF was handed over, never stored here' }),
  bytes: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  durationMs: z.number().int().nullable().meta({ description: 'Render and upload time' }),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
  version: z
    .union([z.number().int(), z.literal('draft')])
    .nullable()
    .meta({ description: 'The document version it rendered; "draft": an unpublished draft; null: made before versions existed' }),
  test: z.boolean().meta({ description: 'Rendered with a test key: free, watermarked TEST' }),
  user: z.object({ id: z.number().int(), email: z.string() }).nullable().meta({ description: 'Who generated it from the dashboard; null for a token call' }),
  apiKeyId: z.number().int().nullable().meta({ description: 'The API key of a token call; null from the dashboard' }),
});

export const GeneratedFileList = pageOf('generations', GeneratedFile, 'files').meta({
  examples: [
    {
      generations: [
        {
          id: 42,
          documentId: EXAMPLE_UUID,
          documentName: 'Invoice',
          filename: null,
          url: `https://pdf.example.com/${EXAMPLE_PATH}`,
          status: 'succeeded',
          bytes: 48213,
          pages: 1,
          durationMs: 212,
          createdAt: '2026-11-21T21:20:00.000Z',
          deletedAt: null,
          expiresAt: null,
          access: 'public',
          delivery: 'url',
          version: 3,
          test: false,
          user: null,
          apiKeyId: 3,
        },
      ],
      nextBefore: null,
    },
  ],
});
