import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  body: any;
  verified: boolean;
  status: number;
}

/**
 * A webhook receiver on 127.0.0.1, as a user would write one: it verifies each POST's
 * signature with the standardwebhooks library and answers `plan[i]` to the i-th request
 * (then 200); 'hang' never answers.
 */
export async function startReceiver(secret: () => string, plan: (number | 'hang')[] = []) {
  const received: Received[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let verified = false;
      try {
        new Webhook(secret()).verify(raw, req.headers as Record<string, string>);
        verified = true;
      } catch {
        /* recorded as unverified */
      }
      const step = plan[received.length] ?? 200;
      received.push({ id: String(req.headers['webhook-id']), body: JSON.parse(raw), verified, status: step === 'hang' ? 0 : step });
      if (step === 'hang') return void hanging.push(res);
      res.writeHead(verified ? step : 401).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((r) => {
        for (const h of hanging) h.destroy();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
