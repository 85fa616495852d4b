/**
 * A remote host that accepts and never answers costs its resource, not the render: the proxy
 * closes the request after the per-resource timeout and the page prints without it. Loopback
 * stands in for the hanging host through `allowedHosts` (the policy refuses loopback otherwise).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { Renderer } from '../../src/render/renderer.js';
import { pdfText } from '../support/pdf.js';

let hanging: http.Server;
let port = 0;
const seen: string[] = [];
let closed = 0;
let renderer: Renderer;

beforeAll(async () => {
  hanging = http.createServer((req) => {
    seen.push(req.url ?? '');
    req.socket.on('close', () => closed++); // never answered
  });
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  port = (hanging.address() as AddressInfo).port;
  // The render deadline is far above the resource timeout: only the latter can let it succeed.
  renderer = await Renderer.start({ concurrency: 1, remoteResources: 'public', allowedHosts: ['127.0.0.1'], resourceTimeoutMs: 1000, renderTimeoutMs: 60_000 });
});
afterAll(async () => {
  await renderer?.close();
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
});

test('a hanging image is dropped after the resource timeout and the PDF is printed without it', async () => {
  const { pdf } = await renderer.renderPdf(
    {
      body: `<p>Before the image</p><img src="http://127.0.0.1:${port}/slow.png" width="50" height="50"><p>After the image</p>`,
      variables: {},
      framework: 'NONE',
      format: 'A4',
      landscape: false,
      fonts: [],
    },
    { deadlineMs: 30_000 },
  );
  const text = await pdfText(pdf);
  expect(text).toContain('Before the image');
  expect(text).toContain('After the image');
  expect(seen).toContain('/slow.png');
  expect(closed).toBeGreaterThanOrEqual(1); // the proxy hung up on the host
}, 60_000);
