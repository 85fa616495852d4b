import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCtx } from '../../src/core/context.js';
import { longTable, waitFor } from '../generation/helpers.js';
import { startCluster, type Cluster, type QuireNode } from './cluster.js';

const HEARTBEAT_MS = 500;
const LEASE_MS = 5000;
const ITEMS = 40;

/**
 * A batch on three `quire serve` nodes (one PostgreSQL database, pg-boss): its items spread
 * over every node; one node SIGKILLed mid-batch loses no item and charges none twice.
 */
describe('a batch across three nodes', () => {
  let c: Cluster;
  let nodes: QuireNode[];

  beforeAll(async () => {
    c = await startCluster(3, { NODE_HEARTBEAT_MS: String(HEARTBEAT_MS), NODE_LEASE_MS: String(LEASE_MS), PREVIEW_DEBOUNCE_MS: '60000' });
    nodes = [...c.nodes];
  }, 120_000);
  afterAll(() => c?.close(), 60_000);

  it('SIGKILL of a node mid-batch: every item done once, its render refunded and redone elsewhere, exactly one credit per item', async () => {
    const acc = await c.admin.services.accounts.create(`batch-${Date.now()}@example.com`, 'correct horse battery staple');
    await c.admin.services.credits.setPlan(acc.id, { generation: 100, ai: 0 });
    const token = (await c.admin.services.apiKeys.create(operatorCtx(acc.id), 'key')).token;
    const created = await c.call(nodes[0]!, 'POST', '/v1/documents', { token, body: { name: 'Batch' } });
    // Many pages: each render takes a while, so the victim is caught mid-render. With 150 rows a
    // render took ~35 ms on a quiet machine, and the node the batch was sent to rendered all 40
    // items before the others' first poll (2 s): the victim never took one.
    await c.call(nodes[1]!, 'PATCH', `/v1/documents/${created.body.id}`, { token, body: { body: `<h1>Item {{n}}</h1>${longTable(1500)}`, framework: 'NONE' } });
    const started = await c.call(nodes[2]!, 'POST', '/v1/batches', {
      token,
      body: { documentId: created.body.uuid, items: Array.from({ length: ITEMS }, (_, n) => ({ variables: { n } })) },
    });
    expect(started.status).toBe(202);
    const batchId = (await c.admin.db.selectFrom('batches').select('id').where('uuid', '=', started.body.id).executeTakeFirstOrThrow()).id;
    const items = () => c.admin.db.selectFrom('batch_items').select(['idx', 'status', 'owner_node', 'generation_id']).where('batch_id', '=', batchId).execute();
    const generations = () =>
      c.admin.db.selectFrom('generations').select(['id', 'status', 'path', 'owner_node', 'error_code']).where('account_id', '=', acc.id).execute();

    const victim = nodes[1]!;
    await waitFor(
      'an item rendering on the victim',
      async () => (await generations()).some((g) => g.owner_node === victim.id && g.status === 'pending') || null,
      120_000,
    );
    await c.kill(victim);
    nodes = nodes.filter((n) => n !== victim);

    const final = await waitFor(
      'the batch to complete',
      async () => {
        const r = await c.call(nodes[0]!, 'GET', `/v1/batches/${started.body.id}`, { token });
        return r.body.status === 'completed' ? r.body : null;
      },
      300_000,
    );
    expect(final).toMatchObject({ total: ITEMS, done: ITEMS, failed: 0, pending: 0 });
    const rows = await items();
    expect(rows.every((i) => i.status === 'done')).toBe(true);
    const gens = await generations();
    const succeeded = gens.filter((g) => g.status === 'succeeded');
    // One successful render per item, each linked from its item.
    expect(succeeded).toHaveLength(ITEMS);
    expect(new Set(rows.map((i) => i.generation_id))).toEqual(new Set(succeeded.map((g) => g.id)));
    // The killed node's unfinished render(s) were refunded, never served.
    const abandoned = gens.filter((g) => g.status === 'failed');
    expect(abandoned.length).toBeGreaterThan(0);
    expect(abandoned.every((g) => g.owner_node === victim.id && g.error_code === 'ABANDONED')).toBe(true);
    // Every node took items: the batch was spread.
    expect(new Set(gens.map((g) => g.owner_node)).size).toBe(3);
    // Exactly one credit per item, whatever crashed.
    const me = await c.call(nodes[0]!, 'GET', '/v1/me', { token });
    expect(me.body.usage.generation.remaining).toBe(100 - ITEMS);
    expect(await c.objects(`client/${acc.id}/generated/`)).toEqual(succeeded.map((g) => g.path).sort());
    console.log(
      `[multinode] batch SIGKILL: ${abandoned.length} render(s) of the killed node refunded and redone; items per node ${JSON.stringify(Object.values(Object.groupBy(succeeded, (g) => g.owner_node ?? '')).map((g) => g!.length))}`,
    );
  }, 420_000);
});
