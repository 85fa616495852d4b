import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, QUIET_PREVIEWS, startTestQuire } from '../support/quire.js';
import { useQuireSuite } from '../support/use-quire.js';
import { createDocument, setCredits, waitFor, type Doc } from '../generation/helpers.js';
import { settled } from '../batches/support.js';
import { startReceiver } from './receiver.js';

const TRIVIAL = { body: '<p>Hello {{n}}</p>', framework: 'NONE', fonts: [], variables: {} };

describe.each(DIALECTS)('webhooks (%s)', (dialect) => {
  const { q, a } = useQuireSuite(dialect, {
    env: { ...QUIET_PREVIEWS, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '300', WEBHOOK_TIMEOUT_MS: '1000' },
    signIn: false,
  });
  let doc: Doc;

  beforeAll(async () => {
    await setCredits(q, a, 100);
    doc = await createDocument(q, a, TRIVIAL);
  }, 120_000);

  it('an endpoint that fails twice then succeeds: 3 attempts recorded, every one signed and verified by the receiver', async () => {
    let secret = '';
    const receiver = await startReceiver(() => secret, [500, 503]);
    try {
      const created = await q.call('POST', '/v1/webhooks', { token: a.token, body: { url: receiver.url, events: ['batch.completed'] } });
      expect(created.status).toBe(201);
      secret = created.body.secret;
      expect(secret).toMatch(/^whsec_/);
      const listed = await q.call('GET', '/v1/webhooks', { token: a.token });
      expect(listed.body.endpoints).toEqual([{ id: created.body.id, url: receiver.url, events: ['batch.completed'], createdAt: expect.any(String) }]);

      const batch = await q.call('POST', '/v1/batches', {
        token: a.token,
        body: { documentId: doc.uuid, items: [{ variables: { n: 1 } }, { variables: { n: 2 } }] },
      });
      expect(batch.status).toBe(202);
      await settled(q, a, batch.body.id);
      await waitFor('three attempts', () => receiver.received.length >= 3 || null, 60_000);
      expect(receiver.received.map((r) => r.verified)).toEqual([true, true, true]);
      expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1); // one webhook-id across retries
      expect(receiver.received[2].body).toMatchObject({ type: 'batch.completed', data: { id: batch.body.id, status: 'completed', done: 2, failed: 0 } });

      const deliveries = await waitFor(
        'the delivery to succeed',
        async () => {
          const r = await q.call('GET', `/v1/webhooks/${created.body.id}/deliveries`, { token: a.token });
          return r.body.deliveries[0]?.status === 'succeeded' ? r.body.deliveries : null;
        },
        30_000,
      );
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0].attempts.map((t: any) => [t.attempt, t.statusCode, t.error])).toEqual([
        [1, 500, 'HTTP 500'],
        [2, 503, 'HTTP 503'],
        [3, 200, null],
      ]);
      expect(deliveries[0].attempts.every((t: any) => typeof t.durationMs === 'number')).toBe(true);

      // Redeliver on demand: same webhook-id, a fourth attempt.
      const again = await q.call('POST', `/v1/webhooks/${created.body.id}/deliveries/${deliveries[0].id}/redeliver`, { token: a.token });
      expect(again.status).toBe(202);
      await waitFor('the redelivery', () => receiver.received.length >= 4 || null, 30_000);
      expect(receiver.received[3]).toMatchObject({ id: deliveries[0].id, verified: true });
      await waitFor(
        '4 attempts recorded',
        async () => {
          const r = await q.call('GET', `/v1/webhooks/${created.body.id}/deliveries`, { token: a.token });
          return r.body.deliveries[0].attempts.length === 4 || null;
        },
        30_000,
      );

      expect((await q.call('DELETE', `/v1/webhooks/${created.body.id}`, { token: a.token })).status).toBe(204);
      expect((await q.call('GET', '/v1/webhooks', { token: a.token })).body.endpoints).toEqual([]);
    } finally {
      await receiver.close();
    }
  }, 120_000);

  it("a batch's own webhook.url gets batch.completed signed with the secret answered once; a hanging receiver times out without holding it up", async () => {
    let secret = '';
    const hanging = await startReceiver(() => 'whsec_' + Buffer.alloc(32).toString('base64'), ['hang', 'hang', 'hang', 'hang']);
    const receiver = await startReceiver(() => secret);
    try {
      const slow = await q.call('POST', '/v1/webhooks', { token: a.token, body: { url: hanging.url, events: ['batch.completed', 'batch.failed'] } });
      expect(slow.status).toBe(201);
      const batch = await q.call('POST', '/v1/batches', {
        token: a.token,
        body: { documentId: doc.uuid, items: [{ variables: { n: 3 } }], webhook: { url: receiver.url } },
      });
      expect(batch.status).toBe(202);
      secret = batch.body.webhookSecret;
      expect(secret).toMatch(/^whsec_/);
      await settled(q, a, batch.body.id);
      await waitFor('the batch webhook', () => receiver.received.length >= 1 || null, 30_000);
      expect(receiver.received[0]).toMatchObject({ verified: true, body: { type: 'batch.completed', data: { id: batch.body.id } } });
      const attempts = await waitFor(
        'a timed-out attempt',
        async () => {
          const r = await q.call('GET', `/v1/webhooks/${slow.body.id}/deliveries`, { token: a.token });
          return r.body.deliveries[0]?.attempts.length ? r.body.deliveries[0].attempts : null;
        },
        30_000,
      );
      expect(attempts[0].statusCode).toBeNull();
      expect(attempts[0].error).toMatch(/timed out/);
      // Nothing secret is listed again.
      expect(JSON.stringify((await q.call('GET', `/v1/batches/${batch.body.id}`, { token: a.token })).body)).not.toContain('whsec_');
    } finally {
      await receiver.close();
      await hanging.close();
    }
  }, 120_000);

  it('generation.completed reaches the endpoints subscribed to it, and only those', async () => {
    let secret = '';
    const receiver = await startReceiver(() => secret);
    const other = await startReceiver(() => '');
    try {
      const sub = await q.call('POST', '/v1/webhooks', { token: a.token, body: { url: receiver.url, events: ['generation.completed'] } });
      secret = sub.body.secret;
      const notSub = await q.call('POST', '/v1/webhooks', { token: a.token, body: { url: other.url, events: ['batch.failed'] } });
      const g = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: { n: 9 } } });
      expect(g.status).toBe(200);
      await waitFor('generation.completed', () => receiver.received.length >= 1 || null, 30_000);
      expect(receiver.received[0]).toMatchObject({ verified: true, body: { type: 'generation.completed', data: { url: g.body.url, documentId: doc.uuid } } });
      expect(other.received).toEqual([]);
      await q.call('DELETE', `/v1/webhooks/${sub.body.id}`, { token: a.token });
      await q.call('DELETE', `/v1/webhooks/${notSub.body.id}`, { token: a.token });
    } finally {
      await receiver.close();
      await other.close();
    }
  }, 60_000);

  it('refuses bad endpoints: unknown events, not http(s); 404 for another account', async () => {
    expectError(await q.call('POST', '/v1/webhooks', { token: a.token, body: { url: 'https://example.com/x', events: ['nope'] } }), 400, 'VALIDATION_ERROR');
    expectError(
      await q.call('POST', '/v1/webhooks', { token: a.token, body: { url: 'ftp://example.com/x', events: ['batch.completed'] } }),
      400,
      'VALIDATION_ERROR',
    );
    const other = await q.account(undefined, { signIn: false });
    const mine = await q.call('POST', '/v1/webhooks', { token: a.token, body: { url: 'https://example.com/x', events: ['batch.failed'] } });
    expectError(await q.call('DELETE', `/v1/webhooks/${mine.body.id}`, { token: other.token }), 404, 'NOT_FOUND');
    expectError(await q.call('GET', `/v1/webhooks/${mine.body.id}/deliveries`, { token: other.token }), 404, 'NOT_FOUND');
  });
});

describe('webhook network policy', () => {
  it('refuses loopback and private targets unless WEBHOOK_ALLOW_PRIVATE=true', async () => {
    const q = await startTestQuire('sqlite', QUIET_PREVIEWS);
    try {
      const a = await q.account(undefined, { signIn: false });
      for (const url of ['http://127.0.0.1:8080/x', 'http://10.0.0.5/x', 'http://localhost/x', 'http://169.254.169.254/latest']) {
        const r = await q.call('POST', '/v1/webhooks', { token: a.token, body: { url, events: ['batch.completed'] } });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toContain('refused');
      }
    } finally {
      await q.close();
    }
  }, 60_000);
});

describe.each(DIALECTS)('webhook retries survive a restart (%s)', (dialect) => {
  it('a delivery that failed before the restart is retried by the new process, once', async () => {
    const env = { ...QUIET_PREVIEWS, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '2000' };
    let secret = '';
    const receiver = await startReceiver(() => secret, [500]);
    let q = await startTestQuire(dialect, env);
    try {
      const a = await q.account(undefined, { signIn: false });
      const doc = await createDocument(q, a, TRIVIAL);
      const ep = await q.call('POST', '/v1/webhooks', { token: a.token, body: { url: receiver.url, events: ['generation.completed'] } });
      secret = ep.body.secret;
      expect((await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: { n: 1 } } })).status).toBe(200);
      await waitFor('the first, failed attempt', () => receiver.received.length >= 1 || null, 30_000);
      await q.stop();
      q = await startTestQuire(dialect, env, { reuse: q });
      await waitFor('the retry after the restart', () => receiver.received.length >= 2 || null, 60_000);
      expect(receiver.received.map((r) => [r.status, r.verified])).toEqual([
        [500, true],
        [200, true],
      ]);
      const d = await waitFor(
        '2 attempts recorded',
        async () => {
          const r = await q.call('GET', `/v1/webhooks/${ep.body.id}/deliveries`, { token: a.token });
          return r.body.deliveries[0]?.status === 'succeeded' ? r.body.deliveries[0] : null;
        },
        30_000,
      );
      expect(d.attempts.map((t: any) => t.statusCode)).toEqual([500, 200]);
    } finally {
      await q.close();
      await receiver.close();
    }
  }, 120_000);
});
