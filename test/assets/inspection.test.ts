/**
 * Hostile uploads cannot stall or kill the node (issue 36): fonts and SVGs are inspected in a
 * worker thread with a deadline and a heap limit, compressed fonts are refused by the size they
 * declare before anything is decompressed, and an SVG's depth and element count are bounded
 * before a DOM is built. Each hostile upload runs while a second client asks GET /health, and
 * every probe must answer in under a second; after each, the node still takes a normal upload.
 * Inspection touches no database (a refused file writes nothing), so this runs on SQLite.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFont, makePng, upload } from '../support/assets.js';
import { expectError, QUIET_PREVIEWS, type Reply, type TestAccount, type TestQuire } from '../support/quire.js';
import { useQuireSuite, useTestQuires } from '../support/use-quire.js';
import { whileProbing } from '../hardening/probe.js';
import { busySvg, deepSvg, lyingWoff1, lyingWoff2, warmInspection, wideSvg } from './hostile-files.js';

const GiB = 2 ** 30;

/**
 * POST /v1/assets with a multipart body encoded before the probes start: the test client runs
 * in the node's process, and encoding megabytes there while /health is timed would be its own
 * work, not the node's.
 */
function prepareUpload(q: TestQuire, token: string, file: Buffer, filename: string): () => Promise<Reply> {
  const boundary = `----quire${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length), 'x-api-token': token };
  return () =>
    new Promise((resolve, reject) => {
      const req = request(`${q.url}/v1/assets`, { method: 'POST', headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), headers: new Headers() }));
      });
      req.on('error', reject);
      req.end(body);
    });
}

async function storedFiles(q: TestQuire, accountId: number): Promise<string[]> {
  return readdir(path.join(q.dataDir, 'files', 'client', String(accountId), 'assets')).catch(() => []);
}

/** The node answers and still stores a normal image and a normal font. */
async function expectStillUploads(q: TestQuire, a: TestAccount, tag: string) {
  expect((await q.call('GET', '/health')).status).toBe(200);
  expect((await upload(q, a.token, makePng(4, 4), `after-${tag}.png`)).status).toBe(201);
  const svg = await upload(
    q,
    a.token,
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>'),
    `after-${tag}.svg`,
  );
  expect(svg.status).toBe(201);
}

describe('asset inspection cannot stall or kill the node', () => {
  const { q, a } = useQuireSuite('sqlite', { env: { ...QUIET_PREVIEWS, ASSET_MAX_BYTES: String(12 * 1024 * 1024) }, signIn: false });
  beforeAll(async () => {
    await warmInspection(q);
  });

  it('a WOFF2 whose table declares 1 GiB is refused from its header: no stall, no gigabyte of memory', async () => {
    const rss = process.memoryUsage().rss;
    const { reply } = await whileProbing(q, prepareUpload(q, a.token, lyingWoff2(GiB), 'bomb.woff2'));
    expectError(reply as never, 400, 'VALIDATION_ERROR');
    expect(reply.body.message).toBe(
      'The request is invalid: file: is a compressed font that declares 1073741824 bytes once decompressed, more than the 67108864 allowed (ASSET_FONT_MAX_DECODED_BYTES)',
    );
    // The same table behind an honest-looking header size, and a WOFF 1.0 of the same kind.
    expect((await upload(q, a.token, lyingWoff2(GiB, 2000), 'bomb2.woff2')).body.message).toContain('declares 1073741824 bytes');
    expect((await upload(q, a.token, lyingWoff1(GiB), 'bomb.woff')).body.message).toContain('declares 1073741824 bytes');
    // Decoding it took the node from 202 MB to 1,233 MB before; nothing close to that now.
    const grown = (process.memoryUsage().rss - rss) / 2 ** 20;
    console.log(`RSS grew ${grown.toFixed(0)} MB over three font bombs`);
    expect(grown).toBeLessThan(400);
    expect(await storedFiles(q, a.id)).toEqual([]);
    expect((await upload(q, a.token, makeFont(), 'brand.ttf')).status).toBe(201);
    await expectStillUploads(q, a, 'font');
  });

  it('an SVG of 450,000 nested groups (3.15 MB) is refused for its depth while /health answers', async () => {
    const svg = deepSvg(450_000);
    expect(svg.length).toBeGreaterThan(3_000_000);
    const { reply } = await whileProbing(q, prepareUpload(q, a.token, svg, 'deep.svg'));
    expectError(reply as never, 400, 'VALIDATION_ERROR');
    expect(reply.body.message).toBe('The request is invalid: file: is an SVG that nests elements more than 100 levels deep (ASSET_SVG_MAX_DEPTH)');
    await expectStillUploads(q, a, 'deep');
  });

  it('an SVG of 9.2 MB of <g/> is refused for its element count while /health answers', async () => {
    const svg = wideSvg(2_300_000);
    const { reply } = await whileProbing(q, prepareUpload(q, a.token, svg, 'wide.svg'));
    expectError(reply as never, 400, 'VALIDATION_ERROR');
    expect(reply.body.message).toBe('The request is invalid: file: is an SVG of more than 20000 elements (ASSET_SVG_MAX_ELEMENTS)');
    // Within the caps, depth and count are fine.
    expect((await upload(q, a.token, deepSvg(90), 'ninety-deep.svg')).status).toBe(201);
    await expectStillUploads(q, a, 'wide');
  });
});

describe('the sanitized SVG', () => {
  const { q, a } = useQuireSuite('sqlite', { env: { ...QUIET_PREVIEWS, ASSET_MAX_BYTES: String(1024 * 1024) }, signIn: false });
  beforeAll(async () => {
    await warmInspection(q);
  });

  it('must fit ASSET_MAX_BYTES too: 400 KB of ">" serialize to 1.6 MB of "&gt;", refused with 413', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>${'>'.repeat(400_000)}</text></svg>`);
    const r = await upload(q, a.token, svg, 'grows.svg');
    expectError(r as never, 413, 'PAYLOAD_TOO_LARGE');
    expect(r.body.message).toContain(String(1024 * 1024));
    expect(await storedFiles(q, a.id)).toEqual([]);
  });
});

/** `file` refused with 400 naming `why` while the node's event loop is probed, nothing stored, and the node still takes uploads. */
async function expectRefusedAlive(q: TestQuire, a: TestAccount, file: Buffer, name: string, why: string, tag: string): Promise<void> {
  const { reply } = await whileProbing(q, prepareUpload(q, a.token, file, name));
  expectError(reply as never, 400, 'VALIDATION_ERROR');
  expect(reply.body.message).toBe(`The request is invalid: file: ${why}`);
  expect(await storedFiles(q, a.id)).toEqual([]);
  await expectStillUploads(q, a, tag);
}

describe('the inspection deadline and memory limit', () => {
  const [{ q: slow, a }, { q: small, a: b }] = useTestQuires(
    'sqlite',
    [
      { ...QUIET_PREVIEWS, ASSET_INSPECT_TIMEOUT_MS: '500' },
      { ...QUIET_PREVIEWS, ASSET_INSPECT_MEMORY_MB: '64' },
    ],
    { signIn: false },
  );
  beforeAll(async () => {
    // Inspection workers of their own (another heap limit), started before the tests.
    await Promise.all([warmInspection(slow), warmInspection(small)]);
  });

  it('a file that takes longer than ASSET_INSPECT_TIMEOUT_MS is refused naming the limit; its worker is replaced', async () => {
    await expectRefusedAlive(slow, a, busySvg(15_000), 'busy.svg', 'took longer than 500 ms to check (ASSET_INSPECT_TIMEOUT_MS)', 'deadline');
  });

  it('a file whose inspection runs out of heap is refused naming ASSET_INSPECT_MEMORY_MB; the node lives on', async () => {
    await expectRefusedAlive(small, b, busySvg(19_000), 'heavy.svg', 'needed more than 64 MB of memory to check (ASSET_INSPECT_MEMORY_MB)', 'memory');
  });
});
