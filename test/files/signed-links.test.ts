/**
 * options.access "signed" and POST/DELETE /v1/generations/{id}/link (issue 41): a link works
 * until it expires or is revoked, then answers 404 in the error envelope; the bare path, a
 * tampered signature or another expiry answer 404 too. Local storage and S3 (s3rver) on both
 * databases: on S3 a link is checked by Quire, then handed off to a presigned GET of a minute.
 */
import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY, QUIET_PREVIEWS, expectError } from '../support/quire.js';
import { useQuireSuite, useTestQuire } from '../support/use-quire.js';
import { createDocument, download, invoice, waitFor } from '../generation/helpers.js';
import { generationByPath, pathOf } from './support.js';

const signedBody = (documentId: string, options: Record<string, unknown> = {}) => ({
  documentId,
  variables: invoice.variables,
  options: { access: 'signed', ...options },
});

/**
 * A link that expires at `until`: `status` of it is `live` when asked before then, and 404 from
 * then on, never before.
 */
async function expectExpires(url: string, until: number, live: number, status: (url: string) => Promise<number>): Promise<void> {
  const firstTry = await status(url);
  if (Date.now() < until) expect(firstTry).toBe(live);
  const goneAt = await waitFor('the link to expire', async () => ((await status(url)) === 404 ? Date.now() : null), 5000, 25);
  expect(goneAt).toBeGreaterThanOrEqual(until);
}

async function expectNotFound(url: string): Promise<void> {
  const res = await fetch(url);
  expect(res.status, url).toBe(404);
  expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
}

/** `link` without its signature, with a tampered one, or with a later `expires` than it was signed for: 404. */
async function expectOnlyItsOwnLink(link: URL, expires: number): Promise<void> {
  await expectNotFound(`${link.origin}${link.pathname}`);
  const tampered = new URL(link);
  const sig = tampered.searchParams.get('signature')!;
  tampered.searchParams.set('signature', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
  await expectNotFound(tampered.href);
  const longer = new URL(link);
  longer.searchParams.set('expires', String(expires + 3600));
  await expectNotFound(longer.href);
}

describe.each(SQLITE_ONLY)('signed links (local storage) on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  it('answers a link that serves the PDF; the bare path, a tampered signature or expiry 404', async () => {
    const doc = await createDocument(q, a);
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: signedBody(doc.uuid) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const link = new URL(r.body.url);
    expect([...link.searchParams.keys()].sort()).toEqual(['expires', 'signature']);
    const expires = Number(link.searchParams.get('expires'));
    // The default hour.
    expect(expires * 1000 - Date.now()).toBeGreaterThan(3590_000);
    expect(Date.parse(r.body.urlExpiresAt)).toBe(expires * 1000);

    const file = await fetch(r.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await expectOnlyItsOwnLink(link, expires);

    const listed = (await q.call('GET', '/v1/generations', { token: a.token })).body.generations[0];
    expect(listed).toMatchObject({ access: 'signed', url: null, status: 'succeeded' });
    expect((await generationByPath(q, pathOf(r.body.url))).access).toBe('signed');
  });

  it('a link expires: it works, then answers 404 from its expiry on, never before', async () => {
    const doc = await createDocument(q, a);
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: signedBody(doc.uuid, { urlTtlSeconds: 1 }) });
    expect(r.status).toBe(200);
    const until = Date.parse(r.body.urlExpiresAt);
    await expectExpires(r.body.url, until, 200, async (url) => (await download(url)).status);
    await expectNotFound(r.body.url);
  });

  it('POST /v1/generations/{id}/link mints links (201); DELETE revokes every one; the file stays private', async () => {
    const doc = await createDocument(q, a);
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: signedBody(doc.uuid) });
    const { id } = await generationByPath(q, pathOf(r.body.url));
    const minted = await q.call('POST', `/v1/generations/${id}/link`, { token: a.token, body: { ttlSeconds: 120 } });
    expect(minted.status, JSON.stringify(minted.body)).toBe(201);
    expect(Object.keys(minted.body).sort()).toEqual(['expiresAt', 'url']);
    expect(Date.parse(minted.body.expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);
    expect((await download(minted.body.url)).status).toBe(200);
    expect((await download(r.body.url)).status).toBe(200);

    expect((await q.call('DELETE', `/v1/generations/${id}/link`, { token: a.token })).status).toBe(204);
    await expectNotFound(minted.body.url);
    await expectNotFound(r.body.url);
    const fresh = await q.call('POST', `/v1/generations/${id}/link`, { token: a.token, body: {} });
    expect(fresh.status).toBe(201);
    expect((await download(fresh.body.url)).status).toBe(200);

    expectError(await q.call('POST', `/v1/generations/${id}/link`, { token: a.token, body: { ttlSeconds: 0 } }), 400, 'VALIDATION_ERROR');
    expectError(await q.call('POST', `/v1/generations/${id}/link`, { token: a.token, body: { ttlSeconds: 604_801 } }), 400, 'VALIDATION_ERROR');
    const other = await q.account(undefined, { signIn: false });
    expectError(await q.call('POST', `/v1/generations/${id}/link`, { token: other.token, body: {} }), 404, 'NOT_FOUND');
    expectError(await q.call('DELETE', `/v1/generations/${id}/link`, { token: other.token }), 404, 'NOT_FOUND');
    // Deleted: its links and the minting go with it.
    expect((await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path: pathOf(r.body.url) } })).status).toBe(204);
    await expectNotFound(fresh.body.url);
    expectError(await q.call('POST', `/v1/generations/${id}/link`, { token: a.token, body: {} }), 404, 'NOT_FOUND');
  });

  it('a public file keeps its permanent URL; a minted link to it works too', async () => {
    const doc = await createDocument(q, a);
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: invoice.variables } });
    expect(r.body.urlExpiresAt).toBeUndefined();
    const { id } = await generationByPath(q, pathOf(r.body.url));
    const minted = await q.call('POST', `/v1/generations/${id}/link`, { token: a.token, body: { ttlSeconds: 60 } });
    expect((await download(minted.body.url)).status).toBe(200);
    expect((await download(r.body.url)).status).toBe(200);
  });
});

describe.each(SQLITE_ONLY)('signed links on S3 (s3rver) on %s', (dialect) => {
  const { q, a, s3 } = useQuireSuite(dialect, { env: QUIET_PREVIEWS, s3: true, signIn: false });

  /** Follows the link as a browser would: Quire checks it and hands off to a presigned GET that S3 serves. */
  async function follow(url: string) {
    const first = await fetch(url, { redirect: 'manual' });
    expect(first.status, url).toBe(302);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const target = new URL(first.headers.get('location')!);
    expect(target.origin).toBe(new URL(s3.endpoint).origin);
    return { target, file: await download(target.href) };
  }

  // s3rver does not check SigV4 signatures (its authentication.js leaves them "unimplemented"), so
  // S3's own checks cannot be tested here; Quire's are: every link goes through Quire first.
  it("answers a link on Quire's origin whose hand-off S3 serves; the bare path, a tampered signature or expiry 404", async () => {
    const doc = await createDocument(q, a);
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: signedBody(doc.uuid, { urlTtlSeconds: 300 }) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const link = new URL(r.body.url);
    expect(link.origin).toBe(new URL(q.url).origin);
    expect([...link.searchParams.keys()].sort()).toEqual(['expires', 'signature']);
    const expires = Number(link.searchParams.get('expires'));
    expect(Date.parse(r.body.urlExpiresAt)).toBe(expires * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(300_000);

    const { target, file } = await follow(r.body.url);
    // The hand-off lives a minute at most, whatever the link's own life.
    expect(Number(target.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(60);
    expect(file.status).toBe(200);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The object sits under the same path in the bucket.
    expect(decodeURIComponent(target.pathname)).toBe(`/${s3.bucket}${decodeURIComponent(link.pathname)}`);

    await expectOnlyItsOwnLink(link, expires);
    // Another file's signature does not open this one.
    const other = await q.call('POST', '/v1/generate', { token: a.token, body: signedBody(doc.uuid) });
    const otherLink = new URL(other.body.url);
    await expectNotFound(`${link.origin}${link.pathname}${otherLink.search}`);
  });

  it('a link expires: it works, then answers 404 from its expiry on, never before', async () => {
    const doc = await createDocument(q, a);
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: signedBody(doc.uuid, { urlTtlSeconds: 1 }) });
    expect(r.status).toBe(200);
    const until = Date.parse(r.body.urlExpiresAt);
    await expectExpires(r.body.url, until, 302, async (url) => (await fetch(url, { redirect: 'manual' })).status);
    await expectNotFound(r.body.url);
  });

  it('POST .../link mints links (201); DELETE revokes every one at once; deleting the file ends them', async () => {
    const doc = await createDocument(q, a);
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: signedBody(doc.uuid) });
    const { id } = await generationByPath(q, pathOf(r.body.url));
    const minted = await q.call('POST', `/v1/generations/${id}/link`, { token: a.token, body: { ttlSeconds: 60 } });
    expect(minted.status).toBe(201);
    expect(new URL(minted.body.url).origin).toBe(new URL(q.url).origin);
    expect((await follow(minted.body.url)).file.status).toBe(200);
    expect((await follow(r.body.url)).file.status).toBe(200);

    expect((await q.call('DELETE', `/v1/generations/${id}/link`, { token: a.token })).status).toBe(204);
    await expectNotFound(minted.body.url);
    await expectNotFound(r.body.url);
    const fresh = await q.call('POST', `/v1/generations/${id}/link`, { token: a.token, body: {} });
    expect(fresh.status).toBe(201);
    expect((await follow(fresh.body.url)).file.status).toBe(200);

    expect((await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path: pathOf(r.body.url) } })).status).toBe(204);
    await expectNotFound(fresh.body.url);
    expectError(await q.call('POST', `/v1/generations/${id}/link`, { token: a.token, body: {} }), 404, 'NOT_FOUND');
  });
});
