import { z } from 'zod';

export const LegacyGenerateBody = z.object({
  templateId: z.string().meta({ description: "The document's uuid" }),
  variables: z.record(z.string(), z.string()).default({}).meta({ description: 'Every value is a string' }),
});
export const LegacyGenerateResult = z.object({ requestId: z.string(), path: z.url() });
export const LegacyError = z.object({ error: z.string() });

