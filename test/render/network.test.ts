/**
 * What a template can reach, checked from the outside: a loopback HTTP server counts every
 * connection and request it gets while real Chromium renders templates that try to reach it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Renderer } from '../../src/render/renderer.js';
import type { RenderInput } from '../../src/render/types.js';
import { pdfText, pixelAt } from '../support/pdf.js';

const svg = (color: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${color}"/></svg>`;
const doc = (body: string): RenderInput => ({ body, variables: {}, framework: 'NONE', format: 'A4', landscape: false, fonts: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300)); // late prefetches would land here

let server: http.Server;
let port = 0;
const requests: string[] = [];
let connections = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/logo.svg') return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg('#00ff00'));
    if (req.url === '/redirect') return res.writeHead(302, { location: `http://localhost:${port}/secret.svg` }).end();
    return res.writeHead(200, { 'content-type': 'text/plain' }).end('root:x:0:0:root:/root:/bin/bash');
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("remoteResources 'off' (default)", () => {
  let renderer: Renderer;
  beforeAll(async () => {
    renderer = await Renderer.start({ concurrency: 1 });
  });
  afterAll(async () => {
    await renderer?.close();
  });

  test('loopback, file: and every other way out get nothing; data: renders', async () => {
    requests.length = 0;
    connections = 0;
    const P = port;
    const body = `
      <style>@import url(http://127.0.0.1:${P}/import.css); @font-face { font-family: X; src: url(http://127.0.0.1:${P}/font.woff2) }</style>
      <link rel="stylesheet" href="http://localhost:${P}/a.css">
      <link rel="prefetch" href="http://127.0.0.1:${P}/prefetch">
      <link rel="preload" as="image" href="http://127.0.0.1:${P}/preload">
      <link rel="preconnect" href="http://127.0.0.1:${P}">
      <meta http-equiv="refresh" content="0;url=http://127.0.0.1:${P}/refresh">
      <img style="display:block;width:100%;height:300px" src="data:image/svg+xml,${encodeURIComponent(svg('#ff0000'))}">
      <p style="font-family:X">marker text</p>
      <img src="http://127.0.0.1:${P}/x.png">
      <img src="http://2130706433:${P}/decimal.png">
      <img src="http://0x7f.0.0.1:${P}/hex.png">
      <img src="HTTP://LOCALHOST:${P}/upper.png">
      <div style="background-image:url(http://127.0.0.1:${P}/bg.png);width:10px;height:10px"></div>
      <iframe src="file:///etc/passwd"></iframe>
      <iframe src="http://127.0.0.1:${P}/frame"></iframe>
      <object data="file:///etc/passwd"></object>
      <embed src="file:///etc/passwd">
      <img src="file:///etc/passwd">`;
    const { pdf } = await renderer.renderPdf(doc(body));
    await settle();
    const text = await pdfText(pdf);
    expect(text).toContain('marker text');
    expect(text).not.toContain('root:');
    expect(requests).toEqual([]);
    expect(connections).toBe(0);
    const [r, g, b] = await pixelAt(pdf, 0.5, 0.1);
    expect([r > 200, g < 60, b < 60]).toEqual([true, true, true]);
  });

  test('the page still works for the next render (no navigation happened)', async () => {
    const text = await pdfText((await renderer.renderPdf(doc('<p>next one</p>'))).pdf);
    expect(text).toContain('next one');
  });
});

describe("remoteResources 'public' with an allowed internal host", () => {
  let renderer: Renderer;
  beforeAll(async () => {
    // 127.0.0.1 plays an operator's internal asset server; `localhost` stays refused.
    renderer = await Renderer.start({ concurrency: 1, remoteResources: 'public', allowedHosts: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await renderer?.close();
  });

  test('an allowed image loads (through the egress proxy)', async () => {
    requests.length = 0;
    const body = `<img style="display:block;width:100%;height:300px" src="http://127.0.0.1:${port}/logo.svg">`;
    const { pdf } = await renderer.renderPdf(doc(body));
    expect(requests).toContain('/logo.svg');
    const [r, g, b] = await pixelAt(pdf, 0.5, 0.2);
    expect([r < 60, g > 200, b < 60]).toEqual([true, true, true]);
  });

  test('a redirect from an allowed host to a refused one is stopped at the hop', async () => {
    requests.length = 0;
    const body = `<p>redirect test</p><img src="http://127.0.0.1:${port}/redirect">`;
    await renderer.renderPdf(doc(body));
    await settle();
    expect(requests).toContain('/redirect');
    expect(requests).not.toContain('/secret.svg');
  });

  test('prefetch, which request interception never sees, is refused by the proxy', async () => {
    requests.length = 0;
    const body = `<link rel="prefetch" href="http://localhost:${port}/prefetch"><link rel="prefetch" href="http://10.0.0.1/x"><p>prefetch</p>`;
    await renderer.renderPdf(doc(body));
    await settle();
    expect(requests).toEqual([]);
  });
});
