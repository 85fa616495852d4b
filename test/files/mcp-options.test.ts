/**
 * The MCP tool keeps its contract under issue 41 (it answers a URL): it takes `retention` and
 * `access`, so an agent can make a file that expires and is served only through its link, and it
 * refuses `delivery`/`uploadUrl` (an answer that is not a URL) as a tool error naming the field.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { download, remaining } from '../generation/helpers.js';
import { pdfText } from '../support/pdf.js';
import { call, ok, seedDocument, textOf, connectedClient } from '../mcp/support.js';
import { generationByPath, pathOf } from './support.js';

describe.each(SQLITE_ONLY)('MCP generate_pdf with retention and access on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let client: Client;
  let doc: Awaited<ReturnType<typeof seedDocument>>;
  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
    a = await q.account();
    doc = await seedDocument(q, a);
    client = await connectedClient(q, a.token);
  });
  afterAll(async () => {
    await client?.close();
    await q?.close();
  });

  it('a signed, expiring file: the link serves the PDF, the bare path 404s, the row holds the deadline', async () => {
    const t0 = Date.now();
    const out = ok(
      await call(client, 'generate_pdf', {
        documentId: doc.uuid,
        variables: { customer: { name: 'Ada Lovelace' }, total: '42.00' },
        options: { access: 'signed', urlTtlSeconds: 120, retention: { ttlSeconds: 600 } },
      }),
    );
    expect(Date.parse(out.expiresAt) - t0).toBeGreaterThanOrEqual(600_000 - 1000);
    expect(Date.parse(out.expiresAt) - Date.now()).toBeLessThanOrEqual(600_000);
    expect(Date.parse(out.urlExpiresAt) - Date.now()).toBeLessThanOrEqual(120_000);
    const file = await download(out.url);
    expect(file.status).toBe(200);
    expect(await pdfText(file.bytes)).toContain('Ada Lovelace');
    const bare = new URL(out.url);
    expect((await download(`${bare.origin}${bare.pathname}`)).status).toBe(404);
    const row = await generationByPath(q, pathOf(out.url));
    expect(row).toMatchObject({ access: 'signed', delivery: 'url', status: 'succeeded' });
    expect(row.expires_at).toBe(out.expiresAt);
  });

  it('delivery and uploadUrl are not its options: a tool error naming them, nothing charged', async () => {
    const before = await remaining(q, a);
    for (const options of [{ delivery: 'inline' }, { delivery: 'upload', uploadUrl: 'https://93.184.215.14/x.pdf' }]) {
      const r = await call(client, 'generate_pdf', { documentId: doc.uuid, variables: {}, options });
      expect(r.isError, JSON.stringify(r)).toBe(true);
      expect(textOf(r)).toMatch(/^VALIDATION_ERROR: .*options.*delivery/);
    }
    expect(await remaining(q, a)).toBe(before);
  });
});
