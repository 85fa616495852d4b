import { z } from 'zod';
import { PathId } from '../../core/ids.js';
import { assetNameProblem, normalizeAssetName } from './names.js';

/**
 * Asset names as templates write them: {{asset "logo.png"}}. Stored trimmed and in NFC; each
 * refused kind of character has its own rule (names.ts), which the error message names.
 */
export const AssetName = z
  .string()
  .overwrite(normalizeAssetName)
  .superRefine((name, ctx) => {
    const rule = assetNameProblem(name);
    if (rule) ctx.addIssue({ code: 'custom', message: rule, params: { rule } });
  })
  .meta({
    description:
      'Name used in templates: {{asset "logo.png"}}. 1 to 200 characters, stored in Unicode NFC; no /, \\, "..", ", control characters or invisible formatting characters (zero-width, bidi overrides)',
  });

export const AssetId = PathId;
export const RenameAssetBody = z.object({ name: AssetName }).meta({ examples: [{ name: 'logo-dark.png' }] });

const iso = z.string().meta({ description: 'ISO 8601 UTC timestamp' });
const EXAMPLE_TIME = '2026-11-23T09:30:00.000Z';
const EXAMPLE_IMAGE = {
  id: 3,
  name: 'logo.png',
  kind: 'image',
  contentType: 'image/png',
  bytes: 18240,
  width: 600,
  height: 200,
  url: 'https://pdf.example.com/client/1/assets/5d0e8c6e-2c1b-4f7e-9d0a-4f3b2a1c9e77.png',
  createdAt: EXAMPLE_TIME,
};
const EXAMPLE_FONT = {
  id: 4,
  name: 'Brand-Bold.woff2',
  kind: 'font',
  contentType: 'font/woff2',
  bytes: 48120,
  family: 'Brand Sans',
  weight: 700,
  style: 'normal',
  url: 'https://pdf.example.com/client/1/assets/9a7c1e52-1f3d-4c8b-a2e6-0d5f4b3c2a19.woff2',
  createdAt: EXAMPLE_TIME,
};

export const AssetPayload = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(['image', 'font']),
    contentType: z.string(),
    bytes: z.number().int(),
    width: z.number().int().optional().meta({ description: 'Images: width in pixels' }),
    height: z.number().int().optional().meta({ description: 'Images: height in pixels' }),
    family: z.string().optional().meta({ description: 'Fonts: family name read from the file' }),
    weight: z.number().int().optional().meta({ description: 'Fonts: weight (100-900) read from the file' }),
    style: z.enum(['normal', 'italic']).optional().meta({ description: 'Fonts: style read from the file' }),
    url: z.string().meta({ description: 'Public URL of the stored file' }),
    createdAt: iso,
  })
  .meta({ examples: [EXAMPLE_IMAGE, EXAMPLE_FONT] });
export const AssetList = z.object({ assets: z.array(AssetPayload) }).meta({ examples: [{ assets: [EXAMPLE_IMAGE, EXAMPLE_FONT] }] });
