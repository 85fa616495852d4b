import { z } from 'zod';
import { BodyId, PathId } from '../../core/ids.js';
import { chars, noNul } from '../../core/text.js';

import { FRAMEWORKS, PAPER_FORMATS as FORMATS } from '../../render/types.js';

export { FRAMEWORKS, FORMATS };

export const Font = z.object({
  name: z.string().min(1).max(100),
  variants: z.array(z.string().min(1).max(20)).max(20),
  master: z.boolean().optional(),
});
export type Font = z.infer<typeof Font>;

export const Variables = z.record(z.string(), z.unknown());
export const DocumentId = PathId;

export const CreateDocumentBody = z.object({ name: chars(1, 200) });

export const UpdateDocumentBody = z
  .object({
    name: chars(1, 200),
    body: noNul(z.string().max(1_000_000)),
    framework: z.enum(FRAMEWORKS),
    format: z.enum(FORMATS),
    landscape: z.boolean(),
    fonts: z.array(Font).max(20).refine((fs) => fs.filter((f) => f.master).length <= 1, 'at most one font may be master'),
    variables: Variables,
    archived: z.boolean(),
    folderId: BodyId.nullable(),
  })
  .partial();
export type DocumentPatch = z.infer<typeof UpdateDocumentBody>;

export const ListDocumentsQuery = z.object({
  folderId: z.union([z.literal('root'), PathId]).optional(),
});

const iso = z.string().meta({ description: 'ISO 8601 UTC timestamp' });

export const DocumentPayload = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  body: z.string(),
  framework: z.enum(FRAMEWORKS),
  format: z.enum(FORMATS),
  landscape: z.boolean(),
  fonts: z.array(Font),
  variables: Variables,
  archived: z.boolean(),
});
export const CreatedDocument = DocumentPayload.extend({ createdAt: iso, updatedAt: iso });

export const DocumentListItem = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  framework: z.enum(FRAMEWORKS),
  format: z.enum(FORMATS),
  landscape: z.boolean(),
  folderId: z.number().int().nullable(),
  previewUrl: z.string().nullable(),
  previewUpdatedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
  lastUsedViaApi: iso.nullable(),
});
export const DocumentList = z.object({ documents: z.array(DocumentListItem) });
