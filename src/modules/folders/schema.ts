import { z } from 'zod';
import { PathId } from '../../core/ids.js';
import { nameText } from '../../core/names.js';
import { chars } from '../../core/text.js';

// An empty string removes the emoji, like null (the service stores null). Not a zod transform:
// zod leaves the examples out of the JSON Schema of an object that holds one.
const emoji = chars(0, 8);

export const FolderId = PathId;
// null is accepted on create too: clients send the same shape they read back.
export const CreateFolderBody = z
  .object({ name: nameText(1, 100), emoji: emoji.nullable().optional() })
  .meta({ examples: [{ name: 'Invoices', emoji: '🧾' }] });
export const UpdateFolderBody = z
  .object({ name: nameText(1, 100), emoji: emoji.nullable() })
  .partial()
  .meta({ examples: [{ name: 'Invoices 2026' }, { emoji: null }] });
export type FolderPatch = z.infer<typeof UpdateFolderBody>;

const EXAMPLE = { id: 3, name: 'Invoices', emoji: '🧾', createdAt: '2026-11-23T09:30:00.000Z', updatedAt: '2026-11-23T09:30:00.000Z' };

const folder = z.object({
  id: z.number().int(),
  name: z.string(),
  emoji: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const FolderPayload = folder.meta({ examples: [EXAMPLE] });
export const FolderList = z
  .object({ folders: z.array(folder.extend({ documentsCount: z.number().int() })) })
  .meta({ examples: [{ folders: [{ ...EXAMPLE, documentsCount: 4 }] }] });
