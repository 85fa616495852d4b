/** What @quire/client cannot do for the dashboard: read the assistant's streamed turn (SSE). */
import { api, idParam, QuireError } from './quire';
import type { Draft, TurnResult } from './types';

/**
 * One assistant turn as a stream: `onText` gets the reply as it is written; resolves with the
 * saved turn (reply, proposal, usage). An error event (the provider failing after streaming
 * began) rejects like an HTTP error.
 */
export async function askAssistant(
  id: number,
  input: { message: string; draft: Draft },
  onText: (delta: string) => void,
  signal?: AbortSignal,
): Promise<TurnResult> {
  const { data, error, response } = await api.POST('/v1/documents/{id}/assistant', {
    ...idParam(id),
    body: input as never,
    parseAs: 'stream',
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !data) {
    const b = (error ?? {}) as { error?: string; message?: string };
    throw new QuireError({ error: b.error ?? `HTTP_${response.status}`, message: b.message ?? response.statusText, status: response.status, body: error });
  }
  const reader = (data as ReadableStream<BufferSource>).pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const payload = JSON.parse(
        block
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n'),
      );
      if (event === 'delta') onText(payload.text);
      else if (event === 'done') return payload as TurnResult;
      else if (event === 'error')
        throw new QuireError({ error: payload.error, message: payload.message, status: 503, retryAfter: payload.retryAfter ?? undefined, body: payload });
    }
  }
  throw new QuireError({ error: 'SERVICE_UNAVAILABLE', message: 'The reply ended early. Try again.', status: 503 });
}
