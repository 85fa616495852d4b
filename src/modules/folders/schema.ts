import { z } from 'zod';
import { PathId } from '../../core/ids.js';
import { chars } from '../../core/text.js';

const emoji = chars(0, 8).transform((s) => (s === '' ? null : s));

export const FolderId = PathId;
// null is accepted on create too: clients send the same shape they read back.
export const CreateFolderBody = z.object({ name: chars(1, 100), emoji: emoji.nullable().optional() });
export const UpdateFolderBody = z.object({ name: chars(1, 100), emoji: emoji.nullable() }).partial();
export type FolderPatch = z.infer<typeof UpdateFolderBody>;

export const FolderPayload = z.object({
  id: z.number().int(),
  name: z.string(),
  emoji: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const FolderList = z.object({ folders: z.array(FolderPayload.extend({ documentsCount: z.number().int() })) });
