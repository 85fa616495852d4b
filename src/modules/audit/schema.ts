import { z } from 'zod';
import { CursorParam, pageOf } from '../../core/cursor.js';

/** How a call came in; the audit log stores the actor kind. */
export const VIA = ['api', 'dashboard', 'mcp', 'legacy'] as const;
export type Via = (typeof VIA)[number];
export const ACTOR_OF_VIA: Record<Via, string> = { api: 'api_key', dashboard: 'user', mcp: 'mcp', legacy: 'legacy' };
export const VIA_OF_ACTOR: Record<string, Via> = { api_key: 'api', user: 'dashboard', mcp: 'mcp', legacy: 'legacy' };

export const AuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10).meta({ description: 'Calls per page, 1-100 (default 10)' }),
  before: CursorParam.optional(),
  via: z
    .string()
    .max(100)
    .transform((s) => s.split(',').map((v) => v.trim()))
    .pipe(z.array(z.enum(VIA)).min(1))
    .optional()
    .meta({ description: 'Only calls that came this way: a comma-separated list of api, dashboard, mcp, legacy' }),
});

export const AuditApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  lastFour: z.string(),
  revoked: z.boolean().meta({ description: 'The key has been revoked since (its calls stay in the log)' }),
  kind: z.enum(['live', 'test']),
});

export const AuditCall = z.object({
  id: z.number().int(),
  at: z.string().meta({ description: 'When the response was sent (ISO 8601 UTC)' }),
  method: z.string(),
  route: z.string().meta({ description: 'The route pattern, e.g. /v1/documents/:id (never a query string)' }),
  status: z.number().int(),
  latencyMs: z.number().int(),
  via: z.enum(VIA).meta({ description: 'api: an API token on REST; dashboard: the dashboard cookie; mcp: the MCP server; legacy: POST /generate' }),
  apiKey: AuditApiKey.nullable().meta({ description: 'The key used; null for dashboard calls' }),
  version: z
    .union([z.number().int(), z.literal('draft')])
    .optional()
    .meta({ description: 'Calls that generated a PDF: the document version rendered ("draft": an unpublished draft)' }),
  test: z.boolean().meta({ description: 'Made with a test key (`tk_test_…`)' }),
  user: z.object({ id: z.number().int(), email: z.string() }).nullable().meta({ description: 'The dashboard user who called; null for token calls' }),
});

export const AuditPage = pageOf('calls', AuditCall, 'calls').meta({
  examples: [
    {
      calls: [
        {
          id: 1042,
          at: '2026-11-23T09:14:03.512Z',
          method: 'POST',
          route: '/v1/generate',
          status: 200,
          latencyMs: 231,
          via: 'api',
          version: 3,
          apiKey: { id: 3, name: 'Billing server', prefix: 'tk_live_8fQ2', lastFour: 'x9Tb', revoked: false, kind: 'live' },
          test: false,
          user: null,
        },
        {
          id: 1041,
          at: '2026-11-23T09:13:58.004Z',
          method: 'GET',
          route: '/v1/documents',
          status: 200,
          latencyMs: 4,
          via: 'dashboard',
          apiKey: null,
          test: false,
          user: { id: 2, email: 'ada@example.com' },
        },
      ],
      nextBefore: 'MjAyNi0xMS0yM1QwOToxMzo1OC4wMDRafDEwNDE',
    },
  ],
});

export const UsageDailyQuery = z.object({
  days: z.coerce.number().int().min(1).max(90).default(30).meta({ description: 'How many UTC days, 1-90 (default 30), today included' }),
  dashboard: z.enum(['include', 'exclude']).default('include').meta({
    description: "include (default): every call; exclude: leave out the dashboard's own calls (its cookie), as the dashboard's chart does by default",
  }),
});

export const UsageDaily = z
  .object({
    days: z.array(
      z.object({
        date: z.string().meta({ description: 'UTC day, YYYY-MM-DD' }),
        calls: z.number().int(),
        errors: z.number().int().meta({ description: 'Calls answered with status >= 400' }),
        testCalls: z.number().int().meta({ description: 'Calls made with test keys that day, counted apart (not in `calls` or `errors`)' }),
      }),
    ),
  })
  .meta({
    examples: [
      {
        days: [
          { date: '2026-11-21', calls: 0, errors: 0, testCalls: 0 },
          { date: '2026-11-22', calls: 118, errors: 3, testCalls: 25 },
          { date: '2026-11-23', calls: 42, errors: 0, testCalls: 0 },
        ],
      },
    ],
  });

/** One finished API call, as the audit hook hands it over. */
export interface AuditRecord {
  accountId: number | null;
  apiKeyId: number | null;
  /** The dashboard user (null for tokens and anonymous calls). */
  userId?: number | null;
  actor: string;
  method: string;
  route: string;
  status: number;
  latencyMs: number;
  requestId: string;
  at: string;
  /** Made with a test key. */
  test?: boolean;
}
