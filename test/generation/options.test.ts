/**
 * Document furniture and PDF options through POST /v1/generate on both databases: header
 * and footer with page numbers, metadata read back with pdfinfo, AES-256 passwords and
 * permissions checked with qpdf and pdfinfo, the download name served with the file.
 */
import { describe, expect, test } from 'vitest';
import { SQLITE_ONLY, QUIET_PREVIEWS, expectError, keysOf } from '../support/quire.js';
import { useQuireSuite } from '../support/use-quire.js';
import { onPdf, pageText, pdfInfoFields } from '../support/pdf.js';
import { OPTION_DEFAULTS } from '../support/documents.js';
import { createDocument, download, generate, remaining } from './helpers.js';

const threePages = '<p>One</p>{{pageBreak}}<p>Two</p>{{pageBreak}}<p>Three</p>';

describe.each(SQLITE_ONLY)('document furniture and PDF options (%s)', (dialect) => {
  const { q, a } = useQuireSuite(dialect, { env: QUIET_PREVIEWS, signIn: false });

  test('the new fields: in the full payload and PATCH, not in list items; defaults', async () => {
    const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Fields' } });
    expect(created.body).toMatchObject(OPTION_DEFAULTS);
    const patch = {
      header: '<b>H</b>',
      footer: 'F',
      margins: { top: 20, right: 10, bottom: 15, left: 10 },
      headerOnFirstPage: false,
      title: 'T',
      author: 'A',
      subject: 'S',
      keywords: 'k1, k2',
      lang: 'de-CH',
      tagged: true,
    };
    const patched = await q.call('PATCH', `/v1/documents/${created.body.id}`, { token: a.token, body: patch });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject(patch);
    expect((await q.call('GET', `/v1/documents/${created.body.id}`, { token: a.token })).body).toMatchObject(patch);
    const item = (await q.call('GET', '/v1/documents', { token: a.token })).body.documents.find((d: { id: number }) => d.id === created.body.id);
    expect(keysOf(item)).toEqual([
      'createdAt',
      'draftChanged',
      'folderId',
      'format',
      'framework',
      'id',
      'kind',
      'landscape',
      'lastUsedViaApi',
      'name',
      'previewError',
      'previewUpdatedAt',
      'previewUrl',
      'publishedVersion',
      'publishing',
      'templateError',
      'updatedAt',
      'uuid',
    ]);
    expectError(
      await q.call('PATCH', `/v1/documents/${created.body.id}`, { token: a.token, body: { margins: { top: -1, right: 0, bottom: 0, left: 0 } } }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(await q.call('PATCH', `/v1/documents/${created.body.id}`, { token: a.token, body: { lang: 'not a language' } }), 400, 'VALIDATION_ERROR');
  });

  test('Page 2 of 3 on page 2, and no header on page 1 when headerOnFirstPage is false', async () => {
    const doc = await createDocument(q, a, {
      framework: 'NONE',
      body: threePages,
      variables: {},
      header: '<div>Page {{pageNumber}} of {{totalPages}}</div>',
      footer: '<div>Acme footer</div>',
      margins: { top: 20, right: 15, bottom: 15, left: 15 },
      headerOnFirstPage: false,
    });
    const r = await generate(q, a, doc.uuid, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const pdf = (await download(r.body.url)).bytes;
    expect(await pageText(pdf, 2)).toContain('Page 2 of 3');
    expect(await pageText(pdf, 1)).not.toContain('of 3');
    expect(await pageText(pdf, 1)).toContain('Acme footer');
  });

  test('metadata: Title, Author, Subject, Keywords (Handlebars), Creator Quire, language, tagged', async () => {
    const doc = await createDocument(q, a, {
      framework: 'NONE',
      body: '<p>Meta</p>',
      variables: {},
      title: 'Invoice {{number}}',
      author: '{{company}}',
      subject: 'Billing & payments',
      keywords: 'invoice, {{year}}',
      lang: 'de',
      tagged: true,
    });
    const r = await generate(q, a, doc.uuid, { number: 'INV-7', company: 'Müller & Söhne', year: 2026 });
    const pdf = (await download(r.body.url)).bytes;
    const info = await pdfInfoFields(pdf);
    expect(info).toMatchObject({
      Title: 'Invoice INV-7',
      Author: 'Müller & Söhne',
      Subject: 'Billing & payments',
      Keywords: 'invoice, 2026',
      Creator: 'Quire',
      Tagged: 'yes',
    });
    expect(info.CreationDate).toMatch(/\d{4}/);
    expect((await onPdf(pdf, 'qpdf', (p) => ['--check', p])).code).toBe(0);
    const json = await onPdf(pdf, 'qpdf', (p) => ['--json', p]);
    expect(json.out).toMatch(/"\/Lang": "u:de"/);
    // Title defaults to the document's name
    const plain = await createDocument(q, a, { framework: 'NONE', body: '<p>x</p>', variables: {} });
    const info2 = await pdfInfoFields((await download((await generate(q, a, plain.uuid, {})).body.url)).bytes);
    expect(info2.Title).toBe('Invoice (benchmark fixture)'); // the fixture document's name
    expect(info2.Tagged).toBe('no');
  });

  test('password and permissions: AES-256, opens only with the password, permissions honoured', async () => {
    const doc = await createDocument(q, a, { framework: 'NONE', body: '<p>Secret content</p>', variables: {} });
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: doc.uuid, variables: {}, options: { password: 's3cret pw', permissions: { print: false, copy: false } } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const pdf = (await download(r.body.url)).bytes;
    expect((await onPdf(pdf, 'pdfinfo', (p) => [p])).code).not.toBe(0); // no password: refused
    expect((await onPdf(pdf, 'pdfinfo', (p) => ['-upw', 'wrong', p])).code).not.toBe(0);
    const info = await pdfInfoFields(pdf, 's3cret pw');
    expect(info.Encrypted).toMatch(/yes \(print:no copy:no change:yes addNotes:yes algorithm:AES-256\)/);
    const enc = await onPdf(pdf, 'qpdf', (p) => ['--show-encryption', '--password=s3cret pw', p]);
    expect(enc.out).toContain('R = 6');
    expect(enc.out).toMatch(/extract for any purpose: not allowed/);
    expect(enc.out).toMatch(/print high resolution: not allowed/);
    expect((await onPdf(pdf, 'pdftotext', (p) => ['-upw', 's3cret pw', p, '-'])).out).toContain('Secret content');
  });

  test('a password that looks like a qpdf option (--help, --decrypt) encrypts and opens with itself', async () => {
    const doc = await createDocument(q, a, { framework: 'NONE', body: '<p>Dashed secret</p>', variables: {} });
    for (const password of ['--help', '--decrypt', '@args', '--user-password=x']) {
      const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: {}, options: { password } } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const pdf = (await download(r.body.url)).bytes;
      expect((await onPdf(pdf, 'pdfinfo', (p) => [p])).code, password).not.toBe(0); // encrypted: no password, no entry
      const check = await onPdf(pdf, 'qpdf', (p) => [`--password=${password}`, '--check', p]);
      expect(check.code, check.out).toBe(0);
      expect(check.out).toContain(`User password = ${password}`);
      expect((await onPdf(pdf, 'pdftotext', (p) => ['-upw', password, p, '-'])).out).toContain('Dashed secret');
    }
  });

  test('filename: served as the download name; bad options are a 400 and cost nothing', async () => {
    const doc = await createDocument(q, a, { framework: 'NONE', body: '<p>File</p>', variables: {} });
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, options: { filename: 'Rechnung März 2026' } } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const res = await fetch(r.body.url);
    await res.arrayBuffer(); // read to the end: an unread body holds the server's close
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Rechnung M_rz 2026.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz%202026.pdf`);
    const before = await remaining(q, a);
    for (const options of [{ filename: 'a/b.pdf' }, { filename: 'x\ny' }, { password: '' }, { permissions: { print: 'no' } }, { unknown: 1 }]) {
      expectError(await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, options } }), 400, 'VALIDATION_ERROR');
    }
    expect(await remaining(q, a)).toBe(before);
  });
});
