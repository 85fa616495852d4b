/**
 * JSON request bodies. A small body (the API's everyday request, a generate with an invoice's
 * variables) is parsed on the main thread by Fastify's own parser, as before: it costs
 * microseconds. A larger one (a batch of thousands of items, a large `variables` object) is
 * parsed in a worker thread (json-body-worker.ts) under a deadline and a heap limit, and refused
 * there when an object has too many keys, so no body can hold up the node's other requests.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withoutStrayErrors, workerFile } from '../core/worker-threads.js';
import { Piscina } from 'piscina';
import { AppError } from '../core/errors.js';
import type { JsonOutcome } from './json-body-worker.js';

/** Bodies up to this many characters parse inline (too small to hold MAX_OBJECT_KEYS keys). */
const INLINE_MAX_CHARS = 32 * 1024;
/**
 * A body that takes longer to parse is refused: a safety net, since JSON.parse is linear in the
 * body (a 32 MB batch parses in well under a second), generous because it is wall-clock time.
 */
const PARSE_TIMEOUT_MS = 60_000;

type Done = (err: Error | null, body?: unknown) => void;
type JsonParser = (req: FastifyRequest, body: string, done: Done) => void;

/** Replaces the app's application/json parser; `inline` is Fastify's default parser. */
export function installJsonBodies(app: FastifyInstance, inline: JsonParser): void {
  let pool: Piscina<string, JsonOutcome> | null = null;
  const workers = () =>
    (pool ??= withoutStrayErrors(
      new Piscina({
        ...workerFile(import.meta.url, 'json-body-worker'),
        minThreads: 0,
        maxThreads: 2,
        idleTimeout: 60_000,
        resourceLimits: { maxOldGenerationSizeMb: 1024, maxYoungGenerationSizeMb: 32 },
      }),
    ));
  app.addHook('onClose', async () => {
    await pool?.destroy();
  });
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    // Some clients send Content-Type: application/json on a DELETE without a body: no body, not bad JSON.
    if (text === '') return done(null, undefined);
    if (text.length <= INLINE_MAX_CHARS) return inline(req, text, done);
    parseInWorker(workers(), text).then(
      (value) => done(null, value),
      (err: Error) => done(err),
    );
  });
}

async function parseInWorker(pool: Piscina<string, JsonOutcome>, text: string): Promise<unknown> {
  let outcome: JsonOutcome;
  try {
    outcome = await pool.run(text, { signal: AbortSignal.timeout(PARSE_TIMEOUT_MS) });
  } catch (err) {
    if ((err as { name?: string }).name === 'AbortError' || (err as { code?: string }).code === 'ABORT_ERR') {
      throw new AppError('VALIDATION_ERROR', { params: { field: 'body', rule: 'parse_time', max: PARSE_TIMEOUT_MS } }, { cause: err });
    }
    if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new AppError('PAYLOAD_TOO_LARGE', { params: { limit: text.length } }, { cause: err });
    throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1 }, { cause: err });
  }
  if (outcome.ok) return outcome.value;
  if (outcome.rule !== 'invalid_json') throw new AppError('VALIDATION_ERROR', { params: { field: outcome.path, rule: outcome.rule, max: outcome.max } });
  throw new AppError('VALIDATION_ERROR', { params: { field: 'body', rule: 'invalid_json' } });
}
