/**
 * Retention's sweep (issue 41): a file goes once its deadline has passed, never before, and at
 * most one sweep interval (RETENTION_SWEEP_MS, 1 s here) after; with the CDN purged, the
 * audit entry written, `file.expired` signed and delivered, a batch item's variables scrubbed,
 * and across a restart. Time is Quire's test clock (test/support/clock.ts): the shortest
 * retention is a minute, and the test moves the clock through it, the sweep running on the
 * clock's intervals as it goes; so deadlines and lateness are clock time, exact on a busy machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, download, invoice, waitFor, type Doc } from '../generation/helpers.js';
import { startReceiver } from '../webhooks/receiver.js';
import { settled } from '../batches/support.js';
import { quireS3Env, startS3rver, type S3rverHandle } from '../support/s3rver.js';
import { testClock, type TestClock } from '../support/clock.js';
import { generationByPath, pathOf, startPurgeReceiver } from './support.js';

const SWEEP_MS = 1000;

const env = (extra: Record<string, string>) => ({ ...QUIET_PREVIEWS, RETENTION_SWEEP_MS: String(SWEEP_MS), WEBHOOK_ALLOW_PRIVATE: 'true', ...extra });

/**
 * The clock moves to just before `deadline`: every sweep on the way leaves `url` (200); then
 * through one more interval: a sweep in it deleted the file (404). The expired row, as marked.
 */
async function expiresOnTime(q: TestQuire, clock: TestClock, url: string, path: string, deadline: number) {
  await clock.advanceTo(deadline - 1);
  expect((await download(url)).status, 'before its deadline').toBe(200);
  expect((await generationByPath(q, path)).status).toBe('succeeded');
  await clock.advance(SWEEP_MS);
  expect((await download(url)).status, 'one sweep interval after its deadline').toBe(404);
  const expired = await generationByPath(q, path);
  expect(expired.status).toBe('expired');
  const lateness = Date.parse(expired.deleted_at!) - deadline;
  expect(lateness).toBeGreaterThanOrEqual(0);
  expect(lateness).toBeLessThanOrEqual(SWEEP_MS);
  return expired;
}

describe.each(DIALECTS)('retention sweep on %s', (dialect) => {
  const clock = testClock();
  let q: TestQuire;
  let a: TestAccount;
  let doc: Doc;
  let cdn: Awaited<ReturnType<typeof startPurgeReceiver>>;
  let secret = '';
  const receiver = startReceiver(() => secret);
  let hooks: Awaited<typeof receiver>;

  beforeAll(async () => {
    hooks = await receiver;
    cdn = await startPurgeReceiver();
    q = await startTestQuire(dialect, env(cdn.env), { clock });
    a = await q.account();
    doc = await createDocument(q, a);
    const endpoint = await q.call('POST', '/v1/webhooks', { token: a.token, body: { url: hooks.url, events: ['file.expired'] } });
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
    secret = endpoint.body.secret;
  });
  afterAll(async () => {
    await q?.close();
    await cdn?.close();
    await hooks?.close();
  });

  it('deletes the file on time, never early: 404, CDN purged, expired in the list, audited, file.expired signed and delivered', async () => {
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: doc.uuid, variables: invoice.variables, options: { retention: { ttlSeconds: 60 } } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const path = pathOf(r.body.url);
    const row = await generationByPath(q, path);
    const deadline = Date.parse(r.body.expiresAt);
    expect(deadline).toBe(Date.parse(row.expires_at!));
    expect(deadline).toBe(clock.now() + 60_000);
    expect((await download(r.body.url)).status).toBe(200);

    // The object goes first, then the row is marked (a failed delete is retried by the next pass).
    const expired = await expiresOnTime(q, clock, r.body.url, path, deadline);
    expect(cdn.purges).toContain(`PURGE /${path}`);

    const listed = (await q.call('GET', '/v1/generations', { token: a.token })).body.generations.find((g: { id: number }) => g.id === row.id);
    expect(listed).toMatchObject({ status: 'expired', url: null, expiresAt: expired.expires_at });

    const hook = await waitFor('file.expired', () => hooks.received.find((h) => h.body.type === 'file.expired' && h.body.data.id === row.id));
    expect(hook.verified).toBe(true);
    expect(hook.body.data).toMatchObject({ documentId: doc.uuid, path, expiresAt: expired.expires_at, expiredAt: expired.deleted_at });

    await q.flushAudit();
    const audit = await q.quire.db.selectFrom('audit_log').selectAll().where('account_id', '=', a.id).where('method', '=', 'EXPIRE').execute();
    expect(audit.map((e) => e.route)).toContain(path);
    // Deleting an expired file: it is gone already.
    expect((await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path } })).status).toBe(404);
  });

  it("a key's retention covers its batch items: they expire, and their variables are scrubbed", async () => {
    const key = await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'payslips', retention: { ttlSeconds: 60 } } });
    const start = await q.call('POST', '/v1/batches', {
      token: key.body.token,
      body: {
        documentId: doc.uuid,
        items: [{ variables: { ...invoice.variables, secret: 'salary 1' } }, { variables: { ...invoice.variables, secret: 'salary 2' } }],
      },
    });
    expect(start.status, JSON.stringify(start.body)).toBe(202);
    await settled(q, { ...a, token: key.body.token }, start.body.id, 60_000);
    const items = await q.quire.db.selectFrom('batch_items').selectAll().where('generation_id', 'is not', null).execute();
    const ours = items.filter((i) => i.variables.includes('salary'));
    expect(ours).toHaveLength(2);
    const files = () =>
      q.quire.db
        .selectFrom('generations')
        .select(['status', 'expires_at'])
        .where(
          'id',
          'in',
          ours.map((i) => i.generation_id!),
        )
        .execute();
    const deadline = Math.max(...(await files()).map((g) => Date.parse(g.expires_at!)));
    await clock.advanceTo(deadline + SWEEP_MS);
    expect((await files()).map((g) => g.status)).toEqual(['expired', 'expired']);
    const after = await q.quire.db
      .selectFrom('batch_items')
      .select('variables')
      .where(
        'id',
        'in',
        ours.map((i) => i.id),
      )
      .execute();
    expect(after.map((i) => i.variables)).toEqual(['{}', '{}']);
  });

  it('keeps a file whose deadline has not come, and a file without retention', async () => {
    const kept = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: doc.uuid, variables: invoice.variables, options: { retention: { ttlSeconds: 60 } } },
    });
    const forever = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: invoice.variables } });
    expect(forever.body.expiresAt).toBeUndefined();
    // Every sweep of the minute goes by, the last one a millisecond before the deadline: none may take them.
    await clock.advanceTo(Date.parse(kept.body.expiresAt) - 1);
    expect((await download(kept.body.url)).status).toBe(200);
    expect((await download(forever.body.url)).status).toBe(200);
    expect((await generationByPath(q, pathOf(forever.body.url))).expires_at).toBeNull();
  });
});

describe.each(DIALECTS)('retention across a restart on %s', (dialect) => {
  const clock = testClock();
  let q: TestQuire | undefined;
  afterAll(() => q?.close());

  it('a deadline that passed while no node ran is kept at start, before the node serves; a later one on time after', async () => {
    const first = await startTestQuire(dialect, env({}), { clock });
    const a = await first.account();
    const doc = await createDocument(first, a);
    const body = { documentId: doc.uuid, variables: invoice.variables, options: { retention: { ttlSeconds: 60 } } };
    const due = await first.call('POST', '/v1/generate', { token: a.token, body });
    await clock.advance(30_000);
    const later = await first.call('POST', '/v1/generate', { token: a.token, body });
    const dueRow = await generationByPath(first, pathOf(due.body.url));
    const laterRow = await generationByPath(first, pathOf(later.body.url));
    const dueAt = Date.parse(dueRow.expires_at!);
    await first.stop();
    // The deadline passes while nothing runs.
    await clock.advanceTo(dueAt + 50);

    q = await startTestQuire(dialect, env({}), { reuse: first, clock });
    const row = await generationByPath(q, dueRow.path);
    expect(row.status).toBe('expired');
    expect(Date.parse(row.deleted_at!)).toBeGreaterThanOrEqual(dueAt);
    const dueUrl = due.body.url.replace(first.url, q.url);
    expect((await download(dueUrl)).status).toBe(404);

    const laterUrl = later.body.url.replace(first.url, q.url);
    expect((await download(laterUrl)).status).toBe(200);
    await expiresOnTime(q, clock, laterUrl, laterRow.path, Date.parse(laterRow.expires_at!));
  });
});

describe('retention sweep with S3 storage (s3rver, postgres)', () => {
  const clock = testClock();
  let s3: S3rverHandle;
  let q: TestQuire;
  let cdn: Awaited<ReturnType<typeof startPurgeReceiver>>;
  beforeAll(async () => {
    s3 = await startS3rver();
    cdn = await startPurgeReceiver();
    q = await startTestQuire('postgres', env({ ...quireS3Env(s3), ...cdn.env }), { clock });
  });
  afterAll(async () => {
    await q?.close();
    await cdn?.close();
    await s3?.destroy();
  });

  it('a signed file: its link works until the file expires, then 404s; the object is gone and the CDN purged', async () => {
    const a = await q.account(undefined, { signIn: false });
    const doc = await createDocument(q, a);
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: doc.uuid, variables: invoice.variables, options: { access: 'signed', retention: { ttlSeconds: 60 } } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The link lives an hour; the file a minute: the file's end ends the link.
    const path = pathOf(r.body.url);
    const row = await generationByPath(q, path);
    const objectUrl = `${s3.endpoint}/${s3.bucket}/${path}`;
    expect((await download(objectUrl)).status).toBe(200);
    expect((await download(r.body.url)).status).toBe(200);
    await expiresOnTime(q, clock, r.body.url, path, Date.parse(row.expires_at!));
    expect((await download(objectUrl)).status).toBe(404);
    expect(cdn.purges.some((p) => p.includes(path))).toBe(true);
  });

  it('deletes the object from the bucket on time, never early', async () => {
    const a = await q.account(undefined, { signIn: false });
    const doc = await createDocument(q, a);
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: doc.uuid, variables: invoice.variables, options: { retention: { ttlSeconds: 60 } } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const path = pathOf(r.body.url).slice(`${s3.bucket}/`.length);
    const row = await generationByPath(q, path);
    expect((await download(r.body.url)).status).toBe(200);
    await expiresOnTime(q, clock, r.body.url, path, Date.parse(row.expires_at!));
  });
});

describe.each(DIALECTS)('retention across a restart with S3 storage (s3rver) on %s', (dialect) => {
  const clock = testClock();
  let s3: S3rverHandle;
  let cdn: Awaited<ReturnType<typeof startPurgeReceiver>>;
  let q: TestQuire | undefined;
  beforeAll(async () => {
    s3 = await startS3rver();
    cdn = await startPurgeReceiver();
  });
  afterAll(async () => {
    await q?.close();
    await cdn?.close();
    await s3?.destroy();
  });

  it('a deadline that passed while no node ran: the object leaves the bucket at start, the CDN is purged; a later one on time after', async () => {
    const s3env = env({ ...quireS3Env(s3), ...cdn.env });
    const first = await startTestQuire(dialect, s3env, { clock });
    const a = await first.account(undefined, { signIn: false });
    const doc = await createDocument(first, a);
    const body = { documentId: doc.uuid, variables: invoice.variables, options: { retention: { ttlSeconds: 60 } } };
    const due = await first.call('POST', '/v1/generate', { token: a.token, body });
    await clock.advance(30_000);
    const later = await first.call('POST', '/v1/generate', { token: a.token, body });
    expect(due.status, JSON.stringify(due.body)).toBe(200);
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    // A public file on S3 is the bucket's own URL: what the URL answers is what the bucket holds.
    const keyOf = (url: string) => pathOf(url).slice(`${s3.bucket}/`.length);
    expect(due.body.url).toBe(`${s3.endpoint}/${s3.bucket}/${keyOf(due.body.url)}`);
    const dueRow = await generationByPath(first, keyOf(due.body.url));
    const laterRow = await generationByPath(first, keyOf(later.body.url));
    expect((await download(due.body.url)).status).toBe(200);
    const dueAt = Date.parse(dueRow.expires_at!);
    await first.stop();
    await clock.advanceTo(dueAt + 50);
    expect((await download(due.body.url)).status).toBe(200);
    expect(cdn.purges).toEqual([]);

    q = await startTestQuire(dialect, s3env, { reuse: first, clock });
    const row = await generationByPath(q, dueRow.path);
    expect(row.status).toBe('expired');
    expect(Date.parse(row.deleted_at!)).toBeGreaterThanOrEqual(dueAt);
    expect((await download(due.body.url)).status).toBe(404);
    expect(cdn.purges).toContain(`PURGE /${dueRow.path}`);
    const listed = (await q.call('GET', '/v1/generations', { token: a.token })).body.generations.find((g: { id: number }) => g.id === dueRow.id);
    expect(listed).toMatchObject({ status: 'expired', url: null });

    expect((await download(later.body.url)).status).toBe(200);
    await expiresOnTime(q, clock, later.body.url, laterRow.path, Date.parse(laterRow.expires_at!));
    expect(cdn.purges).toContain(`PURGE /${laterRow.path}`);
  });
});
