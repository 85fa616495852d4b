import { z } from 'zod';

export const FontList = z.object({
  fonts: z.array(z.object({
    name: z.string(),
    variants: z.array(z.string()).meta({ description: 'What a document font may list in its `variants`: weights ("400") and italic weights ("400italic")' }),
    weights: z.array(z.string()),
    italicWeights: z.array(z.string()),
    category: z.string(),
  })),
}).meta({ examples: [{ fonts: [{ name: 'Inter', variants: ['400', '700', '400italic'], weights: ['400', '700'], italicWeights: ['400'], category: 'sans-serif' }] }] });
export const HelperList = z.object({ helpers: z.array(z.object({ name: z.string(), signature: z.string(), description: z.string() })) })
  .meta({ examples: [{ helpers: [{ name: 'formatNumber', signature: 'formatNumber value [locale]', description: 'A number in the locale' }] }] });
export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  storage: z.enum(['ok', 'down']),
  renderer: z.object({ status: z.string(), renders: z.number(), restarts: z.number(), queue: z.number(), active: z.number() }),
}).meta({ examples: [{ status: 'ok', database: 'ok', storage: 'ok', renderer: { status: 'ok', renders: 1520, restarts: 1, queue: 0, active: 1 } }] });
