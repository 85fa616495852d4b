import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY, expectError, type Reply, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, remaining, setCredits } from '../generation/helpers.js';
import { csvForm } from '../batches/support.js';
import { expectAlive, whileProbing } from './probe.js';

/** A multipart POST /v1/batches, answered like q.call. */
async function postForm(q: TestQuire, a: TestAccount, form: FormData): Promise<Reply> {
  const res = await fetch(`${q.url}/v1/batches`, { method: 'POST', headers: { 'x-api-token': a.token }, body: form });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const BOUNDARY = 'quire-hardening-boundary';

/** A multipart/form-data body (fields, then the CSV file) as one buffer. */
function multipart(csv: string, fields: Record<string, string>): Buffer {
  const parts = Object.entries(fields).map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = `${parts.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="rows.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.from(csv), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/** POST /v1/batches with a ready multipart body, over node:http. */
function postRaw(q: TestQuire, a: TestAccount, body: Buffer): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${q.url}/v1/batches`,
      { method: 'POST', headers: { 'x-api-token': a.token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()), headers: new Headers() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const postCsv = (q: TestQuire, a: TestAccount, csv: string, documentId: string) => postForm(q, a, csvForm(csv, { documentId }));

const batchRows = async (q: TestQuire, accountId: number) =>
  (await q.quire.db.selectFrom('batches').select('id').where('account_id', '=', accountId).execute()).length;

describe.each(SQLITE_ONLY)('request bodies are parsed off the event loop, within documented limits (%s)', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let doc: { id: number; uuid: string };

  beforeAll(async () => {
    q = await startTestQuire(dialect, { PREVIEW_DEBOUNCE_MS: '60000' });
    a = await q.account(undefined, { signIn: false });
    doc = await createDocument(q, a, { name: 'row', body: '<p>{{c0}}</p>', variables: {} });
  });
  afterAll(() => q?.close());

  it('a 4 MB CSV of 10,000 rows x 200 columns: /health answers meanwhile; the rows are counted (402, nothing reserved)', async () => {
    const header = Array.from({ length: 200 }, (_, c) => `c${c}`).join(',');
    const row = Array.from({ length: 200 }, (_, c) => `v${c}`).join(',');
    const csv = `${header}\n${`${row}\n`.repeat(10_000)}`;
    expect(csv.length).toBeGreaterThan(4_000_000);
    const before = await remaining(q, a);
    // Encoded before the probes start and sent by node:http: the test's own client shares the
    // node's process, and fetch's FormData streams would be measured as the node's work.
    const body = multipart(csv, { documentId: doc.uuid });
    const { reply } = await whileProbing(q, () => postRaw(q, a, body));
    expect(reply.status).toBe(402);
    expect(reply.body).toMatchObject({ error: 'quota_exceeded', required: 10_000 });
    expect(await remaining(q, a)).toBe(before);
  });

  it('a CSV of more than 500 columns is refused with the limit named', async () => {
    const header = Array.from({ length: 501 }, (_, c) => `c${c}`).join(',');
    const r = await postCsv(q, a, `${header}\n${'1,'.repeat(500)}1\n`, doc.uuid);
    expectError(r, 400, 'VALIDATION_ERROR');
    expect(r.body.message).toBe('The request is invalid: file: must have at most 500 columns (limit: CSV columns)');
  });

  it('a CSV _filename breaking the JSON file-name rule (../../x, a/b) is refused with its row before any credit is reserved', async () => {
    await setCredits(q, a, 10);
    const before = await remaining(q, a);
    const batches = await batchRows(q, a.id);
    for (const bad of ['../../x', 'a/b', 'back\\slash', 'quo"te']) {
      const r = await postCsv(q, a, `c0,_filename\nok,fine\nrow,${bad.includes('"') ? '"quo""te"' : bad}\n`, doc.uuid);
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toContain('row 3: _filename');
    }
    expect(await remaining(q, a)).toBe(before);
    expect(await batchRows(q, a.id)).toBe(batches);
    // The same names in a JSON batch: the same refusal.
    const json = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, items: [{ variables: {}, filename: '../../x' }] } });
    expectError(json, 400, 'VALIDATION_ERROR');
  });

  it('a 4.5 MB JSON batch: /health answers meanwhile (402, nothing reserved)', async () => {
    await setCredits(q, a, 10);
    const before = await remaining(q, a);
    const items = Array.from({ length: 10_000 }, (_, i) => ({ variables: { c0: `customer ${i}`, note: 'x'.repeat(400) }, filename: `f${i}` }));
    const body = { documentId: doc.uuid, items };
    expect(JSON.stringify(body).length).toBeGreaterThan(4_500_000);
    // Serialised before the probes start: the test's own client shares the node's process.
    const raw = JSON.stringify(body);
    const { reply } = await whileProbing(q, () => q.call('POST', '/v1/batches', { token: a.token, raw }));
    expect(reply.status).toBe(402);
    expect(await remaining(q, a)).toBe(before);
  });

  it('a variables object of 400,000 keys on POST /v1/generate: 400 naming the key limit, /health answers meanwhile', async () => {
    // Short keys, so 400,000 of them fit in the 5 MiB body limit (about 3.5 MB).
    const variables: Record<string, number> = {};
    for (let i = 0; i < 400_000; i++) variables[i.toString(36)] = 0;
    const raw = JSON.stringify({ documentId: doc.uuid, variables });
    expect(raw.length).toBeLessThan(5 * 1024 * 1024);
    const before = await remaining(q, a);
    const { reply } = await whileProbing(q, () => q.call('POST', '/v1/generate', { token: a.token, raw }));
    expectError(reply, 400, 'VALIDATION_ERROR');
    expect(reply.body.message).toBe('The request is invalid: variables: must not have more than 10000 keys in one object (limit: object keys)');
    expect(await remaining(q, a)).toBe(before);
    // 10,000 keys (9,999 and c0) are within the limit, and a large body is still read whole.
    const ok: Record<string, string> = {};
    for (let i = 0; i < 9_999; i++) ok[`k${i}`] = `value ${i}`;
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: { ...ok, c0: 'fine' } } });
    expect(r.status).toBe(200);
    await expectAlive(q, a.token);
  });

  it('a large body nested 100,000 deep is refused with the limit named (it could not cross back from the worker)', async () => {
    const raw = `{"documentId":"${doc.uuid}","variables":{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
    const r = await q.call('POST', '/v1/generate', { token: a.token, raw });
    expectError(r, 400, 'VALIDATION_ERROR');
    expect(r.body.message).toBe('The request is invalid: body: must not nest objects and arrays more than 128 levels deep');
    await expectAlive(q, a.token);
  });

  it('header and footer count toward the HTML limit over all pages: refused with the limit named, the credit back', async () => {
    await setCredits(q, a, 10);
    const before = await remaining(q, a);
    // 12 pages, each with a header of about 1 MB: 12 MB of furniture, past the 10 MB limit.
    const pages = Array.from({ length: 12 }, (_, i) => `<section style="break-after:page">Page ${i + 1}</section>`).join('');
    const furnished = await createDocument(q, a, { name: 'furniture', body: pages, header: '{{#each big}}<span>{{this}}</span>{{/each}}', variables: {} });
    const big = Array.from({ length: 1000 }, () => 'h'.repeat(1000));
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: furnished.uuid, variables: { big } } });
    expectError(r, 422, 'RENDER_LIMIT_EXCEEDED');
    expect(r.body.message).toBe('The rendered document exceeds a limit: the header and footer expand to more than 10485760 bytes of HTML over all pages');
    expect(await remaining(q, a)).toBe(before);
    // The same header, small: it renders.
    const small = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: furnished.uuid, variables: { big: ['logo'] } } });
    expect(small.status).toBe(200);
  });
});
