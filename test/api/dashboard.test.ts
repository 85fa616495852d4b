import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestQuire, type TestQuire } from '../support/quire.js';

// Serving needs no database dialect of its own: SQLite, the default.
describe('dashboard serving', () => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire('sqlite', { PREVIEW_DEBOUNCE_MS: '60000' });
  });
  afterAll(() => q?.close());

  const page = (path: string) => fetch(q.url + path, { headers: { accept: 'text/html,application/xhtml+xml' } });

  it('answers / and client-side routes with index.html, a CSP and no long cache', async () => {
    for (const path of ['/', '/documents', '/documents/12', '/sign-in?next=%2Fdocuments']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|https?:/);
      expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed files as immutable', async () => {
    const html = await (await page('/')).text();
    const script = /src="(\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const res = await fetch(q.url + script);
    expect(res.status).toBe(200);
    await res.arrayBuffer(); // read to the end: an unread body holds the server's close
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('never shadows the API, docs, probes or stored files', async () => {
    for (const path of [
      '/v1/nothing',
      '/v1',
      '/generate/x',
      '/mcp/x',
      '/docs/nothing',
      '/health/x',
      '/ready/x',
      '/metrics',
      '/client/1/nothing.pdf',
      '/static/nothing.js',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/application\/json/);
      expect((await res.json()).error, path).toBe('NOT_FOUND');
    }
    expect((await page('/health')).headers.get('content-type')).toMatch(/application\/json/);
    expect((await page('/ready')).headers.get('content-type')).toMatch(/application\/json/);
    expect((await page('/docs')).status).not.toBe(404);
  });

  it('answers JSON, not the page, to a client that does not ask for HTML', async () => {
    const res = await fetch(q.url + '/documents');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe('NOT_FOUND');
  });
});
