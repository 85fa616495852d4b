import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { addMember } from './support.js';

/** GET /v1/generations names who generated each file: the user from the dashboard, the key for a token. */
describe.each(SQLITE_ONLY)('generations name their user on %s', (dialect) => {
  const { q, a: owner } = useTestQuire(dialect, QUIET_PREVIEWS);

  it('a dashboard generation carries the user, a token generation the key', async () => {
    const editor = await addMember(q, owner, 'editor');
    const doc = (await q.call('POST', '/v1/documents', { token: owner.token, body: { name: 'Note' } })).body;
    await q.call('PATCH', `/v1/documents/${doc.id}`, { token: owner.token, body: { body: '<p>Hello {{name}}</p>' } });
    const byEditor = await q.call('POST', '/v1/generate', { cookie: editor.cookie, body: { documentId: doc.uuid, variables: { name: 'editor' } } });
    expect(byEditor.status, JSON.stringify(byEditor.body)).toBe(200);
    const byToken = await q.call('POST', '/v1/generate', { token: owner.token, body: { documentId: doc.uuid, variables: { name: 'token' } } });
    expect(byToken.status).toBe(200);
    const files = (await q.call('GET', '/v1/generations', { cookie: owner.cookie })).body.generations;
    const editorFile = files.find((f: any) => f.url === byEditor.body.url);
    const tokenFile = files.find((f: any) => f.url === byToken.body.url);
    expect(editorFile).toMatchObject({ user: { id: editor.userId, email: editor.email }, apiKeyId: null });
    expect(tokenFile.user).toBeNull();
    expect(tokenFile.apiKeyId).toEqual(expect.any(Number));
  }, 120_000);
});
