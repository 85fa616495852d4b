import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { fetchPdf } from '../support/pdf.js';
import { makePng, upload } from '../support/assets.js';

const BODY = '<h1>Invoice {{number}}</h1><img src="{{asset "logo.png"}}" width="40"><p>Total {{total}}</p>';
const FIELDS = {
  body: BODY,
  framework: 'NONE',
  format: 'A5',
  landscape: true,
  fonts: [],
  footer: '<span style="font-size:8px">Page {{pageNumber}} of {{totalPages}}</span>',
  margins: { top: 15, right: 10, bottom: 15, left: 10 },
  title: 'Invoice {{number}}',
  author: 'Acme',
  variables: { number: 'INV-1', total: '12.00' },
};

describe.each(DIALECTS)('duplicate, export and import on %s', (dialect) => {
  let staging: TestQuire;
  let production: TestQuire;
  let a: TestAccount;
  let p: TestAccount;
  let doc: { id: number; uuid: string };
  const logo = makePng(8, 8, [0, 0, 255]);

  beforeAll(async () => {
    [staging, production] = await Promise.all([startTestQuire(dialect, QUIET_PREVIEWS), startTestQuire(dialect, QUIET_PREVIEWS)]);
    a = await staging.account(undefined, { signIn: false });
    p = await production.account(undefined, { signIn: false });
    expect((await upload(staging, a.token, logo, 'logo.png', { name: 'logo.png' })).status).toBe(201);
    expect((await upload(staging, a.token, makePng(4, 4), 'other.png', { name: 'unused.png' })).status).toBe(201);
    const created = await staging.call('POST', '/v1/documents', { token: a.token, body: { name: 'Invoice', ...FIELDS, publishing: 'manual' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    doc = created.body;
    // An unpublished draft: copies take the published version.
    await staging.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { body: '<p>half-written</p>' } });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([staging?.close(), production?.close()]);
  });

  const pageText = async (q: TestQuire, acc: TestAccount, uuid: string) => {
    const r = await q.call('POST', '/v1/generate', { token: acc.token, body: { documentId: uuid, variables: { number: 'INV-42', total: '99.50' } } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (await fetchPdf(r.body.url)).text;
  };

  it('duplicate: 201, a new document whose version 1 is the published snapshot, with the sample variables', async () => {
    const r = await staging.call('POST', `/v1/documents/${doc.id}/duplicate`, { token: a.token, body: {} });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      name: 'Invoice (copy)',
      body: BODY,
      format: 'A5',
      landscape: true,
      margins: FIELDS.margins,
      publishing: 'manual',
      publishedVersion: 1,
      draftChanged: false,
      variables: FIELDS.variables,
    });
    expect(r.body.uuid).not.toBe(doc.uuid);
    const named = await staging.call('POST', `/v1/documents/${doc.id}/duplicate`, { token: a.token, body: { name: 'Invoice 2027' } });
    expect(named.body.name).toBe('Invoice 2027');
    const history = await staging.call('GET', `/v1/documents/${r.body.id}/versions`, { token: a.token });
    expect(history.body.versions.map((v: any) => v.number)).toEqual([1]);
    expect(await pageText(staging, a, r.body.uuid)).toBe(await pageText(staging, a, doc.uuid));
    expectError(await staging.call('POST', `/v1/documents/${doc.id}/duplicate`, { token: a.token, body: { name: '' } }), 400, 'VALIDATION_ERROR');
    const b = await staging.account(undefined, { signIn: false });
    expectError(await staging.call('POST', `/v1/documents/${doc.id}/duplicate`, { token: b.token, body: {} }), 404, 'NOT_FOUND');
    expectError(await staging.call('GET', `/v1/documents/${doc.id}/export`, { token: b.token }), 404, 'NOT_FOUND');
  });

  it('export → import on another Quire renders byte-identical page text', async () => {
    const ex = await staging.call('GET', `/v1/documents/${doc.id}/export`, { token: a.token });
    expect(ex.status, JSON.stringify(ex.body)).toBe(200);
    expect(ex.body).toMatchObject({
      format: 'quire.document',
      formatVersion: 1,
      document: { name: 'Invoice', body: BODY, version: 1, publishing: 'manual', variables: FIELDS.variables },
    });
    expect(ex.body.assets.map((x: any) => [x.name, x.kind, x.contentType])).toEqual([['logo.png', 'image', 'image/png']]);
    expect(Buffer.from(ex.body.assets[0].data, 'base64').equals(logo)).toBe(true);

    const im = await production.call('POST', '/v1/documents/import', { token: p.token, body: ex.body });
    expect(im.status, JSON.stringify(im.body)).toBe(201);
    expect(im.body).toMatchObject({ name: 'Invoice', body: BODY, publishing: 'manual', publishedVersion: 1, footer: FIELDS.footer });
    const there = await pageText(production, p, im.body.uuid);
    expect(there).toContain('Invoice INV-42');
    expect(there).toContain('Page 1 of 1');
    expect(there).toBe(await pageText(staging, a, doc.uuid));

    // The same bytes under the same name are the same asset: a second import shares it.
    const again = await production.call('POST', '/v1/documents/import', { token: p.token, body: ex.body });
    expect(again.status).toBe(201);
    expect((await production.call('GET', '/v1/assets', { token: p.token })).body.assets.map((x: any) => x.name)).toEqual(['logo.png']);
  });

  it('an asset name used for other bytes: 409 CONFLICT naming it, nothing written; rename or replace on request', async () => {
    const ex = (await staging.call('GET', `/v1/documents/${doc.id}/export`, { token: a.token })).body;
    const c = await production.account(undefined, { signIn: false });
    expect((await upload(production, c.token, makePng(8, 8, [0, 255, 0]), 'logo.png', { name: 'logo.png' })).status).toBe(201);
    const refused = await production.call('POST', '/v1/documents/import', { token: c.token, body: ex });
    expectError(refused, 409, 'CONFLICT');
    expect(refused.body.message).toContain('logo.png');
    expect((await production.call('GET', '/v1/documents', { token: c.token })).body.documents).toEqual([]);

    const renamed = await production.call('POST', '/v1/documents/import?assets=rename', { token: c.token, body: ex });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(201);
    expect(renamed.body.body).toBe(BODY.replace('"logo.png"', '"logo-2.png"'));
    const names = (await production.call('GET', '/v1/assets', { token: c.token })).body.assets.map((x: any) => x.name);
    expect(names.sort()).toEqual(['logo-2.png', 'logo.png']);

    const replaced = await production.call('POST', '/v1/documents/import?assets=replace', { token: c.token, body: ex });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(201);
    expect(replaced.body.body).toBe(BODY);
    const assets = (await production.call('GET', '/v1/assets', { token: c.token })).body.assets;
    const current = assets.find((x: any) => x.name === 'logo.png');
    expect(Buffer.from(await (await fetch(current.url)).arrayBuffer()).equals(logo)).toBe(true);
    expectError(await production.call('POST', '/v1/documents/import?assets=merge', { token: c.token, body: ex }), 400, 'VALIDATION_ERROR');
  });

  it('refuses a bundle it cannot read with 400', async () => {
    const ex = (await staging.call('GET', `/v1/documents/${doc.id}/export`, { token: a.token })).body;
    for (const bad of [
      { ...ex, formatVersion: 2 },
      { ...ex, format: 'other' },
      { ...ex, assets: [{ ...ex.assets[0], data: '***' }] },
      { ...ex, document: { ...ex.document, body: undefined } },
    ]) {
      expectError(await production.call('POST', '/v1/documents/import', { token: p.token, body: bad }), 400, 'VALIDATION_ERROR');
    }
    // Checked before anything is written: a font nobody has leaves no asset behind.
    const fresh = await production.account(undefined, { signIn: false });
    const unknownFont = { ...ex, document: { ...ex.document, fonts: [{ name: 'No Such Font', variants: ['400'] }] } };
    const refused = await production.call('POST', '/v1/documents/import', { token: fresh.token, body: unknownFont });
    expectError(refused, 400, 'VALIDATION_ERROR');
    expect(refused.body.message).toContain('No Such Font');
    expect((await production.call('GET', '/v1/assets', { token: fresh.token })).body.assets).toEqual([]);
    const huge = { ...ex, document: { ...ex.document, body: 'x'.repeat(1024 * 1024 + 1) } };
    expect((await production.call('POST', '/v1/documents/import', { token: fresh.token, body: huge })).status).toBeGreaterThanOrEqual(400);
    expect((await production.call('GET', '/v1/documents', { token: fresh.token })).body.documents).toEqual([]);
    const notAnImage = { ...ex, assets: [{ ...ex.assets[0], name: 'evil.png', data: Buffer.from('hello').toString('base64') }] };
    expectError(await production.call('POST', '/v1/documents/import', { token: p.token, body: notAnImage }), 400, 'VALIDATION_ERROR');
  });
});
