import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY, expectError, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, download, generate, remaining } from '../generation/helpers.js';

/** `{"a":{"a":…{}}}` as JSON text, `levels` objects deep counting the outer one (JSON.stringify itself overflows at 5,000). */
const nested = (levels: number): string => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

describe.each(SQLITE_ONLY)('bad inputs get the envelope, never a 500 (%s)', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
    a = await q.account(undefined, { signIn: false });
  });
  afterAll(() => q?.close());

  it('reads ids as decimal digits only: 0x10, 1e3, +16, 16.0 are 400; an unknown decimal id is 404', async () => {
    const doc = await createDocument(q, a, { body: '<p>x</p>', framework: 'NONE', fonts: [], variables: {} });
    expect((await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).status).toBe(200);
    for (const id of ['0x10', '1e3', '+16', '16.0', '%2016', '-1', '0', '2147483648']) {
      const r = await q.call('GET', `/v1/documents/${id}`, { token: a.token });
      expectError(r, 400, 'VALIDATION_ERROR');
    }
    expectError(await q.call('GET', '/v1/documents/999999', { token: a.token }), 404, 'NOT_FOUND');
    expectError(await q.call('GET', '/v1/documents?folderId=0x1', { token: a.token }), 400, 'VALIDATION_ERROR');
  });

  it('refuses variables nested deeper than 64 levels with 400 (5,000 levels too), accepts 64', async () => {
    const doc = await createDocument(q, a, { body: '<p>{{a.a.a}}</p>', framework: 'NONE', fonts: [], variables: {} });
    const before = await remaining(q, a);
    const gen = (variables: string) => q.call('POST', '/v1/generate', { token: a.token, raw: `{"documentId":"${doc.uuid}","variables":${variables}}` });
    const patch = (variables: string) => q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, raw: `{"variables":${variables}}` });
    for (const levels of [65, 5000]) {
      const r = await gen(nested(levels));
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toBe('The request is invalid: variables: must not nest objects and arrays more than 64 levels deep');
      expectError(await patch(nested(levels)), 400, 'VALIDATION_ERROR');
    }
    // Arrays count as levels too.
    expectError(await gen(`{"list":${'['.repeat(5000)}${']'.repeat(5000)}}`), 400, 'VALIDATION_ERROR');
    expect(await remaining(q, a)).toBe(before);
    expect((await gen(nested(64))).status).toBe(200);
    expect((await patch(nested(64))).status).toBe(200);
  });

  it('caps names in bytes too: 100,000 combining accents on one letter are one character but too many bytes', async () => {
    const zalgo = 'e' + '\u0301'.repeat(100_000);
    const folder = await q.call('POST', '/v1/folders', { token: a.token, body: { name: zalgo } });
    expectError(folder, 400, 'VALIDATION_ERROR');
    expect(folder.body.message).toBe('The request is invalid: name: must be at most 3200 bytes (UTF-8)');
    expectError(await q.call('POST', '/v1/folders', { token: a.token, body: { name: 'ok', emoji: zalgo } }), 400, 'VALIDATION_ERROR');
    expectError(await q.call('POST', '/v1/documents', { token: a.token, body: { name: zalgo } }), 400, 'VALIDATION_ERROR');
    // A family emoji (25 bytes) still counts as one of a folder's 8 emoji characters.
    const family = '👨‍👩‍👧‍👦';
    expect((await q.call('POST', '/v1/folders', { token: a.token, body: { name: 'Family', emoji: family.repeat(8) } })).status).toBe(201);
    const body = await q.call('PATCH', '/v1/documents/1', { token: a.token, body: { body: 'é'.repeat(600_000) } });
    expectError(body, 400, 'VALIDATION_ERROR');
    expect(body.body.message).toBe('The request is invalid: body: must be at most 1048576 bytes (UTF-8)');
  });

  it('answers oversized headers (431) with the envelope', async () => {
    const { port } = new URL(q.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, text] = raw.split('\r\n\r\n');
    expect(head!.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(text!)).toEqual({ error: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' });
  });

  it('a delete with storage down says so (503 FILE_NOT_DELETED), and works once storage is back', async () => {
    if (dialect !== 'sqlite') return; // storage, not the database, is under test: once is enough
    const doc = await createDocument(q, a, { body: '<p>delete me</p>', framework: 'NONE', fonts: [], variables: {} });
    const made = await generate(q, a, doc.uuid, {});
    expect(made.status).toBe(200);
    const path = q.quire.deps.storage.pathFromUrl(made.body.url)!;
    const file = join(q.dataDir, 'files', path);
    // The file becomes a non-empty directory: removing it fails as a broken disk would.
    rmSync(file);
    mkdirSync(file);
    writeFileSync(join(file, 'blocker'), 'x');
    const r = await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path: made.body.url } });
    expectError(r, 503, 'FILE_NOT_DELETED');
    expect(r.body.message).toBe('The file could not be deleted: storage is unavailable. Nothing was changed; retry the delete.');
    rmSync(file, { recursive: true });
    writeFileSync(file, 'pdf');
    expect((await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path: made.body.url } })).status).toBe(204);
    expect((await download(made.body.url)).status).toBe(404);
  });
});
