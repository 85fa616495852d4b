import { z } from 'zod';
import { PathId } from '../../core/ids.js';
import { chars } from '../../core/text.js';
import { Retention } from '../generation/files-schema.js';

export const ApiKeyId = PathId;
export const API_KEY_KINDS = ['live', 'test'] as const;
const KeyRetention = Retention.nullable().meta({
  description:
    'Time to live of every file this key renders (`{ ttlSeconds }`, 60 s to ten years); null: none. A request may shorten it with options.retention, never lengthen it',
});
const Kind = z.enum(API_KEY_KINDS).meta({
  description:
    '`live` (default, `tk_live_…`): renders cost credits. `test` (`tk_test_…`): renders are free, watermarked TEST on every page, marked `test: true`, counted apart and rate-limited on their own',
});
export const CreateApiKeyBody = z
  .object({ name: chars(1, 100), kind: Kind.optional(), retention: KeyRetention.optional() })
  .meta({ examples: [{ name: 'Billing service' }, { name: 'CI tests', kind: 'test' }, { name: 'Payslips', retention: { ttlSeconds: 86400 } }] });

const base = {
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  lastFour: z.string(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  kind: Kind,
  retention: KeyRetention,
};
const EXAMPLE = {
  id: 7,
  name: 'Billing service',
  prefix: 'tk_live_Ab3d',
  lastFour: 'x9Qz',
  lastUsedAt: null,
  createdAt: '2026-11-23T09:30:00.000Z',
  kind: 'live' as const,
  retention: null,
};

export const CreatedApiKey = z
  .object({ ...base, token: z.string().meta({ description: 'Shown this once' }) })
  .meta({ examples: [{ ...EXAMPLE, token: 'tk_live_Ab3dEfGh1234567890abcdefghijklmnX1y2x9Qz' }] });
export const ApiKeyList = z
  .object({
    apiKeys: z.array(
      z.object({
        ...base,
        usage7d: z.array(z.number().int()).length(7),
        createdBy: z
          .object({ id: z.number().int(), email: z.string() })
          .nullable()
          .meta({ description: 'The user who created it; null when made by an operator command or before teams' }),
      }),
    ),
  })
  .meta({
    examples: [
      { apiKeys: [{ ...EXAMPLE, lastUsedAt: '2026-11-23T10:02:11.000Z', usage7d: [0, 12, 40, 3, 0, 0, 27], createdBy: { id: 1, email: 'ada@example.com' } }] },
    ],
  });
