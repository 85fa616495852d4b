import { z } from 'zod';
import { PathId } from '../../core/ids.js';
import { chars } from '../../core/text.js';

export const ApiKeyId = PathId;
export const CreateApiKeyBody = z.object({ name: chars(1, 100) });

const base = {
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  lastFour: z.string(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
};
export const CreatedApiKey = z.object({ ...base, token: z.string() });
export const ApiKeyList = z.object({ apiKeys: z.array(z.object({ ...base, usage7d: z.array(z.number().int()).length(7) })) });
