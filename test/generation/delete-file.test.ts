import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, type TestAccount } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { createDocument, download, generate, generationRows, remaining, type Doc } from './helpers.js';

/** DELETE /v1/generations/file removes only the caller's own generated PDFs, by exact path. */
describe.each(DIALECTS)('DELETE /v1/generations/file on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect);
  let doc: Doc;
  beforeAll(async () => {
    doc = await createDocument(q, a);
  });

  const del = (path: unknown, who: TestAccount = a) => q.call('DELETE', '/v1/generations/file', { token: who.token, body: { path } });
  const pathOf = (url: string) => new URL(url).pathname.slice(1);
  const onDisk = (path: string) => existsSync(join(q.dataDir, 'files', path));

  async function generated(who: TestAccount = a, d: Doc = doc): Promise<string> {
    const r = await generate(q, who, d.uuid);
    expect(r.status).toBe(200);
    return r.body.url;
  }

  async function listItem(uuid: string) {
    const list = await q.call('GET', '/v1/documents', { token: a.token });
    return list.body.documents.find((d: { uuid: string }) => d.uuid === uuid);
  }

  it('deletes by returned url and by bare path, free of charge, leaving the document alone', async () => {
    const byUrl = await generated();
    const byPath = await generated();
    const credits = await remaining(q, a);
    const docBefore = await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token });
    const itemBefore = await listItem(doc.uuid);

    const r1 = await del(byUrl);
    expect(r1.status).toBe(204);
    expect(r1.body).toBeNull();
    expect((await download(byUrl)).status).toBe(404);
    expect(onDisk(pathOf(byUrl))).toBe(false);

    expect((await del(pathOf(byPath))).status).toBe(204);
    expect((await download(byPath)).status).toBe(404);

    expectError(await del(byUrl), 404, 'NOT_FOUND');
    expectError(await del(pathOf(byPath)), 404, 'NOT_FOUND');

    expect(await remaining(q, a)).toBe(credits);
    expect(await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).toMatchObject({ status: 200, body: docBefore.body });
    expect((await listItem(doc.uuid)).updatedAt).toBe(itemBefore.updatedAt);
    const rows = await generationRows(q, a.id);
    expect(rows.filter((g) => g.path === pathOf(byUrl) || g.path === pathOf(byPath)).map((g) => g.status)).toEqual(['deleted', 'deleted']);

    const again = await generate(q, a, doc.uuid);
    expect(again.status).toBe(200);
    expect(await remaining(q, a)).toBe(credits - 1);
  });

  it('two deletes of one file at once: one 204, one 404', async () => {
    const url = await generated();
    const replies = await Promise.all([del(url), del(pathOf(url)), del(url)]);
    expect(replies.map((r) => r.status).sort()).toEqual([204, 404, 404]);
    expect((await download(url)).status).toBe(404);
  });

  it('a PDF outlives its document: it still downloads and is deleted by its path', async () => {
    const own = await createDocument(q, a);
    const url = await generated(a, own);
    expect((await q.call('DELETE', `/v1/documents/${own.id}`, { token: a.token })).status).toBe(204);
    expect((await download(url)).status).toBe(200);
    expect((await del(url)).status).toBe(204);
    expect((await download(url)).status).toBe(404);
  });

  it("404 for another account's file, which still downloads", async () => {
    const other = await q.account();
    const theirs = await generated(other, await createDocument(q, other));
    expectError(await del(theirs), 404, 'NOT_FOUND');
    expectError(await del(pathOf(theirs)), 404, 'NOT_FOUND');
    expect((await download(theirs)).status).toBe(200);
  });

  it('404 for a preview image, which stays', async () => {
    const preview = `client/${a.id}/previews/${doc.uuid}.png`;
    mkdirSync(dirname(join(q.dataDir, 'files', preview)), { recursive: true });
    writeFileSync(join(q.dataDir, 'files', preview), 'png');
    expectError(await del(preview), 404, 'NOT_FOUND');
    expectError(await del(`${q.url}/${preview}`), 404, 'NOT_FOUND');
    expect(onDisk(preview)).toBe(true);
  });

  it('404 for traversal and malformed paths; the files they aim at stay', async () => {
    const url = await generated();
    const path = pathOf(url);
    const [, , , uuid, file] = path.split('/');
    const dir = `client/${a.id}/generated/${uuid}`;
    // A bystander file where the `..` forms would land.
    writeFileSync(join(q.dataDir, 'files', 'client', 'x.pdf'), '%PDF-1.4');

    const forms = [
      `${dir}/../../../x.pdf`,
      `${dir}/%2e%2e/%2e%2e/%2e%2e/x.pdf`,
      `${dir}/%2E%2E/%2E%2E/%2E%2E/x.pdf`,
      `${dir}/..%2f..%2f..%2fx.pdf`,
      `${q.url}/${dir}/../../../x.pdf`,
      `${q.url}/${dir}/%2e%2e/%2e%2e/%2e%2e/x.pdf`,
      `${q.url}/${dir}/x/../${file}`, // normalizes to the real file
      `${q.url}/${dir}/%2e/${file}`,
      `${dir}/./${file}`,
      `client//${a.id}/generated/${uuid}/${file}`,
      `client/${a.id}//generated/${uuid}/${file}`,
      path.replaceAll('/', '\\'),
      `client\\${a.id}/generated/${uuid}/${file}`,
      '/etc/passwd',
      'file:///etc/passwd',
      `${path}\u0000`,
      `${path}\u0000.png`,
      `http://evil.example/${path}`,
      `https://${new URL(q.url).host}/${path}`,
      `${path}/`,
      ` ${path}`,
      `client/${a.id}/generated/${randomUUID()}/${file}`,
      `client/${a.id}/generated/${uuid}`,
      `client/${a.id}`,
    ];
    for (const form of forms) expectError(await del(form), 404, 'NOT_FOUND');
    expect(onDisk('client/x.pdf')).toBe(true);
    expect((await download(url)).status).toBe(200);
    expect((await del(url)).status).toBe(204);
  });

  it('400 VALIDATION_ERROR without a path', async () => {
    expectError(await q.call('DELETE', '/v1/generations/file', { token: a.token, body: {} }), 400, 'VALIDATION_ERROR');
    expectError(await del(''), 400, 'VALIDATION_ERROR');
    expectError(await del(5), 400, 'VALIDATION_ERROR');
  });

  it('401 without a token', async () => {
    const url = await generated();
    expectError(await q.call('DELETE', '/v1/generations/file', { body: { path: url } }), 401, 'UNAUTHORIZED');
    expect((await download(url)).status).toBe(200);
  });
});
