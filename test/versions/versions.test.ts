import { describe, expect, it } from 'vitest';
import { DIALECTS, expectError, ISO_UTC, QUIET_PREVIEWS } from '../support/quire.js';
import { OPTION_DEFAULTS } from '../support/documents.js';
import { useTestQuire } from '../support/use-quire.js';
import { fetchPdf } from '../support/pdf.js';
import { call as callTool, ok as toolOk, connectedClient } from '../mcp/support.js';

const PLAIN = { framework: 'NONE', fonts: [] };

describe.each(DIALECTS)('template versions on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  const create = async (body: string, extra: Record<string, unknown> = {}, acc = a) => {
    const r = await q.call('POST', '/v1/documents', { token: acc.token, body: { name: 'Invoice', body, ...PLAIN, ...extra } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body as { id: number; uuid: string; publishedVersion: number; draftChanged: boolean; publishing: string };
  };
  const patch = async (id: number, body: unknown, opts: { cookie?: string } = {}) => {
    const r = await q.call('PATCH', `/v1/documents/${id}`, opts.cookie ? { cookie: opts.cookie, body } : { token: a.token, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const versions = async (id: number, query = '') => {
    const r = await q.call('GET', `/v1/documents/${id}/versions${query}`, { token: a.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  /** Renders and reads the PDF's text back. */
  const render = async (uuid: string, version?: unknown) => {
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: uuid, variables: { n: 7 }, ...(version === undefined ? {} : { version }) },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (await fetchPdf(r.body.url)).text;
  };

  it('a new document is version 1, published, auto; the payloads say so', async () => {
    const doc = await create('<p>One {{n}}</p>');
    expect(doc).toMatchObject({ publishing: 'auto', publishedVersion: 1, draftChanged: false });
    const got = await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token });
    expect(got.body).toMatchObject({ publishing: 'auto', publishedVersion: 1, draftChanged: false });
    const listed = (await q.call('GET', '/v1/documents', { token: a.token })).body.documents.find((d: any) => d.id === doc.id);
    expect(listed).toMatchObject({ publishing: 'auto', publishedVersion: 1, draftChanged: false });
    const h = await versions(doc.id);
    expect(h.nextBefore).toBeNull();
    expect(h.versions).toEqual([
      {
        number: 1,
        createdAt: expect.stringMatching(ISO_UTC),
        note: null,
        restoredFrom: null,
        published: true,
        createdBy: {
          via: 'api',
          apiKey: { id: expect.any(Number), name: 'test key', prefix: expect.stringMatching(/^tk_live_/), lastFour: a.token.slice(-4) },
        },
      },
    ]);
    const v1 = await q.call('GET', `/v1/documents/${doc.id}/versions/1`, { token: a.token });
    expect(v1.status).toBe(200);
    expect(v1.body.snapshot).toEqual({
      body: '<p>One {{n}}</p>',
      framework: 'NONE',
      format: 'A4',
      landscape: false,
      fonts: [],
      ...OPTION_DEFAULTS,
    });
  });

  it('auto: a render-affecting PATCH is live at once as the next version; other changes make none', async () => {
    const doc = await create('<p>First {{n}}</p>');
    expect(await patch(doc.id, { body: '<p>Second {{n}}</p>' })).toMatchObject({ publishedVersion: 2, draftChanged: false });
    expect(await render(doc.uuid)).toContain('Second 7');
    // The name, the sample variables and an unchanged body are not new versions.
    expect(await patch(doc.id, { name: 'Renamed', variables: { n: 1 }, body: '<p>Second {{n}}</p>' })).toMatchObject({ publishedVersion: 2 });
    // Header, footer, margins and metadata are versioned too; the dashboard's cookie is "dashboard" with its email.
    expect(await patch(doc.id, { footer: '<span>p. {{pageNumber}}</span>', title: 'T {{n}}' }, { cookie: a.cookie })).toMatchObject({ publishedVersion: 3 });
    const h = (await versions(doc.id)).versions;
    expect(h.map((v: any) => [v.number, v.published])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(h[0].createdBy).toEqual({ via: 'dashboard', email: a.email });
    // A pinned render is exactly what that version rendered.
    expect(await render(doc.uuid, 1)).toContain('First 7');
    expect(await render(doc.uuid, 2)).toContain('Second 7');
  });

  it('manual: a PATCH changes only the draft; publish makes it the next version; generate renders the published one', async () => {
    const doc = await create('<p>Live {{n}}</p>', { publishing: 'manual' });
    expect(doc).toMatchObject({ publishing: 'manual', publishedVersion: 1, draftChanged: false });
    expect(await patch(doc.id, { body: '<p>Typo draft {{n}}</p>' })).toMatchObject({ publishedVersion: 1, draftChanged: true });
    expect(await render(doc.uuid)).toContain('Live 7');
    expect(await render(doc.uuid, 'draft')).toContain('Typo draft 7');
    expect((await versions(doc.id)).versions).toHaveLength(1);
    // Back to the published text: the draft no longer differs.
    expect(await patch(doc.id, { body: '<p>Live {{n}}</p>' })).toMatchObject({ draftChanged: false });
    await patch(doc.id, { body: '<p>Fixed {{n}}</p>' });

    const pub = await q.call('POST', `/v1/documents/${doc.id}/publish`, { token: a.token, body: { note: 'Fixed the typo' } });
    expect(pub.status, JSON.stringify(pub.body)).toBe(200);
    expect(pub.body).toMatchObject({ publishedVersion: 2, draftChanged: false, body: '<p>Fixed {{n}}</p>' });
    expect(await render(doc.uuid)).toContain('Fixed 7');
    expect((await versions(doc.id)).versions[0]).toMatchObject({ number: 2, note: 'Fixed the typo', published: true });
    // Nothing to publish: no new version.
    const again = await q.call('POST', `/v1/documents/${doc.id}/publish`, { token: a.token });
    expect(again.status).toBe(200);
    expect(again.body.publishedVersion).toBe(2);

    // Generations record what they rendered: the list shows numbers and "draft".
    const files = (await q.call('GET', `/v1/generations?documentId=${doc.uuid}`, { token: a.token })).body.generations;
    expect(files.map((f: any) => f.version)).toEqual([2, 'draft', 1]);
  });

  it('switching manual to auto publishes a changed draft', async () => {
    const doc = await create('<p>A</p>', { publishing: 'manual' });
    await patch(doc.id, { body: '<p>B</p>' });
    expect(await patch(doc.id, { publishing: 'auto' })).toMatchObject({ publishing: 'auto', publishedVersion: 2, draftChanged: false });
  });

  it('restore copies a snapshot into the draft: a new version under auto, the draft only under manual', async () => {
    const doc = await create('<p>Old {{n}}</p>');
    await patch(doc.id, { body: '<p>New {{n}}</p>', margins: { top: 10, right: 10, bottom: 10, left: 10 } });
    const r = await q.call('POST', `/v1/documents/${doc.id}/versions/1/restore`, { token: a.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ body: '<p>Old {{n}}</p>', margins: null, publishedVersion: 3, draftChanged: false });
    const h = (await versions(doc.id)).versions;
    expect(h.map((v: any) => [v.number, v.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    expect(await render(doc.uuid)).toContain('Old 7');

    await patch(doc.id, { publishing: 'manual' });
    const m = await q.call('POST', `/v1/documents/${doc.id}/versions/2/restore`, { token: a.token, body: { note: 'try the new one' } });
    expect(m.body).toMatchObject({ body: '<p>New {{n}}</p>', publishedVersion: 3, draftChanged: true });
    expect(await render(doc.uuid)).toContain('Old 7');
    expectError(await q.call('POST', `/v1/documents/${doc.id}/versions/9/restore`, { token: a.token }), 404, 'NOT_FOUND');
  });

  it('pages the history newest first with nextBefore', async () => {
    const doc = await create('<p>0</p>');
    for (let i = 1; i <= 4; i++) await patch(doc.id, { body: `<p>${i}</p>` });
    const p1 = await versions(doc.id, '?limit=2');
    expect(p1.versions.map((v: any) => v.number)).toEqual([5, 4]);
    const p2 = await versions(doc.id, `?limit=2&before=${encodeURIComponent(p1.nextBefore)}`);
    expect(p2.versions.map((v: any) => v.number)).toEqual([3, 2]);
    expect(p2.versions.every((v: any) => v.published === false)).toBe(true);
    const p3 = await versions(doc.id, `?limit=2&before=${encodeURIComponent(p2.nextBefore)}`);
    expect(p3.versions.map((v: any) => v.number)).toEqual([1]);
    expect(p3.nextBefore).toBeNull();
  });

  it('refuses bad input with 400 naming the field, and unknown versions with 404', async () => {
    const doc = await create('<p>x</p>');
    for (const version of [0, -1, 1.5, 'x', '1', null]) {
      const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, version } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toMatch(/version/);
    }
    expectError(await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, version: 99 } }), 404, 'NOT_FOUND');
    for (const n of ['0', '-1', '1.5', 'x']) {
      expectError(await q.call('GET', `/v1/documents/${doc.id}/versions/${n}`, { token: a.token }), 400, 'VALIDATION_ERROR');
      expectError(await q.call('POST', `/v1/documents/${doc.id}/versions/${n}/restore`, { token: a.token }), 400, 'VALIDATION_ERROR');
    }
    expectError(await q.call('GET', `/v1/documents/${doc.id}/versions/2`, { token: a.token }), 404, 'NOT_FOUND');
    const long = await q.call('POST', `/v1/documents/${doc.id}/publish`, { token: a.token, body: { note: 'n'.repeat(501) } });
    expectError(long, 400, 'VALIDATION_ERROR');
    expect(long.body.message).toMatch(/note/);
    expectError(await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { publishing: 'sometimes' } }), 400, 'VALIDATION_ERROR');
    expect((await q.call('POST', `/v1/documents/${doc.id}/publish`, { token: a.token, body: { note: 'n'.repeat(500) } })).status).toBe(200);
  });

  it("another account's versions are 404 everywhere", async () => {
    const doc = await create('<p>mine</p>');
    const b = await q.account(undefined, { signIn: false });
    const as = { token: b.token };
    expectError(await q.call('GET', `/v1/documents/${doc.id}/versions`, as), 404, 'NOT_FOUND');
    expectError(await q.call('GET', `/v1/documents/${doc.id}/versions/1`, as), 404, 'NOT_FOUND');
    expectError(await q.call('POST', `/v1/documents/${doc.id}/publish`, as), 404, 'NOT_FOUND');
    expectError(await q.call('POST', `/v1/documents/${doc.id}/versions/1/restore`, as), 404, 'NOT_FOUND');
    expectError(await q.call('POST', '/v1/generate', { ...as, body: { documentId: doc.uuid, version: 1 } }), 404, 'NOT_FOUND');
    expect((await versions(doc.id)).versions).toHaveLength(1);
  });

  it('deleting a document deletes its versions', async () => {
    const doc = await create('<p>gone</p>');
    await patch(doc.id, { body: '<p>gone 2</p>' });
    const rows = () => q.quire.db.selectFrom('document_versions').select('number').where('document_id', '=', doc.id).execute();
    expect(await rows()).toHaveLength(2);
    expect((await q.call('DELETE', `/v1/documents/${doc.id}`, { token: a.token })).status).toBe(204);
    expect(await rows()).toEqual([]);
    expectError(await q.call('GET', `/v1/documents/${doc.id}/versions`, { token: a.token }), 404, 'NOT_FOUND');
  });

  it('an Idempotency-Key counts the version: the same key with another version is IDEMPOTENCY_KEY_REUSED', async () => {
    const doc = await create('<p>Key {{n}}</p>');
    await patch(doc.id, { body: '<p>Key two {{n}}</p>' });
    const headers = { 'idempotency-key': `versions-${doc.id}` };
    const first = await q.call('POST', '/v1/generate', { token: a.token, headers, body: { documentId: doc.uuid, version: 1 } });
    expect(first.status).toBe(200);
    const replay = await q.call('POST', '/v1/generate', { token: a.token, headers, body: { documentId: doc.uuid, version: 1 } });
    expect(replay.body.url).toBe(first.body.url);
    expectError(await q.call('POST', '/v1/generate', { token: a.token, headers, body: { documentId: doc.uuid, version: 2 } }), 422, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('the draft preview follows the Page fields (footer with page numbers)', async () => {
    const doc = await create('<p>Preview</p>');
    const r = await fetch(`${q.url}/v1/documents/${doc.id}/preview`, {
      method: 'POST',
      headers: { cookie: a.cookie, origin: q.origin, 'content-type': 'application/json' },
      body: JSON.stringify({
        footer: '<span style="font-size:10px">Seite {{pageNumber}} von {{totalPages}}</span>',
        margins: { top: 20, right: 15, bottom: 20, left: 15 },
      }),
    });
    expect(r.status).toBe(200);
    const { readPdf } = await import('../support/pdf.js');
    expect((await readPdf(Buffer.from(await r.arrayBuffer()))).text).toContain('Seite 1 von 1');
  });

  it('the MCP tool renders the published version, or the version it names, and the audit log shows it', async () => {
    const doc = await create('<p>Agent one {{n}}</p>', { publishing: 'manual' });
    await patch(doc.id, { body: '<p>Agent draft {{n}}</p>' });
    const client = await connectedClient(q, a.token);
    try {
      const published = toolOk(await callTool(client, 'generate_pdf', { documentId: doc.uuid, variables: { n: 7 } }));
      expect((await fetchPdf(published.url)).text).toContain('Agent one 7');
      const draft = toolOk(await callTool(client, 'generate_pdf', { documentId: doc.uuid, variables: { n: 7 }, version: 'draft' }));
      expect((await fetchPdf(draft.url)).text).toContain('Agent draft 7');
    } finally {
      await client.close();
    }
    const calls = (await q.call('GET', '/v1/audit?via=mcp&limit=10', { token: a.token })).body.calls;
    expect(calls.filter((c: any) => c.version !== undefined).map((c: any) => c.version)).toEqual(['draft', 1]);
  });

  it('the legacy endpoint and the audit log: published version rendered, version shown', async () => {
    const doc = await create('<p>Legacy {{n}}</p>', { publishing: 'manual' });
    await patch(doc.id, { body: '<p>Unpublished {{n}}</p>' });
    const legacy = await q.call('POST', '/generate', { headers: { 'x-api-key': a.token }, body: { templateId: doc.uuid, variables: { n: '7' } } });
    expect(legacy.status, JSON.stringify(legacy.body)).toBe(200);
    expect((await fetchPdf(legacy.body.path)).text).toContain('Legacy 7');
    await render(doc.uuid, 'draft');
    const audit = await q.call('GET', '/v1/audit?limit=10', { token: a.token });
    const generates = audit.body.calls.filter((c: any) => c.route === '/v1/generate' || c.route === '/generate');
    expect(generates.slice(0, 2).map((c: any) => [c.route, c.version])).toEqual([
      ['/v1/generate', 'draft'],
      ['/generate', 1],
    ]);
    expect(audit.body.calls.find((c: any) => c.route === '/v1/audit')?.version).toBeUndefined();
  });
});
