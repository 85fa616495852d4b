/**
 * The workspace setting `keepVariables` (issue 41): with it off, no render path (REST generate,
 * inline, batches, the legacy endpoint, MCP) leaves a generation's variables anywhere in the
 * database. Checked by scanning every text cell of every table for values only the variables held.
 */
import { describe, expect, it } from 'vitest';
import { DIALECTS, QUIET_PREVIEWS, expectError } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { cellsContaining } from '../support/db-scan.js';
import { settled } from '../batches/support.js';
import { call, ok } from '../mcp/support.js';
import { addMember } from '../teams/support.js';
import { createDocument } from '../support/documents.js';
import { useMcpAgent } from './support.js';

describe.each(DIALECTS)('workspace keepVariables on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);
  const { client, doc } = useMcpAgent(q, a);

  const setKeep = (keepVariables: unknown, cookie = a.cookie) => q.call('PATCH', `/v1/workspaces/${a.id}`, { cookie, body: { keepVariables } });
  const mine = async () => (await q.call('GET', '/v1/workspaces', { cookie: a.cookie })).body.workspaces.find((w: { id: number }) => w.id === a.id);
  const vars = (marker: string) => ({ customer: { name: marker }, total: '42.00' });
  const batch = async (markers: string[]) => {
    const r = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, items: markers.map((m) => ({ variables: vars(m) })) } });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    return settled(q, a, r.body.id, 180_000);
  };

  it('is true by default, set by admins through PATCH /v1/workspaces/{id}, refused to editors and bad values', async () => {
    expect(await mine()).toMatchObject({ keepVariables: true });
    const editor = await addMember(q, a, 'editor');
    expectError(await setKeep(false, editor.cookie), 403, 'FORBIDDEN');
    const bad = await setKeep('no');
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.body.message).toContain('keepVariables');
    expectError(await q.call('PATCH', `/v1/workspaces/${a.id}`, { cookie: a.cookie, body: {} }), 400, 'VALIDATION_ERROR');
    const off = await setKeep(false);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ id: a.id, keepVariables: false });
    expect(await mine()).toMatchObject({ keepVariables: false });
    const on = await setKeep(true);
    expect(on.body.keepVariables).toBe(true);
    // A rename leaves the setting as it is.
    expect((await q.call('PATCH', `/v1/workspaces/${a.id}`, { cookie: a.cookie, body: { name: 'Payroll' } })).body).toMatchObject({
      name: 'Payroll',
      keepVariables: true,
    });
  });

  it('kept: a batch item holds its variables; turning the setting off empties them', async () => {
    expect((await setKeep(true)).status).toBe(200);
    const marker = `kept-${dialect}-${Date.now()}`;
    expect(await batch([marker])).toMatchObject({ status: 'completed', done: 1 });
    // The scan does find variables where they are kept.
    expect(await cellsContaining(q.quire.db, [marker])).toEqual(['batch_items.variables']);
    expect((await setKeep(false)).status).toBe(200);
    expect(await cellsContaining(q.quire.db, [marker])).toEqual([]);
  });

  it("kept: deleting a batch item's file empties its variables", async () => {
    expect((await setKeep(true)).status).toBe(200);
    const marker = `deleted-${dialect}-${Date.now()}`;
    const done = await batch([marker]);
    expect(done).toMatchObject({ status: 'completed', done: 1 });
    expect(await cellsContaining(q.quire.db, [marker])).toEqual(['batch_items.variables']);
    const [item] = (await q.call('GET', `/v1/batches/${done.id}/items`, { token: a.token })).body.items;
    const path = decodeURIComponent(new URL(item.url).pathname.slice(1));
    expect((await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path } })).status).toBe(204);
    expect(await cellsContaining(q.quire.db, [marker])).toEqual([]);
  });

  it("a failed item's error names the helper and line, and repeats the refused value only while variables are kept", async () => {
    const priced = await createDocument(q, a, { name: 'Priced', body: '<p>{{customer.name}}</p><p>{{formatCurrency total "EUR"}}</p>', framework: 'NONE' });
    const run = async (markers: { name: string; total: string }[]) => {
      const items = markers.map((m) => ({ variables: { customer: { name: m.name }, total: m.total } }));
      const r = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: priced.uuid, items } });
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      expect(await settled(q, a, r.body.id, 180_000)).toMatchObject({ status: 'completed', done: 1, failed: 1 });
      const failed = (await q.call('GET', `/v1/batches/${r.body.id}/items?status=failed`, { token: a.token })).body.items;
      expect(failed.map((i: { index: number }) => i.index)).toEqual([1]);
      return failed[0].error;
    };
    const stamp = `${dialect}-${Date.now()}`;
    // A value longer than the message shows whole, and a short one.
    const long = `salary-${stamp}-${'x'.repeat(80)}`;
    const kept = { ok: `kept-ok-${stamp}`, name: `kept-name-${stamp}`, total: `kept-total-${stamp}` };

    expect((await setKeep(true)).status).toBe(200);
    const keptError = await run([
      { name: kept.ok, total: '1.00' },
      { name: kept.name, total: kept.total },
    ]);
    // Kept: the message shows what was refused, and the scan finds it where it is.
    expect(keptError.error).toBe('TEMPLATE_ERROR');
    expect(keptError.message).toContain('formatCurrency');
    expect(keptError.message).toContain(kept.total);
    expect((await cellsContaining(q.quire.db, [kept.total])).sort()).toEqual(['batch_items.error_message', 'batch_items.variables']);
    // Turned off: the variables go, and the message that repeated one with them.
    expect((await setKeep(false)).status).toBe(200);
    expect(await cellsContaining(q.quire.db, [kept.ok, kept.name, kept.total])).toEqual([]);

    const off = { ok: `off-ok-${stamp}`, name: `off-name-${stamp}` };
    for (const total of [`off-total-${stamp}`, long]) {
      const error = await run([
        { name: off.ok, total: '2.00' },
        { name: off.name, total },
      ]);
      expect(error.error).toBe('TEMPLATE_ERROR');
      // Still says what to fix where: the helper and its line.
      expect(error.message).toContain('`formatCurrency` on line 1');
      expect(error.message).not.toContain(total.slice(0, 20));
      expect(await cellsContaining(q.quire.db, [off.ok, off.name, total, total.slice(0, 20)])).toEqual([]);
    }
  });

  it('off: no render path leaves its variables in the database', async () => {
    expect((await setKeep(false)).status).toBe(200);
    const stamp = `${dialect}-${Date.now()}`;
    const markers = {
      generate: `gen-${stamp}`,
      inline: `inline-${stamp}`,
      batch: [`batch0-${stamp}`, `batch1-${stamp}`],
      legacy: `legacy-${stamp}`,
      mcp: `mcp-${stamp}`,
    };
    const gen = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: vars(markers.generate) } });
    expect(gen.status, JSON.stringify(gen.body)).toBe(200);
    const inline = await fetch(`${q.url}/v1/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
      body: JSON.stringify({ documentId: doc.uuid, variables: vars(markers.inline), options: { delivery: 'inline' } }),
    });
    expect(inline.status).toBe(200);
    await inline.arrayBuffer();
    expect(await batch(markers.batch)).toMatchObject({ status: 'completed', done: 2 });
    const legacy = await fetch(`${q.url}/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': a.token },
      body: JSON.stringify({ templateId: doc.uuid, variables: { customer: markers.legacy, total: '1.00' } }),
    });
    expect(legacy.status, await legacy.clone().text()).toBe(200);
    ok(await call(client, 'generate_pdf', { documentId: doc.uuid, variables: vars(markers.mcp) }));

    // Each rendered: a generation row per path (2 for the batch), none holding a variable.
    const rows = await q.quire.db.selectFrom('generations').selectAll().where('account_id', '=', a.id).where('status', '=', 'succeeded').execute();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const all = [markers.generate, markers.inline, ...markers.batch, markers.legacy, markers.mcp];
    expect(await cellsContaining(q.quire.db, all)).toEqual([]);
  });
});
