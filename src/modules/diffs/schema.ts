import { z } from 'zod';
import { BodyId } from '../../core/ids.js';

/** One side of a diff in a JSON body: a version number, the published version, or the draft. */
export const DiffSide = z.union([BodyId, z.literal('published'), z.literal('draft')]).meta({
  description: 'A version number (1, 2, 3…), "published" (the version generation renders) or "draft" (the saved, unpublished fields)',
  examples: [3, 'published', 'draft'],
});

export const DiffBody = z
  .object({
    from: DiffSide,
    to: DiffSide,
    sample: z.string().min(1).max(100).optional().meta({
      description: "The name of one of the document's `samples`: its variables render both sides. Absent: the document's default sample `variables`",
    }),
  })
  .strict()
  .meta({
    examples: [
      { from: 'published', to: 'draft' },
      { from: 2, to: 3, sample: 'Overdue customer' },
    ],
  });

const EXAMPLE_IMAGE = 'https://pdf.example.com/files/client/7/diffs/8d0c2b4e-5f1a-4c3e-9b7d-2a6e1f0c3d4b-p';

export const DiffPayload = z
  .object({
    changes: z
      .array(
        z.object({
          page: z.number().int().meta({ description: 'The page number, from 1' }),
          changedRatio: z.number().meta({
            description: "The share of the page's pixels that differ, 0 to 1: 0 for an identical page, 1 for a page that only one side has",
          }),
          image: z.string().meta({
            description:
              'URL of a PNG of the page of `to`, faded, with the changed pixels in red (a page only one side has: that page, wholly red). Kept for a day (`expiresAt`), then deleted',
          }),
        }),
      )
      .meta({ description: 'One entry per page of the longer rendering, in page order' }),
    pageCount: z.object({ from: z.number().int(), to: z.number().int() }).meta({ description: 'Pages of each rendering' }),
    textDiff: z.string().meta({
      description:
        'A unified diff of the pages\' text (each page under a `[page N]` line), labelled `vN` (a version; "published" is its number) and `draft`; no hunk when the text is the same',
    }),
    expiresAt: z.string().meta({ description: 'When the page images are deleted (a day after the diff)' }),
  })
  .meta({
    examples: [
      {
        changes: [
          { page: 1, changedRatio: 0, image: `${EXAMPLE_IMAGE}1.png` },
          { page: 2, changedRatio: 0.0132, image: `${EXAMPLE_IMAGE}2.png` },
        ],
        pageCount: { from: 2, to: 2 },
        textDiff:
          '===================================================================\n--- v3\n+++ draft\n@@ -5,3 +5,3 @@\n [page 2]\n-Total due: 1,042.00 EUR\n+Total due: 1,142.00 EUR\n Thank you\n',
        expiresAt: '2026-11-28T10:00:00.000Z',
      },
    ],
  });
