import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DIALECTS, ISO_UTC, expectError, keysOf, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';

const CREATED_FIELDS = ['kind', 'id', 'name', 'prefix', 'lastFour', 'lastUsedAt', 'createdAt', 'retention', 'token'].sort();
const LISTED_FIELDS = ['kind', 'id', 'name', 'prefix', 'lastFour', 'lastUsedAt', 'createdAt', 'retention', 'usage7d', 'createdBy'].sort();
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const DAY_MS = 86_400_000;

describe.each(DIALECTS)('api keys on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  const create = async (name: string, acc = a) => {
    const r = await q.call('POST', '/v1/api-keys', { cookie: acc.cookie, body: { name } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const list = async (acc = a) => {
    const r = await q.call('GET', '/v1/api-keys', { cookie: acc.cookie });
    expect(r.status).toBe(200);
    expect(keysOf(r.body)).toEqual(['apiKeys']);
    return r.body.apiKeys as any[];
  };

  describe('create', () => {
    it('answers 201 with exactly the create fields; the token is tk_live_ + random + checksum', async () => {
      const r = await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'CI' } });
      expect(r.status).toBe(201);
      expect(keysOf(r.body)).toEqual(CREATED_FIELDS);
      const { token, prefix, lastFour } = r.body;
      expect(r.body).toMatchObject({ name: 'CI', lastUsedAt: null });
      expect(r.body.createdAt).toMatch(ISO_UTC);
      // 128 random bits need at least 22 base62 characters.
      expect(token).toMatch(/^tk_live_[0-9A-Za-z]{22,}$/);
      expect(prefix.startsWith('tk_live_')).toBe(true);
      expect(token.startsWith(prefix)).toBe(true);
      expect(prefix.length).toBeLessThan(token.length / 2);
      expect(lastFour).toBe(token.slice(-4));
    });

    it('issues a different token every time', async () => {
      const tokens = new Set<string>();
      for (let i = 0; i < 5; i++) tokens.add((await create(`k${i}`)).token);
      expect(tokens.size).toBe(5);
    });

    it('makes a token that works at once on token-or-cookie routes', async () => {
      const k = await create('Works');
      const me = await q.call('GET', '/v1/me', { token: k.token });
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(a.id);
    });

    it('refuses a token with one character changed (checksum), answering 401', async () => {
      const k = await create('Checksum');
      const flip = (c: string) => (c === 'a' ? 'b' : 'a');
      const i = 'tk_live_'.length + 3;
      const typo = k.token.slice(0, i) + flip(k.token[i]) + k.token.slice(i + 1);
      expectError(await q.call('GET', '/v1/me', { token: typo }), 401, 'UNAUTHORIZED');
      expectError(await q.call('GET', '/v1/me', { token: k.token.slice(0, -1) }), 401, 'UNAUTHORIZED');
    });

    it('stores only the SHA-256 of the token, never the token itself', async () => {
      const k = await create('Hashed');
      const row = await q.quire.db.selectFrom('api_keys').selectAll().where('id', '=', k.id).executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(sha256(k.token));
      expect(Object.values(row).some((v) => typeof v === 'string' && v.includes(k.token))).toBe(false);
      // And it is not shown again: the list has no token field.
      const listed = (await list()).find((x) => x.id === k.id);
      expect(listed).not.toHaveProperty('token');
      expect(JSON.stringify(await list())).not.toContain(k.token);
    });

    it('limits the name to 1-100 characters', async () => {
      expect((await create('n'.repeat(100))).name).toBe('n'.repeat(100));
      expect((await create('🔑'.repeat(100))).name).toBe('🔑'.repeat(100));
      for (const name of ['n'.repeat(101), '', '🔑'.repeat(101)]) {
        const r = await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name } });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toMatch(/name/);
      }
      expectError(await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: {} }), 400, 'VALIDATION_ERROR');
    });
  });

  describe('cookie only', () => {
    it('answers 403 FORBIDDEN to an API token on GET, POST and DELETE', async () => {
      const k = await create('Victim');
      expectError(await q.call('GET', '/v1/api-keys', { token: a.token }), 403, 'FORBIDDEN');
      expectError(await q.call('POST', '/v1/api-keys', { token: a.token, body: { name: 'sibling' } }), 403, 'FORBIDDEN');
      expectError(await q.call('DELETE', `/v1/api-keys/${k.id}`, { token: a.token }), 403, 'FORBIDDEN');
      // Nothing happened: no sibling minted, the key is still active.
      const names = (await list()).map((x) => x.name);
      expect(names).not.toContain('sibling');
      expect(names).toContain('Victim');
    });

    it('answers 401 without any credential', async () => {
      expectError(await q.call('GET', '/v1/api-keys'), 401, 'UNAUTHORIZED');
      expectError(await q.call('POST', '/v1/api-keys', { body: { name: 'x' } }), 401, 'UNAUTHORIZED');
    });
  });

  describe('list', () => {
    it('lists the active keys with exactly the list fields and 7 daily counts', async () => {
      const m = await q.account();
      const k = await create('Listed', m);
      const keys = await list(m);
      expect(keys.map((x) => x.name).sort()).toEqual(['Listed', 'test key']);
      for (const key of keys) {
        expect(keysOf(key)).toEqual(LISTED_FIELDS);
        expect(key.usage7d).toHaveLength(7);
        for (const n of key.usage7d) expect(Number.isInteger(n)).toBe(true);
      }
      expect(keys.find((x) => x.id === k.id)).toEqual({
        id: k.id,
        name: 'Listed',
        prefix: k.prefix,
        lastFour: k.lastFour,
        lastUsedAt: null,
        createdAt: k.createdAt,
        kind: 'live',
        retention: null,
        usage7d: [0, 0, 0, 0, 0, 0, 0],
        createdBy: { id: expect.any(Number), email: m.email },
      });
    });

    it('sets lastUsedAt once the token is used', async () => {
      const m = await q.account();
      const k = await create('Used', m);
      const before = new Date().toISOString();
      await q.call('GET', '/v1/documents', { token: k.token });
      const listed = (await list(m)).find((x) => x.id === k.id);
      expect(listed.lastUsedAt).toMatch(ISO_UTC);
      expect(listed.lastUsedAt >= before).toBe(true);
    });

    it('counts calls per day from the audit log, oldest day first, today last', async () => {
      const m = await q.account();
      const k = await create('Counted', m);
      const other = await create('Other', m);
      for (let i = 0; i < 3; i++) await q.call('GET', '/v1/documents', { token: k.token });
      await q.call('GET', '/v1/documents/987654', { token: k.token }); // errors count as calls too
      await q.call('GET', '/v1/documents', { token: other.token });
      await q.call('GET', '/v1/documents', { cookie: m.cookie }); // a cookie call belongs to no key
      // Earlier days, recorded as the audit hook records calls (their day comes from `at`).
      const past = (days: number, n: number) => {
        for (let i = 0; i < n; i++) {
          q.quire.services.audit.record({
            accountId: m.id,
            apiKeyId: k.id,
            actor: 'api_key',
            method: 'GET',
            route: '/v1/documents',
            status: 200,
            latencyMs: 1,
            requestId: crypto.randomUUID(),
            at: new Date(Date.now() - days * DAY_MS).toISOString(),
          });
        }
      };
      past(2, 5);
      past(6, 2);
      past(7, 9);
      past(30, 4);
      const keys = await list(m);
      expect(keys.find((x) => x.id === k.id).usage7d).toEqual([2, 0, 0, 0, 5, 0, 4]);
      expect(keys.find((x) => x.id === other.id).usage7d).toEqual([0, 0, 0, 0, 0, 0, 1]);
    });
  });

  describe('revoke', () => {
    it('answers 204, sets revokedAt, drops the key from the list, and its token gets 401 from the next call on', async () => {
      const m = await q.account();
      const k = await create('Revoke me', m);
      expect((await q.call('GET', '/v1/documents', { token: k.token })).status).toBe(200);
      const r = await q.call('DELETE', `/v1/api-keys/${k.id}`, { cookie: m.cookie });
      expect(r.status).toBe(204);
      expect(r.body).toBeNull();
      const row = await q.quire.db.selectFrom('api_keys').select(['revoked_at']).where('id', '=', k.id).executeTakeFirstOrThrow();
      expect(row.revoked_at).toMatch(ISO_UTC);
      expect((await list(m)).map((x) => x.id)).not.toContain(k.id);
      for (const [method, path] of [
        ['GET', '/v1/documents'],
        ['GET', '/v1/me'],
        ['POST', '/v1/folders'],
        ['GET', '/v1/folders'],
      ] as const) {
        expectError(await q.call(method, path, { token: k.token, body: method === 'POST' ? { name: 'x' } : undefined }), 401, 'UNAUTHORIZED');
      }
      // The account's other key and its cookie keep working.
      expect((await q.call('GET', '/v1/documents', { token: m.token })).status).toBe(200);
      expect((await q.call('GET', '/v1/documents', { cookie: m.cookie })).status).toBe(200);
    });

    it('answers 404 for an already revoked key, a key that does not exist, and a malformed id', async () => {
      const k = await create('Twice');
      expect((await q.call('DELETE', `/v1/api-keys/${k.id}`, { cookie: a.cookie })).status).toBe(204);
      expectError(await q.call('DELETE', `/v1/api-keys/${k.id}`, { cookie: a.cookie }), 404, 'NOT_FOUND');
      expectError(await q.call('DELETE', '/v1/api-keys/987654', { cookie: a.cookie }), 404, 'NOT_FOUND');
      expectError(await q.call('DELETE', '/v1/api-keys/abc', { cookie: a.cookie }), 400, 'VALIDATION_ERROR');
      expectError(await q.call('DELETE', '/v1/api-keys/2147483648', { cookie: a.cookie }), 400, 'VALIDATION_ERROR');
    });
  });
});
