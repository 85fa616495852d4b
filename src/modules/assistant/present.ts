import type { AssistantMessageRow } from '../../db/schema.js';
import type { ChatMessage } from '../../ai/index.js';
import type { Proposal } from './schema.js';

export const CUT_NOTE = '[reply cut: the person left before it ended]';

export function toConversationMessage(row: AssistantMessageRow) {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    proposal: row.proposal ? (JSON.parse(row.proposal) as Proposal) : null,
    status: row.status,
    usage:
      row.role === 'assistant'
        ? {
            inputTokens: row.input_tokens,
            outputTokens: row.output_tokens,
            cacheReadTokens: row.cache_read_tokens,
            cacheWriteTokens: row.cache_write_tokens,
            credits: row.credits,
          }
        : null,
    createdAt: row.created_at,
  };
}

/**
 * The stored conversation as the model reads it again: plain text turns. A proposal is named,
 * not replayed (the current document, sent with every request, shows whether it was applied),
 * which keeps each turn's prefix identical from one request to the next, as caching needs.
 */
export function toChatMessage(row: AssistantMessageRow): ChatMessage {
  if (row.role === 'user') return { role: 'user', text: row.content };
  const notes: string[] = [];
  if (row.proposal) notes.push(`[I proposed a change to: ${Object.keys(JSON.parse(row.proposal)).join(', ')}]`);
  if (row.status === 'cut') notes.push(CUT_NOTE);
  return { role: 'assistant', text: [row.content, ...notes].filter(Boolean).join('\n\n') };
}
