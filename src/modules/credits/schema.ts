import { z } from 'zod';

/** One credit counter of the current period, as GET /v1/me and the MCP get_usage tool show it. */
export const Counter = z.object({
  used: z.number().int(),
  included: z.number().int(),
  topUp: z.number().int(),
  remaining: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
});
export const Usage = z.object({ generation: Counter, ai: Counter });
