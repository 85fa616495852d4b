/**
 * What signing costs (issue 40): the invoice fixture rendered by the Renderer as a plain PDF,
 * signed PAdES B-B, and signed B-T with a timestamp from a TSA on loopback (openssl ts -reply
 * behind the tests' small HTTP server, so the TSA's own time, an openssl process per request, is
 * part of B-T), interleaved one of each in turn; then the signing step alone on printed bytes.
 * RSA 2048 keys from a test CA made with openssl.
 *
 *   npx tsx bench/signing.ts [--warmup 10] [--runs 60]
 */
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { signCades } from '../src/render/cades.js';
import { signPlaceholder, withSignatureField } from '../src/render/pdf-signature.js';
import { Renderer } from '../src/render/renderer.js';
import { requestTimestamp } from '../src/render/tsa-client.js';
import { makeTestCa } from '../test/signing/test-ca.js';
import { startTestTsa } from '../test/signing/tsa-server.js';
import { fixtureInput, percentile, timed } from './fixture.js';

const { values: opt } = parseArgs({ options: { warmup: { type: 'string', default: '10' }, runs: { type: 'string', default: '60' } } });
const warmup = Number(opt.warmup);
const runs = Number(opt.runs);

const ca = await makeTestCa();
const tsa = await startTestTsa(ca);
const { cert, key } = await ca.issue({ cn: 'Bench Signer', ext: 'signer' });
const certificates = [readFileSync(cert), readFileSync(ca.caPem)].map((pem) => Buffer.from(new crypto.X509Certificate(pem).raw));
const pkcs8 = crypto.createPrivateKey(readFileSync(key)).export({ type: 'pkcs8', format: 'der' });

async function sign(pdf: Buffer, timestamp: boolean): Promise<Buffer> {
  const prepared = withSignatureField(pdf, { name: 'Bench Signer', reason: 'Bench', date: new Date(), reserve: timestamp ? 20_000 : 8000 });
  return signPlaceholder(prepared, (bytes) =>
    signCades(bytes, { certificates, key: pkcs8, timestamp: timestamp ? (value) => requestTimestamp(tsa.url, value, 10_000) : undefined }),
  );
}

const renderer = await Renderer.start({ concurrency: 1 });
try {
  const input = fixtureInput();
  const kinds: Record<string, () => Promise<unknown>> = {
    plain: () => renderer.renderPdf(input),
    'B-B': async () => sign((await renderer.renderPdf(input)).pdf, false),
    'B-T': async () => sign((await renderer.renderPdf(input)).pdf, true),
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
  for (let i = 0; i < warmup + runs; i++) {
    for (const [kind, run] of Object.entries(kinds)) {
      const ms = await timed(run);
      if (i >= warmup) times[kind]!.push(ms);
    }
  }
  const plain = percentile(times.plain!, 50);
  console.log(`invoice fixture, ${runs} renders each (after ${warmup} warm-up), interleaved:`);
  for (const [kind, ms] of Object.entries(times)) {
    const p50 = percentile(ms, 50);
    console.log(
      `  ${kind.padEnd(6)} p50 ${p50.toFixed(1)} ms  p90 ${percentile(ms, 90).toFixed(1)} ms  added ${(p50 - plain).toFixed(1)} ms  ratio to plain ${(p50 / plain).toFixed(3)}`,
    );
  }

  const { pdf } = await renderer.renderPdf(input);
  console.log(`the signing step alone (${pdf.length} bytes in):`);
  for (const [name, timestamp, n] of [
    ['B-B', false, 300],
    ['B-T (loopback TSA)', true, 60],
  ] as const) {
    for (let i = 0; i < 10; i++) await sign(pdf, timestamp);
    const ms: number[] = [];
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      await sign(pdf, timestamp);
      ms.push(performance.now() - start);
    }
    console.log(`  ${name.padEnd(20)} p50 ${percentile(ms, 50).toFixed(2)} ms  p90 ${percentile(ms, 90).toFixed(2)} ms  (${n} runs)`);
  }
} finally {
  await renderer.close();
  await tsa.close();
  ca.close();
}
