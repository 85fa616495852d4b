import Anthropic from '@anthropic-ai/sdk';
import { withDeadline } from './failure.js';
import { ProviderError, type ChatMessage, type ChatProvider, type ChatRequest, type ChatResult, type TokenUsage } from './types.js';

export interface AnthropicSettings {
  apiKey: string;
  model: string;
  baseUrl?: string;
  maxOutputTokens: number;
  timeoutMs: number;
}

const EPHEMERAL = { type: 'ephemeral' } as const;

/**
 * The Messages API, streamed. Prompt caching: the system prompt (with the tool before it) and
 * the conversation up to the previous turn carry cache breakpoints, so a follow-up turn reads
 * them from the cache (cache_read_input_tokens) instead of paying for them again.
 */
export function anthropicProvider(s: AnthropicSettings): ChatProvider {
  // Retries are ours to decide (the caller answers 503 + Retry-After): the SDK's would double the wait.
  const client = new Anthropic({ apiKey: s.apiKey, baseURL: s.baseUrl, maxRetries: 0, timeout: s.timeoutMs });

  return {
    name: 'anthropic',
    model: s.model,
    chat: (request, onText) => withDeadline(s.timeoutMs, (signal) => run(client, s, request, onText, signal)),
  };
}

async function run(client: Anthropic, s: AnthropicSettings, req: ChatRequest, onText: (d: string) => void, signal: AbortSignal): Promise<ChatResult> {
  const stream = await client.messages.create(
    {
      model: s.model,
      max_tokens: s.maxOutputTokens,
      system: [{ type: 'text', text: req.system, cache_control: EPHEMERAL }],
      tools: [{ name: req.tool.name, description: req.tool.description, input_schema: req.tool.parameters as Anthropic.Tool.InputSchema }],
      messages: toMessages(req.messages, req.cachedPrefix),
      stream: true,
    },
    { signal },
  );

  let text = '';
  let tool: { index: number; id: string; name: string; args: string } | null = null;
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 };
  let finished = false;

  for await (const event of stream) {
    switch (event.type) {
      case 'message_start': {
        const u = event.message.usage;
        usage.inputTokens = u.input_tokens ?? 0;
        usage.outputTokens = u.output_tokens ?? 0;
        usage.cacheWriteTokens = u.cache_creation_input_tokens ?? 0;
        usage.cacheReadTokens = u.cache_read_input_tokens ?? 0;
        break;
      }
      case 'content_block_start':
        if (event.content_block.type === 'tool_use' && !tool) {
          const given = event.content_block.input as Record<string, unknown> | undefined;
          tool = {
            index: event.index,
            id: event.content_block.id,
            name: event.content_block.name,
            args: given && Object.keys(given).length ? JSON.stringify(given) : '',
          };
        }
        break;
      case 'content_block_delta':
        if (event.delta.type === 'text_delta') {
          text += event.delta.text;
          onText(event.delta.text);
        } else if (event.delta.type === 'input_json_delta' && tool?.index === event.index) {
          tool.args += event.delta.partial_json;
        }
        break;
      case 'message_delta': {
        // Cumulative figures: the later event wins where it reports one.
        const u = event.usage;
        if (u.output_tokens != null) usage.outputTokens = u.output_tokens;
        if (u.input_tokens != null) usage.inputTokens = u.input_tokens;
        if (u.cache_creation_input_tokens != null) usage.cacheWriteTokens = u.cache_creation_input_tokens;
        if (u.cache_read_input_tokens != null) usage.cacheReadTokens = u.cache_read_input_tokens;
        break;
      }
      case 'message_stop':
        finished = true;
        break;
    }
  }
  // A stream that ends without message_stop was cut: the reply is incomplete and unusable.
  if (!finished) throw new ProviderError('network', 5);
  return { text, toolCall: tool && { id: tool.id, name: tool.name, arguments: tool.args || '{}' }, usage };
}

function toMessages(messages: ChatMessage[], cachedPrefix: number): Anthropic.MessageParam[] {
  const out = messages.map((m): Anthropic.MessageParam => {
    if (m.role === 'user') return { role: 'user', content: [{ type: 'text', text: m.text }] };
    if (m.role === 'tool_result') {
      return { role: 'user', content: [{ type: 'tool_result', tool_use_id: m.toolCallId, content: m.text, is_error: m.isError }] };
    }
    const content: Anthropic.ContentBlockParam[] = [];
    if (m.text) content.push({ type: 'text', text: m.text });
    if (m.toolCall) content.push({ type: 'tool_use', id: m.toolCall.id, name: m.toolCall.name, input: parseObject(m.toolCall.arguments) });
    if (!content.length) content.push({ type: 'text', text: '…' });
    return { role: 'assistant', content };
  });
  const last = out[cachedPrefix - 1];
  if (last && Array.isArray(last.content) && last.content.length) {
    const block = last.content[last.content.length - 1] as { cache_control?: typeof EPHEMERAL };
    block.cache_control = EPHEMERAL;
  }
  return out;
}

function parseObject(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}
