import { z } from 'zod';
import { PathId } from '../../core/ids.js';

/** Asset names as templates write them: {{asset "logo.png"}}. */
export const AssetName = z.string().trim().min(1).max(200)
  .regex(/^[^/\\\u0000-\u001f\u007f"]+$/, 'must not contain /, \\, " or control characters')
  .meta({ description: 'Name used in templates: {{asset "logo.png"}}' });

export const AssetId = PathId;
export const RenameAssetBody = z.object({ name: AssetName });

const iso = z.string().meta({ description: 'ISO 8601 UTC timestamp' });

export const AssetPayload = z.object({
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
});
export const AssetList = z.object({ assets: z.array(AssetPayload) });
