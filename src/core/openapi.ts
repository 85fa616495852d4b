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
