import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where `npm run build -w web` (run by `make start` / `make test`) writes the dashboard. */
export const DASHBOARD_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/**
 * Paths that belong to the API, the docs, probes and stored files: an unknown path under them is
 * the API's JSON 404, never the dashboard's page.
 */
const NOT_DASHBOARD = /^\/(v1|generate|mcp|docs|health|ready|metrics|client|static)(\/|$|\?)/;

export interface Dashboard {
  /** Answers an unmatched GET with index.html (the SPA's own router takes over); false when not a page. */
  fallback(request: FastifyRequest, reply: FastifyReply): boolean;
}

/**
 * Serves web/dist at /: hashed files under /static/ are immutable, index.html is revalidated on
 * every load so a new deploy is picked up at once. Every page carries a CSP that allows only
 * Quire's own origin (plus the storage's origin for preview images when it is elsewhere).
 */
export async function registerDashboard(app: FastifyInstance, options: { storageOrigin: string | null; dir?: string }): Promise<Dashboard | null> {
  const dir = options.dir ?? DASHBOARD_DIR;
  if (!existsSync(`${dir}index.html`)) {
    app.log.warn({ dir }, 'dashboard not built (run `make start` or `npm run build -w web`): / answers 404');
    return null;
  }
  const indexHtml = readFileSync(`${dir}index.html`, 'utf8');

  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/',
    wildcard: false, // one route per built file: nothing here can shadow /v1, /docs or /client
    index: false,
    decorateReply: false,
    cacheControl: false,
    // index.html only through sendIndex (CSP, nonce); the static copy would carry neither.
    allowedPath: (path) => path !== '/index.html',
    setHeaders(reply, path) {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Cache-Control', path.includes('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // A fresh nonce per response: the editor's CodeMirror adds <style> elements, allowed by it alone.
  const sendIndex = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(options.storageOrigin, nonce))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'same-origin')
      .header('X-Frame-Options', 'DENY')
      .send(indexHtml.replace('__CSP_NONCE__', nonce));
  };

  // GET /index.html is one of the static routes; "/" and every client-side route land here.
  app.get('/', { schema: { hide: true } }, (_req, reply) => sendIndex(reply));

  return {
    fallback(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (NOT_DASHBOARD.test(request.url)) return false;
      const accept = request.headers.accept ?? '';
      if (!accept.includes('text/html')) return false;
      sendIndex(reply);
      return true;
    },
  };
}

export function contentSecurityPolicy(storageOrigin: string | null, nonce: string): string {
  // data: for CodeMirror's lint marks (inline SVG backgrounds); no other origin but the storage's.
  const img = ["'self'", 'data:', ...(storageOrigin ? [storageOrigin] : [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "worker-src 'self'", // pdf.js's worker is a bundled file on this origin
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src ${img}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
