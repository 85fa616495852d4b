import type { Deps } from '../deps.js';
import type { DocumentsService } from '../documents/service.js';
import { askVerb } from './ask.js';
import { conversationVerbs } from './conversation.js';

export type AssistantService = ReturnType<typeof assistantService>;

/** The assistant's verbs: `start` a turn (then run it, streamed or not), read or clear the conversation, status. */
export function assistantService(deps: Deps, documents: DocumentsService) {
  const conversation = conversationVerbs(deps, documents);
  return { start: askVerb(deps, documents), conversation: conversation.get, clear: conversation.clear, status: conversation.status };
}
