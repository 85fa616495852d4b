import { describe, expect, it } from 'vitest';
import { fetchPdf } from '../support/pdf.js';
import { DIALECTS, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { download, remaining, setCredits } from '../generation/helpers.js';
import { allItems, inspect, settled } from '../batches/support.js';

/**
 * Partials and versions: a version records the partial versions it was made with, a render
 * pinned to it includes those, the default render includes the partials as published now.
 */
describe.each(DIALECTS)('partial versions on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  const create = async (body: Record<string, unknown>) => {
    const r = await q.call('POST', '/v1/documents', { token: a.token, body: { framework: 'NONE', ...body } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body as { id: number; uuid: string };
  };
  const patch = async (id: number, body: Record<string, unknown>) => {
    const r = await q.call('PATCH', `/v1/documents/${id}`, { token: a.token, body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const generate = (uuid: string, version?: number) =>
    q.call('POST', '/v1/generate', { token: a.token, body: { documentId: uuid, variables: {}, ...(version === undefined ? {} : { version }) } });
  /** Renders and reads the PDF's text back. */
  const render = async (uuid: string, version?: number) => {
    const r = await generate(uuid, version);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (await fetchPdf(r.body.url)).text;
  };
  const version = async (id: number, n: number) => {
    const r = await q.call('GET', `/v1/documents/${id}/versions/${n}`, { token: a.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };

  it('a version records its partial versions; a pinned render includes them, the default one the partial as published now', async () => {
    const letterhead = await create({ name: 'letterhead', kind: 'partial', body: '<header>Letterhead A</header>' });
    const doc = await create({ name: 'Letter', body: '{{> letterhead}}<p>Dear reader</p>' });
    expect((await version(doc.id, 1)).partials).toEqual({ letterhead: 1 });

    expect((await patch(letterhead.id, { body: '<header>Letterhead B</header>' })).publishedVersion).toBe(2);
    const current = await render(doc.uuid);
    expect(current).toContain('Letterhead B');
    expect(current).not.toContain('Letterhead A');
    const pinned = await render(doc.uuid, 1);
    expect(pinned).toContain('Letterhead A');
    expect(pinned).not.toContain('Letterhead B');
    expect(pinned).toContain('Dear reader');

    // The document's next version records the partial as published then; version 1 keeps its own.
    expect((await patch(doc.id, { body: '{{> letterhead}}<p>Dear customer</p>' })).publishedVersion).toBe(2);
    const v2 = await version(doc.id, 2);
    expect(v2.partials).toEqual({ letterhead: 2 });
    expect(v2.snapshot.partials).toBeUndefined(); // the map is beside the snapshot, not in it
    expect(await render(doc.uuid, 2)).toContain('Letterhead B');
    expect((await version(doc.id, 1)).partials).toEqual({ letterhead: 1 });
    expect(await render(doc.uuid, 1)).toContain('Letterhead A');
  });

  it('records partials included through partials, in header and footer; a version without any records none', async () => {
    await create({ name: 'signature', kind: 'partial', body: '<p>Kind regards</p>' });
    await create({ name: 'closing', kind: 'partial', body: '<div>Closing {{> signature}}</div>' });
    const doc = await create({
      name: 'Nested',
      body: '<p>Text</p>',
      footer: '<div style="font-size:9px">{{> closing}}</div>',
      margins: { top: 10, right: 10, bottom: 20, left: 10 },
    });
    expect((await version(doc.id, 1)).partials).toEqual({ closing: 1, signature: 1 });
    const plain = await create({ name: 'Plain', body: '<p>No partials</p>' });
    expect((await version(plain.id, 1)).partials).toEqual({});
  });

  it("a manual partial's unpublished draft does not reach the documents including it; its publish does", async () => {
    const stamp = await create({ name: 'stamp', kind: 'partial', publishing: 'manual', body: '<p>Stamp published</p>' });
    const doc = await create({ name: 'Stamped', body: '{{> stamp}}<p>Content</p>' });
    expect((await patch(stamp.id, { body: '<p>Stamp draft</p>' })).draftChanged).toBe(true);
    const before = await render(doc.uuid);
    expect(before).toContain('Stamp published');
    expect(before).not.toContain('Stamp draft');
    // A version made now records the partial's published version, not its draft.
    await patch(doc.id, { body: '{{> stamp}}<p>Content 2</p>' });
    expect((await version(doc.id, 2)).partials).toEqual({ stamp: 1 });

    const published = await q.call('POST', `/v1/documents/${stamp.id}/publish`, { token: a.token, body: {} });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await render(doc.uuid)).toContain('Stamp draft');
    expect(await render(doc.uuid, 2)).toContain('Stamp published');
  });

  it('a batch pinned to a version includes the partial versions it recorded', async () => {
    await setCredits(q, a, 100);
    const footer = await create({ name: 'legal', kind: 'partial', body: '<p>Legal one</p>' });
    const doc = await create({ name: 'Batched', body: '<p>Item {{n}}</p>{{> legal}}' });
    await patch(footer.id, { body: '<p>Legal two</p>' });
    const batch = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, items: [{ variables: { n: 1 } }], version: 1 } });
    expect(batch.status, JSON.stringify(batch.body)).toBe(202);
    expect((await settled(q, a, batch.body.id)).status).toBe('completed');
    const [item] = await allItems(q, a, batch.body.id);
    const text = (await inspect((await download(item!.url!)).bytes, 'pdf')).text!;
    expect(text).toContain('Item 1');
    expect(text).toContain('Legal one');
    expect(text).not.toContain('Legal two');
  });

  it('a pinned version whose partial was deleted fails as a missing partial does: 422 TEMPLATE_ERROR, refunded', async () => {
    const seal = await create({ name: 'seal', kind: 'partial', body: '<p>Seal</p>' });
    const doc = await create({ name: 'Sealed', body: '{{> seal}}<p>Signed</p>' });
    expect((await q.call('DELETE', `/v1/documents/${seal.id}`, { token: a.token })).status).toBe(204);
    const credits = await remaining(q, a);
    const r = await generate(doc.uuid, 1);
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body.error).toBe('TEMPLATE_ERROR');
    expect(await remaining(q, a)).toBe(credits);
  });
});
