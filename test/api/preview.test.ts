import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfText } from '../support/pdf.js';
import { SQLITE_ONLY, QUIET_PREVIEWS, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';

const LIMIT = 6;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

describe.each(SQLITE_ONLY)('POST /v1/documents/{id}/preview on %s', (dialect) => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, PREVIEW_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => q?.close());

  /** PDF bytes as they come (TestQuire.call reads text). */
  async function preview(acc: TestAccount, id: number, draft: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${q.url}/v1/documents/${id}/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: acc.cookie, origin: q.origin, ...headers },
      body: typeof draft === 'string' ? draft : JSON.stringify(draft),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, type, bytes, body: type.startsWith('application/json') ? JSON.parse(bytes.toString()) : null, headers: res.headers };
  }

  async function savedDocument(acc: TestAccount) {
    const doc = (await q.call('POST', '/v1/documents', { token: acc.token, body: { name: 'Letter' } })).body;
    const r = await q.call('PATCH', `/v1/documents/${doc.id}`, {
      token: acc.token,
      body: { framework: 'NONE', body: '<h1>Dear {{name}}</h1><p>{{line}}</p>', variables: { name: 'Saved Sam', line: 'saved line' } },
    });
    expect(r.status).toBe(200);
    return r.body as { id: number; uuid: string };
  }

  it("renders the draft's body and variables, not the saved ones, and stores and debits nothing", async () => {
    const acc = await q.account();
    const doc = await savedDocument(acc);
    const before = { files: await filesUnder(path.join(q.dataDir, 'files')), me: (await q.call('GET', '/v1/me', { token: acc.token })).body };

    const r = await preview(acc, doc.id, { body: '<h1>Hello {{name}}</h1><p>{{line}}</p>', variables: { name: 'Draft Dora', line: 'draft line' } });
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/pdf');
    expect(r.headers.get('cache-control')).toBe('no-store');
    const text = await pdfText(r.bytes);
    expect(text).toContain('Hello Draft Dora');
    expect(text).toContain('draft line');
    expect(text).not.toContain('Saved Sam');

    // Only variables in the draft: the saved body with the draft's variables.
    const partial = await preview(acc, doc.id, { variables: { name: 'Partial Pat', line: 'x' } });
    expect(await pdfText(partial.bytes)).toContain('Dear Partial Pat');

    expect(await filesUnder(path.join(q.dataDir, 'files'))).toEqual(before.files);
    const after = (await q.call('GET', '/v1/me', { token: acc.token })).body;
    expect(after.usage.generation).toEqual(before.me.usage.generation);
    // The saved document is unchanged.
    const saved = (await q.call('GET', `/v1/documents/${doc.id}`, { token: acc.token })).body;
    expect(saved.variables).toEqual({ name: 'Saved Sam', line: 'saved line' });
    expect(saved.body).toContain('Dear {{name}}');
  });

  it('uses the draft format and orientation', async () => {
    const acc = await q.account();
    const doc = await savedDocument(acc);
    const a5 = await preview(acc, doc.id, { format: 'A5', landscape: true });
    expect(a5.status).toBe(200);
    const info = await pdfInfo(a5.bytes);
    // A5 landscape: 595 x 420 pt.
    expect(Math.round(info.width)).toBe(595);
    expect(Math.round(info.height)).toBe(420);
  });

  it('is cookie only: an API token gets 403 FORBIDDEN', async () => {
    const acc = await q.account();
    const doc = await savedDocument(acc);
    const r = await q.call('POST', `/v1/documents/${doc.id}/preview`, { token: acc.token, body: { variables: {} } });
    expectError(r, 403, 'FORBIDDEN');
    const none = await q.call('POST', `/v1/documents/${doc.id}/preview`, { body: { variables: {} } });
    expectError(none, 401, 'UNAUTHORIZED');
  });

  it("answers 404 for another account's document and for a missing one", async () => {
    const owner = await q.account(undefined, { signIn: false });
    const other = await q.account();
    const doc = (await q.call('POST', '/v1/documents', { token: owner.token, body: { name: 'Private' } })).body;
    const r = await preview(other, doc.id, {});
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('NOT_FOUND');
    expect((await preview(other, 99999999, {})).body.error).toBe('NOT_FOUND');
  });

  it('answers 422 TEMPLATE_ERROR with the line for a broken template', async () => {
    const acc = await q.account();
    const doc = await savedDocument(acc);
    const r = await preview(acc, doc.id, { body: '<p>one</p>\n<p>two</p>\n{{#if name}}\n<p>never closed</p>' });
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('TEMPLATE_ERROR');
    expect(r.body.message).toMatch(/line 4|line 3/);
  });

  it('refuses a bad draft: unknown field, bad format, body over the limits', async () => {
    const acc = await q.account();
    const doc = await savedDocument(acc);
    for (const draft of [
      { name: 'renamed' },
      { format: 'A7' },
      { landscape: 'yes' },
      { body: 'x'.repeat(1_000_001) },
      { fonts: [{ name: 'No Such Font', variants: ['400'] }] },
    ]) {
      const r = await preview(acc, doc.id, draft);
      expect(r.status, JSON.stringify(draft).slice(0, 60)).toBe(400);
      expect(r.body.error).toBe('VALIDATION_ERROR');
    }
    // Past BODY_LIMIT_BYTES (5 MB by default) the request is refused before it is read.
    const huge = await preview(acc, doc.id, JSON.stringify({ variables: { blob: 'y'.repeat(6 * 1024 * 1024) } }));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('has a per-account rate limit of its own', async () => {
    const acc = await q.account();
    const doc = await savedDocument(acc);
    // Invalid drafts count too, and are cheap: the limit is checked before anything else.
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push((await preview(acc, doc.id, { format: 'A0' })).status);
    expect(statuses.slice(0, LIMIT).every((s) => s === 400)).toBe(true);
    const limited = await preview(acc, doc.id, {});
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not limited by it, and the API itself still answers this one.
    const other = await q.account();
    const otherDoc = await savedDocument(other);
    expect((await preview(other, otherDoc.id, {})).status).toBe(200);
    expect((await q.call('GET', `/v1/documents/${doc.id}`, { token: acc.token })).status).toBe(200);
  });
});

describe.each(SQLITE_ONLY)('GET /v1/documents?archived=true on %s', (dialect) => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
  });
  afterAll(() => q?.close());

  it('lists only the archived documents; without it (or =false) only the others', async () => {
    const acc = await q.account(undefined, { signIn: false });
    const ids: number[] = [];
    for (const name of ['kept', 'archived one', 'archived two'])
      ids.push((await q.call('POST', '/v1/documents', { token: acc.token, body: { name } })).body.id);
    const folder = (await q.call('POST', '/v1/folders', { token: acc.token, body: { name: 'F' } })).body;
    await q.call('PATCH', `/v1/documents/${ids[1]}`, { token: acc.token, body: { archived: true } });
    await q.call('PATCH', `/v1/documents/${ids[2]}`, { token: acc.token, body: { archived: true, folderId: folder.id } });
    const list = async (qs: string) => (await q.call('GET', `/v1/documents${qs}`, { token: acc.token })).body.documents.map((d: { id: number }) => d.id);
    expect(await list('?archived=true')).toEqual([ids[2], ids[1]]);
    expect(await list('')).toEqual([ids[0]]);
    expect(await list('?archived=false')).toEqual([ids[0]]);
    expect(await list(`?archived=true&folderId=${folder.id}`)).toEqual([ids[2]]);
    expect(await list('?archived=true&folderId=root')).toEqual([ids[1]]);
    expectError(await q.call('GET', '/v1/documents?archived=yes', { token: acc.token }), 400, 'VALIDATION_ERROR');
  });
});

describe('a preview whose client has gone', () => {
  // One Chromium page, so an API render can hold it while a preview waits.
  const { q, a: acc } = useTestQuire('sqlite', { ...QUIET_PREVIEWS, RENDER_CONCURRENCY: '1' });

  it('waits behind an API render, and is dropped unrendered when the browser cancels it', async () => {
    const doc = (await q.call('POST', '/v1/documents', { token: acc.token, body: { name: 'Long' } })).body;
    await q.call('PATCH', `/v1/documents/${doc.id}`, { token: acc.token, body: { framework: 'NONE', body: '{{#each rows}}<p>Row {{this}}</p>{{/each}}' } });
    const rows = Array.from({ length: 6000 }, (_, i) => i);
    const stats = q.quire.services.previewDraft.stats;
    const before = { ...stats };

    const generation = q.call('POST', '/v1/generate', { token: acc.token, body: { documentId: doc.uuid, variables: { rows } } });
    await expect.poll(() => q.quire.deps.renderer.health().active, { timeout: 30_000, interval: 5 }).toBe(1);
    const controller = new AbortController();
    const preview = fetch(`${q.url}/v1/documents/${doc.id}/preview`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', cookie: acc.cookie, origin: q.origin },
      body: JSON.stringify({ variables: { rows: [1, 2, 3] } }),
    }).catch((err: Error) => err.name);
    await new Promise((r) => setTimeout(r, 50));
    expect(q.quire.deps.renderer.health().active).toBe(1); // the API render still holds the page
    controller.abort();
    expect(await preview).toBe('AbortError');
    expect((await generation).status).toBe(200);
    await expect.poll(() => stats.dropped - before.dropped, { timeout: 30_000 }).toBe(1);
    expect(stats.rendered).toBe(before.rendered);
  });
});
