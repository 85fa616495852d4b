import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHED, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import type { AuditService } from './service.js';
import { AuditPage, AuditQuery, UsageDaily, UsageDailyQuery } from './schema.js';

const errors = errorResponses(...AUTHED, 'VALIDATION_ERROR');

/** What the dashboard's usage page polls: the recent calls and the calls per day (token or cookie). */
export const auditRoutes: FastifyPluginAsyncZod<{ auditLog: AuditService }> = async (app, { auditLog }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['usage'] });

  route.get('/v1/usage/daily', 'Calls and errors per UTC day', {
    description:
      'One entry per UTC day for the last `days` days (today included, last), oldest first; days without calls are ' +
      'present with zeros. `errors` counts calls answered with status >= 400. Every call of the account counts: API tokens, ' +
      "the dashboard, MCP and the legacy endpoint; `dashboard=exclude` leaves out the dashboard's own calls.",
    querystring: UsageDailyQuery,
    response: { 200: UsageDaily, ...errors },
    handler: async (req) => auditLog.daily(req.ctx!, req.query.days, req.query.dashboard === 'exclude'),
  });

  route.get('/v1/audit', 'Recent calls (the audit log)', {
    description:
      "The account's calls, newest first: method, route pattern, status, latency, how the call came in (`via`) and " +
      "the API key used (revoked keys are still named). Page with `before` = the previous page's `nextBefore`. A call appears " +
      'once its response has been sent.',
    querystring: AuditQuery,
    response: { 200: AuditPage, ...errors },
    handler: async (req) => auditLog.recent(req.ctx!, req.query),
  });
};
