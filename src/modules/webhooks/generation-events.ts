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
    void events.generationCompleted(ctx.accountId, result).catch((err) => log.error({ err }, 'could not queue generation.completed'));
    return result;
  };
}
