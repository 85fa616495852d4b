/**
 * A chat model behind one interface, whatever the vendor. Infrastructure: it knows messages,
 * one tool and token counts, nothing of Quire's documents or credits.
 */

export interface ToolSpec {
  name: string;
  description: string;
  /** JSON Schema of the tool's input (an object). */
  parameters: Record<string, unknown>;
}

export interface ToolCall {
  id: string;
  name: string;
  /** The raw JSON text the model wrote; parsing it is the caller's business (it may be invalid). */
  arguments: string;
}

export type ChatMessage =
  | { role: 'user'; text: string }
  | { role: 'assistant'; text: string; toolCall?: ToolCall }
  /** The answer to the assistant's tool call just before it (here: why a proposal was refused). */
  | { role: 'tool_result'; toolCallId: string; text: string; isError: boolean };

export interface ChatRequest {
  system: string;
  messages: ChatMessage[];
  tool: ToolSpec;
  /**
   * How many leading messages are the stable history (unchanged since the last turn): a
   * provider with prompt caching marks the end of that prefix, so the next turn reads it back.
   */
  cachedPrefix: number;
}

/**
 * The provider's own usage figures. `inputTokens` excludes the cached parts: a provider that
 * counts cached tokens inside its prompt total (OpenAI) has them subtracted here.
 */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

export interface ChatResult {
  text: string;
  toolCall: ToolCall | null;
  usage: TokenUsage;
}

export interface ChatProvider {
  readonly name: 'anthropic' | 'openai';
  readonly model: string;
  /** Streams the reply: `onText` gets each text delta as it arrives. Throws ProviderError. */
  chat(request: ChatRequest, onText: (delta: string) => void): Promise<ChatResult>;
}

export type ProviderFailure = 'network' | 'timeout' | 'server' | 'rate_limited' | 'refused';

/**
 * The provider could not answer. Its message is ours, never the SDK's: an SDK message can quote
 * the request, and the request carries the key.
 */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    /** Seconds to wait, from the provider's Retry-After when it sent one. */
    readonly retryAfter: number,
    readonly status: number | null = null,
  ) {
    super(`AI provider failure: ${failure}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'ProviderError';
  }
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cacheReadTokens: a.cacheReadTokens + b.cacheReadTokens,
    cacheWriteTokens: a.cacheWriteTokens + b.cacheWriteTokens,
  };
}
