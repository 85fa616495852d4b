import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import type { WebhooksService } from './service.js';
import {
  DeliveriesQuery,
  DeliveryParams,
  WebhookDeliveryList,
  WebhookEndpointBody,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookParams,
} from './schema.js';

export const webhookRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['webhooks'] });

  route.post('/v1/webhooks', 'Add a webhook endpoint', {
    description:
      'The URL receives the chosen events as POSTs signed per Standard Webhooks (headers webhook-id, webhook-timestamp, webhook-signature) with the ' +
      '`secret` answered here only. Failed deliveries (no 2xx within 10 s) are retried with exponential backoff for 24 hours. Public addresses only.',
    body: WebhookEndpointBody,
    response: { 201: WebhookEndpointCreated, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN') },
    handler: async (req, reply) => reply.status(201).send(await webhooks.create(req.ctx!, req.body)),
  });

  route.get('/v1/webhooks', 'List webhook endpoints', {
    description: "The account's endpoints (without their secrets).",
    response: { 200: WebhookEndpointList, ...errorResponses(...AUTHED) },
    handler: async (req) => webhooks.list(req.ctx!),
  });

  route.delete('/v1/webhooks/:id', 'Delete a webhook endpoint', {
    description: 'Nothing more is sent to it; its pending deliveries are abandoned.',
    params: WebhookParams,
    response: { 204: NoContent, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req, reply) => {
      await webhooks.remove(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    },
  });

  route.get('/v1/webhooks/:id/deliveries', 'Recent deliveries of an endpoint', {
    description: 'Newest first, each with its payload and every attempt (status code, duration, error).',
    params: WebhookParams,
    querystring: DeliveriesQuery,
    response: { 200: WebhookDeliveryList, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'NOT_FOUND') },
    handler: async (req) => webhooks.deliveries(req.ctx!, req.params.id, req.query.limit),
  });

  route.post('/v1/webhooks/:id/deliveries/:deliveryId/redeliver', 'Redeliver', {
    description: 'Sends the delivery again now, with the same webhook-id and payload (receivers deduplicate by webhook-id).',
    params: DeliveryParams,
    response: { 202: NoContent, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req, reply) => {
      await webhooks.redeliver(req.ctx!, req.params.id, req.params.deliveryId);
      return reply.status(202).send(null);
    },
  });
};
