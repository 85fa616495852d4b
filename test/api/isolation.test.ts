import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, QUIET_PREVIEWS, startTestQuire, type Reply, type TestAccount, type TestQuire } from '../support/quire.js';

/**
 * Another account's resource behaves exactly like a missing one: same status, same body, with
 * the token and with the cookie, and nothing of it changes.
 */
describe.each(DIALECTS)('account isolation on %s', (dialect) => {
  let q: TestQuire;
  let me: TestAccount;
  let them: TestAccount;
  let theirDoc: any;
  let theirFolder: any;
  let theirKey: any;
  const MISSING = 987654;

  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
    [me, them] = [await q.account(), await q.account()];
    theirFolder = (await q.call('POST', '/v1/folders', { token: them.token, body: { name: 'Private', emoji: '🔒' } })).body;
    theirDoc = (await q.call('POST', '/v1/documents', { token: them.token, body: { name: 'Secret contract' } })).body;
    await q.call('PATCH', `/v1/documents/${theirDoc.id}`, { token: them.token, body: { folderId: theirFolder.id } });
    theirKey = (await q.call('POST', '/v1/api-keys', { cookie: them.cookie, body: { name: 'Their CI' } })).body;
  });
  afterAll(() => q?.close());

  /** Same status and body as the same call on an id that does not exist. */
  const expectLikeMissing = (foreign: Reply, missing: Reply) => {
    expectError(foreign, 404, 'NOT_FOUND');
    expect(foreign.body).toEqual(missing.body);
  };

  for (const credential of ['token', 'cookie'] as const) {
    describe(`with my ${credential}`, () => {
      const auth = () => (credential === 'token' ? { token: me.token } : { cookie: me.cookie });
      /** GET, PATCH (with `patch`) and DELETE of `collection`/`theirs` answer as on a missing id. */
      const expectEveryMethodLikeMissing = async (collection: string, theirs: number, patch: object) => {
        for (const [method, body] of [
          ['GET', undefined],
          ['PATCH', patch],
          ['DELETE', undefined],
        ] as const) {
          const foreign = await q.call(method, `${collection}/${theirs}`, { ...auth(), body });
          const missing = await q.call(method, `${collection}/${MISSING}`, { ...auth(), body });
          expectLikeMissing(foreign, missing);
        }
      };

      it("answers 404 on GET, PATCH and DELETE of another account's document, exactly like a missing one", () =>
        expectEveryMethodLikeMissing('/v1/documents', theirDoc.id, { name: 'mine now' }));

      it("answers 404 on GET, PATCH and DELETE of another account's folder, exactly like a missing one", () =>
        expectEveryMethodLikeMissing('/v1/folders', theirFolder.id, { name: 'mine now', emoji: null }));

      it("never lists another account's documents or folders, nor filters by their folder", async () => {
        const docs = (await q.call('GET', '/v1/documents', auth())).body.documents;
        expect(docs.map((d: any) => d.id)).not.toContain(theirDoc.id);
        const inTheirs = await q.call('GET', `/v1/documents?folderId=${theirFolder.id}`, auth());
        const inMissing = await q.call('GET', `/v1/documents?folderId=${MISSING}`, auth());
        expect(inTheirs.status).toBe(200);
        expect(inTheirs.body).toEqual({ documents: [] });
        expect(inTheirs.body).toEqual(inMissing.body);
        const folders = (await q.call('GET', '/v1/folders', auth())).body.folders;
        expect(folders.map((f: any) => f.id)).not.toContain(theirFolder.id);
      });

      it("refuses to file my document into another account's folder, exactly like a missing folder", async () => {
        const mine = (await q.call('POST', '/v1/documents', { ...auth(), body: { name: 'mine' } })).body;
        const foreign = await q.call('PATCH', `/v1/documents/${mine.id}`, { ...auth(), body: { folderId: theirFolder.id } });
        const missing = await q.call('PATCH', `/v1/documents/${mine.id}`, { ...auth(), body: { folderId: MISSING } });
        expectError(foreign, 400, 'VALIDATION_ERROR');
        expect(foreign.body).toEqual(missing.body);
      });
    });
  }

  it("answers 404 on DELETE of another account's API key, exactly like a missing one, and leaves it working", async () => {
    const foreign = await q.call('DELETE', `/v1/api-keys/${theirKey.id}`, { cookie: me.cookie });
    const missing = await q.call('DELETE', `/v1/api-keys/${MISSING}`, { cookie: me.cookie });
    expectLikeMissing(foreign, missing);
    expect((await q.call('GET', '/v1/me', { token: theirKey.token })).status).toBe(200);
    // The route is real (not an unknown-route 404): my own key is revoked by the same call.
    const mineToDrop = (await q.call('POST', '/v1/api-keys', { cookie: me.cookie, body: { name: 'to drop' } })).body;
    expect((await q.call('DELETE', `/v1/api-keys/${mineToDrop.id}`, { cookie: me.cookie })).status).toBe(204);
    const mine = (await q.call('GET', '/v1/api-keys', { cookie: me.cookie })).body.apiKeys;
    expect(mine.map((k: any) => k.id)).not.toContain(theirKey.id);
    expect(mine.map((k: any) => k.id)).not.toContain(mineToDrop.id);
  });

  it("leaves the other account's resources untouched after all those attempts", async () => {
    const doc = await q.call('GET', `/v1/documents/${theirDoc.id}`, { token: them.token });
    expect(doc.status).toBe(200);
    expect(doc.body.name).toBe('Secret contract');
    const folders = (await q.call('GET', '/v1/folders', { token: them.token })).body.folders;
    expect(folders).toEqual([expect.objectContaining({ id: theirFolder.id, name: 'Private', emoji: '🔒', documentsCount: 1 })]);
    expect((await q.call('GET', '/v1/me', { token: theirKey.token })).status).toBe(200);
    const keys = (await q.call('GET', '/v1/api-keys', { cookie: them.cookie })).body.apiKeys;
    expect(keys.map((k: any) => k.name).sort()).toEqual(['Their CI', 'test key']);
  });

  it("answers /v1/me with the caller's own account only", async () => {
    const mine = await q.call('GET', '/v1/me', { token: me.token });
    const theirs = await q.call('GET', '/v1/me', { token: them.token });
    expect(mine.body.id).toBe(me.id);
    expect(theirs.body.id).toBe(them.id);
    expect(mine.body.email).not.toBe(theirs.body.email);
  });
});
