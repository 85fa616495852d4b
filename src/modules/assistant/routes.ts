import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyIdOf } from '../../core/context.js';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { nowIso } from '../../core/time.js';
import type { AuditRecorder } from '../audit/recorder.js';
import type { AssistantService } from './service.js';
import { AskBody, AssistantParams as params, AssistantStatus, Conversation, TurnResult } from './schema.js';
import { acceptsEventStream, openEventStream } from './sse.js';

/** What nginx and others record for a client that closed the request before the answer ended. */
const CLIENT_CLOSED = 499;

export const assistantRoutes: FastifyPluginAsyncZod<{ assistant: AssistantService; audit: Pick<AuditRecorder, 'record'> }> = async (
  app,
  { assistant, audit },
) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['assistant'] });

  route.get('/v1/assistant', 'Assistant settings', {
    description: 'Whether the AI assistant is configured on this server, its provider and model, and how tokens are priced in AI credits.',
    response: { 200: AssistantStatus, ...errorResponses(...AUTHED) },
    handler: async () => assistant.status(),
  });

  route.post('/v1/documents/:id/assistant', 'Ask the assistant about a document', {
    params,
    body: AskBody,
    description:
      'One assistant turn. With `Accept: text/event-stream` the answer is a stream of `delta` events ({text}) and one final `done` (this result) or `error` ({error, message, retryAfter?}) event; otherwise JSON.',
    response: { 200: TurnResult, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'NOT_FOUND', 'quota_exceeded', 'SERVICE_UNAVAILABLE') },
    handler: async (req, reply) => {
      const turn = await assistant.start(req.ctx!, req.params.id, req.body);
      let finished = false;
      let gone = false;
      reply.raw.on('finish', () => (finished = true));
      reply.raw.on('close', () => {
        if (finished) return;
        gone = true;
        // Fastify records a call when its answer finishes; this one never will.
        const ctx = req.ctx!;
        audit.record({
          accountId: ctx.accountId,
          apiKeyId: apiKeyIdOf(ctx.actor),
          actor: ctx.actor.kind,
          method: req.method,
          route: req.routeOptions.url!,
          status: CLIENT_CLOSED,
          latencyMs: reply.elapsedTime,
          requestId: req.id,
          at: nowIso(),
        });
      });
      const clientGone = () => gone;
      if (!acceptsEventStream(req)) return turn.run(() => {}, clientGone);

      const events = openEventStream(req, reply);
      turn.run(events.delta, clientGone).then(events.done, events.fail);
      return reply;
    },
  });

  route.get('/v1/documents/:id/assistant', "The document's assistant conversation", {
    description: 'Every message of the conversation about this document, oldest first.',
    params,
    response: { 200: Conversation, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'NOT_FOUND') },
    handler: async (req) => assistant.conversation(req.ctx!, req.params.id),
  });

  route.delete('/v1/documents/:id/assistant', 'Clear the conversation', {
    description: "Deletes the document's assistant conversation; the document is untouched.",
    params,
    response: { 204: NoContent, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req, reply) => {
      await assistant.clear(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    },
  });
};
