import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';

const BODY_LIMIT = 4096;

/**
 * HTTP behaviour only (the envelope, status codes, messages and their languages): nothing here
 * depends on the database, so it runs on SQLite; the repositories' contracts run on both.
 */
describe.each(['sqlite'] as const)('error envelope and languages on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let doc: any;
  beforeAll(async () => {
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, BODY_LIMIT_BYTES: String(BODY_LIMIT) });
    a = await q.account(undefined, { signIn: false });
    doc = (await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Target' } })).body;
  });
  afterAll(() => q?.close());

  describe('envelope', () => {
    it('answers an unknown route with 404 NOT_FOUND as JSON, with or without credentials', async () => {
      for (const [method, path] of [
        ['GET', '/v1/nope'],
        ['GET', '/v2/documents'],
        ['PUT', '/v1/documents'],
        ['POST', '/v1/documents/1'],
        ['GET', '/nowhere'],
      ] as const) {
        const r = await q.call(method, path);
        expectError(r, 404, 'NOT_FOUND');
        expect(r.headers.get('content-type')).toMatch(/^application\/json/);
        expectError(await q.call(method, path, { token: a.token }), 404, 'NOT_FOUND');
      }
    });

    it('answers malformed JSON with 400 VALIDATION_ERROR naming the body', async () => {
      for (const raw of ['{"name": ', '{name: "x"}', 'not json', '{"name":"x"}}']) {
        const r = await q.call('POST', '/v1/documents', { token: a.token, raw });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toMatch(/body/);
        expect(r.body.message).toMatch(/JSON/);
      }
    });

    it('answers an empty JSON body and a non-JSON content type with 400 VALIDATION_ERROR', async () => {
      expectError(await q.call('POST', '/v1/documents', { token: a.token, raw: '' }), 400, 'VALIDATION_ERROR');
      const xml = await q.call('POST', '/v1/documents', { token: a.token, raw: '<name>x</name>', headers: { 'content-type': 'application/xml' } });
      expectError(xml, 400, 'VALIDATION_ERROR');
      expect(xml.body.message).toMatch(/Content-Type/);
      expect(xml.body.message).toMatch(/application\/json/);
      // Plain text gets the same Content-Type message (never one about a `body` field).
      const text = await q.call('POST', '/v1/documents', { token: a.token, raw: 'name=x', headers: { 'content-type': 'text/plain' } });
      expectError(text, 400, 'VALIDATION_ERROR');
      expect(text.body.message).toMatch(/^The request is invalid: Content-Type: must be application\/json \(got text\/plain\)/);
    });

    it('takes bodies up to BODY_LIMIT_BYTES and answers 413 PAYLOAD_TOO_LARGE one byte over', async () => {
      const atLimit = JSON.stringify({ body: 'x'.repeat(BODY_LIMIT - '{"body":""}'.length) });
      expect(Buffer.byteLength(atLimit)).toBe(BODY_LIMIT);
      const ok = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, raw: atLimit });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      const over = JSON.stringify({ body: 'x'.repeat(BODY_LIMIT - '{"body":""}'.length + 1) });
      const r = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, raw: over });
      expectError(r, 413, 'PAYLOAD_TOO_LARGE');
      expect(r.body.message).toContain(String(BODY_LIMIT));
      // Multi-byte characters count in bytes, not characters.
      const multi = JSON.stringify({ body: 'é'.repeat(BODY_LIMIT / 2) });
      expectError(await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, raw: multi }), 413, 'PAYLOAD_TOO_LARGE');
      expect((await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).body.body).toBe(JSON.parse(atLimit).body);
    });

    it('names the field and the rule in VALIDATION_ERROR messages', async () => {
      const cases: [unknown, RegExp[]][] = [
        [{ name: 'n'.repeat(201) }, [/name/, /200/]],
        [{ format: 'A9' }, [/format/, /A4/]],
        [{ landscape: 'yes' }, [/landscape/, /boolean/, /string/]],
        [{ fonts: [{ name: 'Inter' }] }, [/fonts\.0\.variants/, /array/]],
        [{ folderId: 'x' }, [/folderId/, /number/]],
      ];
      for (const [body, patterns] of cases) {
        const r = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body });
        expectError(r, 400, 'VALIDATION_ERROR');
        for (const p of patterns) expect(r.body.message).toMatch(p);
      }
    });

    it('names every failing field when several fail', async () => {
      const r = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { name: '', framework: 'x', archived: 'no' } });
      expectError(r, 400, 'VALIDATION_ERROR');
      for (const field of ['name', 'framework', 'archived']) expect(r.body.message).toContain(field);
    });
  });

  describe('Accept-Language', () => {
    const notFound = (lang?: string) => q.call('GET', '/v1/documents/987654', { token: a.token, headers: lang ? { 'accept-language': lang } : {} });

    it('picks the message language among en, de, fr, es, pt; the code stays the same', async () => {
      const expected: Record<string, string> = {
        en: 'The resource does not exist.',
        de: 'Die Ressource existiert nicht.',
        fr: "La ressource n'existe pas.",
        es: 'El recurso no existe.',
        pt: 'O recurso não existe.',
      };
      for (const [lang, text] of Object.entries(expected)) {
        const r = await notFound(lang);
        expectError(r, 404, 'NOT_FOUND');
        expect(r.body.message).toBe(text);
      }
    });

    it('understands regions and quality values, and falls back to English', async () => {
      expect((await notFound('de-CH')).body.message).toBe('Die Ressource existiert nicht.');
      expect((await notFound('ja, fr;q=0.8, de;q=0.9')).body.message).toBe('Die Ressource existiert nicht.');
      expect((await notFound('pt-BR;q=0.5, es;q=0.7')).body.message).toBe('El recurso no existe.');
      expect((await notFound('ja')).body.message).toBe('The resource does not exist.');
      expect((await notFound()).body.message).toBe('The resource does not exist.');
      expect((await notFound('de;q=0')).body.message).toBe('The resource does not exist.');
    });

    it('translates validation details too, field names unchanged', async () => {
      const de = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'n'.repeat(201) }, headers: { 'accept-language': 'de' } });
      expectError(de, 400, 'VALIDATION_ERROR');
      expect(de.body.message).toBe('Die Anfrage ist ungültig: name: muss 1 bis 200 Zeichen lang sein');
      const fr = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { landscape: 'yes' }, headers: { 'accept-language': 'fr' } });
      expectError(fr, 400, 'VALIDATION_ERROR');
      expect(fr.body.message).toMatch(/^La requête est invalide : landscape: /);
      expect(fr.body.message).toMatch(/booléen attendu, chaîne de caractères reçu/); // says what was received
      const folder = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { folderId: 987654 }, headers: { 'accept-language': 'es' } });
      expect(folder.body.message).toBe('La solicitud no es válida: folderId: no es una de sus carpetas');
    });

    it('localizes authentication errors', async () => {
      const r = await q.call('GET', '/v1/documents', { headers: { 'accept-language': 'de' } });
      expectError(r, 401, 'UNAUTHORIZED');
      expect(r.body.message).toBe('Die Anmeldung fehlt, ist ungültig, abgelaufen oder widerrufen.');
    });
  });
});
