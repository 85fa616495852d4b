import { z } from 'zod';
import { statusOf, type ErrorCode } from './errors.js';
import { message } from './i18n/index.js';

/**
 * Pieces of route schemas that exist for the OpenAPI document only. A 204 is declared so the
 * reference shows what the route really answers (otherwise it says "200 Default Response").
 */
export const NoContent = z.null().describe('No content');

/** The route takes the dashboard cookie only (an API token gets 403). */
export const COOKIE_ONLY = [{ dashboardCookie: [] }];
/** The route takes no credentials. */
export const PUBLIC: never[] = [];

/** What any route behind credentials may answer: no or a bad credential, too many calls, a bug. */
export const AUTHED: ErrorCode[] = ['UNAUTHORIZED', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR'];
/** What a route that reads a JSON body may answer besides. */
export const WITH_BODY: ErrorCode[] = ['VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE'];

/** Sample values for the messages shown as examples. */
const SAMPLE_PARAMS = {
  detail: 'name: must be 1 to 200 characters',
  type: 'generation',
  limit: 5_242_880,
  retryAfter: 12,
  requestId: '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f',
  names: 'logo.png',
};
const RETRY_AFTER: ReadonlySet<number> = new Set([429, 503]);

/**
 * The spec's error envelope `{ error, message }` (plus `type` on quota_exceeded): one shape, named
 * `Error` in the OpenAPI document; each response says which codes it carries.
 */
export const ErrorEnvelope = z.looseObject({
  error: z.string().meta({ description: 'The error code, e.g. NOT_FOUND: the response lists the codes it may carry' }),
  message: z.string().meta({ description: 'What went wrong, in the language of Accept-Language (en, de, fr, es, pt)' }),
  type: z.enum(['generation', 'ai']).optional().meta({ description: 'Which credit ran out (quota_exceeded only)' }),
  violations: z
    .array(z.object({ rule: z.string(), message: z.string(), location: z.string() }))
    .optional()
    .meta({ description: 'EINVOICE_INVALID only: every fatal rule the e-invoice breaks (id such as BR-CO-15, its text, the XPath where)' }),
  problems: z
    .array(
      z.object({
        item: z.number().int().optional().meta({ description: 'JSON batch: the 0-based index of the item' }),
        row: z.number().int().optional().meta({ description: 'CSV batch: the line of the row in the file (the header is line 1)' }),
        path: z.string().meta({ description: 'Dotted path into the variables, e.g. customer.name or items.0.price; "" for the whole object' }),
        message: z.string(),
      }),
    )
    .optional()
    .meta({ description: "VARIABLES_INVALID only: every way the variables break the document's variablesSchema (a batch: at most the first 100)" }),
});

/** Where an error response's schema names the codes it carries, until the document is finished. */
export const ERROR_CODES = 'x-error-codes';

/** The envelope answered with one status, naming the codes it may carry. */
function envelope(status: number, codes: ErrorCode[]) {
  const example = { error: codes[0]!, ...(codes[0] === 'quota_exceeded' ? { type: 'generation' } : {}), message: message('en', codes[0]!, SAMPLE_PARAMS) };
  const retry = RETRY_AFTER.has(status) ? ' The Retry-After header says how many seconds to wait.' : '';
  // The codes become `error`'s enum next to the reference to the named envelope (openapi-components.ts).
  return ErrorEnvelope.meta({ description: `Error ${codes.join(' or ')}.${retry}`, examples: [example], [ERROR_CODES]: codes });
}

/**
 * The error responses of a route, for its `response` schema: each code's status gets the
 * envelope, listing the codes of that status. One line per route:
 * `response: { 200: Payload, ...errorResponses(...AUTHED, 'NOT_FOUND') }`.
 */
export function errorResponses(...codes: ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return Object.fromEntries([...byStatus].sort(([a], [b]) => a - b).map(([status, cs]) => [status, envelope(status, cs)]));
}
