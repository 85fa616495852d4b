import type { Logger } from 'pino';
import type { GenerateVerb } from '../generation/generate.js';
import type { WebhookNotifier } from './notify.js';

/**
 * The generation verb as REST, MCP and the legacy endpoint call it, plus a
 * `generation.completed` event for the account's subscribed endpoints (REST and MCP). The event is queued
 * after the answer is known and never fails or delays the generation (batch items call the
 * plain verb: their batch sends one event for all).
 */
export function withGenerationEvents(generate: GenerateVerb, events: WebhookNotifier, log: Logger): GenerateVerb {
  return async (ctx, input, prepaid) => {
    const result = await generate(ctx, input, prepaid);
    // Only the URL's own outcome: an inline answer's bytes and an upload's receipt are not events.
    if (!result.delivered)
      void events
        .generationCompleted(ctx.accountId, { url: result.url, documentId: result.documentId })
        .catch((err) => log.error({ err }, 'could not queue generation.completed'));
    return result;
  };
}
