import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCtx } from '../../src/core/context.js';
import { waitFor } from '../generation/helpers.js';
import { startReceiver } from '../webhooks/receiver.js';
import { startCluster, type Cluster } from './cluster.js';

const SWEEP_MS = 1000;
const SLACK_MS = 1500;
const FILES = 12;

/**
 * Retention on three `quire serve` nodes sharing PostgreSQL and one bucket (issue 41): every
 * node sweeps, yet each file is deleted once, after its deadline and within one sweep interval
 * (plus the time a pass takes), and announced once. Deadlines are moved closer in the database
 * (the shortest retention is a minute), as in test/files/expiry.test.ts.
 */
describe('retention across three nodes', () => {
  let c: Cluster;
  let secret = '';
  let hooks: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    hooks = await startReceiver(() => secret);
    c = await startCluster(3, { RETENTION_SWEEP_MS: String(SWEEP_MS), WEBHOOK_ALLOW_PRIVATE: 'true', PREVIEW_DEBOUNCE_MS: '60000' });
  }, 120_000);
  afterAll(async () => {
    await c?.close();
    await hooks?.close();
  }, 60_000);

  it('each file is deleted once, on time, by whichever node gets there first; one file.expired each', async () => {
    const acc = await c.admin.services.accounts.create(`retention-${Date.now()}@example.com`, 'correct horse battery staple');
    await c.admin.services.credits.setPlan(acc.id, { generation: 100, ai: 0 });
    const token = (await c.admin.services.apiKeys.create(operatorCtx(acc.id), 'key')).token;
    const hook = await c.call(c.nodes[0]!, 'POST', '/v1/webhooks', { token, body: { url: hooks.url, events: ['file.expired'] } });
    expect(hook.status).toBe(201);
    secret = hook.body.secret;
    const doc = await c.call(c.nodes[0]!, 'POST', '/v1/documents', { token, body: { name: 'Payslip', body: '<h1>Payslip {{n}}</h1>' } });
    for (let n = 0; n < FILES; n++) {
      const r = await c.call(c.nodes[n % 3]!, 'POST', '/v1/generate', {
        token,
        body: { documentId: doc.body.uuid, variables: { n }, options: { retention: { ttlSeconds: 60 } } },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const rows = await c.admin.db.selectFrom('generations').select(['id', 'path']).where('account_id', '=', acc.id).execute();
    expect(rows).toHaveLength(FILES);
    expect(await c.objects(`client/${acc.id}/`)).toHaveLength(FILES);
    // Deadlines 1.5 s to 4.25 s from now, a quarter second apart.
    const deadlines = new Map<number, number>();
    for (const [i, g] of rows.entries()) {
      const at = new Date(Date.now() + 1500 + i * 250).toISOString();
      await c.admin.db.updateTable('generations').set({ expires_at: at }).where('id', '=', g.id).execute();
      deadlines.set(g.id, Date.parse(at));
    }

    const done = await waitFor(
      'every file expired',
      async () => {
        const now = await c.admin.db.selectFrom('generations').select(['id', 'status', 'deleted_at']).where('account_id', '=', acc.id).execute();
        return now.every((g) => g.status === 'expired') ? now : null;
      },
      30_000,
    );
    for (const g of done) {
      const late = Date.parse(g.deleted_at!) - deadlines.get(g.id)!;
      expect(late, `file ${g.id}`).toBeGreaterThanOrEqual(0);
      expect(late, `file ${g.id}`).toBeLessThanOrEqual(SWEEP_MS + SLACK_MS);
    }
    expect(await c.objects(`client/${acc.id}/`)).toEqual([]);
    const events = await waitFor('one file.expired per file', () => (hooks.received.length >= FILES ? hooks.received : null));
    expect(events.every((e) => e.verified && e.body.type === 'file.expired')).toBe(true);
    expect(events.map((e) => e.body.data.id).sort((x: number, y: number) => x - y)).toEqual(rows.map((g) => g.id).sort((x, y) => x - y));
  });
});
