import { z } from 'zod';
import { ERRORS } from '../../core/errors.js';
import { EXAMPLE_UUID, PdfaLevel } from '../documents/schema.js';

/** Loose: the older clients' extra fields have always been ignored, and still are. */
export const LegacyGenerateBody = z
  .looseObject({
    templateId: z.string().meta({ description: "The document's uuid" }),
    variables: z.record(z.string(), z.string()).default({}).meta({ description: 'Every value is a string' }),
    pdfa: PdfaLevel.nullable()
      .optional()
      .meta({ description: 'Archival PDF, as options.pdfa of POST /v1/generate: "2b", "3b", or null for a plain PDF; absent: the document\'s `pdfa`' }),
  })
  .meta({ examples: [{ templateId: EXAMPLE_UUID, variables: { name: 'Ada Lovelace', total: '1250' } }] });
export const LegacyGenerateResult = z.object({ requestId: z.string(), path: z.url() }).meta({
  examples: [{ requestId: '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f', path: `https://pdf.example.com/client/1/generated/${EXAMPLE_UUID}/1763760000000.pdf` }],
});

/** The older endpoint's errors: `{ error }` alone, with its own lower-case codes per status. */
export function legacyErrorResponses() {
  const byStatus = new Map<number, Set<string>>();
  for (const {
    legacy: [status, code],
  } of Object.values(ERRORS))
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => {
        const list = [...codes];
        return [
          status,
          z
            .object({ error: z.string().meta({ description: list.join(' | '), examples: list }) })
            .meta({ description: `Error ${list.join(' or ')}`, examples: [{ error: list[0] }] }),
        ];
      }),
  );
}
