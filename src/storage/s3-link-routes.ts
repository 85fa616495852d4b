import type { FastifyInstance } from 'fastify';
import { isSafeStoragePath } from './paths.js';
import type { ObjectStorage } from './types.js';

export interface S3LinkRoutesOptions {
  storage: Pick<ObjectStorage, 'presignedGetUrl'>;
  /** The same question as the local file route's: a valid, unrevoked, unexpired signed link of a live file. */
  authorize: (path: string, query: Record<string, unknown>) => Promise<boolean>;
}

/** How long the presigned GET behind a checked link lives: long enough to follow the redirect and start reading. */
const S3_HANDOFF_SECONDS = 60;
const NOT_FOUND_BODY = { error: 'NOT_FOUND', message: 'Not found' };

/**
 * On S3 a private file's links go through Quire: GET /client/<path>?expires=…&signature=… is
 * checked here (the HMAC under the file's own key, like local storage) and answered with a 302 to a
 * presigned GET of at most S3_HANDOFF_SECONDS. A presigned URL handed out directly could not be
 * revoked and would answer S3's own XML error once expired; this way revocation and expiry take
 * effect at once and every refusal is the envelope's 404 (a handed-off URL lives one more minute).
 */
export async function s3LinkRoutes(app: FastifyInstance, options: S3LinkRoutesOptions): Promise<void> {
  app.get('/client/*', { schema: { hide: true } }, async (request, reply) => {
    const path = `client/${(request.params as { '*'?: string })['*'] ?? ''}`;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const ok = isSafeStoragePath(path) && /\.(pdf|xml)$/.test(path) && options.storage.presignedGetUrl && (await options.authorize(path, query));
    reply.header('Cache-Control', 'private, no-store');
    if (!ok) return reply.code(404).type('application/json; charset=utf-8').send(NOT_FOUND_BODY);
    const left = Math.floor(Number(query.expires) - Date.now() / 1000);
    const target = await options.storage.presignedGetUrl!(path, Math.max(1, Math.min(S3_HANDOFF_SECONDS, left)));
    return reply.redirect(target, 302);
  });
}
