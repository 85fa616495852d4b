import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CloudFrontCdnPurger } from '../../src/storage/cloudfront.js';
import { createCdnPurger } from '../../src/storage/index.js';

const PATH = 'client/3/generated/7d4e1c2b-0a9f-4e8d-b7c6-5a4f3e2d1c0b/1763760000000.pdf';
const PUBLIC_URL = `https://cdn.example.com/${PATH}`;

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A loopback server that records every request and answers with `respond`. */
let server: Server;
let base: string;
let received: Received[] = [];
let respond: (req: Received, res: ServerResponse) => void = (_req, res) => res.end();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const record = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      received.push(record);
      respond(record, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  received = [];
  respond = (_req, res) => res.end();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('CDN purge: none', () => {
  it('does nothing and succeeds', async () => {
    const purger = await createCdnPurger({ driver: 'none' });
    expect(purger.driver).toBe('none');
    await purger.purge([PATH], [PUBLIC_URL]);
  });
});

describe('CDN purge: HTTP PURGE', () => {
  it('sends PURGE to the template with {path} filled in', async () => {
    const purger = await createCdnPurger({ driver: 'purge', urlTemplate: `${base}/{path}`, headers: { 'x-purge-token': 'sekret' } });
    await purger.purge([PATH], [PUBLIC_URL]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'PURGE', url: `/${PATH}` });
    expect(received[0].headers['x-purge-token']).toBe('sekret');
  });

  it('fills {url} with the public URL, one request per file', async () => {
    const purger = await createCdnPurger({ driver: 'purge', urlTemplate: `${base}/purge?url={url}` });
    const second = PATH.replace('000.pdf', '001.pdf');
    await purger.purge([PATH, second], [PUBLIC_URL, `https://cdn.example.com/${second}`]);
    expect(received.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      `PURGE /purge?url=${PUBLIC_URL}`,
      `PURGE /purge?url=https://cdn.example.com/${second}`,
    ]);
  });

  it('throws when the CDN answers non-2xx', async () => {
    respond = (_req, res) => {
      res.statusCode = 403;
      res.end('forbidden');
    };
    const purger = await createCdnPurger({ driver: 'purge', urlTemplate: `${base}/{path}` });
    await expect(purger.purge([PATH], [PUBLIC_URL])).rejects.toThrow(/HTTP 403/);
  });

  it('rejects a template without a placeholder', async () => {
    await expect(createCdnPurger({ driver: 'purge', urlTemplate: `${base}/purge` })).rejects.toThrow(/CDN_PURGE_URL/);
    await expect(createCdnPurger({ driver: 'purge', urlTemplate: 'cdn.example.com/{path}' })).rejects.toThrow(/CDN_PURGE_URL/);
  });
});

describe('CDN purge: CloudFront', () => {
  const distributionId = 'E2QWRUHAPOMQZL';
  // The real SDK, pointed at the loopback stand-in with dummy credentials.
  const cloudFront = () =>
    new CloudFrontCdnPurger({
      distributionId,
      endpoint: base,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
    });

  it('creates an invalidation for /<path> through the real SDK', async () => {
    respond = (req, res) => {
      const callerReference = /<CallerReference>([^<]+)<\/CallerReference>/.exec(req.body)?.[1] ?? '';
      res.statusCode = 201;
      res.setHeader('content-type', 'text/xml');
      res.setHeader('location', `https://cloudfront.amazonaws.com/2020-05-31/distribution/${distributionId}/invalidation/I1JLWSDAP8FU89`);
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?>
<Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/">
  <Id>I1JLWSDAP8FU89</Id><Status>InProgress</Status><CreateTime>2026-11-21T00:00:00Z</CreateTime>
  <InvalidationBatch><Paths><Quantity>1</Quantity><Items><Path>/${PATH}</Path></Items></Paths>
  <CallerReference>${callerReference}</CallerReference></InvalidationBatch>
</Invalidation>`,
      );
    };
    const cloudfront = cloudFront();
    await cloudfront.purge([PATH], [PUBLIC_URL]);
    cloudfront.destroy();

    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req.method).toBe('POST');
    expect(req.url).toBe(`/2020-05-31/distribution/${distributionId}/invalidation`);
    expect(req.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    expect(req.body).toContain(`<Path>/${PATH}</Path>`);
    expect(req.body).toContain('<Quantity>1</Quantity>');
    expect(req.body).toMatch(/<CallerReference>quire-\d+-[0-9a-f-]{36}<\/CallerReference>/);
  });

  it('rejects when CloudFront refuses', async () => {
    respond = (_req, res) => {
      res.statusCode = 403;
      res.setHeader('content-type', 'text/xml');
      res.end(
        `<?xml version="1.0"?><ErrorResponse xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Error><Type>Sender</Type><Code>AccessDenied</Code><Message>User is not authorized</Message></Error><RequestId>r1</RequestId></ErrorResponse>`,
      );
    };
    const cloudfront = cloudFront();
    await expect(cloudfront.purge([PATH], [PUBLIC_URL])).rejects.toMatchObject({ name: 'AccessDenied' });
    cloudfront.destroy();
  });

  it('sends nothing for an empty purge and needs a distribution id', async () => {
    const cloudfront = cloudFront();
    await cloudfront.purge([], []);
    cloudfront.destroy();
    expect(received).toHaveLength(0);
    await expect(createCdnPurger({ driver: 'cloudfront', distributionId: '' })).rejects.toThrow(/CLOUDFRONT_DISTRIBUTION_ID/);
  });
});
