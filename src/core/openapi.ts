import { z } from 'zod';

/**
 * Pieces of route schemas that exist for the OpenAPI document only. A 204 is declared so the
 * reference shows what the route really answers (otherwise it says "200 Default Response").
 */
export const NoContent = z.null().describe('No content');

/** The route takes the dashboard cookie only (an API token gets 403). */
export const COOKIE_ONLY = [{ dashboardCookie: [] }];
/** The route takes no credentials. */
export const PUBLIC: never[] = [];

/** The error envelope, as the OpenAPI document shows it. */
export const ErrorEnvelope = z.object({
  error: z.string().meta({ description: 'Machine-readable code; branch on it' }),
  message: z.string().meta({ description: 'Localized text (Accept-Language); may change' }),
});

const ERROR_TEXT: Record<number, string> = {
  400: 'VALIDATION_ERROR: the body or query failed validation',
  401: 'UNAUTHORIZED: missing, invalid, expired or revoked credentials',
  403: 'FORBIDDEN: wrong credential type (e.g. an API token on a cookie-only route) or a cross-site write',
  404: 'NOT_FOUND: missing or not the caller\'s',
  429: 'RATE_LIMIT_EXCEEDED: back off (Retry-After)',
  500: 'INTERNAL_ERROR: unexpected; safe to retry once',
};

/** Route `response` entries for the listed error statuses, each with the envelope and what it means. */
export function errorResponses(...statuses: (keyof typeof ERROR_TEXT)[]) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorEnvelope.describe(ERROR_TEXT[s])]));
}
