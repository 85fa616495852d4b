import { z } from 'zod';
import { BodyId, PathId } from '../../core/ids.js';
import { CursorParam, pageOf } from '../../core/cursor.js';
import { noNul } from '../../core/text.js';
import { FRAMEWORKS, FORMATS, Font, FurnitureFields, DataFields } from '../documents/schema.js';

const EXAMPLE_TIME = '2026-11-23T09:30:00.000Z';

/** A version number in a path: 1, 2, 3… (0, -1, 1.5 and "x" are 400 VALIDATION_ERROR). */
export const VersionNumber = PathId.meta({ description: 'The version number (1, 2, 3…)' });
/** In a JSON body (generate's `version`): a number, or "draft". */
export const VersionSelector = z.union([BodyId, z.literal('draft')]);

export const PublishBody = z
  .object({
    note: noNul(z.string().max(500)).optional().meta({ description: 'What changed, at most 500 characters (shown in the history)' }),
  })
  .strict()
  .meta({ examples: [{ note: 'New bank details in the footer' }, {}] });
export const RestoreBody = PublishBody.meta({ examples: [{ note: 'Back to the layout of March' }, {}] });

export const ListVersionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: 'Versions per page, 1-100 (default 20)' }),
  before: CursorParam.optional(),
});

export const VIA = ['dashboard', 'api', 'mcp', 'assistant', 'migration'] as const;
export const VersionAuthor = z.object({
  via: z.enum(VIA).meta({
    description:
      'dashboard: the dashboard; api: an API token; mcp: an MCP client; assistant: an AI proposal; migration: version 1 of a document that existed before versions',
  }),
  apiKey: z
    .object({ id: z.number().int(), name: z.string(), prefix: z.string(), lastFour: z.string() })
    .optional()
    .meta({ description: 'The API key used (api and mcp)' }),
  email: z.string().optional().meta({ description: 'The account signed in to the dashboard' }),
});

/** The render-affecting fields a version keeps (sample variables and the name are not versioned). */
export const SnapshotPayload = z.object({
  body: z.string(),
  framework: z.enum(FRAMEWORKS),
  format: z.enum(FORMATS),
  landscape: z.boolean(),
  fonts: z.array(Font),
  ...FurnitureFields,
  ...DataFields,
});

const versionFields = {
  number: z.number().int(),
  createdAt: z.string().meta({ description: 'ISO 8601 UTC timestamp' }),
  createdBy: VersionAuthor,
  note: z.string().nullable(),
  restoredFrom: z.number().int().nullable().meta({ description: 'The version a restore copied, or null' }),
  published: z.boolean().meta({ description: 'This is the version generation renders' }),
};
export const VersionSummary = z.object(versionFields);

const exampleSnapshot = {
  body: '<h1 class="text-2xl">Invoice {{number}}</h1>',
  framework: 'TAILWIND',
  format: 'A4',
  landscape: false,
  fonts: [],
  header: '',
  footer: '<div class="text-xs">Page {{pageNumber}} of {{totalPages}}</div>',
  margins: null,
  headerOnFirstPage: true,
  title: 'Invoice {{number}}',
  author: null,
  subject: null,
  keywords: null,
  lang: 'en',
  tagged: false,
  pdfa: null,
  sign: null,
  variablesSchema: null,
  samples: [],
};
const exampleSummary = {
  number: 3,
  createdAt: EXAMPLE_TIME,
  note: 'New bank details in the footer',
  restoredFrom: null,
  published: true,
  createdBy: { via: 'api', apiKey: { id: 3, name: 'CI deploy', prefix: 'tk_live_8fQ2', lastFour: 'x9Tb' } },
};
export const VersionPayload = z
  .object({
    ...versionFields,
    snapshot: SnapshotPayload,
    partials: z.record(z.string(), z.number().int()).meta({
      description:
        'The partials this version includes (also through other partials), each with its version number when this version was made: ' +
        'a render pinned to this version includes those. Empty when it includes none, or was made before partial versions were recorded',
      examples: [{ letterhead: 3 }],
    }),
  })
  .meta({ examples: [{ ...exampleSummary, snapshot: exampleSnapshot, partials: { letterhead: 3 } }] });

export const VersionList = pageOf('versions', VersionSummary, 'versions').meta({
  examples: [
    {
      versions: [
        exampleSummary,
        {
          number: 2,
          createdAt: '2026-11-20T17:02:11.000Z',
          note: null,
          restoredFrom: null,
          published: false,
          createdBy: { via: 'dashboard', email: 'ada@example.com' },
        },
      ],
      nextBefore: 'MjAyNi0xMS0yMFQxNzowMjoxMS4wMDBafDI',
    },
  ],
});
