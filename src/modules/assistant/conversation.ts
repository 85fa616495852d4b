import type { Ctx } from '../../core/context.js';
import type { Deps } from '../deps.js';
import type { DocumentsService } from '../documents/service.js';
import { notConfigured } from './ask.js';
import { toConversationMessage } from './present.js';
import { assistantRepo } from './repo.js';

/** Reading and clearing a document's conversation; both 404 for another account's document. */
export function conversationVerbs(deps: Deps, documents: DocumentsService) {
  const repo = assistantRepo(deps.db);
  return {
    async get(ctx: Ctx, documentId: number) {
      if (!deps.ai) throw notConfigured();
      await documents.get(ctx, documentId);
      return { messages: (await repo.list(ctx.accountId, documentId)).map(toConversationMessage) };
    },

    async clear(ctx: Ctx, documentId: number) {
      if (!deps.ai) throw notConfigured();
      await documents.get(ctx, documentId);
      await repo.clear(ctx.accountId, documentId);
    },

    /** Whether the dashboard shows the panel, and how turns are priced. */
    status() {
      const c = deps.config;
      return {
        enabled: deps.ai !== null,
        provider: deps.ai?.name ?? ('none' as const),
        model: deps.ai?.model ?? null,
        pricing: {
          tokensPerCredit: c.AI_TOKENS_PER_CREDIT,
          weights: { input: c.AI_WEIGHT_INPUT, output: c.AI_WEIGHT_OUTPUT, cacheWrite: c.AI_WEIGHT_CACHE_WRITE, cacheRead: c.AI_WEIGHT_CACHE_READ },
        },
      };
    },
  };
}
