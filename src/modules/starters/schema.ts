import { z } from 'zod';
import { FORMATS, FRAMEWORKS } from '../documents/schema.js';

export const StarterId = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$/)
  .meta({ description: 'A starter id, e.g. invoice' });

export const StarterItem = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  thumbnailUrl: z.string().meta({ description: 'PNG of the first page (public, cacheable)' }),
  format: z.enum(FORMATS),
  landscape: z.boolean(),
  framework: z.enum(FRAMEWORKS),
  frameworks: z.array(z.enum(FRAMEWORKS)).meta({ description: 'Every framework the starter renders with' }),
  locales: z.array(z.string()).meta({ description: 'Locales of its sample variables; the first is what a new document gets' }),
  variables: z.record(z.string(), z.record(z.string(), z.unknown())).meta({ description: 'Sample variables per locale' }),
});

export const StarterList = z.object({ starters: z.array(StarterItem) }).meta({
  examples: [
    {
      starters: [
        {
          id: 'invoice',
          name: 'Invoice',
          description: 'Itemised invoice with totals, tax and payment details; the table header repeats on every page.',
          thumbnailUrl: 'https://pdf.example.com/v1/starters/invoice/thumbnail.png',
          format: 'A4',
          landscape: false,
          framework: 'NONE',
          frameworks: ['NONE'],
          locales: ['en-US', 'de-DE'],
          variables: { 'en-US': { number: 'INV-2026-0042' }, 'de-DE': { number: 'RE-2026-0042' } },
        },
      ],
    },
  ],
});
