/**
 * A real RFC 3161 timestamp authority on loopback for the tests: `openssl ts -reply` answers each
 * POSTed TimeStampReq, signed with a timestamping certificate of the test CA. `mode` makes it
 * fail on purpose: an HTTP 500, or no answer at all (the client's deadline must end the wait).
 */
import { run } from '../support/run.js';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { TestCa } from './test-ca.js';

export interface TestTsa {
  url: string;
  /** The TSA's certificate (PEM path), for openssl ts -verify. */
  certPem: string;
  mode: 'ok' | 'error' | 'silent';
  /** Requests answered with a timestamp. */
  stamped: number;
  close(): Promise<void>;
}

export async function startTestTsa(ca: TestCa): Promise<TestTsa> {
  const { cert, key } = await ca.issue({ cn: 'Quire Test TSA', ext: 'tsa' });
  const cnf = join(ca.dir, 'tsa.cnf');
  writeFileSync(join(ca.dir, 'tsaserial'), '01\n');
  writeFileSync(
    cnf,
    `[ tsa ]
default_tsa = tsa1
[ tsa1 ]
dir = ${ca.dir}
serial = ${ca.dir}/tsaserial
crypto_device = builtin
signer_digest = sha256
default_policy = 1.2.3.4.1
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = no
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`,
  );
  let n = 0;
  const hanging = new Set<http.ServerResponse>();
  const tsa: TestTsa = {
    url: '',
    certPem: cert,
    mode: 'ok',
    stamped: 0,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (tsa.mode === 'silent') return void hanging.add(res);
    if (tsa.mode === 'error' || req.headers['content-type'] !== 'application/timestamp-query') {
      res.writeHead(500).end('TSA down');
      return;
    }
    const query = join(ca.dir, `q${++n}.tsq`);
    const reply = join(ca.dir, `r${n}.tsr`);
    writeFileSync(query, Buffer.concat(chunks));
    try {
      await run('openssl', ['ts', '-reply', '-config', cnf, '-queryfile', query, '-signer', cert, '-inkey', key, '-chain', ca.caPem, '-out', reply]);
      tsa.stamped++;
      res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(readFileSync(reply));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tsa.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
  return tsa;
}
