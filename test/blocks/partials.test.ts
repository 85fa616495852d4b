import { describe, expect, it } from 'vitest';
import { pageText, pdfInfo, pdfText } from '../support/pdf.js';
import { SQLITE_ONLY, expectError, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { download, remaining } from '../generation/helpers.js';

/** Shared partials: documents of kind `partial`, included by name with Handlebars' `{{> name}}`. */
describe.each(SQLITE_ONLY)('partials on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  /** TEMPLATE_ERROR also carries `templateError` (where), so only status and code are compared here. */
  const expectCode = (r: { status: number; body: any }, status: number, code: string) => {
    expect(r.status, JSON.stringify(r.body)).toBe(status);
    expect(r.body.error).toBe(code);
  };
  const create = async (body: Record<string, unknown>, acc = a) => {
    const r = await q.call('POST', '/v1/documents', { token: acc.token, body: { framework: 'NONE', ...body } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const render = async (uuid: string, variables: Record<string, unknown> = {}, acc = a) => {
    const r = await q.call('POST', '/v1/generate', { token: acc.token, body: { documentId: uuid, variables } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (await download(r.body.url)).bytes;
  };

  it('includes a partial by name, with parameters and as a block, in body, header and footer; a change shows at the next render', async () => {
    const letterhead = await create({
      name: 'letterhead',
      kind: 'partial',
      body: '<header>ACME LETTERHEAD {{company}} {{#if title}}- {{title}}{{/if}}</header>',
    });
    expect(letterhead.kind).toBe('partial');
    await create({ name: 'Boxed layout', kind: 'partial', body: '<section>BOX-START {{> @partial-block}} BOX-END</section>' });
    const doc = await create({
      name: 'Uses letterhead',
      body: '{{> letterhead title="Invoice"}}<p>Body text</p>{{#> "Boxed layout"}}inner {{company}}{{/"Boxed layout"}}',
      header: '<div style="font-size:9px">{{> letterhead}}</div>',
      footer: '<div style="font-size:9px">FOOT {{> letterhead title="F"}}</div>',
      margins: { top: 20, right: 10, bottom: 20, left: 10 },
    });
    expect(doc.templateError).toBeNull();
    const text = await pdfText(await render(doc.uuid, { company: 'Globex' }));
    expect(text).toContain('ACME LETTERHEAD Globex - Invoice');
    expect(text).toMatch(/BOX-START\s+inner Globex\s+BOX-END/);
    expect(text).toMatch(/FOOT\s+ACME LETTERHEAD Globex - F/);
    expect(text.match(/ACME LETTERHEAD Globex/g)?.length).toBe(3); // body, header, footer

    const patched = await q.call('PATCH', `/v1/documents/${letterhead.id}`, { token: a.token, body: { body: '<header>NEW LETTERHEAD {{company}}</header>' } });
    expect(patched.status).toBe(200);
    const after = await pdfText(await render(doc.uuid, { company: 'Globex' }));
    expect(after).toContain('NEW LETTERHEAD Globex');
    expect(after).not.toContain('ACME LETTERHEAD');
  });

  it('lists usedBy on a partial (ids and names) and filters the documents list by kind', async () => {
    const p = await create({ name: 'signature', kind: 'partial', body: '<p>Kind regards, {{sender}}</p>' });
    const d1 = await create({ name: 'Letter A', body: '<p>A</p>{{> signature}}' });
    const d2 = await create({ name: 'Letter B', body: '<p>B</p>', footer: '{{~> signature sender="Bob"}}' });
    await create({ name: 'Unrelated', body: '<p>no partial here &gt; {{x}}</p>' });
    const got = await q.call('GET', `/v1/documents/${p.id}`, { token: a.token });
    expect(got.status).toBe(200);
    expect(got.body.kind).toBe('partial');
    expect(got.body.usedBy.map((u: any) => u.name).sort()).toEqual(['Letter A', 'Letter B']);
    expect(got.body.usedBy.map((u: any) => u.id).sort()).toEqual([d1.id, d2.id].sort());
    const plain = await q.call('GET', `/v1/documents/${d1.id}`, { token: a.token });
    expect(plain.body.kind).toBe('document');
    expect(plain.body.usedBy).toBeUndefined();

    const partials = await q.call('GET', '/v1/documents?kind=partial', { token: a.token });
    expect(partials.status).toBe(200);
    expect(partials.body.documents.every((d: any) => d.kind === 'partial')).toBe(true);
    expect(partials.body.documents.map((d: any) => d.name)).toContain('signature');
    const docs = await q.call('GET', '/v1/documents?kind=document', { token: a.token });
    expect(docs.body.documents.every((d: any) => d.kind === 'document')).toBe(true);
    expect(docs.body.documents.map((d: any) => d.name)).toContain('Letter A');
    expectError(await q.call('GET', '/v1/documents?kind=widget', { token: a.token }), 400, 'VALIDATION_ERROR');
  });

  it('a partial is never rendered on its own: 422 PARTIAL_NOT_RENDERABLE, no credit spent', async () => {
    const p = await create({ name: 'footer-note', kind: 'partial', body: '<small>note</small>' });
    const before = await remaining(q, a);
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: p.uuid } });
    expectError(r, 422, 'PARTIAL_NOT_RENDERABLE');
    expect(r.body.message).toMatch(/partial/i);
    expect(await remaining(q, a)).toBe(before);
  });

  it('a missing partial is a templateError at save (line, column, name) and 422 TEMPLATE_ERROR at generate, refunded', async () => {
    const doc = await create({ name: 'Broken include', body: '<p>one</p>\n<p>two {{> nowhere}}</p>' });
    expect(doc.templateError).toMatchObject({ line: 2, column: 8 });
    expect(doc.templateError.message).toContain('nowhere');
    const inHeader = await create({ name: 'Broken header', body: '<p>ok</p>', header: '{{> "no such"}}' });
    expect(inHeader.templateError.message).toMatch(/header.*no such/i);

    const before = await remaining(q, a);
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid } });
    expectCode(r, 422, 'TEMPLATE_ERROR');
    expect(r.body.message).toContain('nowhere');
    expect(await remaining(q, a)).toBe(before);
    const rows = await q.quire.db.selectFrom('generations').select(['status', 'error_code']).where('document_uuid', '=', doc.uuid).execute();
    expect(rows).toEqual([{ status: 'failed', error_code: 'TEMPLATE_ERROR' }]);

    // Creating the partial fixes it at the next render; the saved problem clears at the next save.
    await create({ name: 'nowhere', kind: 'partial', body: 'FOUND-NOW' });
    expect(await pdfText(await render(doc.uuid))).toContain('FOUND-NOW');
    const resaved = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { body: '<p>two {{> nowhere}}</p>' } });
    expect(resaved.body.templateError).toBeNull();
  });

  it('a self-including partial stops at the nesting limit with a 422 naming it, and the server stays responsive', async () => {
    await create({ name: 'loop', kind: 'partial', body: 'L{{> loop}}' });
    await create({ name: 'ping', kind: 'partial', body: 'P{{> pong}}' });
    await create({ name: 'pong', kind: 'partial', body: 'Q{{> ping}}' });
    // Fan-out of two per level: 2^n inclusions, stopped by the same limits as any template.
    await create({
      name: 'bomb',
      kind: 'partial',
      body: '{{> bomb}}{{> bomb}}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    });
    for (const [name, body] of [
      ['Self loop', '{{> loop}}'],
      ['Mutual loop', '{{> ping}}'],
    ]) {
      const doc = await create({ name, body });
      const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid } });
      expectCode(r, 422, 'TEMPLATE_ERROR');
      expect(r.body.message).toMatch(/nested more than \d+ deep/);
    }
    const bomb = await create({ name: 'Bomb', body: '{{> bomb}}' });
    const before = await remaining(q, a);
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: bomb.uuid } });
    expect([422]).toContain(r.status);
    expect(['TEMPLATE_ERROR', 'RENDER_LIMIT_EXCEEDED']).toContain(r.body.error);
    expect(await remaining(q, a)).toBe(before);
    const health = await q.call('GET', '/v1/documents', { token: a.token });
    expect(health.status).toBe(200);
  });

  it('partial names are unique per account, and another account cannot include them', async () => {
    await create({ name: 'brand', kind: 'partial', body: 'BRAND-A' });
    const dup = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'brand', kind: 'partial' } });
    expectError(dup, 400, 'VALIDATION_ERROR');
    expect(dup.body.message).toMatch(/name/);
    // A document (not a partial) may share the name.
    await create({ name: 'brand', body: '<p>doc named brand</p>' });

    const b = await q.account(undefined, { signIn: false });
    const theirs = await create({ name: 'Other account', body: '{{> brand}}' }, b);
    expect(theirs.templateError.message).toContain('brand');
    const r = await q.call('POST', '/v1/generate', { token: b.token, body: { documentId: theirs.uuid } });
    expectCode(r, 422, 'TEMPLATE_ERROR');
  });

  it('a partial with a broken body names the partial at generate', async () => {
    await create({ name: 'broken-bit', kind: 'partial', body: '{{#if x}}never closed' });
    const doc = await create({ name: 'Uses broken', body: '<p>{{> broken-bit}}</p>' });
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid } });
    expectCode(r, 422, 'TEMPLATE_ERROR');
    expect(r.body.message).toContain('broken-bit');
  });

  it('many pages: a partial inside a loop prints on every page', async () => {
    await create({ name: 'row', kind: 'partial', body: '<div style="height:60mm">ROW {{this}}</div>' });
    const doc = await create({ name: 'Rows', body: '{{#each items}}{{> row}}{{/each}}' });
    const pdf = await render(doc.uuid, { items: Array.from({ length: 12 }, (_, i) => i + 1) });
    const info = await pdfInfo(pdf);
    expect(info.pages).toBeGreaterThanOrEqual(3);
    expect(await pageText(pdf, info.pages)).toContain('ROW 12');
  });
});
