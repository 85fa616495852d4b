import OpenAI from 'openai';
import { withDeadline } from './failure.js';
import { ProviderError, type ChatMessage, type ChatProvider, type ChatRequest, type ChatResult, type TokenUsage } from './types.js';

export interface OpenAiSettings {
  /** Local OpenAI-compatible servers (Ollama, vLLM, llama.cpp) often need none. */
  apiKey?: string;
  model: string;
  baseUrl?: string;
  maxOutputTokens: number;
  timeoutMs: number;
}

/**
 * Chat Completions, streamed, through the `openai` SDK: OpenAI itself, or any compatible server
 * at AI_BASE_URL. Caching is the server's own (OpenAI caches long prompt prefixes by itself);
 * the final usage chunk (stream_options.include_usage) reports cached prompt tokens.
 */
export function openAiProvider(s: OpenAiSettings): ChatProvider {
  // The SDK refuses an empty key; a local server ignores whatever is sent.
  const client = new OpenAI({ apiKey: s.apiKey || 'unused', baseURL: s.baseUrl, maxRetries: 0, timeout: s.timeoutMs });
  return {
    name: 'openai',
    model: s.model,
    chat: (request, onText) => withDeadline(s.timeoutMs, (signal) => run(client, s, request, onText, signal)),
  };
}

async function run(client: OpenAI, s: OpenAiSettings, req: ChatRequest, onText: (d: string) => void, signal: AbortSignal): Promise<ChatResult> {
  // OpenAI's newer models take only max_completion_tokens; compatible servers know max_tokens.
  const limit = s.baseUrl ? { max_tokens: s.maxOutputTokens } : { max_completion_tokens: s.maxOutputTokens };
  const stream = await client.chat.completions.create(
    {
      model: s.model,
      ...limit,
      messages: [{ role: 'system', content: req.system }, ...toMessages(req.messages)],
      tools: [{ type: 'function', function: { name: req.tool.name, description: req.tool.description, parameters: req.tool.parameters } }],
      stream: true,
      stream_options: { include_usage: true },
    },
    { signal },
  );

  let text = '';
  let tool: { id: string; name: string; args: string } | null = null;
  let usage: TokenUsage | null = null;
  let finished = false;

  for await (const chunk of stream) {
    const choice = chunk.choices[0];
    if (choice) {
      if (choice.delta?.content) {
        text += choice.delta.content;
        onText(choice.delta.content);
      }
      for (const call of choice.delta?.tool_calls ?? []) {
        if (call.index !== 0) continue; // one proposal per reply
        tool ??= { id: '', name: '', args: '' };
        if (call.id) tool.id = call.id;
        if (call.function?.name) tool.name = call.function.name;
        if (call.function?.arguments) tool.args += call.function.arguments;
      }
      if (choice.finish_reason) finished = true;
    }
    if (chunk.usage) {
      const cached = chunk.usage.prompt_tokens_details?.cached_tokens ?? 0;
      usage = {
        inputTokens: Math.max(chunk.usage.prompt_tokens - cached, 0),
        outputTokens: chunk.usage.completion_tokens,
        cacheReadTokens: cached,
        cacheWriteTokens: 0,
      };
    }
  }
  if (!finished) throw new ProviderError('network', 5);
  return {
    text,
    toolCall: tool && { id: tool.id || 'call_0', name: tool.name, arguments: tool.args || '{}' },
    // A server that ignores include_usage reports nothing: the turn then costs nothing.
    usage: usage ?? { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 },
  };
}

function toMessages(messages: ChatMessage[]): OpenAI.ChatCompletionMessageParam[] {
  return messages.map((m): OpenAI.ChatCompletionMessageParam => {
    if (m.role === 'user') return { role: 'user', content: m.text };
    if (m.role === 'tool_result') return { role: 'tool', tool_call_id: m.toolCallId, content: m.text };
    if (!m.toolCall) return { role: 'assistant', content: m.text || '…' };
    return {
      role: 'assistant',
      content: m.text || null,
      tool_calls: [{ id: m.toolCall.id, type: 'function', function: { name: m.toolCall.name, arguments: m.toolCall.arguments } }],
    };
  });
}
