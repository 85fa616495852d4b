import crypto from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, QUIET_PREVIEWS, startTestQuire } from '../support/quire.js';
import { settled } from '../batches/support.js';
import { createDocument, setCredits, waitFor } from '../generation/helpers.js';
import { startReceiver } from './receiver.js';

const TRIVIAL = { body: '<p>Hello {{n}}</p>', framework: 'NONE', fonts: [], variables: {} };
const KEY = crypto.randomBytes(32).toString('base64');
const ENV = { ...QUIET_PREVIEWS, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '300', WEBHOOK_TIMEOUT_MS: '2000' };

describe.each(DIALECTS)('webhook secrets at rest (%s)', (dialect) => {
  it('with SECRETS_KEY, endpoint and batch secrets are stored sealed, never copied into deliveries, and still sign what receivers verify', async () => {
    let endpointSecret = '';
    let batchSecret = '';
    const endpointReceiver = await startReceiver(() => endpointSecret);
    const batchReceiver = await startReceiver(() => batchSecret);
    const q = await startTestQuire(dialect, { ...ENV, SECRETS_KEY: KEY });
    try {
      const a = await q.account(undefined, { signIn: false });
      await setCredits(q, a, 10);
      const doc = await createDocument(q, a, TRIVIAL);
      const ep = await q.call('POST', '/v1/webhooks', { token: a.token, body: { url: endpointReceiver.url, events: ['batch.completed'] } });
      expect(ep.status).toBe(201);
      endpointSecret = ep.body.secret;
      const batch = await q.call('POST', '/v1/batches', {
        token: a.token,
        body: { documentId: doc.uuid, items: [{ variables: { n: 1 } }], webhook: { url: batchReceiver.url } },
      });
      expect(batch.status).toBe(202);
      batchSecret = batch.body.webhookSecret;

      const stored = await q.quire.db.selectFrom('webhook_endpoints').select('secret').where('uuid', '=', ep.body.id).executeTakeFirstOrThrow();
      const storedBatch = await q.quire.db.selectFrom('batches').select('webhook_secret').where('uuid', '=', batch.body.id).executeTakeFirstOrThrow();
      for (const [sealed, clear] of [
        [stored.secret, endpointSecret],
        [storedBatch.webhook_secret, batchSecret],
      ] as const) {
        expect(sealed).toMatch(/^v1\./);
        expect(sealed).not.toContain(clear.slice(6, 20));
      }

      await settled(q, a, batch.body.id);
      await waitFor('both deliveries', () => (endpointReceiver.received.length >= 1 && batchReceiver.received.length >= 1) || null, 30_000);
      expect(endpointReceiver.received[0]).toMatchObject({ verified: true, body: { type: 'batch.completed', data: { id: batch.body.id } } });
      expect(batchReceiver.received[0]).toMatchObject({ verified: true, body: { type: 'batch.completed', data: { id: batch.body.id } } });

      // A delivery row names its endpoint or batch; it holds no secret of its own.
      const rows = await sql<Record<string, unknown>>`select * from webhook_deliveries`.execute(q.quire.db);
      expect(rows.rows).toHaveLength(2);
      for (const row of rows.rows) {
        expect(Object.keys(row)).not.toContain('secret');
        expect(JSON.stringify(row)).not.toContain('whsec_');
      }
    } finally {
      await q.close();
      await endpointReceiver.close();
      await batchReceiver.close();
    }
  }, 120_000);

  it('a secret kept in the clear before SECRETS_KEY was set keeps working and is sealed at its first use after; without the key again, the attempt names it', async () => {
    let secret = '';
    const receiver = await startReceiver(() => secret);
    let q = await startTestQuire(dialect, ENV);
    try {
      const a = await q.account(undefined, { signIn: false });
      await setCredits(q, a, 10);
      const doc = await createDocument(q, a, TRIVIAL);
      const ep = await q.call('POST', '/v1/webhooks', { token: a.token, body: { url: receiver.url, events: ['generation.completed'] } });
      secret = ep.body.secret;
      const secretOf = async () =>
        (await q.quire.db.selectFrom('webhook_endpoints').select('secret').where('uuid', '=', ep.body.id).executeTakeFirstOrThrow()).secret;
      expect(await secretOf()).toBe(secret); // no SECRETS_KEY: in the clear, as before

      await q.stop();
      q = await startTestQuire(dialect, { ...ENV, SECRETS_KEY: KEY }, { reuse: q });
      expect((await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: { n: 1 } } })).status).toBe(200);
      await waitFor('the delivery', () => receiver.received.length >= 1 || null, 30_000);
      expect(receiver.received[0]).toMatchObject({ verified: true, body: { type: 'generation.completed' } });
      expect(await secretOf()).toMatch(/^v1\./);

      // The key is gone: the sealed secret cannot sign, and the attempt says why (nothing is sent).
      await q.stop();
      q = await startTestQuire(dialect, ENV, { reuse: q });
      expect((await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: { n: 2 } } })).status).toBe(200);
      const attempt = await waitFor(
        'a failed attempt',
        async () => {
          const r = await q.call('GET', `/v1/webhooks/${ep.body.id}/deliveries`, { token: a.token });
          return r.body.deliveries.find((d: any) => d.attempts.length > 0 && d.payload.data.url !== receiver.received[0].body.data.url)?.attempts[0] ?? null;
        },
        30_000,
      );
      expect(attempt.error).toContain('SECRETS_KEY');
      expect(receiver.received).toHaveLength(1);
    } finally {
      await q.close();
      await receiver.close();
    }
  }, 120_000);
});
