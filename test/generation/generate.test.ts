import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfText, pixelAt } from '../support/pdf.js';
import { DIALECTS, ISO_UTC, keysOf } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { createDocument, download, generate, generationRows, invoice, longTable, pdfFontsEmbedded, remaining } from './helpers.js';

/** What a user gets back from POST /v1/generate: the URL, the file behind it, the PDF inside. */
describe.each(DIALECTS)('POST /v1/generate on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect);

  async function pdfOf(patch: Record<string, unknown>, variables: unknown = invoice.variables) {
    const doc = await createDocument(q, a, patch);
    const r = await generate(q, a, doc.uuid, variables);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const file = await download(r.body.url);
    expect(file.status).toBe(200);
    return file.bytes;
  }

  it('renders the invoice fixture to a permanent public PDF and debits one credit', async () => {
    const doc = await createDocument(q, a);
    const before = await remaining(q, a);
    const t0 = Date.now();
    const r = await generate(q, a, doc.uuid);
    const t1 = Date.now();

    expect(r.status).toBe(200);
    expect(keysOf(r.body)).toEqual(['documentId', 'url']);
    expect(r.body.documentId).toBe(doc.uuid);
    const url = new URL(r.body.url);
    expect(url.origin).toBe(q.url);
    const m = new RegExp(`^/client/${a.id}/generated/${doc.uuid}/(\\d+)\\.pdf$`).exec(url.pathname);
    expect(m, url.pathname).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(t0);
    expect(Number(m![1])).toBeLessThanOrEqual(t1);

    const file = await download(r.body.url);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.cache).toBe('public, max-age=31536000, immutable');
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(file.bytes);
    for (const value of ['INV-1042', 'Jane Doe', '617.61', 'Acme GmbH']) expect(text).toContain(value);
    const info = await pdfInfo(file.bytes);
    expect(info.pages).toBe(1);
    expect(Math.abs(info.width - 595)).toBeLessThanOrEqual(1);
    expect(Math.abs(info.height - 842)).toBeLessThanOrEqual(1);
    const fonts = await pdfFontsEmbedded(file.bytes);
    expect(fonts.filter((f) => f.name.startsWith('Inter')).length).toBeGreaterThan(0);
    expect(fonts.filter((f) => f.name.startsWith('Inter')).every((f) => f.embedded)).toBe(true);

    expect(await remaining(q, a)).toBe(before - 1);
    const rows = (await generationRows(q, a.id)).filter((g) => g.document_uuid === doc.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', path: url.pathname.slice(1), bytes: file.bytes.length, pages: 1, error_code: null });
    expect(rows[0]!.duration_ms).toBeGreaterThan(0);
    expect(rows[0]!.completed_at).toMatch(ISO_UTC);
  });

  it('marks lastUsedViaApi for a generation with an API token, not for one from the dashboard', async () => {
    const viaToken = await createDocument(q, a);
    const viaCookie = await createDocument(q, a);
    expect((await generate(q, a, viaToken.uuid)).status).toBe(200);
    const dashboard = await q.call('POST', '/v1/generate', { cookie: a.cookie, body: { documentId: viaCookie.uuid, variables: invoice.variables } });
    expect(dashboard.status).toBe(200);

    const list = await q.call('GET', '/v1/documents', { token: a.token });
    const item = (uuid: string) => list.body.documents.find((d: { uuid: string }) => d.uuid === uuid);
    expect(item(viaToken.uuid).lastUsedViaApi).toMatch(ISO_UTC);
    expect(item(viaCookie.uuid).lastUsedViaApi).toBeNull();
  });

  it.each([
    ['A3', true, 1191, 842],
    ['A6', false, 298, 420],
  ])('prints %s (landscape %s) at %i x %i pt', async (format, landscape, width, height) => {
    const info = await pdfInfo(await pdfOf({ format, landscape }));
    expect(Math.abs(info.width - width)).toBeLessThanOrEqual(1);
    expect(Math.abs(info.height - height)).toBeLessThanOrEqual(1);
  });

  it('breaks a long table over several pages and records the page count', async () => {
    const pdf = await pdfOf({ body: longTable(300) }, {});
    const info = await pdfInfo(pdf);
    expect(info.pages).toBeGreaterThan(3);
    const rows = await generationRows(q, a.id);
    expect(rows.at(-1)!.pages).toBe(info.pages);
    expect(await pdfText(pdf)).toContain('Row 300');
  });

  // The boxes fill the top half of the page; the pixel at 25% height is inside them.
  it.each([
    ['BOOTSTRAP', 'bg-primary', [13, 110, 253]],
    ['UIKIT', 'uk-background-primary', [30, 135, 240]],
  ])('applies %s classes (%s)', async (framework, cls, rgb) => {
    const body = `<div class="${cls}" style="height: 50vh; width: 100%">&nbsp;</div><p>after</p>`;
    const pdf = await pdfOf({ framework, body, fonts: [] }, {});
    const [r, g, b] = await pixelAt(pdf, 0.5, 0.25);
    for (const [got, want] of [
      [r, rgb[0]],
      [g, rgb[1]],
      [b, rgb[2]],
    ] as const)
      expect(Math.abs(got - want!)).toBeLessThanOrEqual(8);
    const [wr, wg, wb] = await pixelAt(pdf, 0.5, 0.8);
    expect([wr, wg, wb]).toEqual([255, 255, 255]);
  });

  describe('network policy', () => {
    let server: Server;
    let hits: string[];
    beforeAll(async () => {
      hits = [];
      server = createServer((req, res) => {
        hits.push(req.url ?? '');
        res.writeHead(200, { 'content-type': req.url?.endsWith('.css') ? 'text/css' : 'image/png' }).end('x');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('renders without reading local files or reaching loopback services', async () => {
      const port = (server.address() as AddressInfo).port;
      const body = `<p>Policy check</p>
        <iframe src="file:///etc/passwd" width="600" height="400"></iframe>
        <img src="http://127.0.0.1:${port}/x.png">
        <link rel="stylesheet" href="http://localhost:${port}/a.css">`;
      const pdf = await pdfOf({ body, framework: 'NONE', fonts: [] }, {});
      const text = await pdfText(pdf);
      expect(text).toContain('Policy check');
      expect(text).not.toContain('root:');
      expect(hits).toEqual([]);
    });
  });
});
