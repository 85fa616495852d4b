import { z } from 'zod';

export const FontList = z.object({ fonts: z.array(z.object({ name: z.string(), weights: z.array(z.string()), italicWeights: z.array(z.string()), category: z.string() })) });
export const HelperList = z.object({ helpers: z.array(z.object({ name: z.string(), signature: z.string(), description: z.string() })) });
export const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  storage: z.enum(['ok', 'down']),
  renderer: z.object({ status: z.string(), renders: z.number(), restarts: z.number(), queue: z.number(), active: z.number() }),
});
