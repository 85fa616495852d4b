import { z } from 'zod';
import { WEBHOOK_EVENTS } from './notify.js';

const EXAMPLE_ENDPOINT = '4a1e2b3c-5d6f-4a7b-8c9d-0e1f2a3b4c5d';

export const WebhookEndpointBody = z
  .object({
    url: z.url().max(2048).meta({ description: 'Receives signed POSTs (public http(s) addresses only)' }),
    events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length).meta({ description: 'The events it receives' }),
  })
  .strict()
  .meta({ examples: [{ url: 'https://example.com/hooks/quire', events: ['batch.completed', 'batch.failed'] }] });

export const WebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.string()),
  createdAt: z.string(),
});

export const WebhookEndpointCreated = WebhookEndpoint.extend({
  secret: z.string().meta({ description: 'The whsec_ signing secret, shown only here: verify deliveries with it (Standard Webhooks)' }),
}).meta({
  examples: [
    {
      id: EXAMPLE_ENDPOINT,
      url: 'https://example.com/hooks/quire',
      events: ['batch.completed'],
      createdAt: '2026-11-21T21:20:00.000Z',
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    },
  ],
});

export const WebhookEndpointList = z.object({ endpoints: z.array(WebhookEndpoint) }).meta({
  examples: [
    {
      endpoints: [
        { id: EXAMPLE_ENDPOINT, url: 'https://example.com/hooks/quire', events: ['batch.completed', 'batch.failed'], createdAt: '2026-11-21T21:20:00.000Z' },
      ],
    },
  ],
});

export const WebhookAttempt = z.object({
  attempt: z.number().int(),
  statusCode: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null when none came (refused, timeout, network)" }),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  at: z.string(),
});

export const WebhookDelivery = z.object({
  id: z.string().meta({ description: 'The webhook-id header of every attempt' }),
  event: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.array(WebhookAttempt),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  payload: z.unknown(),
});

export const WebhookDeliveryList = z.object({ deliveries: z.array(WebhookDelivery) }).meta({
  examples: [
    {
      deliveries: [
        {
          id: 'msg_2b8f0c4e9d7a4f1e8c3b6a5d4e3f2a1b',
          event: 'batch.completed',
          status: 'succeeded',
          nextAttemptAt: null,
          createdAt: '2026-11-21T21:20:00.000Z',
          payload: { type: 'batch.completed', data: { id: EXAMPLE_ENDPOINT } },
          attempts: [
            { attempt: 1, statusCode: 500, durationMs: 12, error: 'HTTP 500', at: '2026-11-21T21:20:00.000Z' },
            { attempt: 2, statusCode: 200, durationMs: 9, error: null, at: '2026-11-21T21:20:05.000Z' },
          ],
        },
      ],
    },
  ],
});

export const WebhookParams = z.object({ id: z.uuid() });
export const DeliveryParams = z.object({ id: z.uuid(), deliveryId: z.string().regex(/^msg_[0-9a-f]{32}$/) });
export const DeliveriesQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
