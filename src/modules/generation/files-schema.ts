import { z } from 'zod';

/** Bounds of every time to live (issue 41): at least a minute, at most ten years. */
export const MIN_TTL_SECONDS = 60;
export const MAX_TTL_SECONDS = 10 * 365 * 24 * 60 * 60;
/** A signed link's life: one hour unless asked, at most seven days (kept at S3's own limit for presigned URLs). */
export const DEFAULT_URL_TTL_SECONDS = 60 * 60;
export const MAX_URL_TTL_SECONDS = 7 * 24 * 60 * 60;

/** `{ ttlSeconds }`: how long a file lives after its render; the sweep deletes it then. */
export const Retention = z
  .object({
    ttlSeconds: z
      .number()
      .int()
      .min(MIN_TTL_SECONDS)
      .max(MAX_TTL_SECONDS)
      .meta({ description: `Seconds the file lives after its render, ${MIN_TTL_SECONDS} to ${MAX_TTL_SECONDS} (ten years)` }),
  })
  .strict();
export type Retention = z.infer<typeof Retention>;

/** The generation options of issue 41, spread into GenerateOptions. */
export const fileOptions = {
  retention: Retention.optional().meta({
    description:
      "Deletes the file after `ttlSeconds`. The shortest of the document's, the API key's and this one applies; a request may shorten, never lengthen, its key's limit",
  }),
  access: z
    .enum(['public', 'signed'])
    .optional()
    .meta({ description: '`public` (default): the permanent URL. `signed`: `url` is a link that expires (`urlTtlSeconds`); the file is private' }),
  urlTtlSeconds: z
    .number()
    .int()
    .min(1)
    .max(MAX_URL_TTL_SECONDS)
    .optional()
    .meta({
      description: `Life of a signed link in seconds (default ${DEFAULT_URL_TTL_SECONDS}, at most ${MAX_URL_TTL_SECONDS}: 7 days); with access "signed" only`,
    }),
  delivery: z.enum(['url', 'inline', 'upload']).optional().meta({
    description:
      '`url` (default): stored, answered with its URL. `inline`: the answer is the PDF itself, nothing stored. `upload`: PUT to `uploadUrl` (your own bucket), nothing stored here',
  }),
  uploadUrl: z
    .url()
    .max(4096)
    .optional()
    .meta({ description: 'With delivery "upload": a presigned PUT URL (https; private and loopback addresses refused unless UPLOAD_ALLOW_PRIVATE=true)' }),
};

export const LinkBody = z
  .object({
    ttlSeconds: z
      .number()
      .int()
      .min(1)
      .max(MAX_URL_TTL_SECONDS)
      .optional()
      .meta({ description: `Life of the link in seconds (default ${DEFAULT_URL_TTL_SECONDS}, at most ${MAX_URL_TTL_SECONDS})` }),
  })
  .strict()
  .meta({ examples: [{ ttlSeconds: 3600 }] });

export const LinkResult = z
  .object({
    url: z.url().meta({ description: 'Downloads the file until expiresAt (then 404)' }),
    expiresAt: z.string(),
  })
  .meta({
    examples: [
      {
        url: 'https://pdf.example.com/client/1/generated/8d2c1f0e-4b6a-4c3d-9e8f-7a6b5c4d3e2f/1763760000000.pdf?expires=1763763600&signature=Qm9n',
        expiresAt: '2026-11-21T22:20:00.000Z',
      },
    ],
  });

export const UploadResult = z
  .object({ documentId: z.uuid(), uploaded: z.literal(true), bytes: z.number().int() })
  .meta({ examples: [{ documentId: '8d2c1f0e-4b6a-4c3d-9e8f-7a6b5c4d3e2f', uploaded: true, bytes: 48213 }] });

export const GenerationParams = z.object({ id: z.coerce.number().int().min(1).meta({ description: "The generation's id (GET /v1/generations)" }) });
