/**
 * The MCP tool keeps its contract under issue 41 (it answers a URL): it takes `retention` and
 * `access`, so an agent can make a file that expires and is served only through its link, and it
 * refuses `delivery`/`uploadUrl` (an answer that is not a URL) as a tool error naming the field.
 */
import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { download, remaining } from '../generation/helpers.js';
import { pdfText } from '../support/pdf.js';
import { call, ok, textOf } from '../mcp/support.js';
import { generationByPath, pathOf, useMcpAgent } from './support.js';

describe.each(SQLITE_ONLY)('MCP generate_pdf with retention and access on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);
  const { client, doc } = useMcpAgent(q, a);

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
