import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuireClient, isQuireError, QuireError } from '@quire/client';
import { readPdf } from '../support/pdf.js';
import { SQLITE_ONLY, QUIET_PREVIEWS, startTestQuire, type TestQuire } from '../support/quire.js';
import { useClientQuire } from './use-client.js';

const invoice = {
  body: '<div class="p-8"><h1 class="text-2xl font-bold">Invoice {{number}}</h1><p>Total {{formatCurrency total "EUR"}}</p></div>',
  variables: { number: 'INV-7', total: 1250 },
};

/** Rejects with the QuireError a call throws. */
async function failure(call: Promise<unknown>): Promise<QuireError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isQuireError(err), String(err)).toBe(true);
  return err as QuireError;
}

describe.each(SQLITE_ONLY)('@quire/client against a real Quire on %s', (dialect) => {
  const { q, a, quire } = useClientQuire(dialect);

  it('creates, patches, generates, downloads the PDF, deletes the file and reads the usage', async () => {
    const created = await quire.documents.create({ name: 'Client invoice' });
    expect(created).toMatchObject({ name: 'Client invoice', framework: 'TAILWIND', format: 'A4' });

    const patched = await quire.documents.update(created.id, { body: invoice.body, variables: invoice.variables, format: 'A5' });
    expect(patched).toMatchObject({ id: created.id, format: 'A5', variables: invoice.variables });
    expect((await quire.documents.get(created.id)).body).toBe(invoice.body);
    expect((await quire.documents.list()).map((d) => d.uuid)).toContain(created.uuid);

    const before = (await quire.me()).usage.generation;
    const { url, documentId } = await quire.generate({ documentId: created.uuid, variables: { number: 'INV-7', total: 99 } });
    expect(documentId).toBe(created.uuid);

    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(Buffer.from(await download.arrayBuffer()));
    expect(pdf.text).toContain('Invoice INV-7');
    expect(pdf.pages).toBe(1);
    expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([420, 595]); // A5, as patched

    const after = (await quire.me()).usage.generation;
    expect(after.used).toBe(before.used + 1);
    expect(after.remaining).toBe(before.remaining - 1);

    await quire.files.delete(url);
    expect((await fetch(url)).status).toBe(404);
    const again = await failure(quire.files.delete(url));
    expect(again).toMatchObject({ error: 'NOT_FOUND', status: 404 });

    await quire.documents.delete(created.id);
    expect(await failure(quire.documents.get(created.id))).toMatchObject({ error: 'NOT_FOUND', status: 404 });
  });

  it('throws typed errors carrying the envelope: message in the asked language, quota type', async () => {
    const german = createQuireClient({ baseUrl: q.url, token: a.token, headers: { 'accept-language': 'de' } });
    const missing = await failure(german.documents.get(2_000_000));
    expect(missing.error).toBe('NOT_FOUND');
    expect(missing.message).toMatch(/existiert nicht/);

    const bad = await failure(quire.documents.create({ name: '' }));
    expect(bad).toMatchObject({ error: 'VALIDATION_ERROR', status: 400 });
    expect(bad.message).toMatch(/name/);

    const unauthenticated = await failure(createQuireClient({ baseUrl: q.url, token: 'tk_live_wrong' }).me());
    expect(unauthenticated).toMatchObject({ error: 'UNAUTHORIZED', status: 401 });

    const broke = await q.account(undefined, { signIn: false });
    await q.quire.services.credits.setPlan(broke.id, { generation: 0, ai: 0 });
    const client = createQuireClient({ baseUrl: q.url, token: broke.token });
    const doc = await client.documents.create({ name: 'No credit' });
    const quota = await failure(client.generate({ documentId: doc.uuid }));
    expect(quota).toMatchObject({ error: 'quota_exceeded', status: 402, type: 'generation' });
  });
});

describe("@quire/client against Quire's rate limit", () => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire('sqlite', { ...QUIET_PREVIEWS, RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => q?.close());

  it('does not wait out a Retry-After longer than maxDelayMs: it throws RATE_LIMIT_EXCEEDED with retryAfter', async () => {
    const a = await q.account(undefined, { signIn: false });
    const quire = createQuireClient({ baseUrl: q.url, token: a.token, retry: { maxDelayMs: 500 } });
    await quire.me();
    await quire.me();
    const limited = await failure(quire.me());
    expect(limited).toMatchObject({ error: 'RATE_LIMIT_EXCEEDED', status: 429 });
    expect(limited.retryAfter).toBeGreaterThanOrEqual(1);
    expect(limited.retryAfter).toBeLessThanOrEqual(60);
  });
});

/** A loopback server answering a scripted sequence, counting the calls it gets. */
async function scripted(answers: { status: number; headers?: Record<string, string>; body: unknown }[]) {
  const calls: { method: string; body: string; at: number }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      calls.push({ method: req.method!, body, at: Date.now() });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('@quire/client retries by the spec: 500 once; 429 and 503 with backoff honouring Retry-After', () => {
  const internal = { status: 500, body: { error: 'INTERNAL_ERROR', message: 'An unexpected error occurred.' } };
  const ok = { status: 200, body: { url: 'http://127.0.0.1/x.pdf', documentId: '0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11' } };
  const input = { documentId: '0b9c5a58-8f4e-4a39-9a52-3f1f7f5b2e11', variables: { n: 1 } };

  it('retries a 500 once, sending the same body again, then throws INTERNAL_ERROR', async () => {
    const s = await scripted([internal]);
    try {
      const err = await failure(createQuireClient({ baseUrl: s.url, token: 't' }).generate(input));
      expect(err).toMatchObject({ error: 'INTERNAL_ERROR', status: 500 });
      expect(s.calls.length).toBe(2);
      expect(s.calls.map((c) => JSON.parse(c.body))).toEqual([input, input]);
    } finally {
      await s.close();
    }
  });

  it('answers the payload when the retried 500 succeeds', async () => {
    const s = await scripted([internal, ok]);
    try {
      expect(await createQuireClient({ baseUrl: s.url, token: 't' }).generate(input)).toEqual(ok.body);
      expect(s.calls.length).toBe(2);
    } finally {
      await s.close();
    }
  });

  it('waits at least Retry-After on 503 and 429, then succeeds', async () => {
    const busy = { status: 503, headers: { 'retry-after': '1' }, body: { error: 'SERVICE_UNAVAILABLE', message: 'Retry with backoff.' } };
    const limited = { status: 429, headers: { 'retry-after': '1' }, body: { error: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests.' } };
    const s = await scripted([busy, limited, ok]);
    try {
      expect(await createQuireClient({ baseUrl: s.url, token: 't', retry: { baseDelayMs: 10 } }).generate(input)).toEqual(ok.body);
      expect(s.calls.length).toBe(3);
      expect(s.calls[1]!.at - s.calls[0]!.at).toBeGreaterThanOrEqual(1000);
      expect(s.calls[2]!.at - s.calls[1]!.at).toBeGreaterThanOrEqual(1000);
    } finally {
      await s.close();
    }
  });

  it('backs off exponentially without Retry-After and gives up after maxRetries with the last error', async () => {
    const busy = { status: 503, body: { error: 'storage_unavailable', message: 'The file could not be stored.' } };
    const s = await scripted([busy]);
    try {
      const err = await failure(createQuireClient({ baseUrl: s.url, token: 't', retry: { baseDelayMs: 100, maxRetries: 3 } }).generate(input));
      expect(err).toMatchObject({ error: 'storage_unavailable', status: 503 });
      expect(s.calls.length).toBe(4);
      const gaps = s.calls.slice(1).map((c, i) => c.at - s.calls[i]!.at);
      expect(gaps[0]).toBeGreaterThanOrEqual(100);
      expect(gaps[1]).toBeGreaterThanOrEqual(200);
      expect(gaps[2]).toBeGreaterThanOrEqual(400);
    } finally {
      await s.close();
    }
  });

  it('does not retry other errors (a 402 is answered at once)', async () => {
    const s = await scripted([{ status: 402, body: { error: 'quota_exceeded', type: 'generation', message: 'No generation credits remain.' } }]);
    try {
      const err = await failure(createQuireClient({ baseUrl: s.url, token: 't' }).generate(input));
      expect(err).toMatchObject({ error: 'quota_exceeded', type: 'generation', status: 402 });
      expect(s.calls.length).toBe(1);
    } finally {
      await s.close();
    }
  });
});
