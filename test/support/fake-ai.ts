import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in AI provider on loopback, speaking each provider's documented wire protocol, so the
 * real SDKs can be tested without a model:
 * - Anthropic Messages API: POST /v1/messages, SSE events message_start (usage with
 *   cache_creation_input_tokens and cache_read_input_tokens), content_block_start/delta/stop
 *   (text_delta, tool_use + input_json_delta), message_delta (usage), message_stop.
 * - OpenAI Chat Completions: POST /v1/chat/completions, `data:` chunks with content and
 *   tool_calls deltas, a finish_reason chunk, then (stream_options.include_usage) a usage chunk
 *   with prompt_tokens_details.cached_tokens, then `data: [DONE]`.
 * Each request takes the next scripted answer from the queue.
 */
export interface ScriptUsage {
  input: number;
  output: number;
  cacheRead?: number;
  cacheWrite?: number;
}

export type Script =
  /** A normal streamed reply: text chunks, optionally a tool call, and the usage figures. */
  | { kind: 'reply'; text?: readonly string[]; tool?: { name?: string; input: unknown }; usage: ScriptUsage; delayMs?: number }
  /** An HTTP error (500, 429 …) in the provider's error format. */
  | { kind: 'status'; status: number; retryAfter?: string }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** Starts streaming, then drops the connection halfway. */
  | { kind: 'cut'; text: readonly string[] };

export interface Recorded {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export interface FakeAi {
  /** For AI_BASE_URL with AI_PROVIDER=anthropic (the SDK appends /v1/messages). */
  anthropicUrl: string;
  /** For AI_BASE_URL with AI_PROVIDER=openai (the SDK appends /chat/completions). */
  openaiUrl: string;
  enqueue(...scripts: Script[]): void;
  requests: Recorded[];
  /** Scripts not yet used. */
  pending(): number;
  /** Forgets the queue and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

/** Lets what was written reach the client, then drops the connection without ending the response. */
async function cut(res: http.ServerResponse) {
  await sleep(100);
  res.socket?.destroy();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeAi(): Promise<FakeAi> {
  const queue: Script[] = [];
  const requests: Recorded[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? JSON.parse(raw) : null;
    requests.push({ path: req.url ?? '', headers: req.headers, body });
    const script = queue.shift() ?? { kind: 'status', status: 500 };
    const protocol = req.url?.endsWith('/chat/completions') ? 'openai' : 'anthropic';
    if (script.kind === 'hang') return; // the socket stays open until the client gives up
    if (script.kind === 'status') return sendError(res, protocol, script.status, script.retryAfter);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (protocol === 'anthropic') await anthropicStream(res, script, body?.model ?? 'fake');
    else await openaiStream(res, script, body?.model ?? 'fake');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    anthropicUrl: `http://127.0.0.1:${port}`,
    openaiUrl: `http://127.0.0.1:${port}/v1`,
    enqueue: (...s) => void queue.push(...s),
    requests,
    pending: () => queue.length,
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

function sendError(res: http.ServerResponse, protocol: 'anthropic' | 'openai', status: number, retryAfter?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (retryAfter) headers['retry-after'] = retryAfter;
  res.writeHead(status, headers);
  const type = status === 429 ? 'rate_limit_error' : status >= 500 ? 'api_error' : 'invalid_request_error';
  res.end(
    JSON.stringify(
      protocol === 'anthropic'
        ? { type: 'error', error: { type, message: `scripted ${status}` } }
        : { error: { message: `scripted ${status}`, type, code: null, param: null } },
    ),
  );
}

/** Splits a JSON text into a few pieces, as models stream tool input. */
const pieces = (s: string) => [s.slice(0, 5), s.slice(5, Math.ceil(s.length / 2)), s.slice(Math.ceil(s.length / 2))].filter(Boolean);

async function anthropicStream(res: http.ServerResponse, script: Extract<Script, { kind: 'reply' | 'cut' }>, model: string) {
  const send = async (event: string, data: object) => {
    res.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`);
    if (script.kind === 'reply' && script.delayMs) await sleep(script.delayMs);
  };
  const u = script.kind === 'reply' ? script.usage : { input: 10, output: 0 };
  await send('message_start', {
    message: {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      content: [],
      model,
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: u.input, output_tokens: 1, cache_creation_input_tokens: u.cacheWrite ?? 0, cache_read_input_tokens: u.cacheRead ?? 0 },
    },
  });
  await send('ping', {});
  let index = 0;
  if (script.text?.length) {
    await send('content_block_start', { index, content_block: { type: 'text', text: '' } });
    for (const text of script.text) await send('content_block_delta', { index, delta: { type: 'text_delta', text } });
    if (script.kind === 'cut') return cut(res);
    await send('content_block_stop', { index });
    index++;
  }
  if (script.kind === 'cut') return cut(res);
  if (script.tool) {
    await send('content_block_start', {
      index,
      content_block: { type: 'tool_use', id: 'toolu_fake1', name: script.tool.name ?? 'propose_template_change', input: {} },
    });
    for (const partial_json of pieces(JSON.stringify(script.tool.input))) {
      await send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } });
    }
    await send('content_block_stop', { index });
  }
  await send('message_delta', { delta: { stop_reason: script.tool ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: u.output } });
  await send('message_stop', {});
  res.end();
}

async function openaiStream(res: http.ServerResponse, script: Extract<Script, { kind: 'reply' | 'cut' }>, model: string) {
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, system_fingerprint: 'fp_fake' };
  const send = async (data: object) => {
    res.write(`data: ${JSON.stringify({ ...base, ...data })}\n\n`);
    if (script.kind === 'reply' && script.delayMs) await sleep(script.delayMs);
  };
  const choice = (delta: object, finish_reason: string | null = null) => ({ choices: [{ index: 0, delta, logprobs: null, finish_reason }] });
  await send(choice({ role: 'assistant', content: '' }));
  for (const content of script.text ?? []) await send(choice({ content }));
  if (script.kind === 'cut') return cut(res);
  if (script.tool) {
    const args = pieces(JSON.stringify(script.tool.input));
    await send(
      choice({
        tool_calls: [{ index: 0, id: 'call_fake1', type: 'function', function: { name: script.tool.name ?? 'propose_template_change', arguments: '' } }],
      }),
    );
    for (const a of args) await send(choice({ tool_calls: [{ index: 0, function: { arguments: a } }] }));
  }
  await send(choice({}, script.tool ? 'tool_calls' : 'stop'));
  const u = script.usage;
  await send({
    choices: [],
    usage: {
      prompt_tokens: u.input + (u.cacheRead ?? 0),
      completion_tokens: u.output,
      total_tokens: u.input + (u.cacheRead ?? 0) + u.output,
      prompt_tokens_details: { cached_tokens: u.cacheRead ?? 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    },
  });
  res.write('data: [DONE]\n\n');
  res.end();
}
