import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toEnvelope } from '../../core/envelope.js';
import { pickLocale } from '../../core/i18n/index.js';

/**
 * Server-Sent Events for one turn: `event: delta` {text} as the reply streams, then exactly one
 * `event: done` (the turn's result) or `event: error` ({error, message, retryAfter?}: the
 * status line was already sent as 200, so a late failure travels in the stream).
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply) {
  const stream = new PassThrough();
  stream.on('error', () => {}); // the client left; nothing more to say
  reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-cache, no-transform').header('x-accel-buffering', 'no'); // nginx: do not hold the stream back
  void reply.send(stream);
  const write = (event: string, data: unknown) => {
    if (!stream.destroyed && !stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    delta: (text: string) => write('delta', { text }),
    done(result: unknown) {
      write('done', result);
      stream.end();
    },
    fail(err: unknown) {
      const answer = toEnvelope(err, pickLocale(request.headers['accept-language']), request.id);
      if (answer.error.code === 'INTERNAL_ERROR') request.log.error({ err }, 'unexpected error in an assistant stream');
      write('error', { ...answer.body, ...(answer.retryAfter !== undefined ? { retryAfter: answer.retryAfter } : {}) });
      stream.end();
    },
  };
}

export const acceptsEventStream = (request: FastifyRequest) => /\btext\/event-stream\b/i.test(request.headers.accept ?? '');
