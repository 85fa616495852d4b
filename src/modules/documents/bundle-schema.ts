import { z } from 'zod';
import { nameText } from '../../core/names.js';
import { fieldMask, TEMPLATE_FIELD_NAMES } from '../versions/snapshot.js';
import { UpdateDocumentBody } from './schema.js';

/** The bundle's format: a later Quire reads older versions of it; this one reads 1. */
export const BUNDLE_FORMAT = 'quire.document';
export const BUNDLE_VERSION = 1;

export const BundledAsset = z.object({
  name: z.string().min(1).max(200),
  kind: z.enum(['image', 'font']),
  contentType: z.string().max(100),
  data: z.base64().meta({ description: 'The file, base64' }),
});

export const Bundle = z
  .object({
    format: z.literal(BUNDLE_FORMAT),
    formatVersion: z.literal(BUNDLE_VERSION),
    exportedAt: z.string().optional(),
    // The render-affecting fields (versions/snapshot.ts), the name, sample variables and publishing
    // mode, with a create's limits; what a bundle leaves out takes the create defaults.
    document: UpdateDocumentBody.pick({ name: true, ...fieldMask(TEMPLATE_FIELD_NAMES), variables: true, publishing: true })
      .required({ name: true, body: true })
      .extend({
        version: z.number().int().optional().meta({ description: 'The version exported (informative)' }),
      }),
    assets: z.array(BundledAsset).max(200),
  })
  .meta({
    description:
      'A document moved between Quire instances: its render-affecting fields (the published version), sample variables, and the account assets its templates name.',
    examples: [
      {
        format: BUNDLE_FORMAT,
        formatVersion: BUNDLE_VERSION,
        exportedAt: '2026-11-23T09:30:00.000Z',
        document: {
          name: 'Invoice',
          publishing: 'manual',
          version: 3,
          variables: { number: 'INV-001' },
          body: '<img src="{{asset "logo.png"}}"><h1>Invoice {{number}}</h1>',
          framework: 'TAILWIND',
          format: 'A4',
          landscape: false,
          fonts: [],
          header: '',
          footer: '',
          margins: null,
          headerOnFirstPage: true,
          title: null,
          author: null,
          subject: null,
          keywords: null,
          lang: null,
          tagged: false,
        },
        assets: [
          {
            name: 'logo.png',
            kind: 'image',
            contentType: 'image/png',
            data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          },
        ],
      },
    ],
  });
export type Bundle = z.infer<typeof Bundle>;

export const ExportQuery = z.object({
  version: z
    .union([
      z.literal('draft'),
      z.preprocess((v) => (typeof v === 'string' && /^[0-9]{1,10}$/.test(v) ? Number(v) : v), z.number().int().min(1)).meta({ type: 'integer', minimum: 1 }),
    ])
    .optional()
    .meta({ description: 'Which version: absent, the published one; a number; or draft' }),
});
export const ImportQuery = z.object({
  assets: z.enum(['rename', 'replace']).optional().meta({
    description:
      "A bundled asset whose name the account uses for other content: absent, 409 CONFLICT; rename, imported as name-2.ext (the templates follow); replace, the account's file is replaced",
  }),
});
export const DuplicateBody = z
  .object({
    name: nameText(1, 200).optional().meta({ description: 'The copy\'s name; default: the source\'s name with " (copy)"' }),
  })
  .meta({ examples: [{ name: 'Invoice 2027' }, {}] });
