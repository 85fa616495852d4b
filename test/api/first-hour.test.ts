/**
 * What a new user meets in the first hour: nothing sent is silently ignored, the token works
 * as a Bearer token too, and the errors say what to do next.
 */
import { describe, expect, it } from 'vitest';
import { DIALECTS, expectError, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';

const UNKNOWN = 'zzNotAField';

describe.each(DIALECTS)('the first hour on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  it('refuses an unknown field with 400 naming it on every route that takes a JSON body', async () => {
    const doc = (await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Target' } })).body;
    const spec = (await q.call('GET', '/v1/openapi.json')).body as { paths: Record<string, Record<string, { requestBody?: unknown }>> };
    const routes = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody)
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    const tried: string[] = [];
    for (const { method, path } of routes) {
      // The legacy endpoint keeps its own rules; /mcp speaks JSON-RPC.
      if (path === '/generate' || path === '/mcp') continue;
      const url = path.replace(/\{[^}]+\}/g, String(doc.id));
      const r = await q.call(method, url, { cookie: a.cookie, body: { [UNKNOWN]: 1 } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message, `${method} ${path}`).toMatch(
        new RegExp(`^The request is invalid: (.*; )?${UNKNOWN}: is not a field of this request \\(fields: [^)]+\\)`),
      );
      tried.push(`${method} ${path}`);
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        'POST /v1/documents',
        'PATCH /v1/documents/{id}',
        'POST /v1/folders',
        'PATCH /v1/folders/{id}',
        'POST /v1/api-keys',
        'POST /v1/generate',
        'DELETE /v1/generations/file',
        'POST /v1/auth/login',
      ]),
    );
  });

  // (`title` is a document field since #11, the PDF Title: the typo here is `nam`.)
  it('names the typo on PATCH (`nam` for `name`) and changes nothing', async () => {
    const doc = (await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Kept' } })).body;
    const r = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { nam: 'x', landscape: true } });
    expectError(r, 400, 'VALIDATION_ERROR');
    expect(r.body.message).toBe(
      'The request is invalid: nam: is not a field of this request (fields: name, body, framework, format, landscape, fonts, variables, archived, folderId, kind, header, footer, margins, headerOnFirstPage, title, author, subject, keywords, lang, tagged, pdfa, sign, variablesSchema, samples, publishing, retention)',
    );
    const de = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { nam: 'x' }, headers: { 'accept-language': 'de' } });
    expect(de.body.message).toMatch(/^Die Anfrage ist ungültig: nam: ist kein Feld dieser Anfrage/);
    expect((await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).body).toMatchObject({ name: 'Kept', landscape: false });
  });

  it('the legacy endpoint keeps its own rules: extra fields are ignored there', async () => {
    const doc = (await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Legacy', body: '<p>hi</p>', framework: 'NONE' } })).body;
    const r = await q.call('POST', '/generate', { headers: { 'x-api-key': a.token }, body: { templateId: doc.uuid, variables: {}, [UNKNOWN]: 1 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it('takes the API token as Authorization: Bearer on REST routes, as on /mcp', async () => {
    const bearer = { authorization: `Bearer ${a.token}` };
    const created = await q.call('POST', '/v1/documents', { headers: bearer, body: { name: 'Via Bearer' } });
    expect(created.status).toBe(201);
    const listed = await q.call('GET', '/v1/documents', { headers: bearer });
    expect(listed.status).toBe(200);
    expect(listed.body.documents.map((d: { id: number }) => d.id)).toContain(created.body.id);
    expect((await q.call('GET', '/v1/me', { headers: { authorization: `bearer ${a.token}` } })).body.email).toBe(a.email);
    expectError(await q.call('GET', '/v1/documents', { headers: { authorization: 'Bearer tk_live_nope' } }), 401, 'UNAUTHORIZED');
    expectError(await q.call('GET', '/v1/documents', { headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` } }), 401, 'UNAUTHORIZED');
    // Cookie-only routes refuse a token in either header.
    expectError(await q.call('GET', '/v1/api-keys', { headers: bearer }), 403, 'FORBIDDEN');
  });

  it('answers a text/plain or form body with one Content-Type message, everywhere, never about a `body` field', async () => {
    const doc = (await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Typed' } })).body;
    const sends: [string, string, string, string][] = [
      ['POST', '/v1/documents', 'text/plain', '{"name":"x"}'],
      ['PATCH', `/v1/documents/${doc.id}`, 'text/plain', '{"body":"<p>x</p>"}'],
      ['POST', '/v1/folders', 'application/x-www-form-urlencoded', 'name=x'],
      ['POST', '/v1/generate', 'multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="documentId"\r\n\r\n${doc.uuid}\r\n--x--\r\n`],
      ['DELETE', '/v1/generations/file', 'text/plain', 'client/1/generated/x/1.pdf'],
    ];
    for (const [method, path, type, raw] of sends) {
      const r = await q.call(method, path, { token: a.token, raw, headers: { 'content-type': type } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message, `${method} ${path}`).toBe(
        `The request is invalid: Content-Type: must be application/json (got ${type}); send the request as JSON with Content-Type: application/json`,
      );
      expect(r.body.message).not.toMatch(/\bbody\b/);
    }
    // A JSON body that is not an object reads the same way, without a field name.
    const r = await q.call('POST', '/v1/documents', { token: a.token, raw: '"Invoice"' });
    expect(r.body.message).toBe('The request is invalid: the request must carry a JSON object with Content-Type: application/json');
  });

  it('a cookie write without the dashboard Origin says where it must come from', async () => {
    const r = await q.call('POST', '/v1/documents', { cookie: a.cookie, headers: { origin: '' }, body: { name: 'x' } });
    expectError(r, 403, 'FORBIDDEN');
    expect(r.body.message).toBe(
      `A cookie-authenticated write must come from the dashboard's own origin (${q.origin}): send an Origin (or Referer) header with that value, or use an API token.`,
    );
    const other = await q.call('POST', '/v1/documents', {
      cookie: a.cookie,
      headers: { origin: 'https://evil.example', 'accept-language': 'fr' },
      body: { name: 'x' },
    });
    expect(other.body.message).toMatch(/^Une écriture authentifiée par cookie doit venir de l'origine du tableau de bord/);
    // A token on a cookie-only route keeps the credential message.
    expect((await q.call('GET', '/v1/api-keys', { token: a.token })).body.message).toBe('This credential cannot be used for this request.');
  });

  it('GET /v1/fonts lists variants in the words a document font uses, and every one is accepted', async () => {
    const fonts = (await q.call('GET', '/v1/fonts', { token: a.token })).body.fonts as {
      name: string;
      variants: string[];
      weights: string[];
      italicWeights: string[];
    }[];
    const lato = fonts.find((f) => f.name === 'Lato')!;
    expect(lato.variants).toEqual([...lato.weights, ...lato.italicWeights.map((w) => `${w}italic`)]);
    expect(lato.variants).toContain('700italic');
    const r = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'All of Lato', fonts: [{ name: 'Lato', variants: lato.variants }] } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.fonts).toEqual([{ name: 'Lato', variants: lato.variants }]);
  });

  it('402 says when the monthly grant renews and that top-ups never expire, in the caller language', async () => {
    const broke = await q.account(undefined, { signIn: false });
    const doc = (await q.call('POST', '/v1/documents', { token: broke.token, body: { name: 'Broke', body: '<p>x</p>' } })).body;
    await q.quire.services.credits.setPlan(broke.id, { generation: 0, ai: 0 });
    const periodEnd = (await q.call('GET', '/v1/me', { token: broke.token })).body.usage.generation.periodEnd as string;
    const now = new Date();
    const firstOfNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    expect(periodEnd.slice(0, 10)).toBe(firstOfNext);

    const en = await q.call('POST', '/v1/generate', { token: broke.token, body: { documentId: doc.uuid } });
    expect(en.status).toBe(402);
    expect(en.body).toEqual({
      error: 'quota_exceeded',
      type: 'generation',
      renewsAt: periodEnd,
      message: `No generation credits remain for this account. The monthly grant renews on ${firstOfNext} (UTC); top-ups never expire and can be added at any time.`,
    });
    const de = await q.call('POST', '/v1/generate', { token: broke.token, body: { documentId: doc.uuid }, headers: { 'accept-language': 'de-DE' } });
    expect(de.body.message).toBe(
      `Für dieses Konto sind keine generation-Credits mehr übrig. Das monatliche Kontingent erneuert sich am ${firstOfNext} (UTC); aufgeladene Credits verfallen nie und können jederzeit hinzugefügt werden.`,
    );
  });
});
