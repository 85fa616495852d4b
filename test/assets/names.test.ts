/**
 * Asset names (issue 36): stored in NFC, so a composed and a decomposed "é" are one name; zero-
 * width and bidi characters (Unicode Cf), control characters, path separators, ".." and
 * `__proto__` are refused with 400 VALIDATION_ERROR naming the rule, on upload, rename and
 * import alike (an import stored `../../etc/passwd` and `__proto__` before). On both databases.
 */
import { describe, expect, it } from 'vitest';
import { makePng, upload } from '../support/assets.js';
import { createDocument, download, generate } from '../generation/helpers.js';
import { pdfImages } from '../support/pdf.js';
import { DIALECTS, expectError, QUIET_PREVIEWS, type TestAccount } from '../support/quire.js';
import { useQuireSuite } from '../support/use-quire.js';

const RULES: [string, string][] = [
  ['logo\u200B.png', 'must not contain invisible formatting characters such as zero-width spaces or bidirectional overrides (Unicode category Cf)'],
  ['invoice\u202Egnp.exe', 'must not contain invisible formatting characters'],
  ['\u2066logo\u2069.png', 'must not contain invisible formatting characters'],
  ['../../etc/passwd', 'must not contain / or \\ (an asset name is not a path)'],
  ['..\\..\\boot.ini', 'must not contain / or \\'],
  ['..', 'must not contain ".."'],
  ['logo..png', 'must not contain ".."'],
  ['tab\there.png', 'must not contain control characters or line separators'],
  ['line\u2028break.png', 'must not contain control characters or line separators'],
  ['c1\u0085.png', 'must not contain control characters'],
  ['say"hi".png', 'must not contain " (templates write the name between quotes)'],
  ['__proto__', 'is a reserved name (__proto__)'],
  ['   ', 'must be 1 to 200 characters'],
  ['x'.repeat(201), 'must be 1 to 200 characters'],
];

const bundle = (assets: { name: string; data: Buffer }[], body: string) => ({
  format: 'quire.document',
  formatVersion: 1,
  document: { name: 'Imported', body, variables: {} },
  assets: assets.map((a) => ({ name: a.name, kind: 'image', contentType: 'image/png', data: a.data.toString('base64') })),
});

describe.each(DIALECTS)('asset names (%s)', (dialect) => {
  const { q, a } = useQuireSuite(dialect, { env: QUIET_PREVIEWS, signIn: false });
  const names = async (acc: TestAccount) =>
    (await q.quire.db.selectFrom('assets').select('name').where('account_id', '=', acc.id).orderBy('name').execute()).map((r) => r.name);

  it('upload refuses each kind of name with the rule it breaks', async () => {
    for (const [name, rule] of RULES) {
      const r = await upload(q, a.token, makePng(2, 2), 'x.png', { name });
      expectError(r as never, 400, 'VALIDATION_ERROR');
      expect(r.body.message, JSON.stringify(name)).toContain(`name: ${rule}`);
    }
    // The file's own name, when no name field is sent, is held to the same rules.
    const r = await upload(q, a.token, makePng(2, 2), 'zero\u200Bwidth.png');
    expect(r.body.message).toContain('Unicode category Cf');
    expect(await names(a)).toEqual([]);
  });

  it('stores names in NFC: the decomposed and the composed "é" are one name', async () => {
    const nfd = 'Cafe\u0301.png';
    const nfc = 'Caf\u00e9.png';
    const first = await upload(q, a.token, makePng(2, 2), 'x.png', { name: nfd });
    expect(first.status).toBe(201);
    expect(first.body.name).toBe(nfc);
    const second = await upload(q, a.token, makePng(3, 3), 'x.png', { name: nfc });
    expectError(second as never, 400, 'VALIDATION_ERROR');
    expect(second.body.message).toContain(`you already have an asset named ${nfc}`);
    expect(await names(a)).toEqual([nfc]);
    // A template may spell the name either way: {{asset}} finds the NFC name.
    for (const spelled of [nfd, nfc]) {
      const doc = await createDocument(q, a, { body: `<img src="{{asset "${spelled}"}}" width="20">`, variables: {} });
      const r = await generate(q, a, doc.uuid, {});
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((await pdfImages((await download(r.body.url)).bytes)).length).toBe(1);
    }
  });

  it('rename is held to the same rules and the same NFC comparison', async () => {
    const up = await upload(q, a.token, makePng(2, 2), 'to-rename.png');
    expect(up.status).toBe(201);
    for (const [name, rule] of RULES.slice(0, 12)) {
      const r = await q.call('PATCH', `/v1/assets/${up.body.id}`, { token: a.token, body: { name } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message, JSON.stringify(name)).toContain(`name: ${rule}`);
    }
    expectError(await q.call('PATCH', `/v1/assets/${up.body.id}`, { token: a.token, body: { name: 'Cafe\u0301.png' } }), 400, 'VALIDATION_ERROR');
    const ok = await q.call('PATCH', `/v1/assets/${up.body.id}`, { token: a.token, body: { name: '  Re\u0301sume\u0301.png ' } });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe('R\u00e9sum\u00e9.png');
  });

  it('import refuses a bundle naming an asset ../../etc/passwd or __proto__; nothing is written', async () => {
    const fresh = await q.account(undefined, { signIn: false });
    const docs = async () => (await q.quire.db.selectFrom('documents').select('id').where('account_id', '=', fresh.id).execute()).length;
    for (const [name, rule] of [
      ['../../etc/passwd', 'must not contain / or \\'],
      ['__proto__', 'is a reserved name (__proto__)'],
      ['logo\u200D.png', 'must not contain invisible formatting characters'],
    ]) {
      const r = await q.call('POST', '/v1/documents/import', {
        token: fresh.token,
        body: bundle(
          [
            { name: 'fine.png', data: makePng(2, 2) },
            { name, data: makePng(3, 3) },
          ],
          `<img src="{{asset "${name}"}}">`,
        ),
      });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toContain(`assets.${name}: ${rule}`);
    }
    expect(await names(fresh)).toEqual([]);
    expect(await docs()).toBe(0);
  });

  it('import stores a decomposed name in NFC and its templates follow', async () => {
    const fresh = await q.account(undefined, { signIn: false });
    const nfd = 'Logo\u0301.png';
    const r = await q.call('POST', '/v1/documents/import', {
      token: fresh.token,
      body: bundle([{ name: nfd, data: makePng(2, 2) }], `<img src="{{asset "${nfd}"}}">`),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(await names(fresh)).toEqual([nfd.normalize('NFC')]);
    const doc = await q.call('GET', `/v1/documents/${r.body.id}`, { token: fresh.token });
    expect(doc.body.body).toBe(`<img src="{{asset "${nfd.normalize('NFC')}"}}">`);
  });
});
