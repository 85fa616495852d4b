import type { FastifyInstance } from 'fastify';
import { nowIso } from '../core/time.js';
import { apiKeyIdOf, isTestActor, userIdOf } from '../core/context.js';
import type { AuditRecorder } from '../modules/audit/recorder.js';

const AUDITED = /^\/(v1|generate|mcp)(\/|$)/;

/** Every API call is recorded after its response is sent; the request path never waits on it. */
export function installAudit(app: FastifyInstance, audit: AuditRecorder): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? request.url.split('?')[0];
    if (!AUDITED.test(route) || route === '/v1/openapi.json') return;
    const ctx = request.ctx;
    audit.record({
      accountId: ctx?.accountId ?? null,
      apiKeyId: ctx ? apiKeyIdOf(ctx.actor) : null,
      userId: ctx ? userIdOf(ctx.actor) : null,
      actor: ctx?.actor.kind ?? 'anonymous',
      method: request.method,
      route,
      status: reply.statusCode,
      latencyMs: reply.elapsedTime,
      requestId: request.id,
      at: nowIso(),
      test: ctx ? isTestActor(ctx.actor) : false,
    });
  });
}
