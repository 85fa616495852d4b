import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, download, patch, pathOf, waitFor, waitForPreview } from './support.js';

let purger: Server;
const purged: string[] = [];
let q: TestQuire;
let a: TestAccount;

beforeAll(async () => {
  purger = createServer((req, res) => {
    if (req.method === 'PURGE') purged.push(decodeURIComponent(req.url!.slice(1)));
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => purger.listen(0, '127.0.0.1', resolve));
  const port = (purger.address() as AddressInfo).port;
  q = await startTestQuire('sqlite', { PREVIEW_DEBOUNCE_MS: '100', CDN_DRIVER: 'purge', CDN_PURGE_URL: `http://127.0.0.1:${port}/{path}` });
  a = await q.account(undefined, { signIn: false });
});
afterAll(async () => {
  await q?.close();
  await new Promise((resolve) => purger?.close(resolve));
});

it('a replaced preview is deleted and purged from the CDN', async () => {
  const doc = await createDocument(q, a);
  const first = await waitForPreview(q, a, doc.id);
  await patch(q, a, doc.id, { body: '<h1>Second version</h1>' });
  const second = await waitForPreview(q, a, doc.id, first.previewUrl);
  const old = pathOf(q, first.previewUrl!);
  await waitFor('the PURGE of the old preview', async () => (purged.includes(old) ? true : undefined));
  expect(purged).not.toContain(pathOf(q, second.previewUrl!));
  expect((await download(first.previewUrl!)).status).toBe(404);
});
