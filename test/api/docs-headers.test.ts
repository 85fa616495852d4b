import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIET_PREVIEWS, startTestQuire, type TestQuire } from '../support/quire.js';

/** The API reference may not be framed, and may load and call only Quire's own origin. No database: SQLite only. */
describe('/docs headers', () => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire('sqlite', QUIET_PREVIEWS);
  });
  afterAll(() => q?.close());

  const directives = (csp: string | null) =>
    new Map(
      (csp ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
        .map(([k, ...v]) => [k, v]),
    );

  it.each(['/docs', '/docs/', '/docs/static/index.html', '/docs/static/swagger-initializer.js', '/docs/static/swagger-ui.css'])(
    '%s carries a CSP of its own origin that refuses framing',
    async (path) => {
      const res = await fetch(`${q.url}${path}`, { redirect: 'manual' });
      // Read to the end: an unread body holds its connection open, and closing the server then
      // waited for the client to collect it (5-70 s on a loaded machine).
      await res.arrayBuffer();
      expect(res.status).toBeLessThan(400);
      // A page that could be framed: never; the files it loads carry the CSP too.
      if (!/\.(js|css)$/.test(path)) expect(res.headers.get('x-frame-options')).toBe('DENY');
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      // Nothing from another host: no https:, no CDN, no validator badge.
      expect(res.headers.get('content-security-policy')).not.toMatch(/https?:|\*/);
    },
  );

  it('serves the page without the online validator', async () => {
    const init = await (await fetch(`${q.url}/docs/static/swagger-initializer.js`)).text();
    expect(init).toMatch(/"validatorUrl":\s*null/);
  });
});
