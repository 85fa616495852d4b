import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { lstat, mkdir } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { dispositionFileOf, privateMarkerOf } from './local.js';

export interface LocalFilesRoutesOptions {
  /** Same root as the LocalStorage; URLs /client/<rest> map to <root>/client/<rest>. */
  root: string;
  /**
   * Asked for a private file (PutOptions.private) with the storage path and the query: true
   * serves it (a valid signed link), false answers the same 404 as a missing file.
   */
  authorize?: (path: string, query: Record<string, unknown>) => Promise<boolean>;
}

/** Only what Quire writes (PDFs, an e-invoice's XML, previews, uploaded assets); anything else under the root stays private. */
const SERVED_EXTENSIONS = new Set(['.pdf', '.xml', '.png', '.jpg', '.webp', '.gif', '.svg', '.woff2', '.woff', '.ttf', '.otf', '.zip']);
/** Uploaded files never run script on Quire's origin, even opened directly (SVGs are also sanitized). */
const ASSET_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; sandbox";
const NOT_FOUND_BODY = { error: 'NOT_FOUND', message: 'Not found' };
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the local storage's public files: GET/HEAD /client/*. Register it encapsulated
 * (`app.register(localFilesRoutes, { root })`, not wrapped in fastify-plugin): its hook and
 * @fastify/static instance then stay private to these routes.
 *
 * @fastify/static brings ranges (PDF viewers ask for them), ETag and conditional GETs; the
 * preHandler below does the gatekeeping first so every refusal is the same JSON 404 and the
 * path checks do not depend on @fastify/send's own traversal rules.
 */
export async function localFilesRoutes(app: FastifyInstance, options: LocalFilesRoutesOptions): Promise<void> {
  const filesRoot = join(resolve(options.root), 'client');
  await mkdir(filesRoot, { recursive: true }); // @fastify/static wants an existing root

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const relative = (request.params as { '*'?: string })['*'] ?? '';
    if (!(await isServableFile(filesRoot, relative))) {
      return reply.code(404).type('application/json; charset=utf-8').send(NOT_FOUND_BODY);
    }
    if (existsSync(privateMarkerOf(join(filesRoot, relative)))) {
      const allowed = options.authorize ? await options.authorize(`client/${relative}`, (request.query ?? {}) as Record<string, unknown>) : false;
      // Not cached anywhere either (setHeaders below): each link decides for itself.
      if (!allowed) return reply.code(404).type('application/json; charset=utf-8').send(NOT_FOUND_BODY);
    }
  });

  await app.register(fastifyStatic, {
    root: filesRoot,
    prefix: '/client/',
    decorateReply: false, // another @fastify/static (dashboard) may own reply.sendFile
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'deny',
    maxAge: ONE_YEAR_MS,
    immutable: true, // with maxAge: "public, max-age=31536000, immutable"
    setHeaders(reply, path) {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (!path.endsWith('.pdf')) reply.header('Content-Security-Policy', ASSET_CSP);
      // A generation's download name (POST /v1/generate options.filename), kept beside the file.
      const disposition = dispositionFileOf(path);
      if (path.endsWith('.pdf') && existsSync(disposition)) reply.header('Content-Disposition', readFileSync(disposition, 'utf8'));
      if (/\.(pdf|xml)$/.test(path) && existsSync(privateMarkerOf(path))) reply.header('Cache-Control', 'private, no-store');
    },
  });
}

/**
 * `relative` is the router's decoded wildcard, so `%2e%2e` and `%2f` arrive here already
 * decoded. Dot segments cover `..` and our temp files; lstat refuses directories and symlinks.
 */
async function isServableFile(filesRoot: string, relative: string): Promise<boolean> {
  if (relative === '' || /[\\\u0000-\u001f\u007f]/.test(relative)) return false;
  if (relative.split('/').some((segment) => segment === '' || segment.startsWith('.'))) return false;
  if (!SERVED_EXTENSIONS.has(extname(relative).toLowerCase())) return false;
  const full = resolve(filesRoot, relative);
  if (!full.startsWith(filesRoot + sep)) return false;
  try {
    return (await lstat(full)).isFile();
  } catch {
    return false;
  }
}
